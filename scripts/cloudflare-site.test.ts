// @vitest-environment node
/**
 * wrangler as cloudflare:dev, cloudflare:deploy and `leads -- --cloudflare` run it: a local database
 * that `npm run cloudflare:dev` is writing at that moment answers SQLITE_BUSY, and a read of the
 * inbox then must not fail (a fake wrangler in CLOUDFLARE_WRANGLER counts its runs).
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cloudflareBuildEnv, wrangler } from "./cloudflare-site.mjs";

/** Fails with `FAKE_ERROR` on its first `FAKE_FAILURES` runs, then prints `[]`. */
const FAKE = `#!${process.execPath}
const { appendFileSync, readFileSync } = require("node:fs");
const runs = process.env.FAKE_RUNS;
appendFileSync(runs, "run\\n");
if (readFileSync(runs, "utf8").split("\\n").length - 1 <= Number(process.env.FAKE_FAILURES)) {
  process.stderr.write(process.env.FAKE_ERROR + "\\n");
  process.exit(1);
}
process.stdout.write("[]\\n");
`;
const BUSY =
  "✘ [ERROR] internal error; reference = 39g2gvou\n e = workerd/util/sqlite.c++:910: failed: SQLite failed; dbErrorMessage(prepareResult, db) = database is locked: SQLITE_BUSY";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "wrangler-"));
  writeFileSync(join(folder, "wrangler"), FAKE);
  chmodSync(join(folder, "wrangler"), 0o755);
  vi.stubEnv("CLOUDFLARE_WRANGLER", join(folder, "wrangler"));
  vi.stubEnv("FAKE_RUNS", join(folder, "runs"));
  writeFileSync(join(folder, "runs"), "");
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(folder, { recursive: true, force: true });
});
const runs = () => readFileSync(join(folder, "runs"), "utf8").split("\n").length - 1;
const fake = (failures: number, error: string) => {
  vi.stubEnv("FAKE_FAILURES", String(failures));
  vi.stubEnv("FAKE_ERROR", error);
};

describe("wrangler", () => {
  it("asks a busy local database again, and answers what the next run printed", () => {
    fake(2, BUSY);
    const result = wrangler(["d1", "execute", "DB", "--json", "--command", "SELECT 1", "--local"]);
    expect(result).toMatchObject({ status: 0, stdout: "[]\n" });
    expect(runs()).toBe(3);
  });

  it("gives up after five busy answers, with wrangler's own words", () => {
    fake(9, BUSY);
    const result = wrangler(["d1", "execute", "DB", "--command", "SELECT 1", "--local"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("database is locked");
    expect(runs()).toBe(5);
  });

  it("runs any other failure once", () => {
    fake(1, "✘ [ERROR] no such table: leads");
    const result = wrangler(["d1", "execute", "DB", "--command", "SELECT 1", "--local"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("no such table");
    expect(runs()).toBe(1);
  });
});

describe("a build for Cloudflare", () => {
  it("posts to the Worker's inbox, keeps the other settings, and never holds the deploy's API token", () => {
    const env = cloudflareBuildEnv("build-nowhere", {
      SITE_URL: "https://www.smith-builders.com",
      LEADS_RETENTION_DAYS: "365",
      CLOUDFLARE_API_TOKEN: "a-token",
      CLOUDFLARE_ACCOUNT_ID: "0123",
    });
    expect(env).toMatchObject({
      BUILD_DIR: "build-nowhere",
      CONTACT_ENDPOINT: "/api/contact",
      INBOX_HOST: "cloudflare",
      SITE_URL: "https://www.smith-builders.com",
      LEADS_RETENTION_DAYS: "365",
      NODE_ENV: "production",
    });
    expect(env).not.toHaveProperty("CLOUDFLARE_API_TOKEN");
  });
});
