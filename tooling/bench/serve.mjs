// @ts-check
/**
 * Serving builds for the benchmark with the code of `npm start`: a build as it is, with the floor
 * page beside its pages, and a copy of a build with every script removed (what the same pages cost
 * with no JavaScript at all).
 */
import { cpSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createSiteServer } from "../../server/site-server.mjs";

/** The floor page's address beside the site's pages (no page of a site can have it: no slug starts with "_"). */
export const FLOOR_PATH = "/_bench-floor";

/**
 * The floor: the fastest page a browser can show, one heading and one paragraph, no CSS, no script,
 * no image. Every page is measured as a ratio to it, in the same run (issue 49), so the figure
 * says what our pages cost beyond what the browser costs.
 */
export const FLOOR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The floor</title>
<meta name="description" content="The benchmark's floor: a bare page.">
</head>
<body>
<main>
<h1>The floor</h1>
<p>One heading and one paragraph: no style sheet, no script, no image.</p>
</main>
</body>
</html>
`;

/** Writes the floor page into a build's client folder, where the server answers FLOOR_PATH from. */
export function writeFloorPage(/** @type {string} */ buildDir) {
  writeFileSync(join(buildDir, "client", `${FLOOR_PATH.slice(1)}.html`), FLOOR_PAGE);
}

/** Copies `buildDir` into `dir` without its script files' tags, and serves the copy. */
export async function serveWithoutScripts(/** @type {string} */ buildDir, /** @type {string} */ dir) {
  cpSync(buildDir, dir, { recursive: true });
  const client = join(dir, "client");
  for (const file of readdirSync(client).filter((f) => f.endsWith(".html"))) {
    const html = readFileSync(join(client, file), "utf8")
      // Every script (the island bootstrap, any script file); JSON data (structured data,
      // speculation rules) stays.
      .replace(
        /<script\b(?![^>]*\stype="(?:application\/ld\+json|speculationrules)")[^>]*>[\s\S]*?<\/script>/g,
        "",
      )
      .replace(/<link rel="modulepreload"[^>]*>/g, "");
    writeFileSync(join(client, file), html);
    writeFileSync(join(client, `${file}.gz`), gzipSync(html, { level: 9 }));
    writeFileSync(join(client, `${file}.br`), brotliCompressSync(html));
  }
  return serveBuild(dir);
}

/** Serves a build with the code of `npm start`, on 127.0.0.1 and a free port. */
export async function serveBuild(/** @type {string} */ dir) {
  const server = createSiteServer({ buildDir: dir });
  await new Promise((done) => server.listen(0, "127.0.0.1", () => done(undefined)));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    stop: () => new Promise((done) => server.close(() => done(undefined))),
  };
}
