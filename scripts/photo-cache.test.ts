// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "photo-cache-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Two entries' names (a hash and .bin). */
const [A, B] = ["a", "b"].map((c) => `${c.repeat(40)}.bin`) as [string, string];

/** `npm run photo-cache -- <args>` with the cache in `dir`. */
const photoCache = (...args: string[]) =>
  spawnSync("node", ["scripts/photo-cache.mjs", ...args], {
    env: { ...process.env, PHOTO_CACHE_DIR: dir },
    encoding: "utf8",
  });

describe("npm run photo-cache", () => {
  it("says where the cache is and how large; prunes what the last build did not use; clears the rest", () => {
    mkdirSync(join(dir, "encoded"), { recursive: true });
    writeFileSync(join(dir, "encoded", A), Buffer.alloc(2 * 2 ** 20));
    writeFileSync(join(dir, "encoded", B), Buffer.alloc(2 ** 20));

    const noRecord = photoCache("--prune");
    expect(noRecord.status).toBe(1);
    expect(noRecord.stderr).toBe(
      `Photo cache (${dir}/): nothing deleted: no build has recorded which entries it used yet: run npm run build, then prune.\n`,
    );
    writeFileSync(join(dir, "last-build.json"), JSON.stringify([`encoded/${A}`]));

    const status = photoCache();
    expect(status.status).toBe(0);
    expect(status.stdout).toContain(`Photo cache: ${dir}/ holds 2 entries (3.0 MB).`);
    expect(status.stdout).toContain("npm run photo-cache -- --clear");

    const prune = photoCache("--prune");
    expect(prune.stdout).toBe(
      `Photo cache (${dir}/): deleted 1 entry the last build did not use (1.0 MB); 1 entry kept (2.0 MB).\n`,
    );
    expect(existsSync(join(dir, "encoded", A))).toBe(true);

    const clear = photoCache("--clear");
    expect(clear.stdout).toBe(
      `Photo cache (${dir}/): deleted 1 entry (2.0 MB); the next build encodes every photo again.\n`,
    );
    expect(existsSync(join(dir, "encoded", A))).toBe(false);
  });

  it("refuses the project's own folder as the cache", () => {
    const here = spawnSync("node", ["scripts/photo-cache.mjs", "--clear"], {
      env: { ...process.env, PHOTO_CACHE_DIR: "." },
      encoding: "utf8",
    });
    expect(here.status).toBe(2);
    expect(here.stderr).toMatch(/^PHOTO_CACHE_DIR=\. names the project's own folder/);
  });

  it("refuses what it does not know, with its usage", () => {
    const wrong = photoCache("--all");
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toBe("Usage: npm run photo-cache [-- --prune | --clear]\n");
  });
});
