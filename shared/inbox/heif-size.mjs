// @ts-check
/**
 * The size of a HEIF photo (an iPhone's HEIC) from its own boxes: the "ispe" property of its images
 * (ISO/IEC 23008-12). Read through `read`, so npm start reads a file on disk and the Worker the bytes
 * it holds, with the same walk.
 */

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
 * @param {(at: number, length: number) => Uint8Array} read up to `length` bytes from `at` (fewer at the end)
 * @param {number} size the file's size in bytes
 */
export function heifSizeOf(read, size) {
  /** @type {{ width: number, height: number } | null} */
  let largest = null;
  let boxes = 0;
  /** @param {number} from @param {number} to @param {number} depth @returns {boolean} false: too many boxes */
  const walk = (from, to, depth) => {
    for (let at = from; at + 8 <= to;) {
      if ((boxes += 1) > MAX_BOXES) return false;
      const head = read(at, 16);
      if (head.length < 8) return true;
      const view = new DataView(head.buffer, head.byteOffset, head.length);
      let length = view.getUint32(0);
      const type = String.fromCharCode(...head.subarray(4, 8));
      let body = at + 8;
      if (length === 1) {
        if (head.length < 16) return true;
        length = Number(view.getBigUint64(8));
        body = at + 16;
      } else if (length === 0) length = to - at;
      if (length < body - at || at + length > to) return true;
      if (type === "ispe") {
        const ispe = read(body, 12);
        if (ispe.length === 12) {
          const values = new DataView(ispe.buffer, ispe.byteOffset, 12);
          const width = values.getUint32(4);
          const height = values.getUint32(8);
          if (!largest || width * height > largest.width * largest.height) largest = { width, height };
        }
      } else if (Object.hasOwn(CONTAINERS, type) && depth < MAX_DEPTH) {
        const inside = body + CONTAINERS[/** @type {keyof typeof CONTAINERS} */ (type)];
        if (!walk(inside, at + length, depth + 1)) return false;
      }
      at += length;
    }
    return true;
  };
  return walk(0, size, 0) ? largest : null;
}
