/**
 * The build's image pipeline. Every photo the site serves itself (the owner's own, in
 * app/content/photos/, and with SELF_HOST_IMAGES=1 the content's remote ones, downloaded here) is
 * turned by sharp into AVIF, WebP and a JPEG fallback at a few widths, upright (EXIF orientation
 * applied), without metadata (no GPS position from the owner's phone), under content-hashed names in
 * /assets/ (cached for a year), with a tiny blurred placeholder inlined in the page.
 *
 * The pages get the result from the virtual module "virtual:photos" (see `photoPipeline`).
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { request } from "node:https";
import { join } from "node:path";
import sharp from "sharp";
import type { Metadata, Sharp } from "sharp";
import type { Plugin } from "vite";
import { PHOTO_ASPECT, downloadUrl, isSelfHosted, type SelfHostedPhoto } from "../app/lib/images";
import { isRemotePhoto } from "../app/content/photo-source";
import { IMMUTABLE_PREFIX } from "../server/policy.mjs";
import { PHOTOS_DIR } from "./content-check";

/**
 * Widths made of each photo. A card is at most 380 CSS px wide on a 412 px phone (and 347 px on a
 * desktop): 1x, 1.5x, 1.75x (the density of many inexpensive Android phones, which would otherwise
 * get the 2x file) and 2x. A phone of higher density gets the 2x file too, since a sharper one is
 * bytes a visitor cannot see on a card.
 */
export const PHOTO_WIDTHS = [380, 570, 665, 760] as const;
const PLACEHOLDER_WIDTH = 16;

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

const VIRTUAL_ID = "virtual:photos";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

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
 * `SELF_HOST_IMAGES_RESOLVE="images.example.com=127.0.0.1:8443"` (comma-separated for several): where
 * the downloader connects for a host, keeping the host's name for TLS. Only for the tests and the
 * benchmark, whose stand-in for the image host runs on this machine (its certificate trusted through
 * NODE_EXTRA_CA_CERTS).
 */
function resolveOverrides(
  env: Record<string, string | undefined>,
): Map<string, { host: string; port: number }> {
  const map = new Map<string, { host: string; port: number }>();
  for (const entry of (env.SELF_HOST_IMAGES_RESOLVE ?? "").split(",").filter(Boolean)) {
    const [name = "", target = ""] = entry.split("=");
    const [host = "", port = "443"] = target.split(":");
    map.set(name.trim().toLowerCase(), { host: host.trim(), port: Number(port) });
  }
  return map;
}

/** GET over HTTPS, following a few redirects; rejects naming the URL on any failure. */
export function download(
  url: string,
  env: Record<string, string | undefined> = process.env,
  hops = 5,
): Promise<Buffer> {
  const target = new URL(url);
  const override = resolveOverrides(env).get(target.hostname.toLowerCase());
  const fail = (why: string) => new Error(`SELF_HOST_IMAGES: could not download ${url}: ${why}`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        protocol: "https:",
        host: override?.host ?? target.hostname,
        port: override?.port ?? (Number(target.port) || 443),
        servername: target.hostname,
        path: target.pathname + target.search,
        headers: { host: target.host, accept: "image/jpeg,image/*" },
        timeout: 30_000,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location && hops > 0) {
          res.resume();
          download(new URL(res.headers.location, url).href, env, hops - 1).then(resolve, reject);
          return;
        }
        if (status !== 200) {
          res.resume();
          reject(fail(`the host answered ${status}`));
          return;
        }
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve(Buffer.concat(chunks)));
        res.on("error", (error) => reject(fail(error.message)));
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", (error) => reject(fail(error.message)));
    req.end();
  });
}

/** `/assets/<name>-<width>-<hash>.<ext>`: a new photo (or new encoder) means a new name. */
function assetPath(name: string, width: number, ext: string, data: Buffer) {
  const hash = createHash("sha256").update(data).digest("base64url").slice(0, 10);
  return `${IMMUTABLE_PREFIX}${slug(name)}-${width}-${hash}.${ext}`;
}

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
  const encode = async (format: keyof typeof FORMATS) => {
    const candidates: string[] = [];
    for (const width of widths) {
      const data = await FORMATS[format](cropped(width)).toBuffer();
      const path = assetPath(name, width, format === "jpeg" ? "jpg" : format, data);
      files.set(path, data);
      candidates.push(`${path} ${width}w`);
    }
    return candidates;
  };
  const [avif, webp, jpeg] = [await encode("avif"), await encode("webp"), await encode("jpeg")];
  const tiny = await cropped(PLACEHOLDER_WIDTH).webp({ quality: 40 }).toBuffer();
  const largest = widths.at(-1)!;
  return {
    width: largest,
    height: heightOf(largest),
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    sources: [
      { type: "image/avif", srcSet: avif.join(", ") },
      { type: "image/webp", srcSet: webp.join(", ") },
    ],
    src: jpeg.at(-1)!.split(" ")[0]!,
    srcSet: jpeg.join(", "),
  } satisfies SelfHostedPhoto;
}

/**
 * Every self-hosted photo of the content, by its `image` value: local files read from `photosDir`,
 * remote ones (with SELF_HOST_IMAGES) downloaded.
 */
export async function processPhotos(
  images: readonly string[],
  {
    selfHostImages,
    photosDir = PHOTOS_DIR,
    env = process.env,
  }: {
    selfHostImages: boolean;
    photosDir?: string;
    env?: Record<string, string | undefined>;
  },
  files: PhotoFiles,
): Promise<Record<string, SelfHostedPhoto>> {
  const photos: Record<string, SelfHostedPhoto> = {};
  for (const image of new Set(images)) {
    if (!isSelfHosted(image, selfHostImages)) continue;
    if (isRemotePhoto(image)) {
      const url = downloadUrl(image, PHOTO_WIDTHS.at(-1)! * 2);
      const name = new URL(image).pathname.split("/").pop() ?? "photo";
      photos[image] = await processPhoto(await download(url, env), name, url, files);
    } else {
      const path = join(photosDir, image);
      const label = `app/content/photos/${image}`;
      const data = await readFile(path).catch(() => {
        throw new Error(`${label}: no such file (a project's image names a photo that is not there)`);
      });
      photos[image] = await processPhoto(data, image, label, files);
    }
  }
  return photos;
}

/**
 * The Vite plugin behind `import { photos } from "virtual:photos"`. Photos are made once per build
 * (the client and the pre-rendering server share the result); the client build emits the files
 * into `assets/`, and the dev server serves them from memory.
 */
export function photoPipeline({
  images,
  selfHostImages,
}: {
  /** Every project's `image`, from the content. */
  images: readonly string[];
  selfHostImages: boolean;
}): Plugin {
  const files: PhotoFiles = new Map();
  let made: Promise<Record<string, SelfHostedPhoto>> | undefined;
  return {
    name: "photo-pipeline",
    sharedDuringBuild: true,
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return;
      made ??= processPhotos(images, { selfHostImages }, files);
      const photos = await made;
      if (this.environment.config.consumer === "client" && this.environment.mode === "build") {
        for (const [path, source] of files) this.emitFile({ type: "asset", fileName: path.slice(1), source });
      }
      return `export const photos = ${JSON.stringify(photos)};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files.get((req.url ?? "").split("?")[0]!);
        if (!file) return next();
        const type = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[
          req.url!.split(".").pop()!
        ];
        res.setHeader("Content-Type", type ?? "application/octet-stream");
        res.end(file);
      });
    },
  };
}
