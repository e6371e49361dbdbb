// @ts-check
/**
 * Mails each stored lead to the company through Cloudflare's email binding: the outbox table (the
 * same as npm start's) is the queue. The Worker drains it after each request it stores, and the cron
 * trigger every few minutes, so a mail that fails is tried again (30 s, 1 min, 2 min… up to every
 * hour: retryDelay) and never lost; a lead is marked sent once the binding has taken its mail.
 * Cloudflare's mail carries no photos: the mail says where they are (MAIL_WHERE.cloudflare).
 */
import { EmailMessage } from "cloudflare:email";
import { retryDelay } from "#shared/inbox/retry.mjs";
import { leadMail, MAIL_WHERE } from "../server/leads/lead-mail.mjs";
import { mimeMessage } from "./mime.mjs";

/**
 * At most this many mails a run: each takes four of the 50 subrequests Workers Free allows a run,
 * and the next run goes on.
 */
const PER_RUN = 8;

/**
 * Sends every lead whose mail is due now; what fails stays queued for a later run.
 * @param {{
 *   leads: import("./d1-leads.mjs").D1Leads,
 *   mail: { send: (message: EmailMessage) => Promise<unknown> },
 *   to: string,
 *   from: string,
 *   labels: import("../server/leads/lead-summary.mjs").FieldLabels,
 *   log: (line: string) => void,
 * }} outbox
 */
export async function drainOutbox({ leads, mail, to, from, labels, log }) {
  for (let sent = 0; sent < PER_RUN; sent += 1) {
    const now = Date.now();
    const lead = await leads.nextDue(now);
    if (!lead) return;
    const wait = retryDelay(lead.attempts + 1);
    if (!(await leads.claim(lead.id, now + wait, now))) continue;
    const message = leadMail(lead, { to, from, labels, where: MAIL_WHERE.cloudflare });
    try {
      await mail.send(
        new EmailMessage(from, to, mimeMessage(/** @type {Parameters<typeof mimeMessage>[0]} */ (message))),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await leads.markFailed(lead.id, reason);
      log(`lead ${lead.id} not mailed (${reason}); kept in the outbox, next try in ${wait / 1000} s`);
      continue;
    }
    await leads.markSent(lead.id);
    log(`lead ${lead.id} mailed to ${to}`);
  }
}
