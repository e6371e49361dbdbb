/** The contact form's request: its fields, their rules in our words (form and server), its delivery. */
import type { LeadSource } from "./lead-source.ts";

/**
 * A visitor's quote request: the specification's four fields, then the optional ones that qualify
 * the request (the type of project, where, when, and for roughly how much).
 */
export type ContactRequest = {
  name: string;
  email: string;
  phone: string;
  message: string;
  service: string;
  postcode: string;
  start: string;
  budget: string;
};
export type FieldName = keyof ContactRequest;
/** Each field's problem; `photos` is the file field of the site's own inbox (PHOTOS). */
export type FieldErrors = Partial<Record<FieldName | "photos", string>>;

/*
 * The field rules, as data and small functions, for two users:
 * - the form, where the browser's own constraint validation is the source of truth: the rules are
 *   declared on the fields (required, type, maxlength, pattern) and the few HTML cannot declare go
 *   through setCustomValidity, so the browser decides what is valid and we only choose the words;
 * - code on a server, which must check every request again (anything can be POSTed to it), with
 *   the same limits and rules, and cannot ask a browser (contact-request-check.ts).
 */

/**
 * The site's own inbox: `CONTACT_ENDPOINT=/api/contact` makes the form post here and `npm start`
 * receive and store each request (server/leads/). Any other endpoint is a remote service.
 */
export const INBOX_PATH = "/api/contact";
/**
 * The form posts to this kit's inbox: on the page's own origin (INBOX_PATH), or on a server of its
 * own (the absolute URL of its INBOX_PATH, like `https://inbox.your-company.com/api/contact`, whose
 * `npm start` lists the site's origin in LEADS_ALLOWED_ORIGINS). Either way the form also works
 * without JavaScript and lands on SENT_PATH; any other endpoint is a form service.
 */
export function isInbox(endpoint: string): boolean {
  if (endpoint === INBOX_PATH) return true;
  const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
  return !!url && /^https?:$/.test(url.protocol) && url.pathname === INBOX_PATH && !url.search && !url.hash;
}

/** The pre-rendered page a request sent without JavaScript lands on (303 from the inbox). */
export const SENT_PATH = "/contact/sent";
/**
 * Where the inbox sends a request from outside the areas served: the same page with
 * MESSAGES.outsideAreaSent under it, pre-rendered (no JavaScript, and nothing an in-page link such as
 * "Skip to content" could hide again).
 */
export const SENT_OUTSIDE_AREA_PATH = `${SENT_PATH}/outside-area`;
/** The pages a request sent without JavaScript lands on: built only with the inbox, never in the sitemap. */
export const SENT_PATHS: readonly string[] = [SENT_PATH, SENT_OUTSIDE_AREA_PATH];

/** In the order the form shows them, so the first error found is the first field on screen. */
export const FIELD_NAMES = [
  "name",
  "email",
  "phone",
  "message",
  "service",
  "postcode",
  "start",
  "budget",
] as const satisfies readonly FieldName[];

/** The fields chosen from a list (a select): their value is one of the choices, or "" (none chosen). */
export const CHOICE_FIELDS = ["service", "start", "budget"] as const satisfies readonly FieldName[];
export type ChoiceField = (typeof CHOICE_FIELDS)[number];
export const isChoiceField = (field: FieldName): field is ChoiceField =>
  (CHOICE_FIELDS as readonly FieldName[]).includes(field);

/** "Type of project": the services' titles, then this. */
const OTHER_SERVICE = "Something else";
/** "When would you like to start?": fixed for every site. */
export const START_CHOICES = ["As soon as possible", "Within 3 months", "In 3 to 6 months", "Just planning"];
/** "Budget": the owner's ranges, then this. */
export const UNSURE_BUDGET = "Not sure yet";

/**
 * What the form offers that comes from the owner's content (site.ts makes it; the build writes it
 * into the build's site.json for the inbox, which checks a request against the same choices).
 */
export type FormChoices = {
  /** The services' titles, in the owner's order. */
  services: { slug: string; title: string }[];
  /** The owner's budget ranges; none: the form has no budget field. */
  budgets: string[];
  /** Every postal code of the areas served; none: every postal code is inside. */
  postalCodes: string[];
  /** The owner's word for the ZIP code field ("Project postcode"). */
  postcodeLabel: string;
};

/** The values a choice field accepts with these choices, in the order the form lists them. */
export function choicesOf(field: ChoiceField, choices: FormChoices): readonly string[] {
  if (field === "service") return [...choices.services.map((s) => s.title), OTHER_SERVICE];
  if (field === "start") return START_CHOICES;
  return choices.budgets.length > 0 ? [...choices.budgets, UNSURE_BUDGET] : [];
}

/** The form shows this field with these choices (the budget only when the owner wrote ranges). */
export const shows = (field: FieldName, choices: FormChoices) =>
  field !== "budget" || choices.budgets.length > 0;

/** A postal code as compared: upper case, one space at most between its parts. */
const postalKey = (code: string) => code.trim().toUpperCase().replace(/\s+/g, " ");

/**
 * The postal code is outside the areas served: the owner lists postal codes and this one is not
 * among them (a ZIP+4 such as "62701-1234" is inside when "62701" is listed). Never refused: the
 * request is flagged and the visitor told the company will confirm whether it can help.
 */
export function isOutsideArea(postcode: string, postalCodes: readonly string[]): boolean {
  const code = postalKey(postcode);
  // A code that is no postal code (the field's own rule finds it) is neither inside nor outside.
  if (!new RegExp(`^(?:${POSTCODE_PATTERN})$`, "v").test(code) || postalCodes.length === 0) return false;
  return !postalCodes.some((listed) => {
    const key = postalKey(listed);
    return code === key || code.startsWith(`${key}-`) || code.startsWith(`${key} `);
  });
}

/** The required fields (the specification's: all but the phone), and what we say when one is empty. */
export const REQUIRED: Readonly<Partial<Record<FieldName, string>>> = {
  name: "Please enter your name.",
  email: "Please enter your email address.",
  message: "Please tell us about your project.",
};

/** Each field's label, on the form and on the server's answer to a request it refuses. */
export const LABELS = {
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  message: "Project Details",
  service: "Type of project",
  /** The default: the content may name it otherwise (FormChoices.postcodeLabel, labelOf). */
  postcode: "Project ZIP code",
  start: "When would you like to start?",
  budget: "Budget",
} as const satisfies Record<FieldName, string>;

/** A field's label with these choices: the postal code's is the owner's. */
export const labelOf = (field: FieldName, choices: Pick<FormChoices, "postcodeLabel">) =>
  field === "postcode" ? choices.postcodeLabel : LABELS[field];

export const isRequired = (field: FieldName) => REQUIRED[field] !== undefined;

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  service: 120,
  postcode: 10,
  start: 40,
  budget: 80,
} as const satisfies Record<FieldName, number>;

/**
 * What people type in phone numbers: digits, spaces, + ( ) - . and /. In the syntax of the HTML
 * `pattern` attribute (matched against the whole value, with the `v` flag in current browsers).
 */
export const PHONE_PATTERN = String.raw`[0-9+\(\)\-\.\/ ]*`;
/** Postal codes of every country: letters and digits, with spaces or hyphens between them. */
export const POSTCODE_PATTERN = String.raw` *[A-Za-z0-9][A-Za-z0-9 \-]*`;

/** A complete phone number has at least this many digits. */
export const MIN_PHONE_DIGITS = 7;

/** The browser accepts "a@b" (an intranet address); a reply to a visitor needs a domain with a dot. */
export function emailDomainHasDot(email: string): boolean {
  const at = email.lastIndexOf("@");
  return at === -1 || email.slice(at + 1).includes(".");
}

/** The phone number matches PHONE_PATTERN (the check the browser makes from the field's pattern). */
export function phoneHasOnlyPhoneCharacters(phone: string): boolean {
  return new RegExp(`^(?:${PHONE_PATTERN})$`, "v").test(phone);
}

const count = (n: number) => n.toLocaleString("en-US");

/**
 * Characters no field may hold: control characters (C0, DEL, C1) and the bidirectional embeddings,
 * overrides and isolates. In the owner's mail or terminal they could forge a line or a field,
 * reorder what is shown, or send escape sequences. The message may hold line breaks and tabs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Line breaks (and tabs), which only the message may hold: the other fields are one line each. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;

/** The polite word about a postal code outside the areas served, in its two places (MESSAGES). */
const OUTSIDE_AREA = "may be outside the area we usually serve";
const WILL_CONFIRM = "we will confirm whether we can help.";

export const MESSAGES = {
  control: "Please remove the invisible control characters from this field.",
  lineBreak: "Please keep this on one line.",
  email: "Please enter a valid email address, like name@example.com.",
  phoneCharacters: "Please use only digits, spaces and + ( ) - . / in the phone number.",
  phoneDigits: "Please enter a complete phone number.",
  postcodeCharacters: "Please use only letters, digits, spaces and hyphens, like 62701.",
  choice: "Please choose one of the options in the list.",
  /** Beside the postal code as the visitor types it (JavaScript), before the request is sent. */
  outsideArea: (postcode: string) => `${postcode} ${OUTSIDE_AREA}. Send your request anyway: ${WILL_CONFIRM}`,
  /** On the sent page after a form post (no JavaScript), which does not know the postal code. */
  outsideAreaSent: `Your project ${OUTSIDE_AREA}: ${WILL_CONFIRM}`,
  tooLong: (field: FieldName, length: number) =>
    `Please keep this under ${count(LIMITS[field])} characters (it has ${count(length)}).`,
};

/**
 * The rules HTML attributes cannot declare: no control characters (and no line breaks but in the
 * message), a required field of nothing but spaces, an email domain without a dot, a phone number
 * with too few digits. The message for the rule broken, or "" (the form passes it to
 * setCustomValidity, where "" means valid).
 */
export function customRuleMessage(field: FieldName, value: string): string {
  if (CONTROL.test(value)) return MESSAGES.control;
  if (field !== "message" && LINE_BREAK.test(value)) return MESSAGES.lineBreak;
  const missing = REQUIRED[field];
  if (missing && value !== "" && value.trim() === "") return missing;
  if (field === "email" && !emailDomainHasDot(value.trim())) return MESSAGES.email;
  // Digits are counted only in what the pattern lets through: one finding per field.
  if (field === "phone" && value.trim() !== "" && phoneHasOnlyPhoneCharacters(value)) {
    if (value.replace(/\D/g, "").length < MIN_PHONE_DIGITS) return MESSAGES.phoneDigits;
  }
  return "";
}

/**
 * A checked field: a form control is one (its validity, value and validationMessage); a server
 * builds one from its own checks.
 */
export type CheckedField = {
  value: string;
  validationMessage: string;
  validity: Pick<
    ValidityState,
    "valid" | "valueMissing" | "tooLong" | "typeMismatch" | "patternMismatch" | "customError"
  >;
};

/** Our words for what the browser found wrong with a field, or undefined when it is valid. */
export function messageFor(field: FieldName, { value, validationMessage, validity }: CheckedField) {
  if (validity.valid) return undefined;
  if (validity.valueMissing) return REQUIRED[field] ?? validationMessage;
  if (validity.tooLong) return MESSAGES.tooLong(field, value.length);
  if (validity.typeMismatch) return MESSAGES.email;
  if (validity.patternMismatch)
    return field === "postcode" ? MESSAGES.postcodeCharacters : MESSAGES.phoneCharacters;
  // A custom error is one of our rules, in our words (customRuleMessage); anything else, the browser's.
  return validationMessage;
}

/**
 * Trims what the visitor typed; what we send is what they meant. Line breaks become "\n", as in the
 * field's value (a plain form post sends "\r\n", and the browser counts each as one character).
 */
export function normalize(values: ContactRequest): ContactRequest {
  const clean = (s: string) => s.replace(/\r\n?/g, "\n").trim();
  return {
    name: clean(values.name),
    email: clean(values.email),
    phone: clean(values.phone),
    message: clean(values.message),
    service: clean(values.service),
    postcode: clean(values.postcode),
    start: clean(values.start),
    budget: clean(values.budget),
  };
}

/**
 * Photos, only when the site's own inbox receives the form (a form service gets none): a few
 * images as phones take them, checked by their bytes on the server (server/leads/photo-upload.mjs).
 */
export const PHOTOS = {
  field: "photos",
  label: "Photos",
  max: 5,
  maxBytes: 10 * 1024 * 1024,
  /** What the file picker offers (HEIC and HEIF are what iPhones take). */
  accept: "image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif",
  hint: "Up to 5 photos of the site or the job (JPEG, PNG, WebP or HEIC, at most 10 MB each).",
} as const;
const PHOTO_NAME = /\.(jpe?g|png|webp|hei[cf])$/i;
const PHOTO_MIME = /^image\/(jpeg|png|webp|hei[cf])$/;

/**
 * A file name no photo picked in a browser has: a path (a `/` or `\`, a `..` part) or control
 * characters (line breaks and tabs among them). Browsers send a chosen file's own name, never its
 * folder, so no photo a visitor picks has a path. Refused with a message, never quietly made safe.
 */
export function isUnsafeFileName(name: string): boolean {
  return /[\\/]/.test(name) || name === ".." || CONTROL.test(name) || LINE_BREAK.test(name);
}
/** A file name as a message shows it: without its control characters, at most 80 characters. */
const shownFileName = (name: string) =>
  name.replace(new RegExp(`${CONTROL.source}|${LINE_BREAK.source}`, "g"), "").slice(0, 80) || "A photo";

export const PHOTO_MESSAGES = {
  tooMany: `Please choose at most ${PHOTOS.max} photos.`,
  unsafeName: (file: string) =>
    `${shownFileName(file)} has slashes, ".." or invisible characters in its name: please rename the photo, then choose it again.`,
  tooLarge: (file: string) => `${file} is larger than 10 MB: please choose a smaller photo.`,
  notPhoto: (file: string) => `${file} is not a JPEG, PNG, WebP or HEIC photo.`,
  tooManyPixels: (file: string) => `${file} has too many pixels to be a photo: please send a smaller one.`,
  /**
   * The server had no room for the photos (its budget for them, or its disk): the request itself
   * arrived and is stored, so the visitor must not send it again.
   */
  notKept:
    "Your request arrived, but we could not keep your photos just now. No need to send it again: please send the photos when we reply.",
};

/** The browser's check of the chosen photos (the server checks their bytes again): a message, or "". */
export function photosMessage(files: readonly { name: string; size: number; type: string }[]): string {
  if (files.length > PHOTOS.max) return PHOTO_MESSAGES.tooMany;
  for (const file of files) {
    if (isUnsafeFileName(file.name)) return PHOTO_MESSAGES.unsafeName(file.name);
    if (!PHOTO_MIME.test(file.type) && !PHOTO_NAME.test(file.name)) return PHOTO_MESSAGES.notPhoto(file.name);
    if (file.size > PHOTOS.maxBytes) return PHOTO_MESSAGES.tooLarge(file.name);
  }
  return "";
}

/** The inbox refused the request and said why, field by field (422 with `errors`). */
export class RefusedRequest extends Error {
  readonly errors: FieldErrors;
  constructor(errors: FieldErrors) {
    super("The request was refused");
    this.errors = errors;
  }
}

export const SEND_TIMEOUT_MS = 10_000;
/**
 * The slowest upload the inbox waits for, in bytes a second: a phone on a poor connection sends
 * 50 to 100 KB a second. Its largest request at this rate sets how long an upload may take, in the
 * browser (uploadTimeout) and on the server (server/site-server.mjs).
 */
export const MIN_UPLOAD_BYTES_PER_SECOND = 32 * 1024;
/**
 * How long the form waits for photos of `bytes` to arrive: two minutes, or the time they take at
 * the slowest rate the inbox waits for.
 */
export const uploadTimeout = (bytes: number) =>
  Math.max(120_000, Math.ceil((bytes / MIN_UPLOAD_BYTES_PER_SECOND) * 1000));

/**
 * Delivers a request to the configured endpoint as JSON. Resolves on a 2xx answer (with the inbox's
 * `notice` for the visitor, when it gave one: its photos were not kept); rejects on any
 * other status, a network error, or no answer within the time limit, so the caller keeps the text.
 */
export async function sendContactRequest(
  endpoint: string,
  request: ContactRequest & LeadSource,
  timeoutMs: number = SEND_TIMEOUT_MS,
  photos: readonly File[] = [],
): Promise<{ notice?: string }> {
  // With photos (the site's own inbox only), the same fields as multipart/form-data.
  const multipart = photos.length > 0;
  let body: FormData | string = JSON.stringify(request);
  if (multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(request)) form.append(key, value);
    for (const photo of photos) form.append(PHOTOS.field, photo);
    body = form;
  }
  const response = await fetch(endpoint, {
    method: "POST",
    headers: multipart
      ? { Accept: "application/json" }
      : { "Content-Type": "application/json", Accept: "application/json" },
    body,
    signal: AbortSignal.timeout(
      multipart ? uploadTimeout(photos.reduce((sum, photo) => sum + photo.size, 0)) : timeoutMs,
    ),
  });
  if (response.status === 422 && multipart) {
    const answer = (await response.json().catch(() => null)) as { errors?: FieldErrors } | null;
    if (answer?.errors?.photos) throw new RefusedRequest({ photos: answer.errors.photos });
  }
  if (!response.ok) throw new Error(`The endpoint answered ${response.status}`);
  // Stored, with a word for the visitor (the photos could not be kept); any other answer says nothing more.
  if (!multipart) return {};
  const answer = (await response.json().catch(() => null)) as { notice?: unknown } | null;
  return typeof answer?.notice === "string" ? { notice: answer.notice } : {};
}
