// @ts-check
/**
 * Screenshots of the real build at phone and desktop width: `npm run screenshots [-- --out DIR]
 * [--pages /,/about]`. Serves the build itself on a free local port. The README's images come from
 * here (docs/screenshots/).
 */
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { createSiteServer } from "../server/site-server.mjs";
import { launchChromium } from "./chromium.mjs";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "docs/screenshots" },
    pages: { type: "string", default: "/" },
    full: { type: "boolean", default: false },
  },
});
const out = values.out ?? "docs/screenshots";
const pages = (values.pages ?? "/").split(",");
const WIDTHS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };

mkdirSync(out, { recursive: true });
const server = createSiteServer({ buildDir: process.env.BUILD_DIR ?? "build" });
await new Promise((done) => server.listen(0, "127.0.0.1", () => done(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
const browser = await launchChromium();
try {
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    for (const path of pages) {
      await page.goto(origin + path, { waitUntil: "load" });
      const slug = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
      const file = `${out}/${slug}-${name}.png`;
      await page.screenshot({ path: file, fullPage: values.full });
      console.log(`wrote ${file}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
