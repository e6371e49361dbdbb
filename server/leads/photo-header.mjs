// @ts-check
/**
 * A visitor's photo, checked by its header as the image library reads it, wherever in the file that
 * header sits: random bytes behind a JPEG's first four are no photo, and a JPEG whose size is said
 * past its first 256 KB is measured all the same. Reading a header decodes no pixels: a few MB of
 * memory for any file (measured with 15000 x 15000 progressive JPEGs and interlaced PNGs).
 *
 * HEIC (an iPhone's photos): this build of sharp has no HEVC decoder. Its size is read from the
 * file's own boxes (the "ispe" property of its images, ISO/IEC 23008-12), which is all the check needs.
 */
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { heifSizeOf } from "#shared/inbox/heif-size.mjs";

/** @type {Promise<import("sharp").SharpConstructor | null> | undefined} */
let loaded;
/**
 * sharp, loaded once, its cache off (a cached 15000 px image would stay in memory); null when it
 * cannot load on this machine.
 */
export const loadSharp = () =>
  (loaded ??= import("sharp").then(
    ({ default: sharp }) => {
      sharp.cache(false);
      return sharp;
    },
    () => null,
  ));

/**
 * The image library's name for each of the contact contract's photo types (PHOTO_FORMATS): a format
 * added there without its name here fails the type check.
 * @type {Record<import("#shared/contact/fields.ts").PhotoType, string>}
 */
const LIBRARY_FORMAT = { jpeg: "jpeg", png: "png", webp: "webp", heic: "heif" };

/**
 * The width and height of a photo of `type` (from its first bytes) as its header says, or null when
 * the file is not an image of that type (its header cannot be read, or names another format).
 * @param {string} file @param {keyof typeof LIBRARY_FORMAT} type
 * @returns {Promise<{ width: number, height: number } | null>}
 */
export async function photoSize(file, type) {
  const sharp = await loadSharp();
  if (sharp) {
    try {
      // Its own size is checked by the caller, with a message saying so: no limit here.
      const { format, width, height } = await sharp(file, { limitInputPixels: false }).metadata();
      if (format === LIBRARY_FORMAT[type] && width > 0 && height > 0) return { width, height };
      if (format) return null;
    } catch {
      // Not readable as an image: only HEIC has a second way below.
    }
  }
  return type === "heic" ? heifSize(file) : null;
}

/**
 * The largest image size a HEIF file's "ispe" properties give, or null when it names none
 * (#shared/inbox/heif-size.mjs, read from the file on disk).
 * @param {string} file
 */
export function heifSize(file) {
  const fd = openSync(file, "r");
  try {
    return heifSizeOf((at, length) => {
      const bytes = Buffer.alloc(length);
      return bytes.subarray(0, readSync(fd, bytes, 0, length, at));
    }, fstatSync(fd).size);
  } finally {
    closeSync(fd);
  }
}
