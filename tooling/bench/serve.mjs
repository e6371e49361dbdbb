// @ts-check
/**
 * Serving builds for the benchmark with the code of `npm start`: a build as it is, with the floor
 * page and the floor with a photo beside its pages, and a copy of a build with every script removed
 * (what the same pages cost with no JavaScript at all).
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

/** The floor with a photo's address beside the site's pages. */
export const FLOOR_PHOTO_PATH = "/_bench-floor-photo";

/**
 * The floor with a photo: the floor page and one photo, `picture` (the portfolio's first, as the
 * site serves it: the same sources, sizes and priority), shown across the page. A page whose
 * largest paint is a photo waits for the photo's bytes after the HTML's (a round trip and its
 * transfer, over simulated slow 4G), which a page of text never does: this is the least such a
 * page can cost, as the bare floor is for a page of text.
 * @param {string} picture a `<picture>` element (or an `<img>`) from a built page
 */
export function floorPhotoPage(picture) {
  // No style sheet: the photo is shown as wide as the page by its own attribute, with no height (so
  // nothing moves when it arrives: nothing is below it).
  const photo = picture.replace(/(<img\b[^>]*?)\swidth="\d+"\s+height="\d+"/, '$1 width="100%"');
  return FLOOR_PAGE.replace("<title>The floor</title>", "<title>The floor with a photo</title>")
    .replace("a bare page.", "a bare page with one photo.")
    .replace(
      "<p>One heading and one paragraph: no style sheet, no script, no image.</p>",
      `<p>One heading, one paragraph and one photo: no style sheet, no script.</p>\n${photo}`,
    );
}

/** The first photo of a built page: its `<picture>` element whole, or its `<img>`. @param {string} html */
export function firstPhoto(html) {
  return /<picture\b[\s\S]*?<\/picture>/.exec(html)?.[0] ?? /<img\b[^>]*>/.exec(html)?.[0];
}

/**
 * A floor page with the site's icons, as `html` (a built page) names them. Without them the browser
 * asks for /favicon.ico while the page loads, and Lighthouse counts that request (the 404 page's
 * bytes) before the floor's largest paint: a round with the floor 400 ms slower than its others.
 * @param {string} page a floor page @param {string} html a built page
 */
export function withSiteIcons(page, html) {
  const icons = html.match(/<link rel="(?:icon|apple-touch-icon)"[^>]*>/g) ?? [];
  return page.replace("</head>", `${icons.join("\n")}\n</head>`);
}

/**
 * Writes the floor page into a build's client folder, where the server answers FLOOR_PATH from, and
 * the floor with a photo beside it, with the first photo of `photoPage` (a built page's file); both
 * with the site's icons, as the pages have them.
 * @param {string} buildDir @param {string} photoPage
 */
export function writeFloorPages(buildDir, photoPage) {
  const client = join(buildDir, "client");
  const html = readFileSync(join(client, photoPage), "utf8");
  writeFileSync(join(client, `${FLOOR_PATH.slice(1)}.html`), withSiteIcons(FLOOR_PAGE, html));
  const photo = firstPhoto(html);
  if (!photo) throw new Error(`${photoPage} in ${buildDir} has no photo for the floor with a photo`);
  writeFileSync(
    join(client, `${FLOOR_PHOTO_PATH.slice(1)}.html`),
    withSiteIcons(floorPhotoPage(photo), html),
  );
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
