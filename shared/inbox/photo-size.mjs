// @ts-check
/**
 * A visitor's photo checked by its header where no image library runs (the Worker on Cloudflare:
 * no sharp there), from its bytes: the width and height its header says, or null when the bytes are
 * not a readable image of that type. npm start reads the header with sharp (server/leads/photo-header.mjs).
 *
 * JPEG and WebP headers are walked by image-size (a JPEG's markers up to the frame that gives its
 * size: random bytes behind its first ones are no photo). A PNG's first chunk must be its header,
 * whole and with its checksum right, as a decoder demands. HEIC: its "ispe" boxes (heif-size.mjs).
 */
import { imageSize } from "image-size";
import { heifSizeOf } from "./heif-size.mjs";

/** @type {Record<string, string>} what image-size calls each of the contract's photo types */
const DETECTED = { jpeg: "jpg", png: "png", webp: "webp" };

/**
 * @param {Uint8Array} bytes the whole file
 * @param {import("#shared/contact/fields.ts").PhotoType} type its type, from its first bytes (image-type.mjs)
 * @returns {{ width: number, height: number } | null}
 */
export function photoSizeOf(bytes, type) {
  if (type === "heic") {
    return heifSizeOf((at, length) => bytes.subarray(at, at + length), bytes.length);
  }
  if (type === "png" && !pngHeaderIsWhole(bytes)) return null;
  try {
    const size = imageSize(bytes);
    if (size.type !== DETECTED[type] || !(size.width > 0 && size.height > 0)) return null;
    return { width: size.width, height: size.height };
  } catch {
    return null;
  }
}

/** A PNG's IHDR chunk, right after its signature: 13 bytes and a CRC-32 that matches them. @param {Uint8Array} bytes */
function pngHeaderIsWhole(bytes) {
  if (bytes.length < 33) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const type = String.fromCharCode(...bytes.subarray(12, 16));
  return view.getUint32(8) === 13 && type === "IHDR" && crc32(bytes.subarray(12, 29)) === view.getUint32(29);
}

/** @type {Uint32Array | undefined} */
let table;
/** CRC-32 as PNG computes it (ISO 3309). @param {Uint8Array} bytes */
function crc32(bytes) {
  table ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (table[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
