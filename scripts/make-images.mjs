// @ts-check
/**
 * Renders the PNG icons and the Open Graph card in public/ from public/favicon.svg (the pages carry the SVG itself, app/lib/favicon.ts) and the content
 * module (company name, pitch, the home page's eyebrow), with Chromium. Run it after changing the
 * name, the pitch, the home page's eyebrow or the icon (the build says when the image is stale):
 * `node scripts/make-images.mjs` (the outputs are committed; the build does not need a browser).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { runnerImport } from "vite";
import { launchChromium } from "../tooling/chromium.mjs";

// Vite loads the TypeScript modules (Node alone cannot: they import each other without extensions).
const load = async (/** @type {string} */ id) =>
  (await runnerImport(new URL(id, import.meta.url).pathname, { configFile: false, logLevel: "error" }))
    .module;
/** @type {typeof import("../app/content/site")} */
const { company, home } = await load("../app/content/site.ts");
/** @type {typeof import("../tooling/social-card")} */
const { DRAWN_TEXTS_FILE, socialCardTexts } = await load("../tooling/social-card.ts");

const svg = readFileSync("public/favicon.svg", "utf8");
const texts = socialCardTexts({ company, home });
const escape = (/** @type {string} */ s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const icon = (/** @type {number} */ size) =>
  `<body style="margin:0">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body>`;
const card = `<body style="margin:0;width:1200px;height:630px;background:#0f172a;color:#fff;font-family:system-ui,sans-serif;display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box">
  <div style="display:flex;align-items:center;gap:28px">${svg.replace("<svg ", '<svg width="120" height="120" ')}
  <div style="font-size:76px;font-weight:800;letter-spacing:-1px">${escape(texts.name)}</div></div>
  <div style="margin-top:36px;font-size:38px;line-height:1.35;color:#cbd5e1;max-width:980px">${escape(texts.pitch)}</div>
  <div style="margin-top:44px;font-size:28px;font-weight:700;color:#fbbf24;letter-spacing:3px;text-transform:uppercase">${escape(texts.eyebrow)}</div></body>`;

const outputs = [
  { file: "public/favicon.png", width: 32, height: 32, html: icon(32) },
  { file: "public/apple-touch-icon.png", width: 180, height: 180, html: icon(180) },
  { file: "public/icon-512.png", width: 512, height: 512, html: icon(512) },
  { file: "public/og-image.png", width: 1200, height: 630, html: card },
];

const browser = await launchChromium();
try {
  for (const { file, width, height, html } of outputs) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(html);
    writeFileSync(file, await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`wrote ${file} (${width}x${height})`);
  }
} finally {
  await browser.close();
}
// What the card shows, for the build to compare with the content (tooling/social-card.ts).
writeFileSync(DRAWN_TEXTS_FILE, `${JSON.stringify(texts, null, 2)}\n`);
console.log(`wrote ${DRAWN_TEXTS_FILE}`);
