// @vitest-environment node
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
/** Every module in shared/ (its tests aside). */
const modules = readdirSync(import.meta.dirname, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(ts|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => join(import.meta.dirname, file));

it("holds the code the app, the server and the build share", () => {
  expect(modules.map((file) => relative(ROOT, file)).sort()).toEqual(
    expect.arrayContaining(["shared/paths.ts", "shared/policy.mjs", "shared/contact/fields.ts"]),
  );
});

// npm start runs these files as Node runs them: types stripped, nothing compiled. Syntax tsc accepts
// but Node cannot strip (an enum, a namespace, a parameter property) would stop the server. One Node
// imports them all, one after another, and says after each what it printed and whether it failed
// (a module's warnings are told under the first module that loads it): one process, not one each.
const loaded = new Map<string, { stderr: string; error: string | null }>();
beforeAll(() => {
  const script = `
    const { pathToFileURL } = await import("node:url");
    const results = {};
    for (const file of ${JSON.stringify(modules)}) {
      process.stderr.write("\\0" + file + "\\0");
      try {
        await import(pathToFileURL(file).href);
        results[file] = null;
      } catch (error) {
        results[file] = String(error && error.stack || error);
      }
    }
    process.stdout.write(JSON.stringify(results));`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: ROOT,
    encoding: "utf8",
  });
  const errors = JSON.parse(run.stdout) as Record<string, string | null>;
  const printed = run.stderr.split("\0");
  for (const file of modules) {
    const at = printed.indexOf(file);
    loaded.set(file, {
      stderr: at === -1 ? "(not reached)" : (printed[at + 1] ?? ""),
      error: errors[file] ?? null,
    });
  }
});

it.each(modules.map((file) => [relative(ROOT, file), file]))(
  "%s loads in Node as npm start runs it",
  (_, file) => {
    expect(loaded.get(file)).toEqual({ stderr: "", error: null });
  },
);
