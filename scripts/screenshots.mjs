// @ts-check
/**
 * Screenshots of the real build at phone and desktop width, in the light and the dark colour
 * scheme, whole pages (only the first screen with --no-full):
 * `npm run screenshots [-- --out DIR] [--pages /,/about] [--no-full]`. Without --pages it takes
 * every page the build pre-rendered, and the 404 page. Serves the build itself on a free local port;
 * remote photo hosts are blocked, as they are in the tests, so the images show the site as it looks
 * when they are unreachable. Files: DIR/<page>-<phone|desktop>-<light|dark>.png. The README's images
 * come from here (docs/screenshots/).
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createSiteServer } from "../server/site-server.mjs";
import { launchChromium } from "../tooling/chromium.mjs";
import { SITE_MANIFEST, pageFiles } from "#shared/site-manifest.mjs";
import { NOT_FOUND_PATH } from "#shared/paths.ts";

const { values } = parseArgs({
  allowNegative: true,
  options: {
    out: { type: "string", default: "docs/screenshots" },
    pages: { type: "string" },
    full: { type: "boolean", default: true },
  },
});
const buildDir = process.env.BUILD_DIR ?? "build";
const out = values.out ?? "docs/screenshots";
const WIDTHS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };
const SCHEMES = /** @type {const} */ (["light", "dark"]);

/** Every page of the build (its page manifest), the 404 page last, as a missing path shows it. */
function builtPages() {
  if (!existsSync(join(buildDir, SITE_MANIFEST)))
    throw new Error(`No build in ${buildDir}: run npm run build first.`);
  return Object.keys(pageFiles(buildDir)).map((path) =>
    path === NOT_FOUND_PATH ? "/404-page-missing" : path,
  );
}

const slugOf = (/** @type {string} */ path) =>
  path === "/" ? "home" : path.startsWith("/404") ? "404" : path.slice(1).replaceAll("/", "-");

const pages = values.pages ? values.pages.split(",") : builtPages();
mkdirSync(out, { recursive: true });
const server = createSiteServer({ buildDir });
await new Promise((done) => server.listen(0, "127.0.0.1", () => done(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
const browser = await launchChromium();
try {
  for (const colorScheme of SCHEMES) {
    for (const [name, viewport] of Object.entries(WIDTHS)) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme });
      await context.route(/^https:\/\//, (route) => route.abort("internetdisconnected"));
      const page = await context.newPage();
      for (const path of pages) {
        await page.setViewportSize(viewport);
        // Network idle: a page with an island has fetched and started it (after its first paint),
        // so the picture is the page a visitor uses, e.g. the contact form's button enabled.
        await page.goto(origin + path, { waitUntil: "networkidle" });
        if (values.full) {
          // A viewport as tall as the page, rather than a stitched capture: the call bar then sits
          // where a visitor meets it at the end of the page, not pasted over the middle.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.setViewportSize({ width: viewport.width, height });
          // The photos below the first screen are drawn, and fetched, only once on screen
          // (drawnNearTheScreen in app/components/photo.tsx): wait until each has loaded or failed.
          await page.waitForFunction(() => [...document.images].every((img) => img.complete));
          await page.evaluate(async () => {
            // Decoded (a photo that failed shows the branded panel), then drawn.
            await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
            await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
          });
        }
        const file = `${out}/${slugOf(path)}-${name}-${colorScheme}.png`;
        await page.screenshot({ path: file });
        console.log(`wrote ${file}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
