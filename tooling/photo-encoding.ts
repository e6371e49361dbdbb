/** Turns one photo into the site's files: upright, no metadata, AVIF, WebP and JPEG at a few widths. */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Metadata, Sharp } from "sharp";
import { FULL_WIDTH, PHOTO_ASPECT, PLACEHOLDER_GRID, type SelfHostedPhoto } from "../app/lib/images.ts";
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
 * Everything that shapes a photo's files, in one place: the photo cache names an entry by a hash
 * of the photo's bytes and of this (photo-cache.ts), so changing any of it (or updating sharp and
 * its encoders) encodes every photo again. `revision` is for a change of the code below.
 *
 * Encoder settings near the byte weights of an image CDN's defaults (AVIF < WebP < JPEG). AVIF with
 * half-resolution colour (4:2:0, as WebP and JPEG have it; sharp's AVIF default is 4:4:4) at
 * quality 45: a third lighter than sharp's defaults, with no difference a visitor sees on a card,
 * so the first photo (the page's largest paint) fits in one round trip of a slow phone connection.
 * AVIF at effort 2 of 9 (sharp's default is 4): a seventh of the encoding time for 2 to 6 % more
 * bytes at the phone's widths (docs/performance.md, "Photo encoding").
 */
export const ENCODING = {
  revision: 3,
  widths: PHOTO_WIDTHS,
  aspect: PHOTO_ASPECT,
  crop: "attention",
  avif: { quality: 45, effort: 2, chromaSubsampling: "4:2:0" },
  webp: { quality: 72 },
  jpeg: { quality: 75, mozjpeg: true },
  /** The full-size view: the whole photo, uncropped, its long edge at most `width`. */
  full: { width: FULL_WIDTH, jpeg: { quality: 78, mozjpeg: true } },
  placeholder: PLACEHOLDER_GRID,
  /** What a transparent part of a photo becomes where a file cannot be transparent (JPEG, the placeholder). */
  background: "#ffffff",
  encoder: sharp.versions,
} as const;

const FORMATS = {
  avif: (image: Sharp) => image.avif(ENCODING.avif),
  webp: (image: Sharp) => image.webp(ENCODING.webp),
  // JPEG has no transparency: a transparent part is the background's colour, not black.
  jpeg: (image: Sharp) => image.flatten({ background: ENCODING.background }).jpeg(ENCODING.jpeg),
} as const;
type Format = keyof typeof FORMATS;

/** A file the pipeline wrote, by its URL path ("/assets/…"). */
export type PhotoFiles = Map<string, Buffer>;

/** What encoding a photo makes, before its files are named: what the photo cache keeps. */
export type EncodedPhoto = {
  renditions: { format: Format; width: number; data: Buffer }[];
  full: { width: number; height: number; data: Buffer };
  placeholder: string[];
};

/** Runs one piece of encoding work, when the machine has room for it (see images.ts). */
export type RunTask = <T>(task: () => Promise<T>) => Promise<T>;

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
 * Encodes one photo's bytes into every file the page offers. The cards' files are made from one
 * crop, decoded and cut once at the largest width made of it; each width and format is a task of
 * its own (`run` spreads them over the machine's cores). The full-size view is made from the whole
 * photo. `label` names the photo in an error: a file that is not an image, or one cut short,
 * stops the build.
 */
export async function encodePhoto(
  input: Buffer,
  label: string,
  run: RunTask = (task) => task(),
): Promise<EncodedPhoto> {
  try {
    return await encode(input, run);
  } catch (error) {
    throw new Error(`${label}: not an image the build can read (${(error as Error).message})`, {
      cause: error,
    });
  }
}

async function encode(input: Buffer, run: RunTask): Promise<EncodedPhoto> {
  const meta: Metadata = await sharp(input).metadata();
  // Orientation 5-8 means the camera stored the picture on its side.
  const sideways = (meta.orientation ?? 1) >= 5;
  const sourceWidth = (sideways ? meta.height : meta.width) ?? 0;
  const sourceHeight = (sideways ? meta.width : meta.height) ?? 0;
  // Never upscale: a small photo is offered at the widths it has, or its own width if smaller still.
  const fits = Math.floor(Math.min(sourceWidth, (sourceHeight * PHOTO_ASPECT.width) / PHOTO_ASPECT.height));
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= fits);
  if (widths.length === 0) widths.push(fits);

  // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked to.
  // The crop, once, at the largest width: every width shows the same part of the photo.
  const largest = widths.at(-1)!;
  const cropped = await run(() =>
    sharp(input)
      .rotate()
      .resize(largest, heightOf(largest), { fit: "cover", position: ENCODING.crop })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const at = (width: number) => {
    const { width: w, height: h, channels } = cropped.info;
    const image = sharp(cropped.data, { raw: { width: w, height: h, channels } });
    return width === largest ? image : image.resize(width, heightOf(width));
  };
  const formats = Object.keys(FORMATS) as Format[];
  const [renditions, full, grid] = await Promise.all([
    Promise.all(
      formats.flatMap((format) =>
        widths.map((width) =>
          run(async () => ({ format, width, data: await FORMATS[format](at(width)).toBuffer() })),
        ),
      ),
    ),
    // The full-size view: the whole photo (not cropped), its long edge at most FULL_WIDTH (a
    // portrait photo is no taller than a landscape one is wide), a JPEG any browser opens.
    run(() =>
      sharp(input)
        .rotate()
        .resize({
          width: ENCODING.full.width,
          height: ENCODING.full.width,
          fit: "inside",
          withoutEnlargement: true,
        })
        .flatten({ background: ENCODING.background })
        .jpeg(ENCODING.full.jpeg)
        .toBuffer({ resolveWithObject: true }),
    ),
    // The placeholder: the photo's colours on a 4 x 3 grid (the page blurs them).
    run(() =>
      at(largest)
        .flatten({ background: ENCODING.background })
        .resize(PLACEHOLDER_GRID.columns, PLACEHOLDER_GRID.rows)
        .raw()
        .toBuffer(),
    ),
  ]);
  // Three hex digits a colour ("#c84"): blurred, a placeholder shows no finer shade, and the page
  // carries twelve colours a photo (the half it saves is 0.5 KB of a page of fourteen photos).
  const placeholder = Array.from(
    { length: PLACEHOLDER_GRID.columns * PLACEHOLDER_GRID.rows },
    (_, i) => `#${[...grid.subarray(i * 3, i * 3 + 3)].map((v) => Math.round(v / 17).toString(16)).join("")}`,
  );
  return {
    renditions,
    full: { width: full.info.width, height: full.info.height, data: full.data },
    placeholder,
  };
}

/**
 * Names an encoded photo's files after the photo (`name`) and their bytes, writes them into
 * `files`, and says what a page needs to show it.
 */
export function namePhoto(encoded: EncodedPhoto, name: string, files: PhotoFiles): SelfHostedPhoto {
  const { renditions, full, placeholder } = encoded;
  // One hash for all of a photo's renditions, not one per file: a page lists each photo's files
  // in up to three srcsets, and repeated, its hash compresses away (1.5 KB less of a page of twelve
  // photos, which then arrives in the first round trip of a slow connection).
  const hash = hashOf(...renditions.map((e) => e.data));
  const srcSetOf = (format: Format) =>
    renditions
      .filter((e) => e.format === format)
      .map((e) => {
        const path = assetPath(name, e.width, format === "jpeg" ? "jpg" : format, hash);
        files.set(path, e.data);
        return `${path} ${e.width}w`;
      });
  const [avif, webp, jpeg] = [srcSetOf("avif"), srcSetOf("webp"), srcSetOf("jpeg")];
  // Its own hash: never the name of a rendition as wide.
  const fullPath = assetPath(name, full.width, "jpg", hashOf(full.data));
  files.set(fullPath, full.data);
  const largest = Math.max(...renditions.map((e) => e.width));
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
    full: { src: fullPath, width: full.width, height: full.height },
  };
}

/** Encodes and names one photo (without the cache): `encodePhoto`, then `namePhoto`. */
export async function processPhoto(input: Buffer, name: string, label: string, files: PhotoFiles) {
  return namePhoto(await encodePhoto(input, label), name, files);
}
