// @ts-check
/** The lead inbox: the handler of `POST /api/contact` (open-inbox.mjs opens it for `npm start`'s build). */
/*
 * It checks a request with the form's own rules, stores it durably, and only then answers 201 (JSON,
 * from the form with JavaScript) or 303 to the confirmation page (a plain form post; to its note
 * about the area, `/contact/sent/outside-area`, when the postal code is outside the areas served). The outbox
 * then mails it to the company when SMTP_URL and LEADS_NOTIFY_TO are set.
 *
 * It answers a browser's preflight (OPTIONS) from a page of a site listed in LEADS_ALLOWED_ORIGINS.
 * What it refuses, in this order, by the request's headers: other methods (405), a page of another
 * site (403, preflights too), a client sending too many (429), other body types (415), bodies larger
 * than the form can send (413, MAX_BODY_BYTES; with photos MAX_UPLOAD_BYTES). Their body is read
 * and dropped before the answer, within bounds (DRAIN_MAX_BYTES), so a browser shows it. Then
 * malformed bodies (400) and invalid fields (422). A filled honeypot is thanked and dropped. Once a
 * request's text passes its checks it is stored, whatever happens to its photos. Nothing a visitor
 * typed is ever logged.
 */
import { renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { INBOX_PATH } from "#shared/paths.ts";
import { ownerWords } from "#shared/copy/owner.ts";
import {
  accepted,
  acceptedWithNotice,
  answerPagesIn,
  jsonAnswer,
  photoRefusal,
  refusal,
  uploadTooLarge,
} from "#shared/inbox/answers.mjs";
import { drainable } from "#shared/inbox/drain.mjs";
import { openRequest, wantsPage } from "#shared/inbox/gate.mjs";
import { leadOf } from "#shared/inbox/lead.mjs";
import { buildAnswerPages, send } from "./inbox-answers.mjs";
import { fieldLabels, photoNotKept } from "./lead-summary.mjs";
import { MAX_BODY_BYTES } from "#shared/inbox/limits.mjs";
import { createOutbox } from "./outbox.mjs";
import { createPhotoBudget } from "./photo-budget.mjs";
import { createRateLimit, rateKey } from "./rate-limit.mjs";
import { startRetention } from "./retention.mjs";
import { clientAddress } from "./request-origin.mjs";
import { leadPhotoDir, leadPhotosRoot, makePrivateFolder } from "./lead-photos.mjs";
import { notWritten } from "./photo-file.mjs";
import { INCOMING, incomingRoot, readMultipart } from "./photo-upload.mjs";
import { BodyError, parseRequest, requestFrom, UPLOAD_TOO_LARGE } from "#shared/inbox/request-body.mjs";
import { drainBody, readBody } from "./request-body.mjs";
import { storeProblem } from "./store-problem.mjs";

const { leadsStore } = ownerWords;

/** @typedef {import("./inbox-settings.mjs").InboxSettings} InboxSettings */
/** @typedef {import("#shared/inbox/answers.mjs").RefusalStatus} RefusalStatus */

/**
 * @param {{
 *   clientDir: string,
 *   settings: InboxSettings,
 *   store: import("./store.mjs").LeadStore,
 *   choices: import("#shared/contact/fields.ts").FormChoices,
 *   languages: readonly string[],
 *   kits: Record<string, import("./inbox-answers.mjs").InboxKit>,
 *   log: (line: string) => void,
 * }} options clientDir: the build's client folder (the confirmation pages are the shells of the inbox's pages);
 *   choices: what the build's form offers (its site.json), which a request is checked against;
 *   languages: the site's, the first at the root; kits: each language's answer pages and words,
 *   and what its pages' form offers (loadInboxKits)
 */
export function createInbox({ clientDir, settings, store, choices, languages, kits, log }) {
  /** What the build in service says: a publish replaces it (reloadBuild), a request keeps the one it began with. */
  let build = inboxBuild({ clientDir, choices, languages, kits });
  // Photos of requests cut off by a stop or a crash: never a lead's, never kept.
  rmSync(incomingRoot(settings.db), { recursive: true, force: true });
  const limit = createRateLimit({ perMinute: settings.rateLimit });
  const outbox = settings.mail
    ? createOutbox({ store, ...settings.mail, log, db: settings.db, labels: () => build.labels })
    : null;
  // Requests older than LEADS_RETENTION_DAYS go, with their photos: now, then daily.
  const retention = startRetention({ store, dbPath: settings.db, days: settings.retentionDays, log });

  const budget = createPhotoBudget({
    root: leadPhotosRoot(settings.db),
    ...settings.photos,
    skip: [INCOMING],
  });

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  async function handle(req, res) {
    const { pagesIn } = build;
    const pages = pagesIn.forReferer(req.headers.referer);
    const opened = await openRequest(
      { method: req.method ?? "", header: headerOf(req) },
      {
        allowed: settings.allowedOrigins,
        pages,
        wait: () => limit.take(rateKey(clientAddress(req, settings.proxies))),
      },
    );
    for (const [name, value] of Object.entries(opened.headers)) res.setHeader(name, value);
    if (opened.answer) {
      // Refused before the body is read: the body is read and dropped first, within bounds, or the
      // browser shows its own error page for ours; past them, the connection closes.
      const whole = opened.early && drainable(req.headers["content-length"]) && (await drainBody(req));
      if (opened.early && !whole) res.setHeader("Connection", "close");
      return send(res, opened.answer);
    }
    // This request's share of the photo budget: its length reserved when it fits, else claimed as
    // its photos arrive; given back once answered (or at once, should its photos find no room).
    const claim = opened.multipart ? budget.claim(Number(req.headers["content-length"])) : null;
    try {
      return await receive(req, res, { ...opened, pages }, build, claim);
    } finally {
      claim?.release();
    }
  }

  /**
   * Reads, checks and stores a request its gate let through.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {{ site: string, page: boolean, type: string, multipart: boolean, pages: import("#shared/inbox/answers.mjs").AnswerPages }} opened
   *   pages: the answers in the language of the page that sent it
   * @param {InboxBuild} build the build in service when the request began
   * @param {import("./photo-budget.mjs").PhotoClaim | null} claim
   */
  async function receive(req, res, { site, page, type, multipart, pages }, build, claim) {
    const { choices, forms, languages, pagesIn } = build;
    let request;
    /** @type {Omit<Awaited<ReturnType<typeof readMultipart>>, "fields">} */
    let upload = { photos: [], dir: null, sent: [], notKept: null };
    try {
      if (multipart) {
        const { fields, ...photos } = await readMultipart(req, {
          dbPath: settings.db,
          maxFieldBytes: MAX_BODY_BYTES,
          claim: claim ?? undefined,
          messages: pages.words.photo,
        });
        upload = photos;
        request = requestFrom((name) => fields[name]);
      } else {
        request = parseRequest(await readBody(req, MAX_BODY_BYTES), type);
      }
    } catch (error) {
      if (upload.dir) rmSync(upload.dir, { recursive: true, force: true });
      if (!(error instanceof BodyError)) throw error;
      if (error.status === 413) {
        // Longer than the form sends: read and dropped (readBody) within bounds; past them, closed.
        if (!req.readableEnded) res.setHeader("Connection", "close");
        return send(
          res,
          error.message === UPLOAD_TOO_LARGE ? uploadTooLarge(pages, page) : refusal(pages, page, 413),
        );
      }
      // A photo refused: the visitor reads which, and why, beside the field (or on a page).
      if (error.status === 422) return send(res, photoRefusal(pages, page, error.message));
      return send(res, page ? refusal(pages, page, 400) : jsonAnswer(400, { error: error.message }));
    }
    const discard = () => upload.dir && rmSync(upload.dir, { recursive: true, force: true });

    const made = leadOf(request, {
      choices,
      forms,
      languages,
      pages,
      pagesOf: pagesIn.of,
      page,
      site,
      referer: req.headers.referer ?? "",
    });
    if (made.answer) {
      discard();
      return send(res, made.answer);
    }
    const { outsideArea, ...lead } = made.lead;

    // Stored (and queued for mail) on disk before anyone is told it arrived. Whatever happens to
    // its photos, the request itself is stored: they are named in it as not kept, and why.
    const { dir, photos, sent } = upload;
    let { notKept } = upload;
    const notKeptRecords = (/** @type {import("./photo-budget.mjs").NotKept} */ reason) =>
      sent.map((name) => photoNotKept(name, reason.why));
    /** The lead's photo folder, once its photos are in it. @type {string | null} */
    let moved = null;
    // The photos move into the lead's folder in the transaction that stores it. Should they not
    // (a folder left in the way, the disk), the lead is stored saying so.
    const attach = dir
      ? (/** @type {number} */ id) => {
          const to = leadPhotoDir(settings.db, id);
          try {
            moveInto(dir, to);
            moved = to;
            return undefined;
          } catch (error) {
            const code = /** @type {{ code?: string }} */ (error)?.code;
            if (code !== "ENOTEMPTY" && code !== "EEXIST") {
              notKept = notWritten(error);
              return notKeptRecords(notKept);
            }
            // A folder for a number the database has not given yet (a backup's lead-photos/ copied
            // over the live one by hand): its files are nobody's here. Moved aside whole, for the
            // owner to look at, so they are never listed, mailed or deleted as this request's.
            const aside = join(leadPhotosRoot(settings.db), ".left-over", `${id}-${Date.now()}`);
            try {
              moveInto(to, aside);
              moveInto(dir, to);
            } catch (again) {
              notKept = notWritten(again);
              return notKeptRecords(notKept);
            }
            moved = to;
            log(leadsStore.log.photosInTheWay(to, aside));
            return undefined;
          }
        }
      : undefined;
    let id;
    try {
      const records = notKept ? notKeptRecords(notKept) : photos;
      id = store.add({ ...lead, outsideArea, photos: records }, { mail: outbox !== null, attach });
    } catch (error) {
      // Not stored: its photos go with it, wherever they were.
      if (moved) rmSync(moved, { recursive: true, force: true });
      discard();
      log(leadsStore.log.notStored(settings.db, storeProblem(error)));
      return send(res, refusal(pages, page, 500));
    }
    if (notKept) {
      discard();
      log(leadsStore.log.storedWithoutPhotos(id, sent.length, notKept.problem));
    } else claim?.keep(photos.reduce((sum, photo) => sum + photo.bytes, 0));
    outbox?.kick();
    if (notKept) return send(res, acceptedWithNotice(pages, page, outsideArea));
    return send(res, accepted(page, site, outsideArea, made.sentIn));
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
        else send(res, refusal(build.pagesIn.forReferer(req.headers.referer), wantsPage(headerOf(req)), 500));
      });
    },
    /**
     * Checks requests against a new build's form and answers with its pages, from the next request
     * on (a publish put it in service). Throws, changing nothing, when its pages cannot be read.
     * @param {Omit<InboxBuildParts, "clientDir"> & { buildDir: string }} next
     */
    reloadBuild({ buildDir, ...parts }) {
      build = inboxBuild({ ...parts, clientDir: join(buildDir, "client") });
    },
    /** Finishes a mail in flight, then closes the database. */
    async close() {
      retention.stop();
      await outbox?.stop();
      try {
        store.close();
      } catch (error) {
        log(leadsStore.log.notClosed(settings.db, storeProblem(error)));
      }
    },
  };
}

/**
 * @typedef {{
 *   clientDir: string,
 *   choices: import("#shared/contact/fields.ts").FormChoices,
 *   languages: readonly string[],
 *   kits: Record<string, import("./inbox-answers.mjs").InboxKit>,
 * }} InboxBuildParts
 * @typedef {ReturnType<typeof inboxBuild>} InboxBuild
 */

/**
 * What the inbox takes from a build: the form a request is checked against, the answer pages in
 * each language, the labels of the mail.
 * @param {InboxBuildParts} parts
 */
function inboxBuild({ clientDir, choices, languages, kits }) {
  return {
    choices,
    languages,
    // What each language's form offers: a request from its pages is checked against it.
    forms: Object.fromEntries(Object.entries(kits).map(([language, kit]) => [language, kit.form])),
    // Each language's answers, for the page that sent the request: its words, its pages.
    pagesIn: answerPagesIn(
      Object.fromEntries(
        Object.entries(kits).map(([language, kit]) => [
          language,
          buildAnswerPages(clientDir, kit, language, languages),
        ]),
      ),
      languages,
    ),
    labels: fieldLabels(choices),
  };
}

/**
 * A Node request's header by its lower-case name, as one string.
 * @param {import("node:http").IncomingMessage} req @returns {import("#shared/inbox/gate.mjs").Header}
 */
function headerOf(req) {
  return (name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
}

/**
 * Moves a request's photos into its lead's folder (on the same disk: one rename).
 * @param {string} from @param {string} to
 */
function moveInto(from, to) {
  makePrivateFolder(dirname(to));
  renameSync(from, to);
}
