/**
 * The form's labels and messages in the site's first language, the one the browser and site tests
 * open (shared/contact/rules.ts makes them from any language's words).
 */
import { contactRules } from "#shared/contact/rules.ts";
import { contactCopy } from "./site-words.ts";

export const {
  labels: LABELS,
  messages: MESSAGES,
  required: REQUIRED,
  photoLabel: PHOTO_LABEL,
  photoHint: PHOTO_HINT,
  photoMessages: PHOTO_MESSAGES,
} = contactRules(contactCopy);
