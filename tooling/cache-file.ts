/**
 * One entry of a build cache on disk: a JSON description and the files it describes, in one file
 * that is written whole or not at all and checked whole when read.
 */
import { createHash, randomBytes } from "node:crypto";
import { lstat, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

/** What a cache file holds: its description and its parts, in the order they were written. */
export type CacheEntry<Meta> = { meta: Meta; parts: Buffer[] };

/** The format's first bytes: another file (or another version of this format) is never read as one. */
const MAGIC = Buffer.from("SITE-CACHE 1\n");

const digestOf = (header: string, parts: readonly Buffer[]) => {
  const hash = createHash("sha256").update(header);
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
};

/**
 * Writes an entry: into a temporary file beside it, then renamed over it, so a build stopped half
 * way (or two builds writing the same entry) never leaves a partly written file under its name.
 * Its `key` is written in it: a file copied or linked under another entry's name is not that entry.
 */
export async function writeCacheFile<Meta>(path: string, key: string, meta: Meta, parts: readonly Buffer[]) {
  const header = JSON.stringify({ key, meta, lengths: parts.map((part) => part.length) });
  const digest = Buffer.from(digestOf(header, parts), "hex");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(Buffer.byteLength(header));
  const temporary = `${path}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFile(temporary, Buffer.concat([MAGIC, length, Buffer.from(header), digest, ...parts]));
    // Whatever else stands under the entry's name in the cache (a folder, say) is not an entry.
    const there = await lstat(path).catch(() => null);
    if (there && !there.isFile()) await rm(path, { recursive: true, force: true });
    await rename(temporary, path);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Reads the entry `key`: `undefined` when there is none (or it cannot be read: the caller makes it,
 * and says so if it cannot save it either), `"damaged"` when the file is not that one whole entry
 * (cut short, changed, another entry's, a link, or not this format), which the caller makes again.
 */
export async function readCacheFile<Meta>(
  path: string,
  key: string,
): Promise<CacheEntry<Meta> | "damaged" | undefined> {
  let data: Buffer;
  try {
    const file = await lstat(path);
    if (!file.isFile()) return "damaged";
    data = await readFile(path);
  } catch {
    return undefined;
  }
  try {
    if (!data.subarray(0, MAGIC.length).equals(MAGIC)) return "damaged";
    let at = MAGIC.length;
    const headerLength = data.readUInt32BE(at);
    at += 4;
    const header = data.subarray(at, at + headerLength).toString();
    at += headerLength;
    const digest = data.subarray(at, at + 32).toString("hex");
    at += 32;
    const {
      key: written,
      meta,
      lengths,
    } = JSON.parse(header) as { key: string; meta: Meta; lengths: number[] };
    if (written !== key) return "damaged";
    const parts = lengths.map((length) => data.subarray(at, (at += length)));
    if (at !== data.length || digestOf(header, parts) !== digest) return "damaged";
    return { meta, parts };
  } catch {
    return "damaged";
  }
}
