// @ts-check
/**
 * The lead inbox's answers: accepted (201 or 303), refused (JSON or a page saying why), and their
 * bodies. A page is the pre-rendered confirmation page (the shell: header, footer, styles) with its
 * main content made by the contact page's own React components (app/inbox-pages.tsx).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { inboxCopy } from "#shared/copy/index.ts";
import { routePath, SENT_OUTSIDE_AREA_PATH, SENT_PATH } from "#shared/paths.ts";
import { MAX_BODY_BYTES } from "./inbox-settings.mjs";

/** @typedef {import("../../app/inbox-pages.tsx").InboxPages} InboxPages the build's renderers of the answer pages */

const { reasons } = inboxCopy;
/** What a refusal says, for people (pages) and programs (JSON). */
const REASONS = { ...reasons, 413: reasons[413](MAX_BODY_BYTES) };
/** @typedef {keyof typeof REASONS} RefusalStatus */

/** @param {string} s */
export const escapeHtml = (s) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * The answer pages of a build: its server bundle's renderers (app/entry.server.tsx exports them).
 * @param {string} buildDir @returns {Promise<InboxPages>}
 */
export async function loadInboxPages(buildDir) {
  const file = join(buildDir, "server", "index.js");
  try {
    const bundle = await import(pathToFileURL(file).href);
    return bundle.entry.module.inboxPages;
  } catch (error) {
    throw new Error(
      `the build's server bundle ${file} cannot be loaded (${error instanceof Error ? error.message : String(error)}): run npm run build, then npm start again`,
      { cause: error },
    );
  }
}

/**
 * A page of the site with its own main content (and title, when it has one of its own).
 * @param {string} shell a pre-rendered page of the site
 * @param {{ title?: string, content: string }} page content is HTML
 */
export function sitePage(shell, { title, content }) {
  const titled =
    title === undefined
      ? shell
      : shell.replace(
          /<title>[^<]*?( \| [^<]*)?<\/title>/,
          (_, rest = "") => `<title>${escapeHtml(title)}${rest}</title>`,
        );
  return titled.replace(/(<main\b[^>]*>)[\s\S]*(<\/main>)/, (_, open, close) => `${open}${content}${close}`);
}

/**
 * What the inbox answers with pages: the build's confirmation pages as shells, and its renderers.
 * @param {string} clientDir the build's client folder @param {InboxPages} pages
 */
export function answerPages(clientDir, pages) {
  const file = (/** @type {string} */ path) =>
    readFileSync(join(clientDir, `${routePath(path)}.html`), "utf8");
  const shell = file(SENT_PATH);
  return {
    /** @param {import("#shared/contact/fields.ts").ContactRequest} values @param {import("#shared/contact/fields.ts").FieldErrors} errors @param {import("#shared/contact/fields.ts").FormChoices} choices */
    correction: (values, errors, choices) => sitePage(shell, pages.correction({ values, errors }, choices)),
    /** @param {string} reason */
    refusal: (reason) => sitePage(shell, pages.refusal(reason)),
    /** The confirmation page a form post is sent to, given in place with a notice. @param {boolean} outsideArea @param {string} notice */
    sentWithNotice: (outsideArea, notice) =>
      sitePage(outsideArea ? file(SENT_OUTSIDE_AREA_PATH) : shell, pages.sentWithNotice(outsideArea, notice)),
  };
}
/** @typedef {ReturnType<typeof answerPages>} AnswerPages */

/**
 * Why a request was refused: JSON for the form with JavaScript, a page of the site for a form post.
 * @param {import("node:http").ServerResponse} res @param {AnswerPages} pages
 * @param {boolean} page @param {RefusalStatus} status
 */
export function refusal(res, pages, page, status) {
  if (!page) return json(res, status, { error: REASONS[status] });
  html(res, status, pages.refusal(REASONS[status]));
}

/**
 * @param {import("node:http").ServerResponse} res @param {boolean} page
 * @param {string} [site] the allowed origin of another site whose page posted it (its own confirmation page), or ""
 * @param {boolean} [outsideArea] the request's postal code is outside the areas served: the confirmation
 *   page shows its note (the form with JavaScript showed it before sending)
 */
export function accepted(res, page, site = "", outsideArea = false) {
  if (!page) return json(res, 201, { ok: true });
  const location = `${site}${outsideArea ? SENT_OUTSIDE_AREA_PATH : SENT_PATH}`;
  res.statusCode = 303;
  res.setHeader("Location", location);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(`Sent: see ${location}\n`);
}

/**
 * Accepted, with a word for the visitor under the confirmation (the request was stored, its photos
 * were not): in the JSON for the form, or on the confirmation page itself for a form post (the one
 * about the areas served, for a postal code outside them).
 * @param {import("node:http").ServerResponse} res @param {AnswerPages} pages @param {boolean} page
 * @param {string} notice @param {boolean} outsideArea
 */
export function acceptedWithNotice(res, pages, page, notice, outsideArea) {
  if (!page) return json(res, 201, { ok: true, notice });
  html(res, 201, pages.sentWithNotice(outsideArea, notice));
}

/** @param {import("node:http").ServerResponse} res @param {number} status @param {unknown} body */
export function json(res, status, body) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(`${JSON.stringify(body)}\n`);
}

/** @param {import("node:http").ServerResponse} res @param {number} status @param {string} body */
export function html(res, status, body) {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(body);
}
