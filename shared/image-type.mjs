// @ts-check
/**
 * What kind of image a file is, from its first bytes (its "magic number"), never from its name: an
 * upload named photo.jpg that holds HTML is not a photo. The editor's uploads are checked with it.
 */

const ascii = (/** @type {Uint8Array} */ bytes, /** @type {number} */ from, /** @type {number} */ to) =>
  String.fromCharCode(...bytes.subarray(from, to));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

/**
 * The image format of a file from its first bytes (32 are enough), or null when it is none we take.
 * @param {Uint8Array} bytes
 * @returns {"jpeg" | "png" | "webp" | "avif" | "heic" | null}
 */
export function imageType(bytes) {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (PNG.every((byte, i) => bytes[i] === byte)) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  // ISO base media files (AVIF, HEIC): an "ftyp" box naming the major brand, then compatible ones.
  if (ascii(bytes, 4, 8) === "ftyp") {
    const end = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "avif";
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return "heic";
  }
  return null;
}
