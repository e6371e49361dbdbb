// @ts-check
/**
 * The room left for visitors' photos: what LEADS_PHOTOS_MAX_MB allows beyond the photos already
 * kept, and what the disk holding them has free beyond LEADS_DISK_RESERVE_MB (kept free for the
 * leads database, the logs and the daily backup). Past either, a request's photos are not kept: its
 * text is stored, the visitor is told the request arrived without them, the lead's mail and listing
 * name them, and the log tells the owner what to do. A disk filled on purpose never stops a request.
 *
 * The photos kept are measured by a walk of their folder, trusted for WALK_TRUSTED_MS (createPhotoBudget):
 * photos stored meanwhile are added to it, and photos deleted meanwhile (retention, --delete) only
 * make it err on the safe side until the next walk. So a flood of requests costs no walk each.
 */
import { existsSync, readdirSync, statfsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { leadsCopy, leadsStore } from "#shared/copy/index.ts";

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

/** How long a walk of the photos' folder is trusted. */
export const WALK_TRUSTED_MS = 60_000;

/**
 * The inbox's photo budget: `room()` for each request with photos, `kept(bytes)` once its photos
 * are stored.
 * @param {{ root: string, maxMb: number, reserveMb: number, now?: () => number }} options
 */
export function createPhotoBudget({ root, maxMb, reserveMb, now = Date.now }) {
  let walked = { at: -Infinity, used: 0 };
  return {
    room() {
      if (now() - walked.at >= WALK_TRUSTED_MS) walked = { at: now(), used: folderBytes(root) };
      return photoRoom({ root, maxMb, reserveMb, used: walked.used });
    },
    /** @param {number} bytes photos just stored */
    kept(bytes) {
      walked.used += bytes;
    },
  };
}

/**
 * @param {{ root: string, maxMb: number, reserveMb: number, used?: number }} options root: the
 *   photos' folder; used: the bytes of the photos kept, when just measured (walked otherwise)
 * @returns {{ bytes: number, usedMb: number, why: string, problem: string }} bytes: what a request's
 *   photos may take now; why: what limits it, in a few words for the lead's mail and listing;
 *   problem: the same for the owner's log, with what to do
 */
export function photoRoom({ root, maxMb, reserveMb, used = folderBytes(root) }) {
  const byBudget = maxMb * MB - used;
  const free = freeBytes(root);
  const byDisk = free - reserveMb * MB;
  const usedMb = Math.ceil(used / MB);
  return byBudget <= byDisk
    ? {
        bytes: Math.max(0, byBudget),
        usedMb,
        why: leadsCopy.notKeptWhy.budget,
        problem: leadsStore.log.photosBudget(usedMb, maxMb),
      }
    : {
        bytes: Math.max(0, byDisk),
        usedMb,
        why: leadsCopy.notKeptWhy.disk,
        problem: leadsStore.log.photosDisk(root, Math.floor(free / MB), reserveMb),
      };
}
