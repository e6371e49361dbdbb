import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { createPublisher, publishEnv } from "./publisher.mjs";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A publisher whose runs take `ms`, append a line to runs.txt and exit with `code`. */
function publisher({ ms = 300, code = 0 } = {}) {
  dir = mkdtempSync(join(tmpdir(), "publisher-"));
  const script = join(dir, "run.mjs");
  writeFileSync(
    script,
    `import { appendFileSync } from "node:fs";
     appendFileSync(${JSON.stringify(join(dir, "runs.txt"))}, JSON.stringify(process.env) + "\\n");
     console.log("a line of the run");
     setTimeout(() => process.exit(${code}), ${ms});`,
  );
  const onPublished = vi.fn();
  const log = vi.fn();
  const made = createPublisher({
    root: dir,
    dir,
    env: {
      PATH: process.env.PATH,
      PUBLISH_SECRET: "secret",
      GITHUB_CLIENT_SECRET: "secret",
      SMTP_URL: "smtp://x",
    },
    onPublished,
    log,
    script,
  });
  const runs = () =>
    readFileSync(join(dir, "runs.txt"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
  return { ...made, onPublished, log, runs };
}

it("makes pushes during a publish one more publish after it, not one each", async () => {
  const { request, onPublished, runs, log } = publisher();
  expect(request()).toMatch(/^Publishing: live in a minute or two, if the check passes\.$/);
  expect(request()).toMatch(/^Publishing after the publish in progress/);
  request();
  await vi.waitFor(() => expect(onPublished).toHaveBeenCalledTimes(2), { timeout: 5000 });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(runs()).toHaveLength(2);
  expect(log).toHaveBeenCalledWith("publish: a line of the run");
});

it("serves nothing new after a run that failed, and hands a run no secret", async () => {
  const { request, onPublished, runs } = publisher({ ms: 10, code: 1 });
  request();
  await vi.waitFor(() => expect(runs()).toHaveLength(1), { timeout: 5000 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(onPublished).not.toHaveBeenCalled();
  const [env] = runs();
  expect(env.PUBLISH_SECRET).toBeUndefined();
  expect(env.GITHUB_CLIENT_SECRET).toBeUndefined();
  // The mail that tells the owner, and the folder of the publish's record.
  expect(env).toMatchObject({ SMTP_URL: "smtp://x", PUBLISH_DIR: dir });
  expect(Object.keys(publishEnv({ PUBLISH_SECRET: "x", HOME: "/home/site" }))).toEqual(["HOME"]);
});
