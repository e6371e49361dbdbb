// @ts-check
/** The lead inbox: the handler of `POST /api/contact`, and `npm start`'s opening of it for a build. */
/*
 * It checks a request with the form's own rules, stores it durably, and only then answers 201 (JSON,
 * from the form with JavaScript) or 303 to the confirmation page (a plain form post). The outbox
 * then mails it to the company when SMTP_URL and LEADS_NOTIFY_TO are set.
 *
 * It answers a browser's preflight (OPTIONS) from a page of a site listed in LEADS_ALLOWED_ORIGINS.
 * What it refuses, in this order, before reading a byte of the body: other methods (405), a page of
 * another site (403, preflights too), a client sending too many (429), other body types (415), bodies larger than
 * the form can send (413, MAX_BODY_BYTES). Then malformed bodies (400) and invalid fields (422). A filled honeypot is thanked and
 * dropped. Nothing a visitor typed is ever logged.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkContactRequest } from "../../app/lib/contact-request-check.ts";
import { INBOX_PATH, isInbox, normalize, SENT_PATH } from "../../app/lib/contact-request.ts";
import { accepted, html, json, refusal } from "./inbox-answers.mjs";
import { MAX_BODY_BYTES, readInboxSettings } from "./inbox-settings.mjs";
import { createOutbox } from "./outbox.mjs";
import { correctionContent, sitePage } from "./pages.mjs";
import { createRateLimit } from "./rate-limit.mjs";
import { answerPreflight, clientAddress, pageOrigin } from "./request-origin.mjs";
import { BodyError, bodyType, FORM_TYPE, parseRequest, readBody } from "./request-body.mjs";
import { openLeadStore, storeProblem } from "./store.mjs";

/** @typedef {import("./inbox-settings.mjs").InboxSettings} InboxSettings */
/** @typedef {import("./inbox-answers.mjs").RefusalStatus} RefusalStatus */

/**
 * @param {{
 *   clientDir: string,
 *   settings: InboxSettings,
 *   store: import("./store.mjs").LeadStore,
 *   log: (line: string) => void,
 * }} options clientDir: the build's client folder (the confirmation page is the shell of the inbox's pages)
 */
export function createInbox({ clientDir, settings, store, log }) {
  const shell = readFileSync(join(clientDir, `${SENT_PATH.slice(1)}.html`), "utf8");
  const limit = createRateLimit({ perMinute: settings.rateLimit });
  const outbox = settings.mail ? createOutbox({ store, ...settings.mail, log }) : null;

  /** A page for a form post (JavaScript off), JSON for the form with JavaScript. */
  const wantsPage = (/** @type {import("node:http").IncomingMessage} */ req) =>
    bodyType(req.headers["content-type"]) === FORM_TYPE;

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
      refusal(res, shell, page, status);
    };

    // "" for our own page, an allowed site's origin (LEADS_ALLOWED_ORIGINS), null for any other.
    const site = pageOrigin(req, settings.allowedOrigins);
    if (settings.allowedOrigins.length > 0) res.setHeader("Vary", "Origin");
    if (site) res.setHeader("Access-Control-Allow-Origin", site);
    if (req.method === "OPTIONS" && site !== "") return site ? answerPreflight(res) : refuse(403);
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return refuse(405);
    }
    if (site === null) return refuse(403);
    const wait = limit.take(clientAddress(req, settings.proxies));
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
      return page ? refusal(res, shell, page, 400) : json(res, 400, { error: error.message });
    }

    // A bot filled the hidden field: thanked like anyone, and forgotten.
    if (request.bot) return accepted(res, page, site);

    const fields = normalize(request.fields);
    const errors = checkContactRequest(fields);
    if (Object.keys(errors).length > 0) {
      if (!page) return json(res, 422, { errors });
      // The form comes back with what the visitor typed (as typed, not trimmed).
      const content = correctionContent(request.fields, errors);
      return html(res, 422, sitePage(shell, { title: "Please check your message", content }));
    }

    // Stored (and queued for mail) on disk before anyone is told it arrived.
    try {
      store.add(fields, { mail: outbox !== null });
    } catch (error) {
      log(
        `a quote request could not be stored in ${settings.db}: ${storeProblem(error)}. The visitor was asked to call or email instead`,
      );
      return refusal(res, shell, page, 500);
    }
    outbox?.kick();
    return accepted(res, page, site);
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
        else refusal(res, shell, wantsPage(req), 500);
      });
    },
    /** Finishes a mail in flight, then closes the database. */
    async close() {
      await outbox?.stop();
      try {
        store.close();
      } catch (error) {
        log(`closing ${settings.db}: ${storeProblem(error)}`);
      }
    },
  };
}

/**
 * `npm start`'s inbox for this build: null when the build's form posts elsewhere (or nowhere);
 * exits with a message when a setting is wrong.
 * @param {{ buildDir: string, env: Record<string, string | undefined>, log: (line: string) => void }} options
 */
export function openInbox({ buildDir, env, log }) {
  /** @type {{ contactEndpoint: string }} */
  const site = JSON.parse(readFileSync(join(buildDir, "site.json"), "utf8"));
  // Its own (/api/contact) or its absolute URL: the same build serves as the inbox server.
  if (!isInbox(site.contactEndpoint)) return null;
  const { settings, error } = readInboxSettings(env);
  if (!settings) {
    console.error(error);
    process.exit(1);
  }
  let store;
  try {
    store = openLeadStore(settings.db);
  } catch (error) {
    // A broken inbox is never announced as working: npm start stops, saying what to fix.
    console.error(
      `The lead inbox cannot use its database LEADS_DB=${settings.db}: ${storeProblem(error)}. Fix that, or set LEADS_DB to another file, then run npm start again.`,
    );
    process.exit(1);
  }
  const inbox = createInbox({ clientDir: join(buildDir, "client"), settings, store, log });
  const mail = settings.mail
    ? `mailed to ${settings.mail.to}`
    : "not mailed (set SMTP_URL and LEADS_NOTIFY_TO to have them mailed)";
  const sites = settings.allowedOrigins.length > 0 ? `, from ${settings.allowedOrigins.join(", ")} too` : "";
  console.log(`Receiving quote requests at ${INBOX_PATH}${sites}: stored in ${settings.db}, ${mail}.`);
  return inbox;
}
