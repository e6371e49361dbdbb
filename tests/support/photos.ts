import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

/**
 * A JPEG of grain, `width` x `height`: noise does not compress, so it weighs at least what a phone's
 * photo of that size weighs (a 1200 x 900 one over 200 KB, a 2400 x 1800 one about 3 MB at quality 85).
 */
export const noisyPhoto = (width: number, height: number, { quality = 90, sigma = 60 } = {}) =>
  sharp({
    create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma } },
  })
    .jpeg({ quality })
    .toBuffer();

/** Where photos made once are kept between runs (their names say what made them). */
const MADE_ONCE = join(tmpdir(), "site-test-photos");

/**
 * The bytes `make` resolves with, made once and kept for later runs (under the system's temporary
 * folder, named by `what`, `make`'s source and sharp's version): for the large photos that take
 * seconds to encode, 25 s each on a busy machine. Any photo of the same making does as well.
 */
export async function madeOnce(what: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const name = createHash("sha256")
    .update(`${what}\0${make.toString()}\0${sharp.versions.sharp ?? ""}\0${sharp.versions.vips}`)
    .digest("hex")
    .slice(0, 24);
  const file = join(MADE_ONCE, name);
  if (existsSync(file)) return readFileSync(file);
  const bytes = await make();
  mkdirSync(MADE_ONCE, { recursive: true });
  // Whole or not at all, should two runs make it at once.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return bytes;
}

/** noisyPhoto's grain, made once (madeOnce) for these settings. */
export const noisyPhotoOnce = (
  width: number,
  height: number,
  settings: { quality?: number; sigma?: number } = {},
) =>
  madeOnce(`noisyPhoto ${width} x ${height} ${JSON.stringify(settings)}`, () =>
    noisyPhoto(width, height, settings),
  );
