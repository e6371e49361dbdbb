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
import { downloadUrl, FULL_WIDTH, isSelfHosted, photosOf, type SelfHostedPhoto } from "../app/lib/images";
import { isRemotePhoto } from "../app/content/photo-source";
import { PHOTOS_DIR } from "./content-files";
import { download } from "./photo-download";
import { PHOTO_WIDTHS, processPhoto, type PhotoFiles } from "./photo-encoding";

const VIRTUAL_ID = "virtual:photos";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

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
      // As wide as the largest file made of it (the full-size view's, or the widest rendition).
      const url = downloadUrl(image, Math.max(PHOTO_WIDTHS.at(-1)!, FULL_WIDTH));
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
