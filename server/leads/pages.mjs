// @ts-check
/**
 * The inbox's answers to a form sent without JavaScript, when it cannot take the request: full pages
 * in the site's own layout (the pre-rendered confirmation page is the shell: header, footer, styles),
 * and never a dead end: an invalid request comes back as the form with what was typed and what to
 * fix; a refused one says why and how to get back to the form without losing anything.
 */
import {
  choicesOf,
  FIELD_NAMES,
  INBOX_PATH,
  isChoiceField,
  isRequired,
  labelOf,
  LIMITS,
  PHONE_PATTERN,
  PHOTOS,
  POSTCODE_PATTERN,
  shows,
} from "../../app/lib/contact-request.ts";
import { HONEYPOT } from "./request-body.mjs";

/** @param {string} s */
export const escapeHtml = (s) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * A page of the site with its own title and main content.
 * @param {string} shell a pre-rendered page of the site
 * @param {{ title: string, content: string }} page content is HTML
 */
export function sitePage(shell, { title, content }) {
  return shell
    .replace(
      /<title>[^<]*?( \| [^<]*)?<\/title>/,
      (_, rest = "") => `<title>${escapeHtml(title)}${rest}</title>`,
    )
    .replace(/(<main\b[^>]*>)[\s\S]*(<\/main>)/, (_, open, close) => `${open}${content}${close}`);
}

/**
 * A pre-rendered confirmation page with `notice` under its first paragraph, as app/routes/contact-sent.tsx
 * sets its own notes.
 * @param {string} confirmation @param {string} notice
 */
export function confirmationWithNotice(confirmation, notice) {
  const added = `<p class="mt-4 max-w-2xl text-lg">${escapeHtml(notice)}</p>`;
  return confirmation.replace(/(<main\b[^>]*>[\s\S]*?<\/p>)/, (_, upToText) => `${upToText}${added}`);
}

/** Field markup as app/components/field.tsx renders it (same ids, classes and ARIA). */
const CONTROL =
  "mt-2 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";
const ATTRIBUTES = {
  name: 'autocomplete="name"',
  email: 'type="email" autocomplete="email"',
  phone: `type="tel" pattern="${escapeHtml(PHONE_PATTERN)}" autocomplete="tel"`,
  message: 'rows="5" placeholder="Tell us about your project..."',
  service: "",
  postcode: `pattern="${escapeHtml(POSTCODE_PATTERN)}" autocomplete="postal-code"`,
  start: "",
  budget: "",
};

/**
 * @param {import("../../app/lib/contact-request.ts").FieldName} field
 * @param {string} value
 * @param {string | undefined} error
 * @param {import("../../app/lib/contact-request.ts").FormChoices} choices
 */
function fieldHtml(field, value, error, choices) {
  const id = `field-${field}`;
  const mark = isRequired(field)
    ? '<span aria-hidden="true" class="text-red-700"> *</span>'
    : '<span class="font-normal text-muted"> (optional)</span>';
  const aria = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  const common = `id="${id}" name="${field}" maxlength="${LIMITS[field]}"${isRequired(field) ? " required" : ""} ${ATTRIBUTES[field]}${aria} class="${CONTROL}"`;
  /** A choice field: its options, the visitor's choice selected (a value not among them is dropped). */
  const options = (/** @type {readonly string[]} */ list) =>
    [
      '<option value="">Choose one</option>',
      ...list.map((c) => `<option${c === value ? " selected" : ""}>${escapeHtml(c)}</option>`),
    ].join("");
  // A textarea drops one leading newline of its content: the extra one keeps the visitor's.
  const control = isChoiceField(field)
    ? `<select id="${id}" name="${field}"${aria} class="${CONTROL}">${options(choicesOf(field, choices))}</select>`
    : field === "message"
      ? `<textarea ${common}>\n${escapeHtml(value)}</textarea>`
      : `<input ${common} value="${escapeHtml(value)}">`;
  const message = error
    ? `<p id="${id}-error" class="mt-1 text-sm font-medium text-red-700">${escapeHtml(error)}</p>`
    : "";
  return `<div><label for="${id}" class="block font-medium">${escapeHtml(labelOf(field, choices))}${mark}</label>${control}${message}</div>`;
}

/**
 * The form again, filled with what the visitor sent, each problem beside its field and listed on
 * top with a link to the field.
 * @param {import("../../app/lib/contact-request.ts").ContactRequest} values
 * @param {import("../../app/lib/contact-request.ts").FieldErrors} errors
 * @param {import("../../app/lib/contact-request.ts").FormChoices} choices what the build's form offers
 */
export function correctionContent(values, errors, choices) {
  const problems = FIELD_NAMES.filter((f) => errors[f])
    .map(
      (f) =>
        `<li><a class="underline" href="#field-${f}">${escapeHtml(labelOf(f, choices))}: ${escapeHtml(errors[f] ?? "")}</a></li>`,
    )
    .join("");
  return `<section class="container-page max-w-3xl py-16">
<h1 class="text-3xl font-bold tracking-tight">Please check your message</h1>
<div role="alert" class="mt-6 rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
<p><span class="font-semibold">Your message has not been sent yet.</span> Nothing you typed is lost: please correct what is marked below, then send it again.</p>
<ul class="mt-2 list-disc pl-5">${problems}</ul>
</div>
<form method="post" action="${INBOX_PATH}" enctype="multipart/form-data" class="mt-8 space-y-5">
${FIELD_NAMES.filter((f) => shows(f, choices))
  .map((f) => fieldHtml(f, values[f], errors[f], choices))
  .join("\n")}
<div><label for="field-photos" class="block font-medium">${PHOTOS.label}<span class="font-normal text-muted"> (optional)</span></label><input id="field-photos" name="${PHOTOS.field}" type="file" multiple accept="${PHOTOS.accept}" aria-describedby="field-photos-hint" class="${CONTROL}"><p id="field-photos-hint" class="mt-1 text-sm text-muted">${PHOTOS.hint} Photos you chose before need choosing again.</p></div>
<div hidden><label>Leave this field empty <input name="${HONEYPOT}" tabindex="-1" autocomplete="off"></label></div>
<button type="submit" class="btn-primary w-full sm:w-auto">Send Message</button>
</form>
</section>`;
}

/**
 * Why a request was refused, and the way back: the browser's Back button returns to the form with
 * everything still typed in it.
 * @param {string} reason
 */
export function refusalContent(reason) {
  return `<section class="container-page flex flex-col items-center py-24 text-center">
<h1 class="text-3xl font-bold tracking-tight">Your message was not sent</h1>
<p class="mt-4 max-w-2xl text-lg">${escapeHtml(reason)}</p>
<p class="mt-4 max-w-2xl text-lg">Nothing you typed is lost: your browser's Back button returns to the form with your message still in it. Or open the contact page to call or email us.</p>
<a href="/contact" class="btn-primary mt-10">Back to the contact page</a>
</section>`;
}
