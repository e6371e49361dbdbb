/** Turns one photo into the site's files: upright, no metadata, AVIF, WebP and JPEG at a few widths. */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Metadata, Sharp } from "sharp";
import { FULL_WIDTH, PHOTO_ASPECT, PLACEHOLDER_GRID, type SelfHostedPhoto } from "../app/lib/images";
import { IMMUTABLE_PREFIX } from "#shared/policy.mjs";

/**
 * Widths made of each photo. A card is at most 380 CSS px wide on a 412 px phone (and 347 px on a
 * desktop): 1x, 1.5x, 1.75x (the density of many inexpensive Android phones, which would otherwise
 * get the 2x file) and 2x. A phone of higher density gets the 2x file too, since a sharper one is
 * bytes a visitor cannot see on a card. Then the 2x file of the largest photos a page shows on a
 * desktop, a project's cover (728 CSS px) and its before-and-after frame (768), which phones are not
 * offered (PHONE_WIDEST, components/photo.tsx).
 */
export const PHOTO_WIDTHS = [380, 570, 665, 760, 1536] as const;

/**
 * Encoder settings near the byte weights of an image CDN's defaults (AVIF < WebP < JPEG). AVIF with
 * half-resolution colour (4:2:0, as WebP and JPEG have it; sharp's AVIF default is 4:4:4) at
 * quality 45: a third lighter than sharp's defaults, with no difference a visitor sees on a card,
 * so the first photo (the page's largest paint) fits in one round trip of a slow phone connection.
 */
const FORMATS = {
  avif: (image: Sharp) => image.avif({ quality: 45, effort: 4, chromaSubsampling: "4:2:0" }),
  webp: (image: Sharp) => image.webp({ quality: 72 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 75, mozjpeg: true }),
} as const;

/** A file the pipeline wrote, by its URL path ("/assets/…"). */
export type PhotoFiles = Map<string, Buffer>;

const heightOf = (width: number) => Math.round((width * PHOTO_ASPECT.height) / PHOTO_ASPECT.width);
const slug = (name: string) =>
  name
    .replace(/\.[a-z]+$/i, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40) || "photo";

/**
 * A hash of files' bytes: a new photo (or new encoder) means a new name, which a year's cache has
 * never seen.
 */
const hashOf = (...data: Buffer[]) => {
  const hash = createHash("sha256");
  for (const d of data) hash.update(d);
  return hash.digest("base64url").slice(0, 10);
};

/** `/assets/<name>-<width>-<hash>.<ext>` */
const assetPath = (name: string, width: number, ext: string, hash: string) =>
  `${IMMUTABLE_PREFIX}${slug(name)}-${width}-${hash}.${ext}`;

/**
 * Turns one photo's bytes into every file the page offers, written into `files`. `label` names the
 * photo in an error: a file that is not an image stops the build.
 */
export async function processPhoto(input: Buffer, name: string, label: string, files: PhotoFiles) {
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch (error) {
    throw new Error(`${label}: not an image the build can read (${(error as Error).message})`);
  }
  // Orientation 5-8 means the camera stored the picture on its side.
  const sideways = (meta.orientation ?? 1) >= 5;
  const sourceWidth = (sideways ? meta.height : meta.width) ?? 0;
  const sourceHeight = (sideways ? meta.width : meta.height) ?? 0;
  // Never upscale: a small photo is offered at the widths it has, or its own width if smaller still.
  const fits = Math.floor(Math.min(sourceWidth, (sourceHeight * PHOTO_ASPECT.width) / PHOTO_ASPECT.height));
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= fits);
  if (widths.length === 0) widths.push(fits);

  // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked to.
  const cropped = (width: number) =>
    sharp(input).rotate().resize(width, heightOf(width), { fit: "cover", position: "attention" });
  const encoded: { format: keyof typeof FORMATS; width: number; data: Buffer }[] = [];
  for (const format of ["avif", "webp", "jpeg"] as const) {
    for (const width of widths) {
      encoded.push({ format, width, data: await FORMATS[format](cropped(width)).toBuffer() });
    }
  }
  // One hash for all of a photo's renditions, not one per file: a page lists each photo's files
  // in up to three srcsets, and repeated, its hash compresses away (1.5 KB less of a page of twelve
  // photos, which then arrives in the first round trip of a slow connection).
  const hash = hashOf(...encoded.map((e) => e.data));
  const srcSetOf = (format: keyof typeof FORMATS) =>
    encoded
      .filter((e) => e.format === format)
      .map((e) => {
        const path = assetPath(name, e.width, format === "jpeg" ? "jpg" : format, hash);
        files.set(path, e.data);
        return `${path} ${e.width}w`;
      });
  const [avif, webp, jpeg] = [srcSetOf("avif"), srcSetOf("webp"), srcSetOf("jpeg")];
  // The placeholder: the photo's colours on a 4 x 3 grid (the page blurs them).
  const { columns, rows } = PLACEHOLDER_GRID;
  const grid = await sharp(input)
    .rotate()
    .resize(columns, rows, { fit: "cover", position: "attention" })
    .removeAlpha()
    .raw()
    .toBuffer();
  // Three hex digits a colour ("#c84"): blurred, a placeholder shows no finer shade, and the page
  // carries twelve colours a photo (the half it saves is 0.5 KB of a page of fourteen photos).
  const placeholder = Array.from(
    { length: columns * rows },
    (_, i) => `#${[...grid.subarray(i * 3, i * 3 + 3)].map((v) => Math.round(v / 17).toString(16)).join("")}`,
  );
  // The full-size view: the whole photo (not cropped), its long edge at most FULL_WIDTH (a portrait
  // photo is no taller than a landscape one is wide), a JPEG any browser opens.
  const full = await sharp(input)
    .rotate()
    .resize({ width: FULL_WIDTH, height: FULL_WIDTH, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  // Its own hash: never the name of a rendition as wide.
  const fullPath = assetPath(name, full.info.width, "jpg", hashOf(full.data));
  files.set(fullPath, full.data);
  const largest = widths.at(-1)!;
  return {
    width: largest,
    height: heightOf(largest),
    placeholder,
    sources: [
      { type: "image/avif", srcSet: avif.join(", ") },
      { type: "image/webp", srcSet: webp.join(", ") },
    ],
    src: jpeg.at(-1)!.split(" ")[0]!,
    srcSet: jpeg.join(", "),
    full: { src: fullPath, width: full.info.width, height: full.info.height },
  } satisfies SelfHostedPhoto;
}
