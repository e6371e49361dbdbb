// @ts-check
/**
 * What the inbox says in words, in the language this module is bundled in: each language's build
 * bundles its own (app/inbox-kit.ts), and npm start and the Worker answer a request in the language
 * of the page that sent it (#shared/inbox/answers.mjs). In plain Node, the site's first language.
 */
import { checkContactRequest } from "#shared/contact/check.ts";
import { PHOTO_HINT, PHOTO_MESSAGES } from "#shared/contact/rules.ts";
import { inboxCopy, language } from "#shared/copy/index.ts";
import { MAX_BODY_BYTES } from "./limits.mjs";

export const inboxWords = {
  language,
  /** Why a request was refused, by status: for people (pages) and programs (JSON). */
  reasons: { ...inboxCopy.reasons, 413: inboxCopy.reasons[413](MAX_BODY_BYTES) },
  /** A photo refused, naming it. */
  photo: { ...PHOTO_MESSAGES, tooManyPixels: inboxCopy.photos.tooManyPixels },
  /** The photos together are more than the inbox takes, and what it takes. */
  tooLargeTogether: `${inboxCopy.photos.tooLargeTogether} ${PHOTO_HINT}`,
  /** The request arrived, its photos were not kept. */
  notKept: inboxCopy.photos.notKept,
  /** The server's check of a request, in the words the form uses. */
  check: checkContactRequest,
};
/** @typedef {typeof inboxWords} InboxWords */
/** @typedef {InboxWords["photo"]} PhotoMessages */
