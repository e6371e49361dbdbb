import { describe, expect, it } from "vitest";
import {
  cacheControl,
  canonicalPagePath,
  contentSecurityPolicy,
  languageNotFoundPages,
  notFoundPageOf,
  pageRedirects,
  securityHeaders,
  withCharset,
} from "./policy.mjs";

const PAGES = new Set(["/", "/about", "/contact"]);

describe("canonicalPagePath", () => {
  it.each([
    ["/about/", "/about"],
    ["/about.html", "/about"],
    ["/about/index.html", "/about"],
    ["//about", "/about"],
    ["/ABOUT", "/about"],
    ["/index.html", "/"],
    ["//", "/"],
  ])("sends %s to %s", (from, to) => {
    expect(canonicalPagePath(from, PAGES)).toBe(to);
  });

  it.each(["/", "/about", "/missing/", "/assets/app.js", "/about;x", "/404.html"])(
    "leaves %s alone (already canonical, or not a page)",
    (path) => {
      expect(canonicalPagePath(path, PAGES)).toBeNull();
    },
  );
});

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy({
    imageOrigins: ["https://images.example"],
    connectOrigins: ["https://forms.example"],
  });

  it("allows only the site's own script files and the inline scripts it is given by hash", () => {
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe-/);
    const withInline = contentSecurityPolicy({
      scriptHashes: ["sha256-boot=", "sha256-rules="],
      imageOrigins: [],
      connectOrigins: [],
    });
    expect(withInline).toContain("script-src 'self' 'sha256-boot=' 'sha256-rules=';");
  });

  it("names the image host and the form endpoint, and nothing else", () => {
    expect(csp).toContain("img-src 'self' data: https://images.example;");
    expect(csp).toContain("connect-src 'self' https://forms.example;");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("allows the inline stylesheet by its hash, never 'unsafe-inline'", () => {
    const styled = contentSecurityPolicy({
      styleHashes: ["sha256-css="],
      imageOrigins: [],
      connectOrigins: [],
    });
    expect(styled).toContain("style-src 'self' 'sha256-css=';");
    expect(styled).not.toContain("unsafe-inline");
  });

  it("is part of the headers every answer carries", () => {
    expect(securityHeaders(csp)["Content-Security-Policy"]).toBe(csp);
  });
});

it("caches hashed assets for a year and revalidates everything else", () => {
  expect(cacheControl("/assets/root-abc123.css")).toContain("immutable");
  expect(cacheControl("/about")).toContain("must-revalidate");
});

describe("pageRedirects", () => {
  it("lists every other spelling of each page that canonicalPagePath sends to it", () => {
    const pairs = pageRedirects([...PAGES]);
    expect(pairs).toContainEqual(["/index.html", "/"]);
    expect(pairs).toContainEqual(["/about/", "/about"]);
    for (const [from, to] of pairs) expect(canonicalPagePath(from, PAGES)).toBe(to);
  });
});

it("declares UTF-8 on text types only", () => {
  expect(withCharset("text/css")).toBe("text/css; charset=utf-8");
  expect(withCharset("image/png")).toBe("image/png");
});

describe("each language's 404 page", () => {
  const languages = ["en", "es", "de"];

  it.each([
    ["/no-such-page", "/404.html"],
    ["/es/no-such-page", "/es/404.html"],
    ["/es/services/nothing/", "/es/404.html"],
    ["/de/404", "/de/404.html"],
    ["/esx/page", "/404.html"],
    ["/fr/page", "/404.html"],
  ])("answers %s with %s", (path, page) => {
    expect(notFoundPageOf(path, languages)).toBe(page);
  });

  it("is the first language's alone in a site of one", () => {
    expect(notFoundPageOf("/es/page", ["en"])).toBe("/404.html");
    expect(languageNotFoundPages(["en"])).toEqual([]);
  });

  it("makes each other language's own URLs of its 404 page answer 404", () => {
    expect(languageNotFoundPages(languages)).toEqual([
      { prefix: "/es/", page: "/es/404.html", paths: ["/es/404", "/es/404.html"] },
      { prefix: "/de/", page: "/de/404.html", paths: ["/de/404", "/de/404.html"] },
    ]);
  });
});
