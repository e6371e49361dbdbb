// @vitest-environment node
import { describe, expect, it } from "vitest";
import { robotsForbidsSite } from "./robots.mjs";

describe("check-live's reading of robots.txt", () => {
  it("finds the whole site forbidden to search engines", () => {
    expect(robotsForbidsSite("User-agent: *\nDisallow: /\n")).toBe(true);
    expect(robotsForbidsSite("user-agent: *\r\ndisallow: / # closed\r\n")).toBe(true);
    // Google's own group decides for Google.
    expect(robotsForbidsSite("User-agent: *\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /\n")).toBe(true);
    // Two agents sharing one group.
    expect(robotsForbidsSite("User-agent: Bingbot\nUser-agent: *\nDisallow: /\n")).toBe(true);
  });

  it("does not count another crawler's group, or a part of the site, as the whole site forbidden", () => {
    expect(robotsForbidsSite("User-agent: *\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n")).toBe(false);
    expect(robotsForbidsSite("User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow:\n")).toBe(false);
    expect(
      robotsForbidsSite("User-agent: *\nDisallow: /api/\nSitemap: https://x.example/sitemap.xml\n"),
    ).toBe(false);
    // Google's own group lets it in, whatever the rest says.
    expect(robotsForbidsSite("User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /private/\n")).toBe(
      false,
    );
    expect(robotsForbidsSite("")).toBe(false);
  });
});
