// @ts-check
/**
 * A visitor's photo checked by its header where no image library runs (the Worker on Cloudflare:
 * no sharp there), from its bytes: the width and height its header says, or null when the bytes are
 * not a readable image of that type. npm start reads the header with sharp (server/leads/photo-header.mjs).
 *
 * A JPEG's markers are read as libjpeg reads them for sharp (jpegSize, below), so that the two hosts
 * say the same of any file. A WebP's header is read by image-size. A PNG's first chunk must be its
 * header, whole and with its checksum right, as a decoder demands. HEIC: its "ispe" boxes (heif-size.mjs).
 */
import { imageSize } from "image-size";
import { heifSizeOf } from "./heif-size.mjs";

/** @type {Record<string, string>} what image-size calls each of the contract's photo types */
const DETECTED = { png: "png", webp: "webp" };

/**
 * @param {Uint8Array} bytes the whole file
 * @param {import("#shared/contact/fields.ts").PhotoType} type its type, from its first bytes (image-type.mjs)
 * @returns {{ width: number, height: number } | null}
 */
export function photoSizeOf(bytes, type) {
  if (type === "heic") {
    return heifSizeOf((at, length) => bytes.subarray(at, at + length), bytes.length);
  }
  if (type === "jpeg") return jpegSize(bytes);
  if (type === "png" && !pngHeaderIsWhole(bytes)) return null;
  try {
    const size = imageSize(bytes);
    if (size.type !== DETECTED[type] || !(size.width > 0 && size.height > 0)) return null;
    return { width: size.width, height: size.height };
  } catch {
    return null;
  }
}

/** The frames libjpeg decodes: baseline, extended, progressive and lossless, Huffman or arithmetic coded. */
const FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc9, 0xca, 0xcb]);
/** The segments libjpeg reads or skips by their length: DHT, DAC, DQT, DNL, DRI, APP0-15, COM. */
const SEGMENTS = new Set([
  0xc4,
  0xcc,
  0xdb,
  0xdc,
  0xdd,
  0xfe,
  ...Array.from({ length: 16 }, (_, n) => 0xe0 + n),
]);
/** Markers without a length, which libjpeg passes over: TEM, RST0-7. */
const BARE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7]);

/**
 * A JPEG's size as libjpeg's header read finds it (jdmarker.c, what sharp's metadata runs): its
 * markers from the start of image to the first scan, bytes that are no marker skipped between them
 * (as libjpeg does, with a warning), any marker it does not know refused, and the frame header's
 * fields checked as it checks them. Null for anything it would refuse: random bytes behind a JPEG's
 * first ones are no photo here either, not a frame of random dimensions.
 * @param {Uint8Array} bytes
 * @returns {{ width: number, height: number } | null}
 */
function jpegSize(bytes) {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  /** @type {{ width: number, height: number } | null} */
  let size = null;
  let at = 2;
  for (;;) {
    // The next marker: any bytes up to an 0xFF, its fill bytes, then a code that is not 0 (a stuffed 0xFF).
    while (at < bytes.length && !(bytes[at] === 0xff && bytes[at + 1] !== 0xff && bytes[at + 1] !== 0)) at++;
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    at += 2;
    if (BARE.has(marker)) continue;
    if (!FRAMES.has(marker) && !SEGMENTS.has(marker) && marker !== 0xda) return null;
    if (at + 2 > bytes.length) return null;
    const length = (bytes[at] ?? 0) * 256 + (bytes[at + 1] ?? 0);
    if (length < 2 || at + length > bytes.length) return null;
    const segment = bytes.subarray(at + 2, at + length);
    if (marker === 0xda) return size && scanHeaderIsWhole(segment) ? size : null;
    if (FRAMES.has(marker)) {
      if (size) return null;
      size = frameSize(segment);
      if (!size) return null;
    }
    if (marker === 0xdb && !quantTablesAreWhole(segment)) return null;
    if (marker === 0xc4 && !huffmanTablesAreWhole(segment)) return null;
    at += length;
  }
}

/**
 * A frame header's size, or null where libjpeg refuses it: no pixels, a precision it does not
 * decode, no components or more than ten, a length that does not match them, sampling factors
 * outside 1-4, dimensions past 65500.
 * @param {Uint8Array} frame the segment after its length
 */
function frameSize(frame) {
  const [precision = 0, h1 = 0, h2 = 0, w1 = 0, w2 = 0, components = 0] = frame;
  const height = h1 * 256 + h2;
  const width = w1 * 256 + w2;
  if (![8, 12].includes(precision) || components < 1 || components > 10) return null;
  if (frame.length !== 6 + 3 * components || height < 1 || width < 1) return null;
  if (height > 65_500 || width > 65_500) return null;
  for (let c = 0; c < components; c++) {
    const factors = frame[6 + 3 * c + 1] ?? 0;
    const [across, down] = [factors >> 4, factors & 15];
    if (across < 1 || across > 4 || down < 1 || down > 4) return null;
  }
  return { width, height };
}

/** A scan header: one to four components, its length matching them. @param {Uint8Array} scan */
const scanHeaderIsWhole = (scan) => {
  const components = scan[0] ?? 0;
  return components >= 1 && components <= 4 && scan.length === 4 + 2 * components;
};

/** DQT: each table's index 0-3, precision 8 or 16 bits, its 64 values all there. @param {Uint8Array} segment */
function quantTablesAreWhole(segment) {
  let at = 0;
  while (at < segment.length) {
    const spec = segment[at] ?? 0;
    if ((spec & 15) > 3 || spec >> 4 > 1) return false;
    at += 1 + 64 * ((spec >> 4) + 1);
  }
  return at === segment.length;
}

/** DHT: each table's class 0-1 and index 0-3, at most 256 codes, all there. @param {Uint8Array} segment */
function huffmanTablesAreWhole(segment) {
  let at = 0;
  while (at < segment.length) {
    const spec = segment[at] ?? 0;
    if (spec >> 4 > 1 || (spec & 15) > 3 || at + 17 > segment.length) return false;
    let codes = 0;
    for (let n = 1; n <= 16; n++) codes += segment[at + n] ?? 0;
    if (codes > 256) return false;
    at += 17 + codes;
  }
  return at === segment.length;
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
