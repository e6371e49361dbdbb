// @ts-check
/**
 * The room left for visitors' photos: what LEADS_PHOTOS_MAX_MB allows beyond the photos already
 * kept, and what the disk holding them has free beyond LEADS_DISK_RESERVE_MB (kept free for the
 * leads database, the logs and the daily backup). Past either, a request's photos are refused (the
 * visitor is asked to send it without them) and the log tells the owner what to do: a disk filled
 * on purpose never stops the text of a request being stored.
 *
 * Measured at each request with photos (a walk of the photo folder: a few milliseconds for
 * thousands of files, and the rate limit bounds how often).
 */
import { existsSync, readdirSync, statfsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";

const MB = 1024 * 1024;

/** The bytes of every file under `folder` (0 when there is none). @param {string} folder */
export function folderBytes(folder) {
  if (!existsSync(folder)) return 0;
  let total = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    try {
      total += statSync(join(entry.parentPath, entry.name)).size;
    } catch {
      // Gone meanwhile (a request refused, a lead deleted).
    }
  }
  return total;
}

/** The bytes free for an unprivileged user on the disk that holds `path` (or its nearest folder). @param {string} path */
function freeBytes(path) {
  let folder = path;
  while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
  const { bavail, bsize } = statfsSync(folder);
  return bavail * bsize;
}

/**
 * @param {{ root: string, maxMb: number, reserveMb: number }} options root: the photos' folder
 * @returns {{ bytes: number, usedMb: number, problem: string }} bytes: what a request's photos may
 *   take now; problem: what limits it, in words for the owner
 */
export function photoRoom({ root, maxMb, reserveMb }) {
  const used = folderBytes(root);
  const byBudget = maxMb * MB - used;
  const free = freeBytes(root);
  const byDisk = free - reserveMb * MB;
  const usedMb = Math.ceil(used / MB);
  // What limits the room, in words for the owner, should a request's photos not fit in it.
  const problem =
    byBudget <= byDisk
      ? `the photos kept use ${usedMb} MB of the ${maxMb} MB that LEADS_PHOTOS_MAX_MB allows. Raise LEADS_PHOTOS_MAX_MB if the disk has room, or delete old requests (npm run leads -- --delete <number>, or a shorter LEADS_RETENTION_DAYS)`
      : `the disk holding ${root} has ${Math.floor(free / MB)} MB free, and ${reserveMb} MB of it are kept free (LEADS_DISK_RESERVE_MB) for the leads database and its backups. Free some space on that disk, or delete old requests (npm run leads -- --delete <number>)`;
  return { bytes: Math.max(0, Math.min(byBudget, byDisk)), usedMb, problem };
}
