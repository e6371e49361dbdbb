// @ts-check
/**
 * What a page costs on first load, in gzipped bytes of the built files it references: its HTML,
 * its stylesheets and its scripts (module scripts and their preloads). Deterministic: used by the
 * byte-budget tests and printed by the benchmark.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** @param {string} file */
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * @param {string} buildDir the build folder, e.g. "build"
 * @param {string} htmlFile a page's file in its client folder, e.g. "about.html"
 */
export function pageWeight(buildDir, htmlFile) {
  const clientDir = join(buildDir, "client");
  /** @type {{ islands: Record<string, string[]> }} */
  const site = JSON.parse(readFileSync(join(buildDir, "site.json"), "utf8"));
  const html = readFileSync(join(clientDir, htmlFile), "utf8");
  const refs = (/** @type {RegExp} */ pattern) => [
    ...new Set([...html.matchAll(pattern)].map((m) => m[1] ?? "")),
  ];
  const css = refs(/<link rel="stylesheet" href="(\/[^"]+)"/g);
  // The scripts the page names, and the code of the islands it loads after the first paint.
  const islandFiles = refs(/data-island="([a-z-]+)"/g).flatMap((name) => site.islands[name] ?? []);
  const js = [...new Set([...refs(/<script[^>]* src="(\/[^"]+)"/g), ...islandFiles])];
  // Code written into the page itself runs too: it counts as script as well as HTML (JSON-LD is data).
  const inline = [
    ...html.matchAll(/<script(?![^>]* src=)(?![^>]*type="application\/ld\+json")[^>]*>(.*?)<\/script>/gs),
  ]
    .map((m) => m[1] ?? "")
    .filter((code) => code.trim() !== "");
  const sum = (/** @type {string[]} */ files) =>
    files.reduce((total, f) => total + gz(join(clientDir, f)), 0);
  return {
    html: gz(join(clientDir, htmlFile)),
    css: sum(css),
    js: sum(js) + inline.reduce((total, code) => total + gzipSync(code, { level: 9 }).length, 0),
    files: { css, js, inlineScripts: inline.length },
    /** Anything loaded from another origin: scripts, stylesheets, fonts. */
    thirdParty: refs(/(?:src|href)="(https?:\/\/[^"]+\.(?:js|css|woff2?|ttf|otf))"/g),
  };
}

/** The pages of a build and their files. */
export const PAGE_FILES = {
  "/": "index.html",
  "/about": "about.html",
  "/services": "services.html",
  "/portfolio": "portfolio.html",
  "/contact": "contact.html",
  404: "404.html",
};
