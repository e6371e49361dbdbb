// @ts-check
/**
 * What a page costs on first load, in gzipped bytes of the built files it references: its HTML,
 * its stylesheets and its scripts (module scripts and their preloads). Deterministic: used by the
 * byte-budget tests and printed by the benchmark.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { readSiteManifest } from "#shared/site-manifest.mjs";

/** @param {string | Buffer} data */
const gzBytes = (data) => gzipSync(data, { level: 9 }).length;
/** @param {string} file */
const gz = (file) => gzBytes(readFileSync(file));

/**
 * @param {string} buildDir the build folder, e.g. "build"
 * @param {string} htmlFile a page's file in its client folder, e.g. "about.html"
 */
export function pageWeight(buildDir, htmlFile) {
  const clientDir = join(buildDir, "client");
  const site = readSiteManifest(buildDir);
  const html = readFileSync(join(clientDir, htmlFile), "utf8");
  const refs = (/** @type {RegExp} */ pattern) => [
    ...new Set([...html.matchAll(pattern)].map((m) => m[1] ?? "")),
  ];
  const css = refs(/<link rel="stylesheet" href="(\/[^"]+)"/g);
  // The site's CSS is inlined into each page (tooling/inline-css.ts): counted as CSS, and inside the HTML.
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "").join("");
  // The scripts the page names (the island loader), and the code of the islands it loads after the
  // first paint.
  // An island's code is the same in every language; with words, it loads its page's language's
  // before it starts.
  const language = /^<!DOCTYPE html><html lang="([a-z]+)"/.exec(html)?.[1] ?? "";
  const islandFiles = refs(/data-island="([a-z-]+)"/g).flatMap((name) => [
    ...(site.islands[name] ?? []),
    ...(site.islandWords?.[name]?.[language] ?? []),
  ]);
  const js = [...new Set([...refs(/<script[^>]* src="(\/[^"]+)"/g), ...islandFiles])];
  // Code written into the page itself runs too: it counts as script as well as HTML (JSON-LD and
  // speculation rules are data the browser reads, never runs).
  const inline = [
    ...html.matchAll(
      /<script(?![^>]* src=)(?![^>]*type="(?:application\/ld\+json|speculationrules)")[^>]*>(.*?)<\/script>/gs,
    ),
  ]
    .map((m) => m[1] ?? "")
    .filter((code) => code.trim() !== "");
  const sum = (/** @type {string[]} */ files) =>
    files.reduce((total, f) => total + gz(join(clientDir, f)), 0);
  return {
    html: gz(join(clientDir, htmlFile)),
    css: sum(css) + (inlineCss ? gzBytes(inlineCss) : 0),
    js: sum(js) + inline.reduce((total, code) => total + gzBytes(code), 0),
    files: { css, js, inlineScripts: inline.length },
    /** Anything loaded from another origin: scripts, stylesheets, fonts. */
    thirdParty: refs(/(?:src|href)="(https?:\/\/[^"]+\.(?:js|css|woff2?|ttf|otf))"/g),
  };
}
