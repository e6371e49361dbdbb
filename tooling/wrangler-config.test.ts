// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LOCAL_DATABASE_ID, rateLimitNamespace, workerName, writeWranglerConfig } from "./wrangler-config";

let build: string;
beforeEach(() => {
  build = mkdtempSync(join(tmpdir(), "wrangler-config-"));
  writeFileSync(
    join(build, "site.json"),
    JSON.stringify({
      siteUrl: "https://www.smith-builders.com",
      csp: "default-src 'self'",
      leadsRetentionDays: 730,
      contactForm: { services: [], budgets: [], postalCodes: [], postcodeLabel: "ZIP code" },
    }),
  );
});
afterEach(() => rmSync(build, { recursive: true, force: true }));

describe("the Worker's wrangler.json", () => {
  it("names the Worker, its database and bucket after the site's address", () => {
    const { config } = writeWranglerConfig({
      buildDir: build,
      configDir: join(build, "cloudflare"),
      env: {},
    });
    expect(workerName("https://www.smith-builders.com")).toBe("smith-builders-com");
    expect(config.d1_databases[0]).toMatchObject({
      database_name: "smith-builders-com-leads",
      database_id: LOCAL_DATABASE_ID,
    });
    expect(config.r2_buckets[0]!.bucket_name).toBe("smith-builders-com-lead-photos");
    expect(config.assets.directory).toBe("../client");
    expect(config.main).toBe("worker.js");
  });

  it("refuses a wrong setting, naming it", () => {
    expect(() =>
      writeWranglerConfig({
        buildDir: build,
        configDir: join(build, "cloudflare"),
        env: { LEADS_RATE_LIMIT: "lots" },
      }),
    ).toThrow(/LEADS_RATE_LIMIT/);
    expect(() =>
      writeWranglerConfig({
        buildDir: build,
        configDir: join(build, "cloudflare"),
        env: { LEADS_NOTIFY_TO: "me at home" },
      }),
    ).toThrow(/LEADS_NOTIFY_TO must be one email address/);
  });

  it("asks nothing of the sender while the mail is off: a site built for http://localhost runs locally", () => {
    writeFileSync(
      join(build, "site.json"),
      JSON.stringify({
        ...JSON.parse(readFileSync(join(build, "site.json"), "utf8")),
        siteUrl: "http://localhost:3000",
      }),
    );
    const { config } = writeWranglerConfig({
      buildDir: build,
      configDir: join(build, "cloudflare"),
      env: {},
    });
    expect(config.vars.INBOX.mail).toBeNull();
  });

  it("a rebuild keeps the deployed database's id and the settings the environment does not name", () => {
    const configDir = join(build, "cloudflare");
    writeWranglerConfig({
      buildDir: build,
      configDir,
      env: { LEADS_NOTIFY_TO: "owner@smith-builders.com", LEADS_PHOTOS_MAX_MB: "500" },
      databaseId: "8a0b7c3e-5d1f-4e2a-9b6c-0d1e2f3a4b5c",
    });
    const { config, kept } = writeWranglerConfig({
      buildDir: build,
      configDir,
      env: { LEADS_RATE_LIMIT: "3" },
    });
    expect(config.d1_databases[0]!.database_id).toBe("8a0b7c3e-5d1f-4e2a-9b6c-0d1e2f3a4b5c");
    expect(config.vars.INBOX).toMatchObject({
      mail: { to: "owner@smith-builders.com", from: "website@smith-builders.com" },
      photosMaxMb: 500,
    });
    expect(config.ratelimits[0]!.simple.limit).toBe(3);
    expect(kept).not.toContain("LEADS_RATE_LIMIT");
    expect(kept).toContain("LEADS_NOTIFY_TO");
  });

  it("keeps the Worker's var under Cloudflare's 5 KB, however many postal codes the form checks", () => {
    const site = JSON.parse(readFileSync(join(build, "site.json"), "utf8"));
    const postalCodes = Array.from({ length: 800 }, (_, i) => String(10_000 + i));
    writeFileSync(
      join(build, "site.json"),
      JSON.stringify({ ...site, contactForm: { ...site.contactForm, postalCodes } }),
    );
    const { config } = writeWranglerConfig({
      buildDir: build,
      configDir: join(build, "cloudflare"),
      env: {},
    });
    expect(JSON.stringify(config.vars.INBOX).length).toBeLessThan(5 * 1024);
  });

  it("gives each site its own rate-limit namespace", () => {
    expect(rateLimitNamespace("smith-builders-com")).not.toBe(rateLimitNamespace("jones-roofing-com"));
    expect(rateLimitNamespace("smith-builders-com")).toMatch(/^\d+$/);
  });
});
