/**
 * The field rules in the visitor's words, for two users:
 * - the form, where the browser's own constraint validation is the source of truth: the rules are
 *   declared on the fields (shared/contact/fields.ts: required, type, maxlength, pattern) and the few
 *   HTML cannot declare go through setCustomValidity, so the browser decides what is valid and we
 *   only choose the words;
 * - the inbox, which must check every request again (anything can be POSTed to it), with the same
 *   limits and rules, and cannot ask a browser (check.ts).
 */
import type { SiteCopy } from "#shared/copy/types.ts";
import {
  FIELD_NAMES,
  LIMITS,
  looksLikePhoto,
  MIN_PHONE_DIGITS,
  PHONE_PATTERN,
  PHOTO_FORMATS,
  PHOTOS,
  type ContactRequest,
  type FieldName,
} from "./fields.ts";

/** The form's and the inbox's words in one language (shared/copy/<language>/contact.ts). */
export type ContactWords = SiteCopy["contactCopy"];

/** The choices the kit words itself: when the job should start, "something else", "not sure yet". */
export const kitChoicesOf = ({ startChoices, otherService, unsureBudget }: ContactWords) => ({
  startChoices: [...startChoices],
  otherService,
  unsureBudget,
});

/**
 * Characters no field may hold: control characters (C0, DEL, C1) and the bidirectional embeddings,
 * overrides and isolates. In the owner's mail or terminal they could forge a line or a field,
 * reorder what is shown, or send escape sequences. The message may hold line breaks and tabs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Line breaks (and tabs), which only the message may hold: the other fields are one line each. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;

/** The browser accepts "a@b" (an intranet address); a reply to a visitor needs a domain with a dot. */
export function emailDomainHasDot(email: string): boolean {
  const at = email.lastIndexOf("@");
  return at === -1 || email.slice(at + 1).includes(".");
}

/** The phone number matches PHONE_PATTERN (the check the browser makes from the field's pattern). */
export function phoneHasOnlyPhoneCharacters(phone: string): boolean {
  return new RegExp(`^(?:${PHONE_PATTERN})$`, "v").test(phone);
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

/**
 * Trims what the visitor typed; what we send is what they meant. Line breaks become "\n", as in the
 * field's value (a plain form post sends "\r\n", and the browser counts each as one character).
 */
export function normalize(values: ContactRequest): ContactRequest {
  const clean = (s: string) => s.replace(/\r\n?/g, "\n").trim();
  return Object.fromEntries(FIELD_NAMES.map((f) => [f, clean(values[f])])) as ContactRequest;
}

/**
 * A file name no photo picked in a browser has: a path (a `/` or `\`, a `..` part) or control
 * characters (line breaks and tabs among them). Browsers send a chosen file's own name, never its
 * folder, so no photo a visitor picks has a path. Refused with a message, never quietly made safe.
 */
export function isUnsafeFileName(name: string): boolean {
  return /[\\/]/.test(name) || name === ".." || CONTROL.test(name) || LINE_BREAK.test(name);
}
/** A file name as a message shows it: without its control characters, at most 80 characters. */
const shownFileName = (name: string, unnamed: string) =>
  name.replace(new RegExp(`${CONTROL.source}|${LINE_BREAK.source}`, "g"), "").slice(0, 80) || unnamed;

/** The formats a photo may have, as a sentence in these words ("JPEG, PNG, WebP or HEIC"). */
export const photoFormatsText = (words: Pick<ContactWords, "list">) =>
  words.list(PHOTO_FORMATS.map((f) => f.name));

/**
 * The field rules in one language's words: each field's label (the postal code's default: the owner
 * may name it, see labelOf), what we say when a required field is empty or a rule is broken, and the
 * photo field's label, hint and messages.
 */
export function contactRules(words: ContactWords) {
  const formats = photoFormatsText(words);
  /** The required fields, and what we say when one is empty. */
  const required: Readonly<Partial<Record<FieldName, string>>> = words.required;
  const messages = {
    ...words.messages,
    tooLong: (field: FieldName, length: number) => words.messages.tooLong(LIMITS[field], length),
    characters: (length: number) => words.messages.characters(length, LIMITS.message),
  };
  const photoMessages = {
    tooMany: words.photos.tooMany(PHOTOS.max),
    unsafeName: (file: string) => words.photos.unsafeName(shownFileName(file, words.photos.unnamed)),
    tooLarge: (file: string) => words.photos.tooLarge(file, PHOTOS.maxBytes),
    notPhoto: (file: string) => words.photos.notPhoto(file, formats),
  };
  return {
    labels: words.labels,
    required,
    messages,
    /** The photo field's label, and its hint: how many, which formats, how large. */
    photoLabel: words.photos.label,
    photoHint: words.photos.hint(PHOTOS.max, PHOTOS.maxBytes, formats),
    photoMessages,
    /**
     * The rules HTML attributes cannot declare: no control characters (and no line breaks but in the
     * message), a required field of nothing but spaces, an email domain without a dot, a phone number
     * with too few digits. The message for the rule broken, or "" (the form passes it to
     * setCustomValidity, where "" means valid).
     */
    customRuleMessage(field: FieldName, value: string): string {
      if (CONTROL.test(value)) return messages.control;
      if (field !== "message" && LINE_BREAK.test(value)) return messages.lineBreak;
      const missing = required[field];
      if (missing && value !== "" && value.trim() === "") return missing;
      if (field === "email" && !emailDomainHasDot(value.trim())) return messages.email;
      // Digits are counted only in what the pattern lets through: one finding per field.
      if (field === "phone" && value.trim() !== "" && phoneHasOnlyPhoneCharacters(value)) {
        if (value.replace(/\D/g, "").length < MIN_PHONE_DIGITS) return messages.phoneDigits;
      }
      return "";
    },
    /** Our words for what the browser found wrong with a field, or undefined when it is valid. */
    messageFor(field: FieldName, { value, validationMessage, validity }: CheckedField) {
      if (validity.valid) return undefined;
      if (validity.valueMissing) return required[field] ?? validationMessage;
      if (validity.tooLong) return messages.tooLong(field, value.length);
      if (validity.typeMismatch) return messages.email;
      if (validity.patternMismatch)
        return field === "postcode" ? messages.postcodeCharacters : messages.phoneCharacters;
      // A custom error is one of our rules, in our words (customRuleMessage); anything else, the browser's.
      return validationMessage;
    },
    /** The browser's check of the chosen photos (the server checks their bytes again): a message, or "". */
    photosMessage(files: readonly { name: string; size: number; type: string }[]): string {
      if (files.length > PHOTOS.max) return photoMessages.tooMany;
      for (const file of files) {
        if (isUnsafeFileName(file.name)) return photoMessages.unsafeName(file.name);
        if (!looksLikePhoto(file)) return photoMessages.notPhoto(file.name);
        if (file.size > PHOTOS.maxBytes) return photoMessages.tooLarge(file.name);
      }
      return "";
    },
  };
}
export type ContactRules = ReturnType<typeof contactRules>;
