// @ts-check
/**
 * Keeping quote requests no longer than the privacy page says, on Cloudflare: run by the cron
 * trigger. As npm start's retention (server/leads/retention.mjs): a lead's photos go first, then its
 * rows, so a lead is never gone while its photos remain; what fails is logged and tried again at the
 * next run.
 */
import { PHOTOS_PREFIX, photoKey } from "./upload.mjs";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes one lead's photos from the bucket, then its rows. False when there was no such lead.
 * @param {{ leads: import("./d1-leads.mjs").D1Leads, bucket: R2Bucket }} host
 * @param {{ id: number, photos: { file: string, folder?: string }[] }} lead
 */
export async function removeLead({ leads, bucket }, { id, photos }) {
  const keys = photos.filter((p) => p.folder).map((p) => photoKey(/** @type {string} */ (p.folder), p.file));
  if (keys.length > 0) await bucket.delete(keys);
  return leads.remove(id);
}

/**
 * Deletes every lead received more than `days` days before `now`, with its photos. Never throws.
 * @param {{ leads: import("./d1-leads.mjs").D1Leads, bucket: R2Bucket, days: number, log: (line: string) => void, now?: Date }} options
 */
export async function sweepExpiredLeads({ leads, bucket, days, log, now = new Date() }) {
  /** @type {number[]} */
  const deleted = [];
  /** @type {number[]} */
  const unmailed = [];
  let expired;
  try {
    expired = await leads.receivedBefore(new Date(now.getTime() - days * DAY_MS));
  } catch (error) {
    log(
      `retention: the leads database cannot be read (${String(error)}). Old requests are kept until the next run`,
    );
    return deleted;
  }
  for (const lead of expired) {
    try {
      await removeLead({ leads, bucket }, lead);
      deleted.push(lead.id);
      if (lead.unmailed) unmailed.push(lead.id);
    } catch (error) {
      log(
        `retention: lead ${lead.id} could not be deleted (${String(error)}). It is tried again at the next run`,
      );
    }
  }
  if (deleted.length > 0) {
    log(
      `retention: deleted ${deleted.length} quote request${deleted.length === 1 ? "" : "s"} older than ${days} days, with ${deleted.length === 1 ? "its" : "their"} photos (lead ${deleted.join(", ")})`,
    );
  }
  if (unmailed.length > 0) {
    log(
      `retention: never mailed to you: lead ${unmailed.join(", ")}. Check the mail errors in the Worker's log`,
    );
  }
  return deleted;
}

/**
 * How long a request's photos may stay in the bucket before its lead records them: the photos are
 * put while the request is read, the lead stored after. A request stopped in between (the visitor's
 * connection lost, Cloudflare's limits) leaves them behind; an hour is far longer than any request.
 */
export const ORPHAN_AFTER_MS = 60 * 60 * 1000;

/**
 * Deletes the photos no lead records, put more than ORPHAN_AFTER_MS ago: what a request stopped
 * between its photos and its lead left in the bucket. Never throws.
 * @param {{ leads: import("./d1-leads.mjs").D1Leads, bucket: R2Bucket, log: (line: string) => void, now?: Date }} options
 * @returns {Promise<string[]>} the keys deleted
 */
export async function sweepOrphanPhotos({ leads, bucket, log, now = new Date() }) {
  /** @type {string[]} */
  const orphans = [];
  try {
    const recorded = await leads.photoFolders();
    let cursor;
    do {
      const page = await bucket.list({ prefix: PHOTOS_PREFIX, cursor, limit: 1000 });
      for (const { key, uploaded } of page.objects) {
        const folder = key.slice(PHOTOS_PREFIX.length).split("/")[0] ?? "";
        if (!recorded.has(folder) && now.getTime() - uploaded.getTime() > ORPHAN_AFTER_MS) orphans.push(key);
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    for (let at = 0; at < orphans.length; at += 1000) await bucket.delete(orphans.slice(at, at + 1000));
  } catch (error) {
    log(
      `retention: photos no request records could not be deleted (${String(error)}). The next run tries again`,
    );
    return [];
  }
  if (orphans.length > 0) {
    log(
      `retention: deleted ${orphans.length} photo${orphans.length === 1 ? "" : "s"} of requests that were cut off before they were stored`,
    );
  }
  return orphans;
}
