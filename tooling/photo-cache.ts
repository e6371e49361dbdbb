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
import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { join, parse, relative, resolve } from "node:path";
import { readCacheFile, writeCacheFile, type CacheEntry } from "./cache-file.ts";

/** The project's folder. */
const ROOT = join(import.meta.dirname, "..");

/**
 * The cache's folder: PHOTO_CACHE_DIR (relative to the project), else `.cache/photos/`; never the
 * project's own folder or a disk's root, which hold other things than the cache.
 */
export function photoCacheDir(env: Record<string, string | undefined> = process.env) {
  const dir = resolve(ROOT, env.PHOTO_CACHE_DIR || join(".cache", "photos"));
  if (dir === ROOT || dir === parse(dir).root) {
    throw new Error(
      `PHOTO_CACHE_DIR=${env.PHOTO_CACHE_DIR} names ${dir === ROOT ? "the project's own folder" : "the disk's root"}: name a folder for the photo cache alone (the default is .cache/photos)`,
    );
  }
  return dir;
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
/** The cache's own files: its entries, and an entry being written (cache-file.ts). */
const ENTRY = /^[0-9a-f]{40}\.bin$/;
const BEING_WRITTEN = /^[0-9a-f]{40}\.bin\.\d+-[0-9a-f]{8}\.tmp$/;
/** A file being written this long ago was left by a build that stopped. */
const LEFT_AFTER_MS = 60 * 60 * 1000;

/** The name of an entry: a hash of everything it depends on. */
export function cacheKey(...inputs: (string | Buffer)[]) {
  const hash = createHash("sha256");
  for (const input of inputs) hash.update(input).update("\0");
  return hash.digest("hex").slice(0, 40);
}

/** Errors that say the whole cache cannot be written, not one entry. */
const WHOLE_CACHE = new Set(["ENOSPC", "EDQUOT", "EROFS", "EACCES", "EPERM", "ENOTDIR"]);

/**
 * The cache in `dir`, for one build: entries read and written by kind and key, each one it touches
 * remembered (`saveUsed` writes the list). A cache that cannot be written (a full disk, a folder
 * the build may not write) is said once and then left alone: the build goes on without it. An entry
 * that cannot be written is said, and the others still are.
 */
export function openPhotoCache(dir: string, warn: (line: string) => void = console.warn) {
  const used = new Set<string>();
  let writable = true;
  const pathOf = (kind: CacheKind, key: string) => join(dir, kind, `${key}.bin`);
  return {
    dir,
    async read<Meta>(kind: CacheKind, key: string): Promise<CacheEntry<Meta> | "damaged" | undefined> {
      used.add(`${kind}/${key}.bin`);
      return readCacheFile<Meta>(pathOf(kind, key), key);
    },
    async write<Meta>(kind: CacheKind, key: string, meta: Meta, parts: readonly Buffer[]) {
      used.add(`${kind}/${key}.bin`);
      if (!writable) return;
      try {
        await writeCacheFile(pathOf(kind, key), key, meta, parts);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? "";
        const why = (error as Error).message;
        if (!WHOLE_CACHE.has(code)) {
          warn(
            `Photo cache: could not save ${kind}/${key}.bin in ${shownDir(dir)} (${why}); the next build makes it again.`,
          );
          return;
        }
        writable = false;
        warn(
          `Photo cache: could not save into ${shownDir(dir)} (${why}); this build goes on without it, and the next one ` +
            "encodes these photos again. Free some space or let the build write there (npm run photo-cache -- --prune deletes old entries).",
        );
      }
    },
    /** Records which entries this build used, for `npm run photo-cache -- --prune`. */
    async saveUsed() {
      if (!writable) return;
      const temporary = join(dir, `${USED_FILE}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`);
      await writeFile(temporary, `${JSON.stringify([...used].sort(), null, 1)}\n`)
        .then(() => rename(temporary, join(dir, USED_FILE)))
        .catch(() => rm(temporary, { force: true }));
    },
  };
}

export type PhotoCache = ReturnType<typeof openPhotoCache>;

/** The cache's own files (never another file someone keeps in its folder), with their size and age. */
async function ownFiles(dir: string) {
  const found: { name: string; bytes: number; modified: number; entry: boolean }[] = [];
  for (const kind of KINDS) {
    const names = await readdir(join(dir, kind)).catch(() => [] as string[]);
    for (const name of names.filter((n) => ENTRY.test(n) || BEING_WRITTEN.test(n))) {
      const info = await stat(join(dir, kind, name)).catch(() => null);
      if (!info?.isFile()) continue;
      found.push({
        name: `${kind}/${name}`,
        bytes: info.size,
        modified: info.mtimeMs,
        entry: ENTRY.test(name),
      });
    }
  }
  return found;
}

/** How many entries the cache holds and their bytes. */
export async function cacheSize(dir: string) {
  const entries = (await ownFiles(dir)).filter((file) => file.entry);
  return { entries: entries.length, bytes: entries.reduce((sum, e) => sum + e.bytes, 0) };
}

/**
 * Deletes every entry the last build did not use, and what builds that stopped left half written.
 * Without a readable record of the last build, deletes nothing and says why.
 */
export async function pruneCache(dir: string, now = Date.now()) {
  let used: Set<string>;
  try {
    const record: unknown = JSON.parse(await readFile(join(dir, USED_FILE), "utf8"));
    if (!Array.isArray(record) || !record.every((name) => typeof name === "string")) throw new Error();
    used = new Set(record);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return {
      problem: missing
        ? "no build has recorded which entries it used yet: run npm run build, then prune"
        : `its record of the last build (${USED_FILE}) is damaged: run npm run build, then prune`,
    };
  }
  const removed = { entries: 0, bytes: 0 };
  for (const file of await ownFiles(dir)) {
    if (file.entry ? used.has(file.name) : now - file.modified < LEFT_AFTER_MS) continue;
    await rm(join(dir, file.name), { force: true });
    if (file.entry) {
      removed.entries++;
      removed.bytes += file.bytes;
    }
  }
  return { removed };
}

/** Deletes every entry (only the cache's own files: PHOTO_CACHE_DIR may name a folder with others). */
export async function clearCache(dir: string) {
  const files = await ownFiles(dir);
  for (const file of files) await rm(join(dir, file.name), { force: true });
  for (const kind of KINDS) await rmdir(join(dir, kind)).catch(() => {});
  await rm(join(dir, USED_FILE), { force: true }).catch(() => {});
  const entries = files.filter((file) => file.entry);
  return { entries: entries.length, bytes: entries.reduce((sum, e) => sum + e.bytes, 0) };
}
