// @ts-check
/** The image host stand-in's photos: a detailed synthetic scene, at the byte count of a real photo. */
import sharp from "sharp";

/** Bits per pixel of a real photo from the image host, by format. */
export const PHOTO_BITS_PER_PIXEL = { avif: 0.6, webp: 0.9, jpeg: 1.3 };

/** @typedef {keyof typeof PHOTO_BITS_PER_PIXEL} PhotoFormat */

/**
 * A photo-like scene: sky, 2,000 blocks of colour (walls, windows, foliage) and grain. Tuned so that
 * the build's own encoders (tooling/photo-encoding.ts) make of it about what they make of a real
 * photo: AVIF ~0.6, WebP ~0.9 bits per pixel at 760 px, so the self-hosted figures are not flattered.
 * @param {number} width @param {number} height @param {number} seed one scene per photo path
 */
async function scene(width, height, seed) {
  const pixels = Buffer.alloc(width * height * 3);
  // Park and Miller's generator, in Schrage's steps: the same numbers as (state * 16807) % (2^31 - 1)
  // without the floating-point remainder, which cost half the time of a photo.
  let state = seed % 2147483646 || 7;
  const next = () => {
    const t = 16807 * (state % 127773) - 2836 * Math.floor(state / 127773);
    return (state = t > 0 ? t : t + 2147483647);
  };
  const rand = () => next() / 2147483647;
  // Runs of one colour written as runs (a typed array stores each value cut to a byte, as fill does).
  const paint = (/** @type {number[]} */ colour, /** @type {number} */ from, /** @type {number} */ to) =>
    pixels.fill(Uint8Array.from(colour), from * 3, to * 3);
  for (let y = 0; y < height; y++) {
    const t = y / height;
    paint([143 + 89 * t, 179 + 41 * t, 217 - 17 * t], y * width, (y + 1) * width);
  }
  for (let i = 0; i < 2000; i++) {
    const w = 2 + rand() * width * 0.03;
    const h = 2 + rand() * height * 0.03;
    const left = rand() * width;
    const top = height * 0.3 + rand() * height * 0.7;
    const colour = [60 + rand() * 160, 50 + rand() * 140, 40 + rand() * 130];
    // The columns from floor(left) below left + w (and the width): up to its ceiling.
    const [from, to] = [Math.floor(left), Math.ceil(Math.min(width, left + w))];
    for (let y = Math.floor(top); y < Math.min(height, top + h); y++)
      paint(colour, y * width + from, y * width + to);
  }
  for (let i = 0; i < pixels.length; i++) {
    const value = (pixels[i] ?? 0) + (rand() - 0.5) * 30;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * Pads an encoded image to `target` bytes in a way its format allows decoders to ignore: bytes after
 * a JPEG's end marker, a `free` box in an AVIF file, an unknown chunk in an extended WebP file.
 * @param {Buffer} data @param {PhotoFormat} format @param {number} target
 * @param {number} width @param {number} height
 */
function padTo(data, format, target, width, height) {
  const extra = target - data.length;
  if (extra <= 16) return data;
  if (format === "jpeg") return Buffer.concat([data, Buffer.alloc(extra)]);
  if (format === "avif") {
    const box = Buffer.alloc(extra);
    box.writeUInt32BE(extra, 0);
    box.write("free", 4, "latin1");
    return Buffer.concat([data, box]);
  }
  // WebP: RIFF "WEBP" + VP8X (extended) + the image's own chunks + an unknown "PADD" chunk.
  const chunks = data.subarray(12);
  const vp8x = Buffer.alloc(18);
  vp8x.write("VP8X", 0, "latin1");
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const padLength = Math.max(0, extra - vp8x.length - 8) & ~1;
  const pad = Buffer.alloc(8 + padLength);
  pad.write("PADD", 0, "latin1");
  pad.writeUInt32LE(padLength, 4);
  const body = Buffer.concat([Buffer.from("WEBP", "latin1"), vp8x, chunks, pad]);
  const header = Buffer.alloc(8);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}

/**
 * A photo of `width` x `height` in `format`, encoded at `quality`, then padded up to the bytes a real
 * photo of that size has (PHOTO_BITS_PER_PIXEL); the scene is the same for the same `seed`.
 * @param {{ width: number, height: number, seed: number, format: PhotoFormat, quality: number }} photo
 */
export async function standInPhoto({ width, height, seed, format, quality }) {
  const target = Math.round((width * height * PHOTO_BITS_PER_PIXEL[format]) / 8);
  const encoded = await (await scene(width, height, seed)).toFormat(format, { quality }).toBuffer();
  return padTo(encoded, format, target, width, height);
}
