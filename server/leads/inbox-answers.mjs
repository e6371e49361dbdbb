// @ts-check
/** The lead inbox's answers: accepted (201 or 303), refused (JSON or a page saying why), and their bodies. */
import { SENT_OUTSIDE_AREA_PATH, SENT_PATH } from "../../app/lib/contact-request.ts";
import { MAX_BODY_BYTES } from "./inbox-settings.mjs";
import { confirmationWithNotice, refusalContent, sitePage } from "./pages.mjs";

/** What a refusal says, for people (pages) and programs (JSON). */
const REASONS = {
  400: "The request could not be read.",
  403: "Messages to us can only be sent from our own contact page.",
  405: "Send your message with the contact form.",
  413: `The message is too long to send in one go (more than ${Math.floor(MAX_BODY_BYTES / 1024)} KB). Please shorten it.`,
  415: "The message was sent in a format we do not read.",
  429: "You have sent several messages in the last minute. Please wait a minute, then send it again.",
  500: "The message could not be stored because of a problem on our side. Please call or email us.",
};
/** @typedef {keyof typeof REASONS} RefusalStatus */

/**
 * Why a request was refused: JSON for the form with JavaScript, a page of the site for a form post.
 * @param {import("node:http").ServerResponse} res @param {string} shell the site's page to fill
 * @param {boolean} page @param {RefusalStatus} status
 */
export function refusal(res, shell, page, status) {
  if (!page) return json(res, status, { error: REASONS[status] });
  html(res, status, sitePage(shell, { title: "Message not sent", content: refusalContent(REASONS[status]) }));
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
 * were not): in the JSON for the form, or on the confirmation page itself for a form post.
 * @param {import("node:http").ServerResponse} res @param {boolean} page @param {string} notice
 * @param {() => string} confirmation the pre-rendered confirmation page a form post would be sent to
 *   (the one about the areas served, for a postal code outside them)
 */
export function acceptedWithNotice(res, page, notice, confirmation) {
  if (!page) return json(res, 201, { ok: true, notice });
  html(res, 201, confirmationWithNotice(confirmation(), notice));
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
