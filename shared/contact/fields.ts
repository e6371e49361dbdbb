/**
 * The contact contract: the quote form's fields, their names, limits and formats, the honeypot and
 * the photos, defined once. The React form (and so the inbox's no-JavaScript pages, which render
 * it), the server's checks, the mail, the CSV, `npm run leads` and the privacy page derive from it;
 * its words are the language's (shared/copy/en/contact.ts).
 */
import { INBOX_PATH } from "../paths.ts";

/**
 * What people type in phone numbers: digits, spaces, + ( ) - . and /. In the syntax of the HTML
 * `pattern` attribute (matched against the whole value, with the `v` flag in current browsers).
 */
export const PHONE_PATTERN = String.raw`[0-9+\(\)\-\.\/ ]*`;
/** Postal codes of every country: letters and digits, with spaces or hyphens between them. */
export const POSTCODE_PATTERN = String.raw` *[A-Za-z0-9][A-Za-z0-9 \-]*`;
/** A complete phone number has at least this many digits. */
export const MIN_PHONE_DIGITS = 7;

/**
 * Each field, in the order the form shows them (so the first error found is the first field on
 * screen): the specification's four, then the optional ones that qualify the request (the type of
 * project, where, when, and for roughly how much). `control` is how it is typed or chosen; the
 * attributes are the HTML ones the browser checks and fills from.
 */
export const FIELDS = {
  name: { control: "input", required: true, maxLength: 100, autoComplete: "name" },
  email: { control: "input", required: true, maxLength: 254, type: "email", autoComplete: "email" },
  phone: {
    control: "input",
    required: false,
    maxLength: 30,
    type: "tel",
    pattern: PHONE_PATTERN,
    autoComplete: "tel",
  },
  message: { control: "textarea", required: true, maxLength: 5000 },
  service: { control: "select", required: false, maxLength: 120 },
  postcode: {
    control: "input",
    required: false,
    maxLength: 10,
    pattern: POSTCODE_PATTERN,
    autoComplete: "postal-code",
  },
  start: { control: "select", required: false, maxLength: 40 },
  budget: { control: "select", required: false, maxLength: 80 },
} as const;

export type FieldName = keyof typeof FIELDS;
/** A visitor's quote request: every field's text ("" when not given). */
export type ContactRequest = Record<FieldName, string>;
/** Each field's problem; `photos` is the file field of the site's own inbox (PHOTOS). */
export type FieldErrors = Partial<Record<FieldName | "photos", string>>;

export const FIELD_NAMES = Object.keys(FIELDS) as FieldName[];
export const isRequired = (field: FieldName) => FIELDS[field].required;
export const LIMITS = Object.fromEntries(FIELD_NAMES.map((f) => [f, FIELDS[f].maxLength])) as {
  [F in FieldName]: (typeof FIELDS)[F]["maxLength"];
};

/** The fields chosen from a list (a select): their value is one of the choices, or "" (none chosen). */
export type ChoiceField = {
  [F in FieldName]: (typeof FIELDS)[F]["control"] extends "select" ? F : never;
}[FieldName];
export const CHOICE_FIELDS = FIELD_NAMES.filter((f) => FIELDS[f].control === "select") as ChoiceField[];
export const isChoiceField = (field: FieldName): field is ChoiceField => FIELDS[field].control === "select";

/** The field a person never sees and a bot fills in: a request with it filled is dropped quietly. */
export const HONEYPOT = "website";

/** The photo formats the inbox takes, as image-type.mjs names what it finds in a file's first bytes. */
export const PHOTO_FORMATS = [
  { type: "jpeg", name: "JPEG", mime: ["image/jpeg"], extensions: ["jpg", "jpeg"] },
  { type: "png", name: "PNG", mime: ["image/png"], extensions: ["png"] },
  { type: "webp", name: "WebP", mime: ["image/webp"], extensions: ["webp"] },
  // What iPhones take.
  { type: "heic", name: "HEIC", mime: ["image/heic", "image/heif"], extensions: ["heic", "heif"] },
] as const;
export type PhotoType = (typeof PHOTO_FORMATS)[number]["type"];

/**
 * Photos, only when the site's own inbox receives the form (a form service gets none): a few
 * images as phones take them, checked by their bytes on the server (server/leads/photo-check.mjs).
 */
export const PHOTOS = {
  field: "photos",
  max: 5,
  maxBytes: 10 * 1024 * 1024,
  /** What the file picker offers: every format's types and extensions. */
  accept: [
    ...PHOTO_FORMATS.flatMap((f) => f.mime),
    ...PHOTO_FORMATS.flatMap((f) => f.extensions.map((e) => `.${e}`)),
  ].join(","),
} as const;
/** A type image-type.mjs tells from a file's bytes that the inbox takes (an AVIF is an image, not one of them). */
export const isPhotoType = (type: string | null): type is PhotoType =>
  PHOTO_FORMATS.some((f) => f.type === type);
/** The stored file's extension for a photo of this type. */
export const photoExtension = (type: PhotoType) =>
  PHOTO_FORMATS.find((f) => f.type === type)?.extensions[0] ?? type;
/** A file the browser offers as a photo, by its type or its name (the server checks its bytes). */
export function looksLikePhoto(file: { name: string; type: string }): boolean {
  const dot = file.name.lastIndexOf(".");
  const extension = dot === -1 ? "" : file.name.slice(dot + 1).toLowerCase();
  return PHOTO_FORMATS.some(
    (f) =>
      (f.mime as readonly string[]).includes(file.type) ||
      (f.extensions as readonly string[]).includes(extension),
  );
}

/**
 * The slowest upload the inbox waits for, in bytes a second: a phone on a poor connection sends
 * 50 to 100 KB a second. Its largest request at this rate sets how long an upload may take, in the
 * browser (uploadTimeout) and on the server (server/request-timeouts.mjs).
 */
export const MIN_UPLOAD_BYTES_PER_SECOND = 32 * 1024;

/**
 * What the form offers that comes from the owner's content (site.ts makes it; the build writes it
 * into the build's site.json for the inbox, which checks a request against the same choices).
 */
/**
 * The form's hidden field that says the language of its page (the first of company.languages, or
 * another): the inbox checks the request against that language's choices, records the language
 * with the request, and sends a form post on to that language's confirmation page.
 */
export const LANGUAGE_FIELD = "language";

export type FormChoices = {
  /** The form's language: its page's (absent in hand-made choices: the site's). */
  language?: string;
  /** The choices the kit words, in the form's language (shared/copy/<language>/contact.ts). */
  startChoices: string[];
  otherService: string;
  unsureBudget: string;
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
  if (field === "service") return [...choices.services.map((s) => s.title), choices.otherService];
  if (field === "start") return choices.startChoices;
  return choices.budgets.length > 0 ? [...choices.budgets, choices.unsureBudget] : [];
}

/** The form shows this field with these choices (the budget only when the owner wrote ranges). */
export const shows = (field: FieldName, choices: FormChoices) =>
  field !== "budget" || choices.budgets.length > 0;

/** A field's label with these choices and the kit's labels: the postal code's is the owner's. */
export const labelOf = (
  field: FieldName,
  choices: Pick<FormChoices, "postcodeLabel">,
  labels: Readonly<Record<FieldName, string>>,
) => (field === "postcode" ? choices.postcodeLabel : labels[field]);

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
