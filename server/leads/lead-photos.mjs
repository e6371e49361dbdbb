// @ts-check
/**
 * Where a lead's photos are kept: beside the leads database, one folder per lead, so that deleting a
 * lead (retention, `--delete`) and backing up the leads (`--backup`) find them in one place.
 *
 *   data/leads.sqlite          the database (LEADS_DB)
 *   data/lead-photos/12/…      the photos that came with lead #12
 */
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";

/** The folder that holds every lead's photo folder, beside the database at `dbPath`. @param {string} dbPath */
export function leadPhotosRoot(dbPath) {
  return join(dirname(dbPath), "lead-photos");
}

/** The folder of one lead's photos. @param {string} dbPath @param {number} leadId */
export function leadPhotoDir(dbPath, leadId) {
  if (!Number.isSafeInteger(leadId) || leadId <= 0) throw new RangeError(`not a lead id: ${leadId}`);
  return join(leadPhotosRoot(dbPath), String(leadId));
}

/**
 * Makes the folder `path` and any missing folder above it readable by the server's user only (0700,
 * whatever the umask): they hold visitors' names, messages and photos. Folders that exist are left
 * as they are.
 * @param {string} path
 */
export function makePrivateFolder(path) {
  /** @type {string[]} */
  const missing = [];
  for (let folder = path; !existsSync(folder) && dirname(folder) !== folder; folder = dirname(folder)) {
    missing.push(folder);
  }
  for (const folder of missing.reverse()) {
    try {
      mkdirSync(folder, { mode: 0o700 });
    } catch (error) {
      // Made meanwhile by another request with photos (two at once after a start): it is the same folder.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    }
    chmodSync(folder, 0o700);
  }
}
