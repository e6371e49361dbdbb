/**
 * Every page carries the site's stylesheet inline, so it paints from its own HTML without a second
 * request (one round trip less on a slow network; the whole sheet is ~6 KB compressed, so the page
 * still arrives in the first TCP window). Beasties (a maintained HTML/CSS tool, successor of
 * critters) moves each linked stylesheet into a <style> element; the CSP allows exactly that CSS by
 * its hash, computed here from the built CSS file.
 *
 * Why all of it and not "critical CSS + the rest deferred": deferring the rest needs a script (an
 * onload handler the CSP would have to allow) or a second request after the first paint, and the
 * whole sheet already fits the first round trip; see docs/performance.md.
 */
import { createHash } from "node:crypto";
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import Beasties from "beasties";

/** A CSP source for an inline element with this text, without its quotes. */
export const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/**
 * Inlines the stylesheets of `htmlFiles` (pages in `client`), deletes the CSS files no page links
 * any more, and returns the CSP hashes of the inlined CSS.
 */
export async function inlineStylesheets(client: string, htmlFiles: string[]): Promise<string[]> {
  const assets = join(client, "assets");
  const sheets = new Map<string, string>();
  for (const file of (await readdir(assets)).filter((f) => f.endsWith(".css"))) {
    sheets.set(file, await readFile(join(assets, file), "utf8"));
  }
  const beasties = new Beasties({
    path: client,
    publicPath: "/",
    // Inline each sheet whole, unchanged (so its hash is the file's), and drop its <link>.
    inlineThreshold: Number.POSITIVE_INFINITY,
    reduceInlineStyles: false,
    mergeStylesheets: false,
    logLevel: "warn",
  });
  for (const file of htmlFiles) {
    const html = await beasties.process(await readFile(file, "utf8"));
    if (html.includes('rel="stylesheet"')) throw new Error(`${file}: a stylesheet was left linked`);
    // The CSP allows the CSS by the file's hash: the page must carry it byte for byte.
    if (![...sheets.values()].some((css) => html.includes(`>${css}</style>`))) {
      throw new Error(
        `${file}: the inlined CSS differs from the built file, so its CSP hash would not match`,
      );
    }
    await writeFile(file, html);
  }
  // Every sheet is now inline: its file would be a dead download.
  await Promise.all([...sheets.keys()].map((file) => rm(join(assets, file))));
  return [...sheets.values()].map(sha256).sort();
}
