// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { pageFile, pageFiles } from "./site-manifest.mjs";

it("puts each page in one file: / in index.html, /about in about.html", () => {
  expect(pageFile("/")).toBe("index.html");
  expect(pageFile("/about")).toBe("about.html");
  expect(pageFile("/404")).toBe("404.html");
});

it("lists a build's pages from its manifest, and the 404 page last", () => {
  const dir = mkdtempSync(join(tmpdir(), "site-manifest-"));
  writeFileSync(join(dir, "site.json"), JSON.stringify({ pages: ["/", "/team"] }));
  expect(pageFiles(dir)).toEqual({ "/": "index.html", "/team": "team.html", "/404": "404.html" });
  rmSync(dir, { recursive: true });
});
