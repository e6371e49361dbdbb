// @vitest-environment node
import { BlockList } from "node:net";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_DISK_RESERVE_MB,
  DEFAULT_LEADS_DB,
  DEFAULT_PHOTOS_MAX_MB,
  DEFAULT_RATE_LIMIT,
  DEFAULT_RETENTION_DAYS,
  readInboxSettings,
} from "./inbox-settings.mjs";
import { createRateLimit, rateKey } from "./rate-limit.mjs";

describe("the inbox's settings", () => {
  it("has defaults for everything, and mails nothing unless told", () => {
    expect(readInboxSettings({})).toEqual({
      settings: {
        db: DEFAULT_LEADS_DB,
        rateLimit: DEFAULT_RATE_LIMIT,
        proxies: null,
        mail: null,
        retentionDays: DEFAULT_RETENTION_DAYS,
        allowedOrigins: [],
        photos: { maxMb: DEFAULT_PHOTOS_MAX_MB, reserveMb: DEFAULT_DISK_RESERVE_MB },
      },
    });
    expect([DEFAULT_PHOTOS_MAX_MB, DEFAULT_DISK_RESERVE_MB]).toEqual([2048, 1024]);
  });

  it("reads the database, the rate limit, the proxy and the mail settings", () => {
    const { settings } = readInboxSettings({
      LEADS_DB: " /var/lib/site/leads.sqlite ",
      LEADS_RATE_LIMIT: "20",
      TRUST_PROXY: "1",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      LEADS_NOTIFY_TO: "owner@example.com",
      LEADS_PHOTOS_MAX_MB: "500",
      LEADS_DISK_RESERVE_MB: "200",
    });
    expect(settings).toEqual({
      db: "/var/lib/site/leads.sqlite",
      rateLimit: 20,
      proxies: expect.any(BlockList),
      // Mail comes from the owner's own address unless LEADS_NOTIFY_FROM says otherwise.
      mail: {
        smtpUrl: "smtps://user:pass@mail.example.com:465",
        to: "owner@example.com",
        from: "owner@example.com",
      },
      retentionDays: DEFAULT_RETENTION_DAYS,
      allowedOrigins: [],
      photos: { maxMb: 500, reserveMb: 200 },
    });
  });

  it("trusts this machine's own proxy by default, or the ones TRUSTED_PROXIES lists", () => {
    const loopback = readInboxSettings({ TRUST_PROXY: "1" }).settings!.proxies!;
    expect(loopback.check("127.0.0.1")).toBe(true);
    expect(loopback.check("::1", "ipv6")).toBe(true);
    expect(loopback.check("203.0.113.1")).toBe(false);
    const listed = readInboxSettings({ TRUST_PROXY: "1", TRUSTED_PROXIES: "10.0.0.0/24, 2001:db8::7" })
      .settings!.proxies!;
    expect(listed.check("10.0.0.200")).toBe(true);
    expect(listed.check("2001:db8::7", "ipv6")).toBe(true);
    expect(listed.check("127.0.0.1")).toBe(false);
  });

  it.each([
    [{ TRUSTED_PROXIES: "10.0.0.5" }, /^TRUSTED_PROXIES is set, but TRUST_PROXY is not 1/],
    [
      { TRUST_PROXY: "1", TRUSTED_PROXIES: "10.0.0.5, nginx" },
      /^TRUSTED_PROXIES must list .*"nginx" is not one\.$/,
    ],
    [{ TRUST_PROXY: "1", TRUSTED_PROXIES: "10.0.0.0/33" }, /"10\.0\.0\.0\/33" is not one/],
    [{ LEADS_RATE_LIMIT: "0" }, /^LEADS_RATE_LIMIT must be a whole number .* not "0"\.$/],
    [{ LEADS_RATE_LIMIT: "2.5" }, /^LEADS_RATE_LIMIT must be a whole number/],
    [
      { LEADS_PHOTOS_MAX_MB: "2GB" },
      /^LEADS_PHOTOS_MAX_MB must be a whole number of megabytes \(2048 when unset\), not "2GB"\.$/,
    ],
    [{ LEADS_DISK_RESERVE_MB: "-1" }, /^LEADS_DISK_RESERVE_MB must be a whole number of megabytes/],
    [{ SMTP_URL: "smtp://mail.example.com" }, /^Set both SMTP_URL and LEADS_NOTIFY_TO/],
    [{ LEADS_NOTIFY_TO: "owner@example.com" }, /^Set both SMTP_URL and LEADS_NOTIFY_TO/],
    [
      { SMTP_URL: "mail.example.com", LEADS_NOTIFY_TO: "owner@example.com" },
      /^SMTP_URL must look like smtp:\/\//,
    ],
  ])("refuses %j, naming the setting", (env, message) => {
    const { settings, error } = readInboxSettings(env);
    expect(settings).toBeUndefined();
    expect(error).toMatch(message);
  });

  it("reads the sites whose pages may post here, and refuses at start an entry that is not an origin", () => {
    const { settings } = readInboxSettings({
      LEADS_ALLOWED_ORIGINS: " https://www.builders.example , http://127.0.0.1:8080,",
    });
    expect(settings?.allowedOrigins).toEqual(["https://www.builders.example", "http://127.0.0.1:8080"]);
    for (const entry of ["https://www.builders.example/", "null", "*.builders.example"]) {
      expect(readInboxSettings({ LEADS_ALLOWED_ORIGINS: entry }).error).toBe(
        `LEADS_ALLOWED_ORIGINS must list the addresses of the sites whose pages post to this inbox, each exactly like https://www.your-company.com (no path, no slash at the end), separated by commas; "${entry}" is not one.`,
      );
    }
  });
});

describe("the rate limit's client", () => {
  it("is an IPv4 address, or the /64 network of an IPv6 one, however it is written", () => {
    expect(rateKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(rateKey("2001:0DB8:0001:0002:ffff::")).toBe("2001:db8:1:2::/64");
    expect(rateKey("2001:db8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(rateKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateKey("2001:db8:1:3::9")).not.toBe(rateKey("2001:db8:1:2::9"));
    // IPv4 in IPv6's clothes, however a proxy writes it, is still one IPv4 client, not one big /64.
    expect(rateKey("::ffff:c000:280")).toBe("192.0.2.128");
    expect(rateKey("0:0:0:0:0:FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(rateKey("::ffff:c000:280")).not.toBe(rateKey("::ffff:c000:281"));
    expect(rateKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
    expect(rateKey("unknown")).toBe("unknown");
  });

  it("of one /64 share one allowance", () => {
    const limit = createRateLimit({ perMinute: 2, now: () => 0 });
    const take = (address: string) => limit.take(rateKey(address));
    expect([take("2001:db8:1:2::1"), take("2001:db8:1:2::2")]).toEqual([0, 0]);
    expect(take("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBeGreaterThan(0);
    expect(take("2001:db8:1:3::1")).toBe(0);
  });
});
