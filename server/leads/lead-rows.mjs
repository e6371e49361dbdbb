// @ts-check
/** The leads database's leads: storing one, listing them, finding a person's, deleting one. */
import { INSERT_LEAD, leadValues } from "#shared/inbox/lead-row.mjs";
import { MAIL_STATE, OUTBOX_SQL } from "./outbox-rows.mjs";
import { rollBack } from "./transaction.mjs";

/**
 * @typedef {import("./store.mjs").Lead} Lead
 * @typedef {import("./store.mjs").LeadFields} LeadFields
 * @typedef {import("./store.mjs").LeadDetails} LeadDetails
 */

/**
 * The form of an email address that `--person` compares: trimmed, NFC-normalised, lower case.
 * @param {string} email
 */
export const emailKey = (email) => email.trim().normalize("NFC").toLowerCase();

/**
 * The leads' reads and writes on an open leads database (part of openLeadStore's answer).
 * @param {import("node:sqlite").DatabaseSync} db
 */
export function leadRows(db) {
  const insertLead = db.prepare(INSERT_LEAD);
  const setPhotos = db.prepare("UPDATE leads SET photos = ? WHERE id = ?");
  const insertOutbox = db.prepare(OUTBOX_SQL.queue);
  const listLeads = db.prepare(`
    SELECT leads.*, outbox.attempts AS attempts, outbox.last_error AS last_error,
      ${MAIL_STATE} AS mail
    FROM leads LEFT JOIN outbox ON outbox.lead_id = leads.id ORDER BY leads.id`);
  // Every lead is deleted once old enough, mailed or not (unmailed: queued or refused, never sent).
  const receivedBefore = db.prepare(`
    SELECT leads.id, (outbox.lead_id IS NOT NULL AND outbox.sent_at IS NULL) AS unmailed
    FROM leads LEFT JOIN outbox ON outbox.lead_id = leads.id WHERE leads.received_at < ? ORDER BY leads.id`);
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

  return {
    /**
     * Stores a lead (and, when `mail` is on, queues it in the outbox) in one transaction; returns its id
     * once the commit is on disk.
     * @param {LeadFields & LeadDetails & { photos?: (import("./photo-upload.mjs").StoredPhoto | import("./lead-summary.mjs").PhotoNotKept)[] }} lead
     *   photos: those kept, and those sent but not kept (lead-summary.mjs reads them apart)
     * @param {{ mail: boolean, now?: Date, attach?: (id: number) => unknown[] | undefined }} options
     *   attach: puts what belongs to the lead in place (its photos), inside the transaction; it answers
     *   the lead's photos as they are to be recorded instead, when they could not be put in place (if
     *   it throws, nothing is stored)
     */
    add(lead, { mail, now = new Date(), attach }) {
      db.exec("BEGIN IMMEDIATE");
      try {
        const row = /** @type {{ id: number }} */ (insertLead.get(...leadValues(lead, now)));
        const photos = attach?.(row.id);
        if (photos) setPhotos.run(JSON.stringify(photos), row.id);
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
  };
}
