/** The contact form's request: its fields, their rules in our words (form and server), its delivery. */

/** A visitor's quote request: the four fields of the contact form. */
export type ContactRequest = { name: string; email: string; phone: string; message: string };
export type FieldName = keyof ContactRequest;
export type FieldErrors = Partial<Record<FieldName, string>>;

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

/** In the order the form shows them, so the first error found is the first field on screen. */
export const FIELD_NAMES = ["name", "email", "phone", "message"] as const satisfies readonly FieldName[];

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
} as const satisfies Record<FieldName, string>;

export const isRequired = (field: FieldName) => REQUIRED[field] !== undefined;

export const LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const satisfies Record<
  FieldName,
  number
>;

/**
 * What people type in phone numbers: digits, spaces, + ( ) - . and /. In the syntax of the HTML
 * `pattern` attribute (matched against the whole value, with the `v` flag in current browsers).
 */
export const PHONE_PATTERN = String.raw`[0-9+\(\)\-\.\/ ]*`;
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

export const MESSAGES = {
  control: "Please remove the invisible control characters from this field.",
  lineBreak: "Please keep this on one line.",
  email: "Please enter a valid email address, like name@example.com.",
  phoneCharacters: "Please use only digits, spaces and + ( ) - . / in the phone number.",
  phoneDigits: "Please enter a complete phone number.",
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
  if (validity.patternMismatch) return MESSAGES.phoneCharacters;
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
  };
}

export const SEND_TIMEOUT_MS = 10_000;

/**
 * Delivers a request to the configured endpoint as JSON. Resolves on a 2xx answer; rejects on any
 * other status, a network error, or no answer within the time limit, so the caller keeps the text.
 */
export async function sendContactRequest(
  endpoint: string,
  request: ContactRequest,
  timeoutMs: number = SEND_TIMEOUT_MS,
): Promise<void> {
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`The endpoint answered ${response.status}`);
}
