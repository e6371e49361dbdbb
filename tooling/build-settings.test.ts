// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readBuildSettings } from "./build-settings";

const siteUrl = (SITE_URL: string) => readBuildSettings({ SITE_URL }).siteUrl;

describe("SITE_URL", () => {
  it("takes a domain, localhost or an IP address as the site's host", () => {
    expect(siteUrl("https://www.your-company.com")).toBe("https://www.your-company.com");
    expect(siteUrl("https://WWW.Your-Company.COM/")).toBe("https://www.your-company.com");
    expect(siteUrl("https://bücher.example")).toBe("https://xn--bcher-kva.example");
    expect(siteUrl("http://localhost:3000")).toBe("http://localhost:3000");
    expect(siteUrl("https://203.0.113.5:8443")).toBe("https://203.0.113.5:8443");
    expect(siteUrl("https://[2001:db8::1]")).toBe("https://[2001:db8::1]");
  });

  it("refuses a host with characters a server's configuration would read as its own, naming SITE_URL", () => {
    for (const bad of [
      "https://a{b}.com",
      'https://a"b.com',
      "https://a;b.com",
      "https://www.example.com}",
      "https://under_score.com",
      "https://-www.example.com",
    ]) {
      expect(() => siteUrl(bad), bad).toThrow(
        `SITE_URL: must have a host name of letters, digits, hyphens and dots (or an IP address), like https://www.yourcompany.com (got "${bad}")`,
      );
    }
  });
});

describe("CONTENT_REPO and CONTENT_BRANCH", () => {
  it("take a GitHub repository and a branch, main unless set", () => {
    expect(readBuildSettings({})).toMatchObject({ contentBranch: "main" });
    expect(readBuildSettings({}).contentRepo).toBeUndefined();
    expect(
      readBuildSettings({ CONTENT_REPO: " ridgeline-builders/website.v2 ", CONTENT_BRANCH: "site/live" }),
    ).toMatchObject({ contentRepo: "ridgeline-builders/website.v2", contentBranch: "site/live" });
  });

  it.each([
    "ridgeline-builders",
    "https://github.com/ridgeline-builders/website",
    "-owner/website",
    "owner/web site",
    "owner/website/extra",
  ])("refuse CONTENT_REPO=%s, naming it", (CONTENT_REPO) => {
    expect(() => readBuildSettings({ CONTENT_REPO })).toThrow(
      /^CONTENT_REPO: must be a GitHub repository as owner\/name/,
    );
  });

  it.each([
    "-main",
    "main..old",
    "main.lock",
    "a//b",
    "refs/heads/main/",
    "main branch",
    "main;rm",
    "@{1}",
    ".hidden",
  ])("refuse CONTENT_BRANCH=%s, naming it", (CONTENT_BRANCH) => {
    expect(() => readBuildSettings({ CONTENT_BRANCH })).toThrow(/^CONTENT_BRANCH: must be a branch name/);
  });
});
