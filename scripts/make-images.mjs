// @ts-check
/**
 * Renders the PNG icons in public/ from public/favicon.svg (the pages carry the SVG itself,
 * app/lib/favicon.ts), with sharp, no browser. Run it after changing the icon:
 * `node scripts/make-images.mjs` (the outputs are committed). The image shown when a page is shared
 * is the build's to draw, from each language's texts (tooling/social-card.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const svg = readFileSync("public/favicon.svg");

for (const [file, size] of /** @type {const} */ ([
  ["public/favicon.png", 32],
  ["public/apple-touch-icon.png", 180],
  ["public/icon-512.png", 512],
])) {
  // Drawn at the icon's own size: an SVG is rasterised at the density that gives `size` pixels.
  const { width = size } = await sharp(svg).metadata();
  writeFileSync(
    file,
    await sharp(svg, { density: (72 * size) / width })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
  console.log(`wrote ${file} (${size}x${size})`);
}
