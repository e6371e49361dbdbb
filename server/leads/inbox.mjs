// @ts-check
/**
 * The site's own inbox for quote requests (CONTACT_ENDPOINT=/api/contact): `POST /api/contact`
 * checks a request with the form's own rules, stores it durably, and only then answers 201 (JSON,
 * from the form with JavaScript) or 303 to the confirmation page (a plain form post). The outbox
 * then mails it to the company when SMTP_URL and LEADS_NOTIFY_TO are set.
 *
 * What it refuses, in this order, before reading a byte of the body: other methods (405), a page of
 * another site (403), a client sending too many (429), other body types (415), bodies over 16 KB
 * (413). Then malformed bodies (400) and invalid fields (422). A filled honeypot is thanked and
 * dropped. Nothing a visitor typed is ever logged.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkContactRequest, INBOX_PATH, normalize, SENT_PATH } from "../../app/lib/contact-request.ts";
import { createOutbox } from "./outbox.mjs";
import { correctionContent, refusalContent, sitePage } from "./pages.mjs";
import { createRateLimit } from "./rate-limit.mjs";
import { BodyError, bodyType, FORM_TYPE, parseRequest, readBody } from "./request-body.mjs";
import { openLeadStore } from "./store.mjs";

export const MAX_BODY_BYTES = 16 * 1024;
export const DEFAULT_LEADS_DB = "data/leads.sqlite";
export const DEFAULT_RATE_LIMIT = 5;

/** What a refusal says, for people (pages) and programs (JSON). */
const REASONS = {
  400: "The request could not be read.",
  403: "Messages to us can only be sent from our own contact page.",
  405: "Send your message with the contact form.",
  413: `The message is too long to send in one go (more than ${MAX_BODY_BYTES / 1024} KB). Please shorten it.`,
  415: "The message was sent in a format we do not read.",
  429: "You have sent several messages in the last minute. Please wait a minute, then send it again.",
  500: "The message could not be stored because of a problem on our side. Please call or email us.",
};
/** @typedef {keyof typeof REASONS} RefusalStatus */

/**
 * The inbox's settings from the environment, or an error message naming the bad one.
 * @param {Record<string, string | undefined>} env
 */
export function readInboxSettings(env) {
  const rateLimit = env.LEADS_RATE_LIMIT ? Number(env.LEADS_RATE_LIMIT) : DEFAULT_RATE_LIMIT;
  if (!(Number.isInteger(rateLimit) && rateLimit > 0)) {
    return {
      error: `LEADS_RATE_LIMIT must be a whole number of requests a minute above 0, not "${env.LEADS_RATE_LIMIT}".`,
    };
  }
  const smtpUrl = env.SMTP_URL?.trim() ?? "";
  const to = env.LEADS_NOTIFY_TO?.trim() ?? "";
  if (Boolean(smtpUrl) !== Boolean(to)) {
    return { error: "Set both SMTP_URL and LEADS_NOTIFY_TO to have each request mailed to you, or neither." };
  }
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    return { error: "SMTP_URL must look like smtp://user:password@mail.example.com:587 (or smtps://…:465)." };
  }
  return {
    settings: {
      db: env.LEADS_DB?.trim() || DEFAULT_LEADS_DB,
      rateLimit,
      trustProxy: env.TRUST_PROXY === "1",
      mail: smtpUrl ? { smtpUrl, to, from: env.LEADS_NOTIFY_FROM?.trim() || to } : null,
    },
  };
}

/** @typedef {NonNullable<ReturnType<typeof readInboxSettings>["settings"]>} InboxSettings */

/**
 * @param {{ clientDir: string, settings: InboxSettings, log: (line: string) => void }} options
 *   clientDir: the build's client folder (the confirmation page is the shell of the inbox's pages)
 */
export function createInbox({ clientDir, settings, log }) {
  const shell = readFileSync(join(clientDir, `${SENT_PATH.slice(1)}.html`), "utf8");
  const store = openLeadStore(settings.db);
  const limit = createRateLimit({ perMinute: settings.rateLimit });
  const outbox = settings.mail ? createOutbox({ store, ...settings.mail, log }) : null;

  /** The visitor's address: the socket's, or the one our own proxy added last to X-Forwarded-For. */
  const clientAddress = (/** @type {import("node:http").IncomingMessage} */ req) => {
    const forwarded = settings.trustProxy ? req.headers["x-forwarded-for"] : undefined;
    const last = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded)?.split(",").at(-1)?.trim();
    return last || req.socket.remoteAddress || "unknown";
  };

  /**
   * A page of this site posted it (browsers send Origin with every POST), or a program that sends no
   * Origin at all; "null" (a sandboxed or privacy-sensitive context) is not our page either.
   * @param {import("node:http").IncomingMessage} req
   */
  const fromOurOwnPage = (req) => {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  };

  /** A page for a form post (JavaScript off), JSON for the form with JavaScript. */
  const wantsPage = (/** @type {import("node:http").IncomingMessage} */ req) =>
    bodyType(req.headers["content-type"]) === FORM_TYPE;

  /**
   * Why a request was refused.
   * @param {import("node:http").ServerResponse} res @param {boolean} page @param {RefusalStatus} status
   */
  function refusal(res, page, status) {
    if (!page) return json(res, status, { error: REASONS[status] });
    html(
      res,
      status,
      sitePage(shell, { title: "Message not sent", content: refusalContent(REASONS[status]) }),
    );
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  async function handle(req, res) {
    res.setHeader("Cache-Control", "no-store");
    const page = wantsPage(req);
    /** A refusal before the body is read: the connection closes rather than take the body in. */
    const refuse = (/** @type {RefusalStatus} */ status) => {
      res.setHeader("Connection", "close");
      refusal(res, page, status);
    };

    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return refuse(405);
    }
    if (!fromOurOwnPage(req)) return refuse(403);
    const wait = limit.take(clientAddress(req));
    if (wait > 0) {
      res.setHeader("Retry-After", String(wait));
      return refuse(429);
    }
    const type = bodyType(req.headers["content-type"]);
    if (!type) return refuse(415);
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return refuse(413);

    let request;
    try {
      request = parseRequest(await readBody(req, MAX_BODY_BYTES), type);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      if (error.status === 413) return refuse(413);
      return page ? refusal(res, page, 400) : json(res, 400, { error: error.message });
    }

    // A bot filled the hidden field: thanked like anyone, and forgotten.
    if (request.bot) return accepted(res, page);

    const fields = normalize(request.fields);
    const errors = checkContactRequest(fields);
    if (Object.keys(errors).length > 0) {
      if (!page) return json(res, 422, { errors });
      // The form comes back with what the visitor typed (as typed, not trimmed).
      const content = correctionContent(request.fields, errors);
      return html(res, 422, sitePage(shell, { title: "Please check your message", content }));
    }

    // Stored (and queued for mail) on disk before anyone is told it arrived.
    store.add(fields, { mail: outbox !== null });
    outbox?.kick();
    return accepted(res, page);
  }

  return {
    path: INBOX_PATH,
    /**
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     */
    handle(req, res) {
      handle(req, res).catch((error) => {
        log(`inbox error: ${error instanceof Error ? error.message : String(error)}`);
        if (res.headersSent) res.destroy();
        else refusal(res, wantsPage(req), 500);
      });
    },
    /** Finishes a mail in flight, then closes the database. */
    async close() {
      await outbox?.stop();
      store.close();
    },
  };
}

/** @param {import("node:http").ServerResponse} res @param {boolean} page */
function accepted(res, page) {
  if (!page) return json(res, 201, { ok: true });
  res.statusCode = 303;
  res.setHeader("Location", SENT_PATH);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(`Sent: see ${SENT_PATH}\n`);
}

/** @param {import("node:http").ServerResponse} res @param {number} status @param {unknown} body */
function json(res, status, body) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(`${JSON.stringify(body)}\n`);
}

/** @param {import("node:http").ServerResponse} res @param {number} status @param {string} body */
function html(res, status, body) {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(body);
}

/**
 * `npm start`'s inbox for this build: null when the build's form posts elsewhere (or nowhere);
 * exits with a message when a setting is wrong.
 * @param {{ buildDir: string, env: Record<string, string | undefined>, log: (line: string) => void }} options
 */
export function openInbox({ buildDir, env, log }) {
  /** @type {{ contactEndpoint: string }} */
  const site = JSON.parse(readFileSync(join(buildDir, "site.json"), "utf8"));
  if (site.contactEndpoint !== INBOX_PATH) return null;
  const { settings, error } = readInboxSettings(env);
  if (!settings) {
    console.error(error);
    process.exit(1);
  }
  const inbox = createInbox({ clientDir: join(buildDir, "client"), settings, log });
  const mail = settings.mail
    ? `mailed to ${settings.mail.to}`
    : "not mailed (set SMTP_URL and LEADS_NOTIFY_TO to have them mailed)";
  console.log(`Receiving quote requests at ${INBOX_PATH}: stored in ${settings.db}, ${mail}.`);
  return inbox;
}
