// @ts-check
/**
 * Mails each stored lead to the company. The outbox table is the queue, so nothing is lost: a lead
 * whose mail fails stays queued and is tried again later (30 s, 1 min, 2 min… up to every hour, and
 * at once after a restart); it is marked sent as soon as the mail server has accepted it, and never
 * sent again after that.
 *
 * The database can fail too (a full disk, a read-only file): then the outbox logs why, stops, and
 * tries again later (5 s, 10 s… up to every 10 minutes). Nothing it does can throw into the server
 * that serves the site. An attempt is recorded before its mail is sent, so a mail is sent only when
 * the database can write, and one whose "sent" could not be recorded is not sent again while the
 * server runs (it is recorded as soon as the database can write again).
 */
import { ownerWords } from "#shared/copy/owner.ts";
import { retryDelay } from "#shared/inbox/retry.mjs";
import { leadMail } from "./lead-mail.mjs";
import { leadPhotoDir } from "./lead-photos.mjs";
import { attachCopies, mailPhotoCopies } from "./mail-photos.mjs";
import { mailProblem, permanentRefusal, smtpTransport, tooLarge } from "./mail-server.mjs";
import { storeProblem } from "./store-problem.mjs";

const { contactCopy, leadsCopy, leadsStore } = ownerWords;

const FIRST_STORE_RETRY_MS = 5_000;
const LONGEST_STORE_WAIT_MS = 10 * 60_000;

export { retryDelay };

/** The wait after `failures` failures of the database in a row (1 or more). @param {number} failures */
export const storeRetryDelay = (failures) =>
  Math.min(FIRST_STORE_RETRY_MS * 2 ** (failures - 1), LONGEST_STORE_WAIT_MS);

/** @type {{ attachments: [], missing: string[] }} */
const NO_PHOTOS = { attachments: [], missing: [] };
const WITHOUT_PHOTOS = leadsCopy.tooLarge;

/**
 * @param {{
 *   store: import("./store.mjs").LeadStore,
 *   smtpUrl: string,
 *   to: string,
 *   from: string,
 *   log: (line: string) => void,
 *   transport?: Pick<import("nodemailer").Transporter, "sendMail" | "close">,
 *   db?: string,
 *   labels?: () => import("./lead-summary.mjs").FieldLabels,
 * }} options  transport: the unit tests' stand-in for the mail server; the SMTP_URL's otherwise;
 *   db: the leads database's path, beside which the leads' photos are (leadPhotoDir);
 *   labels: the form's of the build in service (fieldLabels)
 */
export function createOutbox({
  store,
  smtpUrl,
  to,
  from,
  log,
  transport = smtpTransport(smtpUrl),
  db,
  labels = () => contactCopy.labels,
}) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<void> | null} */
  let running = null;
  let again = false;
  let stopped = false;
  /** Leads the mail server took whose "sent" the database has not recorded yet: never mailed again. */
  const unrecorded = new Set();
  /** Database failures in a row, and when to try it again after the last one. */
  let storeFailures = 0;
  /** @type {number | null} */
  let storeRetryAt = null;
  /** A restart is a good moment to try every queued lead again: the first drain makes them all due. */
  let started = false;

  /** Logs a database failure and puts off the next attempt. @param {unknown} error */
  function storeFailed(error) {
    storeFailures += 1;
    const wait = storeRetryDelay(storeFailures);
    storeRetryAt = Date.now() + wait;
    log(leadsStore.log.outbox(storeProblem(error), [...unrecorded].join(", "), wait / 1000));
  }

  /**
   * Mails one lead, its photos' web-sized copies attached. Resolves with the mail server's words when
   * it refused the mail for good (a 5xx answer), after sending it once more without attachments when
   * it was too large; throws when the failure may pass (tried again later).
   * @param {import("./store.mjs").Lead} lead
   * @returns {Promise<string | null>}
   */
  async function send(lead) {
    const dir = db ? leadPhotoDir(db, lead.id) : null;
    const { attachments, missing } = dir ? attachCopies(await mailPhotoCopies(lead, dir), dir) : NO_PHOTOS;
    const mail = leadMail(lead, { to, from, labels: labels() }, missing);
    try {
      await transport.sendMail({ ...mail, attachments });
      return null;
    } catch (error) {
      const words = permanentRefusal(error);
      if (words === null) throw error;
      if (attachments.length === 0 || !tooLarge(error)) return words;
    }
    const without = leadMail(lead, { to, from, labels: labels() }, [...missing, WITHOUT_PHOTOS]);
    try {
      await transport.sendMail(without);
      log(`lead ${lead.id} was too large for the mail server with its photos: mailed without them`);
      return null;
    } catch (error) {
      const words = permanentRefusal(error);
      if (words === null) throw error;
      return words;
    }
  }

  async function drain() {
    if (!started) {
      store.retryAllNow(Date.now());
      started = true;
    }
    for (const id of unrecorded) {
      store.markSent(id);
      unrecorded.delete(id);
      log(`lead ${id} recorded as mailed`);
    }
    for (let lead = store.nextDue(Date.now()); lead && !stopped; lead = store.nextDue(Date.now())) {
      const wait = retryDelay(lead.attempts + 1);
      store.claim(lead.id, Date.now() + wait);
      let refusal;
      try {
        refusal = await send(lead);
      } catch (error) {
        const reason = mailProblem(error);
        log(`lead ${lead.id} not mailed (${reason}); kept in the outbox, next try in ${wait / 1000} s`);
        store.markFailed(lead.id, reason);
        continue;
      }
      if (refusal) {
        store.markRefused(lead.id, refusal);
        log(
          `lead ${lead.id} not mailed: the mail server refused it for good (${refusal}). It is not tried again; read it with npm run leads and answer it from there`,
        );
        continue;
      }
      unrecorded.add(lead.id);
      log(`lead ${lead.id} mailed to ${to}`);
      store.markSent(lead.id);
      unrecorded.delete(lead.id);
    }
  }

  /** The next time anything is due (ms), or null; a database that cannot say is a failure. */
  function nextTime() {
    if (storeRetryAt !== null) return storeRetryAt;
    try {
      return store.nextAttemptAt();
    } catch (error) {
      storeFailed(error);
      return storeRetryAt;
    }
  }

  function schedule() {
    clearTimeout(timer);
    const at = nextTime();
    if (at === null || stopped) return;
    timer = setTimeout(kick, Math.max(0, at - Date.now()));
    timer.unref();
  }

  /** Sends whatever is due now; calls made while it runs make it look again when it is done. */
  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .then(
        () => {
          storeFailures = 0;
          storeRetryAt = null;
        },
        (error) => storeFailed(error),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        } else {
          schedule();
        }
      });
  }

  kick();

  return {
    /** A lead was just stored: mail it now. */
    kick,
    /** Stops retrying; resolves once a mail in flight has been accepted and recorded (or has failed). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
