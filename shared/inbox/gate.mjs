// @ts-check
/**
 * The inbox's first decisions about a request, before a byte of its body is read, the same on every
 * host: who posted it (our own page, an allowed site's, or another), whether it wants a page or
 * JSON, and what it is refused for, in this order: other methods (405), a page of another site (403,
 * preflights too), a client sending too many (429), other body types (415), bodies larger than the
 * form can send (413). The host supplies the headers and its count of the client's requests.
 */
import { preflightAnswer, refusal, uploadTooLarge } from "./answers.mjs";
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from "./limits.mjs";
import { bodyType, FORM_TYPE, MULTIPART_TYPE } from "./request-body.mjs";

/** A request's header by its lower-case name. @typedef {(name: string) => string | undefined} Header */

/**
 * Which page posted it: "" for a page of this site (browsers send Origin with every POST) or a
 * program that sends no Origin at all; the origin of another site this inbox receives for (listed
 * in LEADS_ALLOWED_ORIGINS, exactly as the browser writes it); null for anything else, "null" (a
 * sandboxed or privacy-sensitive context) among them.
 * @param {Header} header @param {readonly string[]} allowed
 * @returns {string | null}
 */
export function pageOrigin(header, allowed = []) {
  const origin = header("origin");
  if (origin === undefined) return "";
  if (allowed.includes(origin)) return origin;
  try {
    return new URL(origin).host === header("host") ? "" : null;
  } catch {
    return null;
  }
}

/**
 * The origins of the sites whose pages may post to this inbox (LEADS_ALLOWED_ORIGINS: the static
 * site's pages on another address), each exactly an origin as a browser sends it: scheme, host and
 * any port, nothing else (`https://www.your-company.com`); an error names the first entry that is not.
 * @param {readonly string[]} entries
 * @returns {{ origins: string[], error?: undefined } | { origins?: undefined, error: string }}
 */
export function allowedOrigins(entries) {
  for (const entry of entries) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry) return { error: entry };
  }
  return { origins: [...entries] };
}

/**
 * A page for a form post (JavaScript off), JSON for the form with JavaScript (which asks for JSON).
 * A browser says when it posts a form as a navigation (Sec-Fetch-Mode), whatever the encoding: a
 * form of another encoding (text/plain) is refused with a page too, not JSON shown as text.
 * @param {Header} header
 */
export function wantsPage(header) {
  if (header("sec-fetch-mode") === "navigate") return true;
  const type = bodyType(header("content-type"));
  if (type === MULTIPART_TYPE) return !(header("accept") ?? "").includes("application/json");
  return type === FORM_TYPE;
}

/**
 * Opens a request: either its answer (a preflight's, or a refusal, with `early`: given before the
 * body is read, so the host may close the connection rather than take the body in) or what the
 * inbox goes on with. `headers` go on every answer to it.
 * @param {{ method: string, header: Header }} request
 * @param {{
 *   allowed: readonly string[],
 *   pages: import("./answers.mjs").AnswerPages,
 *   wait: () => number | Promise<number>,
 * }} inbox allowed: LEADS_ALLOWED_ORIGINS; wait: the seconds this client must wait (0: none), counting this request
 * @returns {Promise<
 *   | { headers: Record<string, string>, answer: import("./answers.mjs").Answer, early: boolean }
 *   | { headers: Record<string, string>, answer?: undefined, site: string, page: boolean, type: string, multipart: boolean }
 * >}
 */
export async function openRequest({ method, header }, { allowed, pages, wait }) {
  /** @type {Record<string, string>} */
  const headers = { "Cache-Control": "no-store" };
  const page = wantsPage(header);
  const refuse = (/** @type {import("./answers.mjs").RefusalStatus} */ status) => ({
    headers,
    answer: refusal(pages, page, status),
    early: true,
  });
  // "" for our own page, an allowed site's origin (LEADS_ALLOWED_ORIGINS), null for any other.
  const site = pageOrigin(header, allowed);
  if (allowed.length > 0) headers.Vary = "Origin";
  if (site) headers["Access-Control-Allow-Origin"] = site;
  if (method === "OPTIONS" && site !== "") {
    return site ? { headers, answer: preflightAnswer(), early: false } : refuse(403);
  }
  if (method !== "POST") {
    headers.Allow = "POST";
    return refuse(405);
  }
  if (site === null) return refuse(403);
  const seconds = await wait();
  if (seconds > 0) {
    headers["Retry-After"] = String(seconds);
    return refuse(429);
  }
  const type = bodyType(header("content-type"));
  if (!type) return refuse(415);
  const multipart = type === MULTIPART_TYPE;
  const length = Number(header("content-length") ?? 0);
  if (multipart && length > MAX_UPLOAD_BYTES)
    return { headers, answer: uploadTooLarge(pages, page), early: true };
  if (!multipart && length > MAX_BODY_BYTES) return refuse(413);
  return { headers, site, page, type, multipart };
}
