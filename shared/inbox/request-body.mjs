// @ts-check
/**
 * Reading a quote request from an HTTP body: JSON (the form with JavaScript) or
 * application/x-www-form-urlencoded (the same form without it), UTF-8, at most a few kilobytes.
 */
import { FIELD_NAMES, HONEYPOT, LANGUAGE_FIELD } from "#shared/contact/fields.ts";
import { cleanSource, SOURCE_KEYS } from "#shared/contact/lead-source.ts";

export const JSON_TYPE = "application/json";
export const FORM_TYPE = "application/x-www-form-urlencoded";
/** The form with its photos, with or without JavaScript (only the site's own inbox takes them). */
export const MULTIPART_TYPE = "multipart/form-data";

/** What a BodyError(413) says when the photos, not the text, made the request too large. */
export const UPLOAD_TOO_LARGE = "The photos are too large together.";

/** A refusal with the HTTP status that says why. */
export class BodyError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The body's media type when it is one we read (JSON or form-encoded, in UTF-8), else null.
 * @param {string | undefined} contentType
 */
export function bodyType(contentType = "") {
  const [type = "", ...params] = contentType.split(";").map((part) => part.trim().toLowerCase());
  const charset = params
    .find((p) => p.startsWith("charset="))
    ?.slice("charset=".length)
    .replace(/"/g, "");
  if (charset && charset !== "utf-8") return null;
  if (type === MULTIPART_TYPE) return params.some((p) => p.startsWith("boundary=")) ? type : null;
  return type === JSON_TYPE || type === FORM_TYPE ? type : null;
}

/**
 * The form's fields and whether the honeypot is filled, from a body of the given type. Missing
 * fields are empty (the check that follows says which are required); anything else malformed is 400.
 * @param {Uint8Array} body
 * @param {string} type JSON_TYPE or FORM_TYPE
 * @returns {{ fields: import("#shared/contact/fields.ts").ContactRequest, bot: boolean, source: import("#shared/contact/lead-source.ts").LeadSource, language: string }}
 */
export function parseRequest(body, type) {
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    throw new BodyError(400, "The request is not valid UTF-8.");
  }
  /** @type {(name: string) => unknown} */
  let get;
  if (type === JSON_TYPE) {
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      throw new BodyError(400, "The request is not valid JSON.");
    }
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      throw new BodyError(400, "The request must be a JSON object.");
    }
    get = (name) => (Object.hasOwn(data, name) ? data[name] : undefined);
  } else {
    const params = new URLSearchParams(text);
    get = (name) => params.get(name) ?? undefined;
  }
  return requestFrom(get);
}

/**
 * The request from its fields, however they were sent (`get`: a field's value, undefined when absent).
 * @param {(name: string) => unknown} get
 */
export function requestFrom(get) {
  const fieldText = (/** @type {string} */ name) => {
    const value = get(name) ?? "";
    if (typeof value !== "string") throw new BodyError(400, `The field "${name}" must be text.`);
    return value;
  };
  const fields = /** @type {import("#shared/contact/fields.ts").ContactRequest} */ (
    Object.fromEntries(FIELD_NAMES.map((name) => [name, fieldText(name)]))
  );
  // The form with JavaScript sends where the visitor came from; what is not plain is left out, never refused.
  const source = cleanSource(Object.fromEntries(SOURCE_KEYS.map((key) => [key, get(key)])));
  // The page's language: a language's code, or nothing (the inbox takes the site's first then).
  const language = /^[a-z]{2}$/.test(fieldText(LANGUAGE_FIELD)) ? fieldText(LANGUAGE_FIELD) : "";
  return { fields, bot: fieldText(HONEYPOT) !== "", source, language };
}
