// @ts-check
/** The leads database's outbox: which leads are still to be mailed, their attempts and their fate. */

/** A lead in the outbox that is still to be mailed (neither sent nor refused). */
const PENDING = "outbox.sent_at IS NULL AND outbox.refused_at IS NULL";
/** The mail state of a lead joined with its outbox row. */
export const MAIL_STATE = `CASE WHEN outbox.lead_id IS NULL THEN 'off' WHEN outbox.sent_at IS NOT NULL THEN 'sent'
  WHEN outbox.refused_at IS NOT NULL THEN 'refused' ELSE 'queued' END`;

/** The outbox's statements, the same on every host (npm start's node:sqlite, Cloudflare's D1). */
export const OUTBOX_SQL = {
  /** Queues a lead for mail, due at once. */
  queue: "INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)",
  nextDue: `
    SELECT leads.*, outbox.attempts AS attempts FROM outbox JOIN leads ON leads.id = outbox.lead_id
    WHERE ${PENDING} AND outbox.next_attempt_at <= ? ORDER BY outbox.next_attempt_at, leads.id LIMIT 1`,
  nextAttempt: `SELECT min(next_attempt_at) AS at FROM outbox WHERE ${PENDING}`,
  claim: "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE lead_id = ?",
  markSent: "UPDATE outbox SET sent_at = ?, last_error = NULL WHERE lead_id = ?",
  markFailed: "UPDATE outbox SET last_error = ? WHERE lead_id = ?",
  markRefused: "UPDATE outbox SET refused_at = ?, last_error = ? WHERE lead_id = ?",
  retryAll: `UPDATE outbox SET next_attempt_at = ? WHERE ${PENDING} AND next_attempt_at > ?`,
  mailCounts: `
    SELECT count(*) FILTER (WHERE ${PENDING}) AS queued, count(*) FILTER (WHERE refused_at IS NOT NULL) AS refused
    FROM outbox`,
};

/**
 * The outbox's reads and writes on an open leads database (part of openLeadStore's answer).
 * @param {import("node:sqlite").DatabaseSync} db
 */
export function outboxRows(db) {
  const nextDue = db.prepare(OUTBOX_SQL.nextDue);
  const nextAttempt = db.prepare(OUTBOX_SQL.nextAttempt);
  const claim = db.prepare(OUTBOX_SQL.claim);
  const markSent = db.prepare(OUTBOX_SQL.markSent);
  const markFailed = db.prepare(OUTBOX_SQL.markFailed);
  const markRefused = db.prepare(OUTBOX_SQL.markRefused);
  const retryAll = db.prepare(OUTBOX_SQL.retryAll);
  const mailCounts = db.prepare(OUTBOX_SQL.mailCounts);
  return {
    /**
     * The next queued lead whose attempt is due at `now` (ms), or undefined.
     * @param {number} now
     */
    nextDue(now) {
      return /** @type {(import("./store.mjs").Lead & { attempts: number }) | undefined} */ (
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
  };
}
