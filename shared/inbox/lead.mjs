// @ts-check
/**
 * What the inbox makes of a request read whole, the same on every host: a bot's (its hidden field
 * filled) is thanked like anyone's and dropped; one with mistakes is answered with them (JSON beside
 * each field, or the form sent back with what the visitor typed); any other is a lead to store,
 * with whether its postal code is outside the areas served and where the visitor came from.
 */
import { isOutsideArea } from "#shared/contact/fields.ts";
import { pathIn } from "#shared/paths.ts";
import { leadSource } from "#shared/contact/lead-source.ts";
import { normalize } from "#shared/contact/rules.ts";
import { accepted, jsonAnswer, pageAnswer } from "./answers.mjs";

/**
 * @param {ReturnType<typeof import("./request-body.mjs").requestFrom>} request
 * @param {{
 *   choices: import("#shared/contact/fields.ts").FormChoices,
 *   forms?: Record<string, import("#shared/contact/fields.ts").FormChoices>,
 *   languages: readonly string[],
 *   pages: import("./answers.mjs").AnswerPages,
 *   pagesOf?: (language: string) => import("./answers.mjs").AnswerPages,
 *   page: boolean,
 *   site: string,
 *   referer: string,
 * }} context what the build's form offers (`choices`, and `forms`: in each of the owner's other
 *   languages, their page's form), the site's languages (the first at the root), the answer pages (and `pagesOf`, each language's: the form's
 *   mistakes are named in its language), a page or JSON, the page's site (gate.mjs), and the
 *   request's Referer
 * @returns {{ answer: import("./answers.mjs").Answer, lead?: undefined, sentIn?: undefined } | {
 *   answer?: undefined,
 *   lead: import("#shared/contact/fields.ts").ContactRequest & { outsideArea: boolean, source: Record<string, string>, language: string },
 *   sentIn: (path: string) => string,
 * }}
 */
export function leadOf(request, { choices, forms = {}, languages, pages, pagesOf, page, site, referer }) {
  // The form of the page it came from: its language's choices (a service's title in Spanish). Its
  // own keys only: "constructor" or "__proto__" would find a built-in object on any plain object.
  const form = (Object.hasOwn(forms, request.language) && forms[request.language]) || choices;
  const language = form.language ?? "";
  // A form post goes on to the confirmation page at its address in its language ("/kontakt/gesendet"
  // on a German site, "/es/contacto/enviado" from a Spanish page).
  const sentIn = (/** @type {string} */ path) => pathIn(language || (languages[0] ?? ""), languages, path);
  // A bot filled the hidden field: thanked like anyone, and forgotten.
  if (request.bot) return { answer: accepted(page, site, false, sentIn) };
  const fields = normalize(request.fields);
  // The form's own language's words and pages: its labels and choices are in it.
  const own = (pagesOf && form.language && pagesOf(form.language)) || pages;
  const errors = own.words.check(fields, form);
  if (Object.keys(errors).length > 0) {
    if (!page) return { answer: jsonAnswer(422, { errors }) };
    // The form comes back with what the visitor typed (as typed, not trimmed).
    return { answer: pageAnswer(422, own.correction(request.fields, errors, form)) };
  }
  // Without JavaScript, the form post's Referer (the contact page's address, with its campaign) is all there is.
  const source = Object.keys(request.source).length > 0 ? request.source : leadSource(referer, "");
  return {
    lead: { ...fields, outsideArea: isOutsideArea(fields.postcode, form.postalCodes), source, language },
    sentIn,
  };
}
