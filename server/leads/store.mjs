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
import { chmodSync, existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { SOURCE_KEYS } from "#shared/contact/lead-source.ts";
import { makePrivateFolder } from "./lead-photos.mjs";

const MIGRATIONS = join(import.meta.dirname, "migrations");
/** A lead in the outbox that is still to be mailed (neither sent nor refused). */
const PENDING = "outbox.sent_at IS NULL AND outbox.refused_at IS NULL";
/** The mail state of a lead joined with its outbox row. */
const MAIL_STATE = `CASE WHEN outbox.lead_id IS NULL THEN 'off' WHEN outbox.sent_at IS NOT NULL THEN 'sent'
  WHEN outbox.refused_at IS NOT NULL THEN 'refused' ELSE 'queued' END`;

/** @typedef {import("#shared/contact/lead-source.ts").SourceKey} SourceKey */
/**
 * @typedef {{ name: string, email: string, phone: string, message: string }} LeadFields
 * @typedef {{ service?: string, postcode?: string, start?: string, budget?: string, outsideArea?: boolean, source?: import("#shared/contact/lead-source.ts").LeadSource }} LeadDetails
 *   the form's optional fields ("" or absent: not given), whether the postal code is outside the
 *   areas served, and where the request came from
 */
/**
 * @typedef {LeadFields & { id: number, received_at: string, mail: "sent" | "queued" | "refused" | "off", attempts: number, last_error: string | null }
 *   & { service: string, postcode: string, outside_area: number, start: string, budget: string }
 *   & Record<SourceKey, string> & { photos: string }} Lead
 *   photos: JSON, the StoredPhoto list of server/leads/photo-upload.mjs (files in leadPhotoDir)
 */

/**
 * Rolls back the transaction in progress, if there still is one (SQLite ends it by itself on some
 * errors, a full disk among them), and throws the error that stopped it: never the rollback's own.
 * @param {DatabaseSync} db @param {unknown} error
 * @returns {never}
 */
function rollBack(db, error) {
  if (db.isTransaction) db.exec("ROLLBACK");
  throw error;
}

/**
 * The form of an email address that `--person` compares: trimmed, NFC-normalised, lower case.
 * @param {string} email
 */
export const emailKey = (email) => email.trim().normalize("NFC").toLowerCase();

/**
 * What went wrong with the leads database, in words an owner can act on.
 * @param {unknown} error from node:sqlite or node:fs
 */
export function storeProblem(error) {
  const { code, errcode, message } = /** @type {{ code?: string, errcode?: number, message?: string }} */ (
    error ?? {}
  );
  // SQLite's primary result code is the low byte of its extended one.
  switch (typeof errcode === "number" ? errcode & 0xff : code) {
    case 13:
    case "ENOSPC":
      return "the disk is full: free some space on it";
    case 8:
    case "EROFS":
      return "it is read-only for the user running npm start: give that user write access to the file and its folder";
    case 14:
    case "EACCES":
    case "EPERM":
      return "the file cannot be opened or created: check that its folder exists and that the user running npm start may write to it";
    case 10:
    case "EIO":
      return "the disk reported an error reading or writing it";
    case 11:
    case 26:
      return "the file is damaged or is not a leads database";
    case 5:
    case 6:
      return "another program keeps it locked";
    default:
      return message ?? String(error);
  }
}

/**
 * Applies the migrations in server/leads/migrations/ that the database has not had yet, in order;
 * the database's user_version is the number of the last one applied. Foreign keys are checked when
 * a migration is done, not while it works: making a table again (SQLite's way to change one, 003)
 * drops the table the others refer to before its copy takes its name.
 * @param {DatabaseSync} db
 */
function migrate(db) {
  const applied = () =>
    Number(/** @type {{ user_version: number }} */ (db.prepare("PRAGMA user_version").get()).user_version);
  const files = readdirSync(MIGRATIONS)
    .filter((f) => /^\d+-.+\.sql$/.test(f))
    .sort();
  db.exec("PRAGMA foreign_keys = OFF");
  try {
    for (const file of files) {
      const version = Number.parseInt(file, 10);
      if (version <= applied()) continue;
      db.exec("BEGIN IMMEDIATE");
      try {
        // Read again under the write lock: another process (npm start beside npm run leads) may have
        // applied it while this one waited.
        if (version <= applied()) {
          db.exec("COMMIT");
          continue;
        }
        db.exec(readFileSync(join(MIGRATIONS, file), "utf8"));
        if (db.prepare("PRAGMA foreign_key_check").all().length > 0) {
          throw new Error(`migration ${file} would leave rows referring to rows it removed`);
        }
        db.exec(`PRAGMA user_version = ${version}`);
        db.exec("COMMIT");
      } catch (error) {
        rollBack(db, error);
      }
    }
  } finally {
    db.exec("PRAGMA foreign_keys = ON");
  }
}

/**
 * Opens (creating if needed) the leads database at `path`, and proves that it can write to it: a
 * read-only file or folder fails here, at start, not on the first visitor's request.
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

  const insertLead = db.prepare(
    `INSERT INTO leads (received_at, name, email, phone, message, service, postcode, outside_area, start, budget,
       ${SOURCE_KEYS.join(", ")}, photos)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${SOURCE_KEYS.map(() => "?").join(", ")}, ?) RETURNING id`,
  );
  const insertOutbox = db.prepare("INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)");
  const listLeads = db.prepare(`
    SELECT leads.*, outbox.attempts AS attempts, outbox.last_error AS last_error,
      ${MAIL_STATE} AS mail
    FROM leads LEFT JOIN outbox ON outbox.lead_id = leads.id ORDER BY leads.id`);
  const nextDue = db.prepare(`
    SELECT leads.*, outbox.attempts AS attempts FROM outbox JOIN leads ON leads.id = outbox.lead_id
    WHERE ${PENDING} AND outbox.next_attempt_at <= ? ORDER BY outbox.next_attempt_at, leads.id LIMIT 1`);
  const nextAttempt = db.prepare(`SELECT min(next_attempt_at) AS at FROM outbox WHERE ${PENDING}`);
  const claim = db.prepare(
    "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE lead_id = ?",
  );
  const markSent = db.prepare("UPDATE outbox SET sent_at = ?, last_error = NULL WHERE lead_id = ?");
  const markFailed = db.prepare("UPDATE outbox SET last_error = ? WHERE lead_id = ?");
  const markRefused = db.prepare("UPDATE outbox SET refused_at = ?, last_error = ? WHERE lead_id = ?");
  const retryAll = db.prepare(
    `UPDATE outbox SET next_attempt_at = ? WHERE ${PENDING} AND next_attempt_at > ?`,
  );
  // Every lead is deleted once old enough, mailed or not (unmailed: queued or refused, never sent).
  const receivedBefore = db.prepare(`
    SELECT leads.id, (outbox.lead_id IS NOT NULL AND outbox.sent_at IS NULL) AS unmailed
    FROM leads LEFT JOIN outbox ON outbox.lead_id = leads.id WHERE leads.received_at < ? ORDER BY leads.id`);
  const mailCounts = db.prepare(`
    SELECT count(*) FILTER (WHERE ${PENDING}) AS queued, count(*) FILTER (WHERE refused_at IS NOT NULL) AS refused
    FROM outbox`);
  // An address compared as a person means it: trimmed, NFC-normalised, lower case in every script
  // (SQLite's own lower() folds only ASCII, and would miss "ÉLODIE@…" for "élodie@…").
  db.function("email_key", { deterministic: true }, (value) =>
    typeof value === "string" ? emailKey(value) : value,
  );
  const byEmail = db.prepare(`
    SELECT leads.*, outbox.attempts AS attempts, outbox.last_error AS last_error, outbox.sent_at AS sent_at,
      ${MAIL_STATE} AS mail
    FROM leads LEFT JOIN outbox ON outbox.lead_id = leads.id
    WHERE email_key(leads.email) = email_key(?) ORDER BY leads.id`);
  // Every row that refers to a lead (its outbox row, and whatever a later migration adds), found from
  // the schema itself: deleting a lead deletes them first, as the foreign keys demand.
  const dependents = /** @type {{ tbl: string, col: string }[]} */ (
    /** @type {unknown} */ (
      db
        .prepare(
          `SELECT m.name AS tbl, f."from" AS col FROM sqlite_schema AS m, pragma_foreign_key_list(m.name) AS f
           WHERE m.type = 'table' AND f."table" = 'leads'`,
        )
        .all()
    )
  ).map(({ tbl, col }) => db.prepare(`DELETE FROM "${tbl}" WHERE "${col}" = ?`));
  const deleteLead = db.prepare("DELETE FROM leads WHERE id = ?");

  const checkpoint = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)");
  return {
    /**
     * Stores a lead (and, when `mail` is on, queues it in the outbox) in one transaction; returns its id
     * once the commit is on disk.
     * @param {LeadFields & LeadDetails & { photos?: (import("./photo-upload.mjs").StoredPhoto | import("./lead-summary.mjs").PhotoNotKept)[] }} lead
     *   photos: those kept, and those sent but not kept (lead-summary.mjs reads them apart)
     * @param {{ mail: boolean, now?: Date, attach?: (id: number) => void }} options attach: puts what
     *   belongs to the lead in place (its photos), inside the transaction: if it throws, nothing is stored
     */
    add(lead, { mail, now = new Date(), attach }) {
      db.exec("BEGIN IMMEDIATE");
      try {
        const row = /** @type {{ id: number }} */ (
          insertLead.get(
            now.toISOString(),
            lead.name,
            lead.email,
            lead.phone,
            lead.message,
            lead.service ?? "",
            lead.postcode ?? "",
            lead.outsideArea ? 1 : 0,
            lead.start ?? "",
            lead.budget ?? "",
            ...SOURCE_KEYS.map((key) => lead.source?.[key] ?? ""),
            JSON.stringify(lead.photos ?? []),
          )
        );
        attach?.(row.id);
        if (mail) insertOutbox.run(row.id, now.getTime());
        db.exec("COMMIT");
        return row.id;
      } catch (error) {
        rollBack(db, error);
      }
    },
    /** Every lead, oldest first, with its mail state. */
    list() {
      return /** @type {Lead[]} */ (/** @type {unknown} */ (listLeads.all()));
    },
    /**
     * The next queued lead whose attempt is due at `now` (ms), or undefined.
     * @param {number} now
     */
    nextDue(now) {
      return /** @type {(Lead & { attempts: number }) | undefined} */ (
        /** @type {unknown} */ (nextDue.get(now))
      );
    },
    /** When the earliest queued lead is due (ms), or null when nothing is queued. */
    nextAttemptAt() {
      const { at } = /** @type {{ at: number | null }} */ (nextAttempt.get());
      return at;
    },
    /**
     * Counts an attempt to mail a lead and makes its next one due at `retryAt` (ms), before the mail
     * is sent: should the mail server take it and its "sent" never be recorded, it is not due again
     * at once.
     * @param {number} id @param {number} retryAt
     */
    claim(id, retryAt) {
      claim.run(retryAt, id);
    },
    /** @param {number} id */
    markSent(id) {
      markSent.run(new Date().toISOString(), id);
    },
    /** Why the last attempt failed (it is retried when its claim said). @param {number} id @param {string} error */
    markFailed(id, error) {
      markFailed.run(error.slice(0, 500), id);
    },
    /**
     * The mail server refused the lead's mail for good: it is not tried again, and its words are kept.
     * @param {number} id @param {string} words
     */
    markRefused(id, words) {
      markRefused.run(new Date().toISOString(), words.slice(0, 500), id);
    },
    /** How many leads wait in the outbox, and how many the mail server refused for good. */
    mailCounts() {
      const { queued, refused } = /** @type {{ queued: number, refused: number }} */ (mailCounts.get());
      return { queued, refused };
    },
    /** Makes every queued lead due now (a restart is a good moment to try again). @param {number} now */
    retryAllNow(now) {
      retryAll.run(now, now);
    },
    /**
     * The leads received before `cutoff`, oldest first; `unmailed` when the company was never mailed
     * them (mail still failing, or refused).
     * @param {Date} cutoff
     */
    receivedBefore(cutoff) {
      return /** @type {{ id: number, unmailed: number }[]} */ (
        /** @type {unknown} */ (receivedBefore.all(cutoff.toISOString()))
      ).map((row) => ({ id: row.id, unmailed: row.unmailed === 1 }));
    },
    /**
     * Everything stored about the person who wrote from `email` (any case): each of their leads, every
     * column, with its mail state and when it was mailed.
     * @param {string} email
     */
    person(email) {
      return /** @type {(Lead & { sent_at: string | null } & Record<string, unknown>)[]} */ (
        /** @type {unknown} */ (byEmail.all(email))
      );
    },
    /**
     * Deletes a lead and every row that refers to it (its outbox row) in one transaction; false when
     * there was no such lead. Its photos are the caller's (retention.mjs removes them first). Its
     * bytes are overwritten (secure_delete), but the log still holds them until `erase`.
     * @param {number} id
     */
    remove(id) {
      db.exec("BEGIN IMMEDIATE");
      let changes;
      try {
        for (const statement of dependents) statement.run(id);
        ({ changes } = deleteLead.run(id));
        db.exec("COMMIT");
      } catch (error) {
        rollBack(db, error);
      }
      return changes > 0;
    },
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
