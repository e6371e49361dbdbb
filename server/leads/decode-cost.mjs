// @ts-check
/**
 * What decoding a photo for its mail copy would cost in memory, estimated from its header before
 * anything decodes it (decision 0008): mail-photos.mjs decodes none over DECODE_BUDGET_BYTES.
 */
import { MAX_PHOTO_PIXELS } from "./photo-check.mjs";

const MB = 1024 * 1024;
/**
 * What one decode may cost. `npm start` serving pages uses about 160 MB; with this it stays under
 * 350 MB while a photo is copied, with room for the requests it answers meanwhile and for the
 * estimate's error (measured up to 9% low for the images decoded whole: a 36 MP progressive JPEG
 * estimated 137 MB took 149 MB).
 */
export const DECODE_BUDGET_BYTES = 128 * MB;
/** No phone takes a photo this wide or tall; a line of a wider image alone could cost hundreds of MB. */
const MAX_SIDE = 20_000;

/**
 * The bytes decoding an image for a web-sized copy costs, estimated from its header, or Infinity
 * when it should not be decoded at all. Figures measured with sharp 0.35 (libvips 8.17) on images of
 * 36 and 225 megapixels, peak resident memory above the process's own:
 * - baseline JPEG: 26-45 MB at any size (read scaled down while it is decoded: shrink-on-load);
 * - lossy WebP: 56 MB at 36 MP (scaled while decoded, too; but its header, as sharp reads it, does
 *   not tell it from a lossless one, so every WebP is counted as the dearer);
 * - PNG, not interlaced: read a strip at a time, 0.15 bytes per pixel and byte of a pixel (99 MB for
 *   15000 x 15000 RGB, 179 MB for the same in 16 bits);
 * - progressive JPEG: decoded whole, 2 bytes per pixel and sample (1.5 samples for 4:2:0) plus one:
 *   4.1 bytes per pixel (147 MB at 36 MP, 733 MB at 225 MP);
 * - interlaced PNG: decoded whole, one byte per byte of a pixel plus 0.8 (136 MB at 36 MP RGB);
 * - lossless WebP: decoded whole, 7 bytes per pixel (252 MB at 36 MP);
 * - HEIF/AVIF: decoded whole, 18 bytes per pixel (650 MB at 36 MP).
 * @param {import("sharp").Metadata} meta
 */
export function decodeCost(meta) {
  const { width = 0, height = 0 } = meta;
  if (!(width > 0 && height > 0) || width > MAX_SIDE || height > MAX_SIDE) return Infinity;
  const pixels = width * height;
  if (pixels > MAX_PHOTO_PIXELS) return Infinity;
  const channels = meta.channels ?? 4;
  const sampleBytes =
    meta.depth === "ushort" ? 2 : meta.depth === "uchar" || meta.depth === undefined ? 1 : 4;
  const pixelBytes = channels * sampleBytes;
  const base = 48 * MB;
  switch (meta.format) {
    case "jpeg":
      if (!meta.isProgressive) return base;
      return pixels * (2 * jpegSamples(meta.chromaSubsampling, channels) + 1);
    case "png":
      return meta.isProgressive ? pixels * (pixelBytes + 0.8) : Math.max(base, pixels * pixelBytes * 0.15);
    case "webp":
      // Its header read by sharp does not say whether it is lossy (56 MB at 36 MP) or lossless: the
      // dearer of the two.
      return pixels * 7;
    default:
      return pixels * 18;
  }
}

/**
 * The samples per pixel a JPEG's components hold, from its subsampling ("4:2:0": 1 + 2/4).
 * @param {string | undefined} subsampling @param {number} channels
 */
function jpegSamples(subsampling, channels) {
  const ratios = { "4:2:0": 1.5, "4:2:2": 2, "4:4:0": 2, "4:4:4": 3, "4:2:0:4": 2.5, "4:4:4:4": 4 };
  return ratios[/** @type {keyof typeof ratios} */ (subsampling)] ?? Math.max(3, channels);
}
