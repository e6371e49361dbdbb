import { describe, expect, it } from "vitest";
import {
  ADMIN_CONTENT_TYPES,
  adminCacheControl,
  adminContentSecurityPolicy,
  adminHeaders,
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

describe("the editor's policy (/admin/)", () => {
  const csp = adminContentSecurityPolicy({ imageOrigins: ["https://images.example"] });

  it("allows what Sveltia CMS needs, by name, and nothing else", () => {
    expect(csp).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob: https://images.example https://avatars.githubusercontent.com; " +
        "font-src 'self' data:; connect-src 'self' data: blob: https://api.github.com; " +
        "worker-src 'self' blob:; frame-src 'self' blob:; media-src 'self' blob:; manifest-src 'self'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'",
    );
    expect(adminContentSecurityPolicy({ imageOrigins: [] })).toContain(
      "img-src 'self' data: blob: https://avatars.githubusercontent.com;",
    );
  });

  it("is sent with its own headers: never indexed, no Referer out, and still no Cross-Origin-Opener-Policy", () => {
    const headers = adminHeaders(csp);
    const site = securityHeaders("default-src 'self'");
    expect(headers["Content-Security-Policy"]).toBe(csp);
    expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(headers["Referrer-Policy"]).toBe("same-origin");
    // The sign-in popup hands its token to window.opener (docs/decisions/0014).
    expect(Object.keys(headers)).not.toContain("Cross-Origin-Opener-Policy");
    // Each of the site's headers is replaced, so no answer carries a mix of the two.
    expect(Object.keys(headers).sort()).toEqual([...Object.keys(site), "X-Robots-Tag"].sort());
    for (const name of [
      "X-Content-Type-Options",
      "Permissions-Policy",
      "Cross-Origin-Resource-Policy",
      "X-Frame-Options",
    ])
      expect(headers[name], name).toBe(site[name]);
  });

  it.each([
    ["/admin/", "no-store"],
    ["/admin/config.json", "no-store"],
    ["/admin/assets/sveltia-cms-1a2b3c.js", "public, max-age=31536000, immutable"],
    ["/admin/assets/heic/decoder-9f8e.wasm", "public, max-age=31536000, immutable"],
  ])("caches the editor's %s as %s", (path, cache) => {
    expect(adminCacheControl(path)).toBe(cache);
  });

  it.each([
    "/admin",
    "/admin/index.html",
    "/admin/other.json",
    "/admin/assets/",
    "/admin/assets//x.js",
    "/admin/assets/../config.json",
    "/admin/assets/../../index.html",
    "/admin/assets/./x.js",
    "/admin/../",
    "/assets/x.js",
  ])("serves nothing of the editor's at %s", (path) => {
    expect(adminCacheControl(path)).toBeNull();
  });

  it("names the types of the editor's WebAssembly, fonts and JSON", () => {
    expect(ADMIN_CONTENT_TYPES).toEqual({
      ".wasm": "application/wasm",
      ".woff2": "font/woff2",
      ".json": "application/json",
    });
  });
});
