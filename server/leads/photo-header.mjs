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

/** Boxes that hold other boxes on the way to "ispe" (meta is a full box: 4 more bytes). */
const CONTAINERS = { meta: 4, iprp: 0, ipco: 0 };
const MAX_DEPTH = 4;
/**
 * The boxes read at most: a photo has a handful at the top and a few dozen properties; a file of a
 * million empty boxes is no photo, and reading them one by one would hold the server up.
 */
const MAX_BOXES = 1000;

/**
 * The largest image size a HEIF file's "ispe" properties give (a photo stored as a grid of tiles
 * names the grid's size beside its tiles'), or null when it names none.
 * @param {string} file
 */
export function heifSize(file) {
  const fd = openSync(file, "r");
  try {
    /** @type {{ width: number, height: number } | null} */
    let largest = null;
    let boxes = 0;
    /** @param {number} from @param {number} to @param {number} depth @returns {boolean} false: too many boxes */
    const walk = (from, to, depth) => {
      const head = Buffer.alloc(16);
      for (let at = from; at + 8 <= to;) {
        if ((boxes += 1) > MAX_BOXES) return false;
        if (readSync(fd, head, 0, 16, at) < 8) return true;
        let size = head.readUInt32BE(0);
        const type = head.toString("latin1", 4, 8);
        let body = at + 8;
        if (size === 1) {
          size = Number(head.readBigUInt64BE(8));
          body = at + 16;
        } else if (size === 0) size = to - at;
        if (size < body - at || at + size > to) return true;
        if (type === "ispe") {
          const ispe = Buffer.alloc(12);
          if (readSync(fd, ispe, 0, 12, body) === 12) {
            const width = ispe.readUInt32BE(4);
            const height = ispe.readUInt32BE(8);
            if (!largest || width * height > largest.width * largest.height) largest = { width, height };
          }
        } else if (Object.hasOwn(CONTAINERS, type) && depth < MAX_DEPTH) {
          const inside = body + CONTAINERS[/** @type {keyof typeof CONTAINERS} */ (type)];
          if (!walk(inside, at + size, depth + 1)) return false;
        }
        at += size;
      }
      return true;
    };
    return walk(0, fstatSync(fd).size, 0) ? largest : null;
  } finally {
    closeSync(fd);
  }
}
