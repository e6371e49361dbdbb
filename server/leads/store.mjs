// @ts-check
/**
 * The leads database: one SQLite file (Node's built-in node:sqlite), created with its schema on
 * first use. Every write is durable when the call returns (WAL journal, synchronous=FULL: the commit
 * is on disk), which is what lets the inbox answer 201 only once a request is safe.
 *
 * Erasure erases: with secure_delete on, SQLite overwrites what a deletion frees with zeros, and
 * after a deletion the write-ahead log (which still holds the pages as they were) is checkpointed
 * and truncated, so no byte of a deleted request stays in the files or in a backup made afterwards.
 */
import { chmodSync, existsSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { makePrivateFolder } from "./lead-photos.mjs";
import { leadRows } from "./lead-rows.mjs";
import { migrate } from "./migrate.mjs";
import { outboxRows } from "./outbox-rows.mjs";

/** @typedef {import("#shared/contact/lead-source.ts").SourceKey} SourceKey */
/**
 * @typedef {{ name: string, email: string, phone: string, message: string }} LeadFields
 * @typedef {{ service?: string, postcode?: string, start?: string, budget?: string, outsideArea?: boolean, source?: import("#shared/contact/lead-source.ts").LeadSource, language?: string }} LeadDetails
 *   the form's optional fields ("" or absent: not given), whether the postal code is outside the
 *   areas served, where the request came from, and its page's language (on a site in more than one)
 */
/**
 * @typedef {LeadFields & { id: number, received_at: string, mail: "sent" | "queued" | "refused" | "off", attempts: number, last_error: string | null }
 *   & { service: string, postcode: string, outside_area: number, start: string, budget: string }
 *   & Record<SourceKey, string> & { photos: string, language?: string }} Lead
 *   photos: JSON, the StoredPhoto list of server/leads/photo-upload.mjs (files in leadPhotoDir)
 */

/**
 * Opens (creating if needed) the leads database at `path`, and proves that it can write to it: a
 * read-only file or folder fails here, at start, not on the first visitor's request. Its leads
 * (lead-rows.mjs) and its outbox (outbox-rows.mjs) are read and written through what it returns.
 * @param {string} path
 */
export function openLeadStore(path) {
  const created = !existsSync(path);
  if (created) makePrivateFolder(dirname(path));
  const db = new DatabaseSync(path);
  // Visitors' names, addresses and messages: readable by the server's user only.
  if (created) chmodSync(path, 0o600);
  // Another process (npm run leads beside npm start) waits for a write in progress, briefly.
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA secure_delete = ON");
  migrate(db);
  // A write that changes nothing: the version the database already has, committed to the file.
  const { user_version: version } = /** @type {{ user_version: number }} */ (
    db.prepare("PRAGMA user_version").get()
  );
  db.exec(`PRAGMA user_version = ${version}`);

  const checkpoint = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)");
  return {
    ...leadRows(db),
    ...outboxRows(db),
    /**
     * Copies every page of the write-ahead log into the database and empties the log, so the pages as
     * they were before a deletion (still in the log) are gone from the disk. False when another
     * process kept reading for longer than the busy timeout (a terminal running sqlite3, a backup
     * tool): the log cannot be emptied under a reader, and the next `erase` does it. One try only,
     * waiting at most the busy timeout: npm start serves the site from this thread.
     */
    erase() {
      const { busy } = /** @type {{ busy: number }} */ (checkpoint.get());
      return busy === 0;
    },
    close() {
      db.close();
    },
  };
}

/** @typedef {ReturnType<typeof openLeadStore>} LeadStore */
