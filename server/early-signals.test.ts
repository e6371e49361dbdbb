import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const HERE = import.meta.dirname;

it("notes a SIGHUP that comes before npm start can reload, and replays it then (Node would exit)", async () => {
  // What npm start does: this module first, then seconds of start-up (a build), then its reload.
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { onReload } = await import(${JSON.stringify(join(HERE, "early-signals.mjs"))});
       console.log("loading");
       await new Promise((resolve) => setTimeout(resolve, 1500));
       onReload(() => console.log("reloaded"));
       setTimeout(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    if (output === "loading\n") child.kill("SIGHUP");
  });
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    child.once("exit", (code, signal) => resolve([code, signal])),
  );
  expect([output, code, signal]).toEqual(["loading\nreloaded\n", 0, null]);
});

it("is npm start's first import, so that it holds from the start", () => {
  const start = readFileSync(join(HERE, "start.mjs"), "utf8");
  expect(start.match(/^import .*$/m)?.[0]).toBe('import { onReload } from "./early-signals.mjs";');
});
