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
