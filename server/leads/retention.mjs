// @ts-check
/**
 * Keeping quote requests no longer than the privacy page says (LEADS_RETENTION_DAYS), and deleting
 * one when its sender asks (`npm run leads -- --delete <id>`): the lead, the rows that refer to it
 * (its outbox row), and its photo folder.
 *
 * The photos go first, then the lead: should a folder resist (permissions, a full disk), the lead
 * stays, the failure is logged and the next sweep tries again. So a lead is never gone while its
 * photos remain, and a later lead that gets the same number never finds another person's photos.
 *
 * Every lead goes once it is old enough, mailed or not: the privacy page promises it. One that was
 * never mailed (the mail settings failing for months, or the mail server refusing it) is named in
 * the log when it goes, so the owner knows what they never read.
 */
import { existsSync, rmSync } from "node:fs";
import { basename } from "node:path";
import { ownerWords } from "#shared/copy/owner.ts";
import { leadPhotoDir } from "./lead-photos.mjs";
import { storeProblem } from "./store-problem.mjs";

const { leadsStore } = ownerWords;

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the inbox keeps requests: LEADS_RETENTION_DAYS as `npm start` reads it, but never longer
 * than the build's privacy page promises visitors (`stated`). `note` says what the owner should
 * know when the two differ.
 * @param {number} configured LEADS_RETENTION_DAYS at run time (or the build's own when unset)
 * @param {number | undefined} stated the days the build's privacy page states
 * @returns {{ days: number, note?: string }}
 */
export function keptDays(configured, stated) {
  if (stated === undefined || configured === stated) return { days: configured };
  if (configured > stated)
    return {
      days: stated,
      note: `LEADS_RETENTION_DAYS is ${configured}, longer than the ${stated} days this build's privacy page promises visitors: requests are kept ${stated} days. To keep them ${configured} days, build again with LEADS_RETENTION_DAYS=${configured} (npm run build) so that the page says so first.`,
    };
  return {
    days: configured,
    note: `LEADS_RETENTION_DAYS is ${configured}, but this build's privacy page tells visitors ${stated} days: build again with the new value (npm run build) so that the page says what is done.`,
  };
}

/** What stopped a deletion: a file's own error names the folder; the database's is put in words. @param {unknown} error */
const problem = (error) => (error instanceof Error && "path" in error ? error.message : storeProblem(error));

/**
 * Deletes one lead with its photos, then erases what the database's log still held of it (and of any
 * deletion whose erasure another program's read put off). `found`: there was such a lead (or its
 * photos); `erased`: no byte of a deleted lead is left in the files (store.erase). Throws when its
 * photos or its row could not be deleted.
 * @param {import("./store.mjs").LeadStore} store
 * @param {string} dbPath the leads database (its photos sit beside it)
 * @param {number} id
 */
export function deleteLead(store, dbPath, id) {
  const found = removeLead(store, dbPath, id);
  return { found, erased: store.erase() };
}

/**
 * Deletes a lead's photos, then its rows; false when it had neither.
 * @param {import("./store.mjs").LeadStore} store @param {string} dbPath @param {number} id
 */
function removeLead(store, dbPath, id) {
  const photos = leadPhotoDir(dbPath, id);
  const hadPhotos = existsSync(photos);
  rmSync(photos, { recursive: true, force: true });
  return store.remove(id) || hadPhotos;
}

/**
 * Why a deletion's bytes are still on the disk, and what the owner can do.
 * @param {string} dbPath
 */
export const notErased = (dbPath) =>
  `another program was reading the leads database (sqlite3, a backup tool?), so what the deleted requests held is still in its write-ahead log (${basename(dbPath)}-wal)`;

/**
 * Deletes every lead received more than `days` days before `now`, with its photos. Never throws:
 * what could not be deleted is logged and left for the next sweep.
 * @param {{
 *   store: import("./store.mjs").LeadStore,
 *   dbPath: string,
 *   days: number,
 *   log: (line: string) => void,
 *   now?: Date,
 * }} options
 * @returns {number[]} the ids deleted
 */
export function sweepExpiredLeads({ store, dbPath, days, log, now = new Date() }) {
  /** @type {number[]} */
  const deleted = [];
  let expired;
  try {
    expired = store.receivedBefore(new Date(now.getTime() - days * DAY_MS));
  } catch (error) {
    log(`retention: ${leadsStore.log.retentionUnreadable(storeProblem(error))}`);
    return deleted;
  }
  /** @type {number[]} */
  const unmailed = [];
  for (const { id, unmailed: neverMailed } of expired) {
    try {
      removeLead(store, dbPath, id);
      deleted.push(id);
      if (neverMailed) unmailed.push(id);
    } catch (error) {
      log(`retention: ${leadsStore.log.retentionNotDeleted(id, problem(error))}`);
    }
  }
  if (deleted.length > 0) {
    log(
      `retention: deleted ${deleted.length} quote request${deleted.length === 1 ? "" : "s"} older than ${days} days, with ${deleted.length === 1 ? "its" : "their"} photos (lead ${deleted.join(", ")})`,
    );
  }
  if (unmailed.length > 0) {
    const one = unmailed.length === 1;
    log(
      `retention: ${one ? "1 of them was" : `${unmailed.length} of them were`} never mailed to you (lead ${unmailed.join(", ")}): the mail settings failed or the mail server refused ${one ? "it" : "them"}. Check the mail errors in this log, and read new requests with npm run leads`,
    );
  }
  // Once per sweep, whatever it deleted: a deletion whose erasure a reader put off is erased now.
  try {
    if (!store.erase()) {
      log(
        `retention: ${notErased(dbPath)}: close that program; the next sweep (at the next start, or in a day) erases it`,
      );
    }
  } catch (error) {
    log(`retention: ${leadsStore.log.retentionNotEmptied(storeProblem(error))}`);
  }
  return deleted;
}

/**
 * Sweeps now, then once a day while the server runs (a timer that never keeps the process alive).
 * @param {Parameters<typeof sweepExpiredLeads>[0]} options
 */
export function startRetention(options) {
  sweepExpiredLeads(options);
  const timer = setInterval(() => sweepExpiredLeads({ ...options, now: new Date() }), DAY_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
