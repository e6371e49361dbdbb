// @ts-check
/**
 * The room left for visitors' photos: what LEADS_PHOTOS_MAX_MB allows beyond the photos already
 * kept, and what the disk holding them has free beyond LEADS_DISK_RESERVE_MB (kept free for the
 * leads database, the logs and the daily backup). Past either, a request's photos are not kept: its
 * text is stored, the visitor is told the request arrived without them, the lead's mail and listing
 * name them, and the log tells the owner what to do. A disk filled on purpose never stops a request.
 *
 * Requests read at the same moment share the room: each claims its photos' bytes as they arrive
 * (`claim().take`), so four uploads at once cannot each find the whole room free; the first that
 * finds no room gives back all it claimed at once, so the others can finish. A request that
 * says its length reserves it whole when it fits (`claim(length)`), so uploads begun together are
 * kept in the order they began instead of each holding half a photo that none can finish. What a
 * request claimed is its own until it is kept (`keep`) or given back (`release`).
 *
 * The photos kept are measured by a walk of their folder, trusted for WALK_TRUSTED_MS: photos stored
 * meanwhile are added to it, and photos deleted meanwhile (retention, --delete) only make it err on
 * the safe side until the next walk. So a flood of requests costs no walk each.
 */
import { existsSync, readdirSync, statfsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { ownerWords } from "#shared/copy/owner.ts";

const { leadsCopy, leadsStore } = ownerWords;

const MB = 1024 * 1024;

/**
 * The bytes of every file under `folder` (0 when there is none), but those under a folder named in
 * `skip` (the photos still arriving, which their requests have claimed).
 * @param {string} folder @param {string[]} [skip] names of folders right under `folder`
 */
export function folderBytes(folder, skip = []) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    // None yet (or one it may not read: no bound but the disk's, then).
    return 0;
  }
  let total = 0;
  for (const entry of entries) {
    if (skip.includes(entry.name)) continue;
    const path = join(folder, entry.name);
    try {
      total += entry.isDirectory() ? folderBytes(path) : entry.isFile() ? statSync(path).size : 0;
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
 * Why a request's photos were not kept: `why` in a few words for the lead's mail and listing,
 * `problem` for the owner's log, with what to do.
 * @typedef {{ why: string, problem: string }} NotKept
 */

/**
 * The inbox's photo budget: a `claim()` for each request with photos.
 * @param {{ root: string, maxMb: number, reserveMb: number, now?: () => number, skip?: string[] }} options
 *   root: the photos' folder; skip: the folders under it not counted (the photos still arriving)
 */
export function createPhotoBudget({ root, maxMb, reserveMb, now = Date.now, skip = [] }) {
  let walked = { at: -Infinity, used: 0 };
  /** What the requests being read have claimed and not yet kept or given back. */
  let claimed = 0;
  /** Every byte ever claimed, never given back: what the disk may have lost since a claim measured it. */
  let claimedEver = 0;
  return {
    /** The photos kept, in MB (rounded up), as last measured. */
    usedMb() {
      if (now() - walked.at >= WALK_TRUSTED_MS) walked = { at: now(), used: folderBytes(root, skip) };
      return Math.ceil(walked.used / MB);
    },
    /**
     * A request's claim on the room, made before its photos arrive: its `length` (Content-Length)
     * reserved at once when it fits, else its photos' bytes claimed as they come.
     * @param {number} [length]
     */
    claim(length) {
      const usedMb = this.usedMb();
      /** The disk's room for what is claimed from now on (no bound but its own should it not say). */
      let diskRoom = Infinity;
      let freeMb = 0;
      try {
        const free = freeBytes(root);
        diskRoom = free - reserveMb * MB;
        freeMb = Math.floor(free / MB);
      } catch {
        // The disk does not say: a write that fails says it instead.
      }
      const since = claimedEver;
      let mine = 0;
      /** What is left of the length reserved up front, taken from without asking again. */
      let reserved = 0;
      /** @type {NotKept | null} */
      let limit = null;
      /** Whether a `take` found no room: every later one is refused too. */
      let refused = false;
      /** Claims `bytes` if the budget and the disk have room for them (else says which has not). @param {number} bytes */
      const fit = (bytes) => {
        if (walked.used + claimed + bytes > maxMb * MB) {
          limit = { why: leadsCopy.notKeptWhy.budget, problem: leadsStore.log.photosBudget(usedMb, maxMb) };
          return false;
        }
        if (claimedEver - since + bytes > diskRoom) {
          limit = {
            why: leadsCopy.notKeptWhy.disk,
            problem: leadsStore.log.photosDisk(root, freeMb, reserveMb),
          };
          return false;
        }
        claimed += bytes;
        claimedEver += bytes;
        mine += bytes;
        return true;
      };
      if (
        Number.isSafeInteger(length) &&
        /** @type {number} */ (length) > 0 &&
        fit(/** @type {number} */ (length))
      )
        reserved = /** @type {number} */ (length);
      limit = null;
      /** Gives back what it claimed and did not keep (its request is answered, or none of its photos will be). */
      const release = () => {
        claimed -= mine;
        mine = 0;
        reserved = 0;
      };
      return {
        /**
         * Claims `bytes` more for this request's photos: false past the budget or the disk's reserve
         * (then `limit` says which), and all it claimed is given back, for good.
         * @param {number} bytes
         */
        take(bytes) {
          if (refused) return false;
          const fromReserved = Math.min(bytes, reserved);
          if (bytes > fromReserved && !fit(bytes - fromReserved)) {
            // None of this request's photos will be kept: its room goes back now, not when its
            // request is answered, so uploads read at the same moment can finish theirs.
            refused = true;
            release();
            return false;
          }
          reserved -= fromReserved;
          return true;
        },
        /** Why the last `take` failed. */
        get limit() {
          return limit;
        },
        /** `bytes` of what it claimed are kept now, counted until the next walk. @param {number} bytes */
        keep(bytes) {
          const kept = Math.min(bytes, mine);
          walked.used += kept;
          claimed -= kept;
          mine -= kept;
          reserved = Math.min(reserved, mine);
        },
        release,
      };
    },
  };
}

/** @typedef {ReturnType<ReturnType<typeof createPhotoBudget>["claim"]>} PhotoClaim */
