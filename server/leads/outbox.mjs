// @ts-check
/**
 * Mails each stored lead to the company. The outbox table is the queue, so nothing is lost: a lead
 * whose mail fails stays queued and is tried again later (30 s, 1 min, 2 min… up to every hour, and
 * at once after a restart); it is marked sent as soon as the mail server has accepted it, and never
 * sent again after that.
 */
import nodemailer from "nodemailer";

const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** The wait before attempt number `attempts + 1`. @param {number} attempts attempts made so far (1 or more) */
export const retryDelay = (attempts) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_WAIT_MS);

/** @param {string} s text for a single header line */
const oneLine = (s) => s.replace(/\s+/g, " ").trim();

/**
 * The mail for one lead: the visitor is the Reply-To, so answering the mail answers them.
 * @param {import("./store.mjs").Lead} lead
 * @param {{ to: string, from: string }} addresses
 * @returns {import("nodemailer").SendMailOptions}
 */
export function leadMail(lead, { to, from }) {
  const domain = from.slice(from.lastIndexOf("@") + 1) || "localhost";
  return {
    from,
    to,
    replyTo: { name: oneLine(lead.name), address: lead.email },
    subject: `Quote request from ${oneLine(lead.name)}`,
    // The same id for every attempt: a mail client shows a duplicate once, should one ever happen.
    messageId: `<lead-${lead.id}-${Date.parse(lead.received_at)}@${domain}>`,
    text: [
      `Name: ${lead.name}`,
      `Email: ${lead.email}`,
      `Phone: ${lead.phone || "(not given)"}`,
      `Received: ${lead.received_at}`,
      "",
      lead.message,
      "",
      "-- ",
      `Lead #${lead.id}, stored by the website. List every request with: npm run leads`,
    ].join("\n"),
  };
}

/**
 * @param {{
 *   store: import("./store.mjs").LeadStore,
 *   smtpUrl: string,
 *   to: string,
 *   from: string,
 *   log: (line: string) => void,
 * }} options
 */
export function createOutbox({ store, smtpUrl, to, from, log }) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A mail server that hangs is a failed attempt, not a stuck queue.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 30_000,
  });
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<void> | null} */
  let running = null;
  let again = false;
  let stopped = false;

  async function drain() {
    for (let lead = store.nextDue(Date.now()); lead && !stopped; lead = store.nextDue(Date.now())) {
      try {
        await transport.sendMail(leadMail(lead, { to, from }));
        store.markSent(lead.id);
        log(`lead ${lead.id} mailed to ${to}`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const wait = retryDelay(lead.attempts + 1);
        store.markFailed(lead.id, reason, Date.now() + wait);
        log(`lead ${lead.id} not mailed (${reason}); kept in the outbox, next try in ${wait / 1000} s`);
      }
    }
  }

  function schedule() {
    clearTimeout(timer);
    const at = store.nextAttemptAt();
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
    running = drain().finally(() => {
      running = null;
      if (again) {
        again = false;
        kick();
      } else {
        schedule();
      }
    });
  }

  store.retryAllNow(Date.now());
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
