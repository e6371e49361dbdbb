// @ts-check
/**
 * The lead inbox's answers, the same on every host: accepted (201 or 303), refused (JSON or a page
 * saying why), as values (status, headers, body) that the host sends. A page is the pre-rendered
 * confirmation page (the shell: header, footer, styles) with its main content made by the contact
 * page's own React components (app/inbox-pages.tsx, from the build's server bundle).
 */
import { languageOfPath, SENT_OUTSIDE_AREA_PATH, SENT_PATH } from "#shared/paths.ts";
import { PHOTOS } from "#shared/contact/fields.ts";
import { inboxWords } from "./words.mjs";

/** @typedef {import("../../app/inbox-pages.tsx").InboxPages} InboxPages the build's renderers of the answer pages */
/** @typedef {{ status: number, headers: Record<string, string>, body: string }} Answer what the inbox answers */

/** What a refusal says, for people (pages) and programs (JSON), in the site's first language. */
export const REASONS = inboxWords.reasons;
/** @typedef {keyof typeof REASONS} RefusalStatus */

/** @param {string} s */
export const escapeHtml = (s) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

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
 * What the inbox answers with pages, in one language: that language's confirmation pages (their
 * HTML) as shells, its renderers, and its words.
 * @param {{ sent: string, sentOutsideArea: string }} shells the pages at SENT_PATH and SENT_OUTSIDE_AREA_PATH
 * @param {InboxPages} pages
 * @param {import("./words.mjs").InboxWords} [words]
 */
export function answerPages(shells, pages, words = inboxWords) {
  return {
    words,
    /** @param {import("#shared/contact/fields.ts").ContactRequest} values @param {import("#shared/contact/fields.ts").FieldErrors} errors @param {import("#shared/contact/fields.ts").FormChoices} choices */
    correction: (values, errors, choices) =>
      sitePage(shells.sent, pages.correction({ values, errors }, choices)),
    /** @param {string} reason */
    refusal: (reason) => sitePage(shells.sent, pages.refusal(reason)),
    /** The confirmation page a form post is sent to, given in place with a notice. @param {boolean} outsideArea @param {string} notice */
    sentWithNotice: (outsideArea, notice) =>
      sitePage(outsideArea ? shells.sentOutsideArea : shells.sent, pages.sentWithNotice(outsideArea, notice)),
  };
}
/** @typedef {ReturnType<typeof answerPages>} AnswerPages */

/**
 * The language of the page that sent a request: its Referer's path ("/es/contact"), one of the
 * site's `languages`; the first without one (a program, a browser told to send none).
 * @param {string | undefined} referer @param {readonly string[]} languages
 */
export function refererLanguage(referer, languages) {
  if (!referer || !URL.canParse(referer)) return languages[0] ?? "";
  return languageOfPath(new URL(referer).pathname, languages).language;
}

/**
 * The answer pages in each of the site's languages: `of(language)` those of a language (the
 * first's for any other), `forReferer(referer)` those of the page that sent a request.
 * @param {Record<string, AnswerPages>} byLanguage the first language's under its code, or under ""
 *   for a site in one language
 * @param {readonly string[]} languages the site's, the first at the root
 */
export function answerPagesIn(byLanguage, languages) {
  const first = byLanguage[languages[0] ?? ""] ?? Object.values(byLanguage)[0];
  if (!first) throw new Error("no answer pages");
  /** @param {string} language */
  const of = (language) => (Object.hasOwn(byLanguage, language) && byLanguage[language]) || first;
  return {
    first,
    of,
    /** @param {string | undefined} referer */
    forReferer: (referer) => of(refererLanguage(referer, languages)),
  };
}
/** @typedef {ReturnType<typeof answerPagesIn>} LanguagePages */

/** How long a browser may keep the inbox's answer to its preflight, in seconds. */
export const PREFLIGHT_MAX_AGE = 600;

/**
 * The answer to a browser's preflight (OPTIONS) from a page of an allowed site: it may POST with a
 * Content-Type (the form's JSON). Its Access-Control-Allow-Origin is the gate's (gate.mjs).
 * @returns {Answer}
 */
export const preflightAnswer = () => ({
  status: 204,
  headers: {
    "Access-Control-Allow-Methods": "POST",
    "Access-Control-Allow-Headers": "Content-Type",
    "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE),
  },
  body: "",
});

/** JSON, for the form with JavaScript. @param {number} status @param {unknown} body @returns {Answer} */
export const jsonAnswer = (status, body) => ({
  status,
  headers: { "Content-Type": "application/json; charset=utf-8" },
  body: `${JSON.stringify(body)}\n`,
});

/** A page, for a form post. @param {number} status @param {string} body @returns {Answer} */
export const pageAnswer = (status, body) => ({
  status,
  headers: { "Content-Type": "text/html; charset=utf-8" },
  body,
});

/**
 * A photo refused, in words naming it: JSON for the form (shown under its Photos field), a page for a post.
 * @param {AnswerPages} pages @param {boolean} page @param {string} message @returns {Answer}
 */
export const photoRefusal = (pages, page, message) =>
  page ? pageAnswer(422, pages.refusal(message)) : jsonAnswer(422, { errors: { [PHOTOS.field]: message } });

/**
 * Why a request was refused: JSON for the form with JavaScript, a page of the site for a form post.
 * @param {AnswerPages} pages @param {boolean} page @param {RefusalStatus} status @returns {Answer}
 */
export function refusal(pages, page, status) {
  const reason = pages.words.reasons[status];
  if (!page) return jsonAnswer(status, { error: reason });
  return pageAnswer(status, pages.refusal(reason));
}

/**
 * A form whose photos together are more than the inbox takes (413): refused in the photos' words,
 * with what the form takes, rather than as a message too long.
 * @param {AnswerPages} pages @param {boolean} page @returns {Answer}
 */
export function uploadTooLarge(pages, page) {
  const reason = pages.words.tooLargeTogether;
  return page ? pageAnswer(413, pages.refusal(reason)) : jsonAnswer(413, { error: reason });
}

/**
 * @param {boolean} page
 * @param {string} site the allowed origin of another site whose page posted it (its own confirmation page), or ""
 * @param {boolean} outsideArea the request's postal code is outside the areas served: the confirmation
 *   page shows its note (the form with JavaScript showed it before sending)
 * @param {(path: string) => string} sentIn the confirmation page's address in the form's language, from its identity
 * @returns {Answer}
 */
export function accepted(page, site, outsideArea, sentIn) {
  if (!page) return jsonAnswer(201, { ok: true });
  const location = `${site}${sentIn(outsideArea ? SENT_OUTSIDE_AREA_PATH : SENT_PATH)}`;
  return {
    status: 303,
    headers: { Location: location, "Content-Type": "text/plain; charset=utf-8" },
    body: `Sent: see ${location}\n`,
  };
}

/**
 * Accepted, with a word for the visitor under the confirmation (the request was stored, its photos
 * were not): in the JSON for the form, or on the confirmation page itself for a form post (the one
 * about the areas served, for a postal code outside them).
 * @param {AnswerPages} pages @param {boolean} page @param {boolean} outsideArea
 * @returns {Answer}
 */
export function acceptedWithNotice(pages, page, outsideArea) {
  const notice = pages.words.notKept;
  if (!page) return jsonAnswer(201, { ok: true, notice });
  return pageAnswer(201, pages.sentWithNotice(outsideArea, notice));
}
