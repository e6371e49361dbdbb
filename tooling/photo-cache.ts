/**
 * The photo cache: every photo's encoded files, kept between builds so a photo is encoded once.
 *
 * It lives in the project's `.cache/photos/` (PHOTO_CACHE_DIR names another folder): outside git
 * and outside `build/`, so it survives `npm ci`, a new build folder and `deploy/build.sh`. An entry
 * is named by a hash of the photo's bytes and of everything that shapes its files (the encoding
 * settings and the encoder's version, `ENCODING`): a changed photo or setting is a new name, so an
 * old entry is never served for it. A damaged entry is made again. Nothing in it is needed for a
 * correct build: deleting the folder only makes the next build encode every photo again.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { readCacheFile, writeCacheFile, type CacheEntry } from "./cache-file";

/** The project's folder. */
const ROOT = join(import.meta.dirname, "..");

/** The cache's folder: PHOTO_CACHE_DIR (relative to the project), else `.cache/photos/`. */
export function photoCacheDir(env: Record<string, string | undefined> = process.env) {
  return resolve(ROOT, env.PHOTO_CACHE_DIR || join(".cache", "photos"));
}

/** The folder as the owner would type it: relative to the project when inside it. */
export function shownDir(dir: string) {
  const inside = relative(ROOT, dir);
  return inside && !inside.startsWith("..") ? `${inside}/` : `${dir}/`;
}

/** The kinds of entries: a photo's encoded files, and a remote photo as it was downloaded. */
const KINDS = ["encoded", "downloads"] as const;
export type CacheKind = (typeof KINDS)[number];

/** The record of the entries the last build used, which `--prune` keeps. */
const USED_FILE = "last-build.json";

/** The name of an entry: a hash of everything it depends on. */
export function cacheKey(...inputs: (string | Buffer)[]) {
  const hash = createHash("sha256");
  for (const input of inputs) hash.update(input).update("\0");
  return hash.digest("hex").slice(0, 40);
}

/**
 * The cache in `dir`, for one build: entries read and written by kind and key, each one it touches
 * remembered (`saveUsed` writes the list). A cache that cannot be written (a full disk, a folder
 * the build may not write) is said once and then left alone: the build goes on without it.
 */
export function openPhotoCache(dir: string, warn: (line: string) => void = console.warn) {
  const used = new Set<string>();
  let writable = true;
  const pathOf = (kind: CacheKind, key: string) => join(dir, kind, `${key}.bin`);
  return {
    dir,
    async read<Meta>(kind: CacheKind, key: string): Promise<CacheEntry<Meta> | "damaged" | undefined> {
      used.add(`${kind}/${key}.bin`);
      return readCacheFile<Meta>(pathOf(kind, key));
    },
    async write<Meta>(kind: CacheKind, key: string, meta: Meta, parts: readonly Buffer[]) {
      used.add(`${kind}/${key}.bin`);
      if (!writable) return;
      try {
        await writeCacheFile(pathOf(kind, key), meta, parts);
      } catch (error) {
        writable = false;
        warn(
          `Photo cache: could not save into ${shownDir(dir)} (${(error as Error).message}); ` +
            "this build goes on without it, and the next one encodes these photos again.",
        );
      }
    },
    /** Records which entries this build used, for `npm run photo-cache -- --prune`. */
    async saveUsed() {
      if (!writable) return;
      await writeFile(join(dir, USED_FILE), `${JSON.stringify([...used].sort(), null, 1)}\n`).catch(() => {});
    },
  };
}

export type PhotoCache = ReturnType<typeof openPhotoCache>;

/** Every entry file in the cache, with its size. */
async function entries(dir: string) {
  const found: { name: string; bytes: number }[] = [];
  for (const kind of KINDS) {
    const names = await readdir(join(dir, kind)).catch(() => [] as string[]);
    for (const name of names) {
      const bytes = await stat(join(dir, kind, name)).then(
        (s) => s.size,
        () => 0,
      );
      found.push({ name: `${kind}/${name}`, bytes });
    }
  }
  return found;
}

/** How many entries the cache holds and their bytes. */
export async function cacheSize(dir: string) {
  const all = await entries(dir);
  return { entries: all.length, bytes: all.reduce((sum, e) => sum + e.bytes, 0) };
}

/** Deletes every entry the last build did not use (all of them when no build has recorded its use). */
export async function pruneCache(dir: string) {
  const used = new Set<string>(
    await readFile(join(dir, USED_FILE), "utf8").then(
      (text) => JSON.parse(text) as string[],
      () => [],
    ),
  );
  let removed = { entries: 0, bytes: 0 };
  for (const entry of await entries(dir)) {
    if (used.has(entry.name)) continue;
    await rm(join(dir, entry.name), { force: true });
    removed = { entries: removed.entries + 1, bytes: removed.bytes + entry.bytes };
  }
  return removed;
}

/** Deletes every entry (only the cache's own files: PHOTO_CACHE_DIR may name a folder with others). */
export async function clearCache(dir: string) {
  const size = await cacheSize(dir);
  for (const kind of KINDS) await rm(join(dir, kind), { recursive: true, force: true });
  await rm(join(dir, USED_FILE), { force: true });
  return size;
}
