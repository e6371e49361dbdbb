// @vitest-environment node
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";

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
// but Node cannot strip (an enum, a namespace, a parameter property) would stop the server.
it.each(modules.map((file) => [relative(ROOT, file), file]))(
  "%s loads in Node as npm start runs it",
  (_, file) => {
    const imported = spawnSync(
      process.execPath,
      ["--input-type=module", "-e", `await import(${JSON.stringify(pathToFileURL(file).href)})`],
      { cwd: ROOT, encoding: "utf8" },
    );
    expect(imported.stderr).toBe("");
    expect(imported.status).toBe(0);
  },
);
