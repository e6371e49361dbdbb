// @ts-check
/**
 * The leads database on Cloudflare: D1 (SQLite), with the schema of server/leads/migrations/ (applied
 * by `wrangler d1 migrations apply`) and the statements npm start's store uses (lead-row.mjs,
 * OUTBOX_SQL). D1 has no open transaction across awaits: what must happen together is one batch().
 */
import { INSERT_LEAD, leadValues } from "#shared/inbox/lead-row.mjs";
import { OUTBOX_SQL } from "../server/leads/outbox-rows.mjs";

/** A lead still to be mailed whose attempt is due: claimed by one run only (a request's and the cron's may overlap). */
const CLAIM = `${OUTBOX_SQL.claim} AND next_attempt_at <= ? AND sent_at IS NULL AND refused_at IS NULL`;

/** @param {D1Database} db */
export function d1Leads(db) {
  return {
    /**
     * Stores a lead, and queues it for mail when `mail` is on, in one batch (D1 runs a batch as one
     * transaction); answers its number once D1 has committed it.
     * @param {Parameters<typeof leadValues>[0]} lead @param {{ mail: boolean, now?: Date }} options
     */
    async add(lead, { mail, now = new Date() }) {
      const statements = [db.prepare(INSERT_LEAD).bind(...leadValues(lead, now))];
      if (mail) {
        statements.push(
          db
            .prepare(OUTBOX_SQL.queue.replace("VALUES (?, ?)", "VALUES (last_insert_rowid(), ?)"))
            .bind(now.getTime()),
        );
      }
      const [inserted] = await db.batch(statements);
      const row = /** @type {{ id: number } | undefined} */ (inserted?.results[0]);
      if (!row) throw new Error("D1 stored the request without answering its number");
      return Number(row.id);
    },
    /** The bytes of every photo kept (what LEADS_PHOTOS_MAX_MB bounds). */
    async photoBytes() {
      const row = await db
        .prepare(
          "SELECT coalesce(sum(json_extract(p.value, '$.bytes')), 0) AS bytes FROM leads, json_each(leads.photos) AS p",
        )
        .first();
      return Number(row?.bytes ?? 0);
    },
    /**
     * The leads received before `cutoff`, oldest first, with their photos; `unmailed` when the company
     * was never mailed them.
     * @param {Date} cutoff
     */
    async receivedBefore(cutoff) {
      const { results } = await db
        .prepare(
          `SELECT leads.id, leads.photos, (outbox.lead_id IS NOT NULL AND outbox.sent_at IS NULL) AS unmailed
           FROM leads LEFT JOIN outbox ON outbox.lead_id = leads.id WHERE leads.received_at < ? ORDER BY leads.id`,
        )
        .bind(cutoff.toISOString())
        .all();
      return results.map((row) => ({
        id: Number(row.id),
        photos: /** @type {{ file: string, folder?: string }[]} */ (JSON.parse(String(row.photos))),
        unmailed: row.unmailed === 1,
      }));
    },
    /** The R2 folders the leads' photos are in (upload.mjs's random names). */
    async photoFolders() {
      const { results } = await db
        .prepare(
          "SELECT DISTINCT json_extract(p.value, '$.folder') AS folder FROM leads, json_each(leads.photos) AS p WHERE folder IS NOT NULL",
        )
        .all();
      return new Set(results.map((row) => String(row.folder)));
    },
    /** Deletes a lead and its outbox row together; false when there was none. @param {number} id */
    async remove(id) {
      const [, deleted] = await db.batch([
        db.prepare("DELETE FROM outbox WHERE lead_id = ?").bind(id),
        db.prepare("DELETE FROM leads WHERE id = ?").bind(id),
      ]);
      return (deleted?.meta.changes ?? 0) > 0;
    },
    /** The next queued lead whose attempt is due at `now` (ms), or null. @param {number} now */
    async nextDue(now) {
      return /** @type {(import("../server/leads/store.mjs").Lead & { attempts: number }) | null} */ (
        await db.prepare(OUTBOX_SQL.nextDue).bind(now).first()
      );
    },
    /**
     * Counts an attempt and makes the next one due at `retryAt`, before the mail is sent; false when
     * another run claimed it first.
     * @param {number} id @param {number} retryAt @param {number} now
     */
    async claim(id, retryAt, now) {
      const { meta } = await db.prepare(CLAIM).bind(retryAt, id, now).run();
      return meta.changes === 1;
    },
    /** @param {number} id */
    async markSent(id) {
      await db.prepare(OUTBOX_SQL.markSent).bind(new Date().toISOString(), id).run();
    },
    /** @param {number} id @param {string} error */
    async markFailed(id, error) {
      await db.prepare(OUTBOX_SQL.markFailed).bind(error.slice(0, 500), id).run();
    },
  };
}

/** @typedef {ReturnType<typeof d1Leads>} D1Leads */
