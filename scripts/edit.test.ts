/**
 * `npm run edit` on a machine it cannot run on says why, in words an owner can act on, and stops.
 * (What it serves when it runs: tests/e2e/editor.test.ts and tests/site/dev-servers.test.ts.)
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const folder = mkdtempSync(join(tmpdir(), "edit-without-git-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("npm run edit without Git", () => {
  it("says it needs Git and where to get it, and exits with an error", () => {
    // A PATH with Node alone on it: the machine has no git.
    symlinkSync(process.execPath, join(folder, "node"));
    const run = spawnSync(join(folder, "node"), [join(import.meta.dirname, "edit.mjs")], {
      env: { ...process.env, PATH: folder, PORT: "0" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("npm run edit needs Git");
    expect(run.stderr).toContain("https://git-scm.com/downloads");
    expect(run.stdout).not.toContain("The editor is ready");
  });
});
