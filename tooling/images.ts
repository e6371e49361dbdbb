/** The build's image pipeline: every self-hosted photo of the content, served through "virtual:photos". */

/*
 * Every photo the site serves itself (the owner's own, in app/content/photos/, and with
 * SELF_HOST_IMAGES=1 the content's remote ones, downloaded by photo-download.ts) is turned by sharp
 * (photo-encoding.ts) into AVIF, WebP and a JPEG fallback at a few widths, upright (EXIF orientation
 * applied), without metadata (no GPS position from the owner's phone), under content-hashed names in
 * /assets/ (cached for a year), with a tiny blurred placeholder inlined in the page.
 *
 * The pages get the result from the virtual module "virtual:photos" (see `photoPipeline`).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";
import { downloadUrl, FULL_WIDTH, isSelfHosted, photosOf, type SelfHostedPhoto } from "../app/lib/images.ts";
import { isRemotePhoto } from "../app/content/photo-source.ts";
import { PHOTOS_DIR } from "./content-files.ts";
import { encodeOnce } from "./encode-once.ts";
import { openPhotoCache, photoCacheDir, shownDir } from "./photo-cache.ts";
import { cachedDownload } from "./photo-download.ts";
import { namePhoto, PHOTO_WIDTHS, type PhotoFiles } from "./photo-encoding.ts";
import { photoProgress, type ProgressOutput } from "./photo-progress.ts";
import { encodingConcurrency, taskLimit } from "./task-limit.ts";

const VIRTUAL_ID = "virtual:photos";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Every self-hosted photo of the content, by its `image` value: local files read from `photosDir`,
 * remote ones (with SELF_HOST_IMAGES) downloaded. Each is encoded once: the photo cache in
 * `cacheDir` keeps the files between builds (photo-cache.ts). Photos are made side by side, as
 * many as the machine has cores, with a progress line (`out`).
 */
export async function processPhotos(
  images: readonly string[],
  {
    selfHostImages,
    photosDir = PHOTOS_DIR,
    env = process.env,
    cacheDir = photoCacheDir(env),
    out,
  }: {
    selfHostImages: boolean;
    photosDir?: string;
    env?: Record<string, string | undefined>;
    cacheDir?: string;
    out?: ProgressOutput;
  },
  files: PhotoFiles,
): Promise<{ photos: Record<string, SelfHostedPhoto>; encoded: number; fromCache: number }> {
  const own = [...new Set(images)].filter((image) => isSelfHosted(image, selfHostImages));
  const cache = openPhotoCache(cacheDir);
  const concurrency = encodingConcurrency();
  const run = taskLimit(concurrency);
  const photoTurn = taskLimit(concurrency);
  const progress = photoProgress(own.length, shownDir(cacheDir), out);
  let encoded = 0;

  /** The photo's bytes, its name for its files, and its name in an error. */
  const source = async (image: string) => {
    if (isRemotePhoto(image)) {
      // As wide as the largest file made of it (the full-size view's, or the widest rendition).
      const url = downloadUrl(image, Math.max(PHOTO_WIDTHS.at(-1)!, FULL_WIDTH));
      const name = new URL(image).pathname.split("/").pop() ?? "photo";
      return { data: await cachedDownload(url, cache, env), name, label: url };
    }
    const label = `app/content/photos/${image}`;
    const data = await readFile(join(photosDir, image)).catch(() => {
      throw new Error(`${label}: no such file (a project's image names a photo that is not there)`);
    });
    return { data, name: image, label };
  };

  const made = await Promise.all(
    own.map((image) =>
      photoTurn(async () => {
        const { data, name, label } = await source(image);
        const result = await encodeOnce(data, label, cache, run);
        if (result.wasEncoded) encoded++;
        progress.ready(result.wasEncoded);
        return [image, result.encoded, name] as const;
      }),
    ),
  ).catch((error: unknown) => {
    progress.stop();
    throw error;
  });
  progress.end();
  // A run without photos (the unit tests' starter content) leaves the last build's record alone.
  if (own.length > 0) await cache.saveUsed();
  // Named in the content's order, whatever order they were ready in.
  const photos: Record<string, SelfHostedPhoto> = {};
  for (const [image, encodedPhoto, name] of made) photos[image] = namePhoto(encodedPhoto, name, files);
  return { photos, encoded, fromCache: own.length - encoded };
}

/**
 * The Vite plugin behind `import { photos } from "virtual:photos"`. Photos are made once per build
 * (the client and the pre-rendering server share the result); the client build emits the files
 * into `assets/`, and the dev server serves them from memory.
 */
export function photoPipeline({
  projects,
  selfHostImages,
}: {
  /** The content's projects: every photo of each (photosOf). */
  projects: readonly Parameters<typeof photosOf>[0][];
  selfHostImages: boolean;
}): Plugin {
  const images = projects.flatMap(photosOf).map((photo) => photo.image);
  const files: PhotoFiles = new Map();
  let made: Promise<Record<string, SelfHostedPhoto>> | undefined;
  return {
    name: "photo-pipeline",
    sharedDuringBuild: true,
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return;
      made ??= processPhotos(images, { selfHostImages }, files).then((result) => result.photos);
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
