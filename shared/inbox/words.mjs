// @ts-check
/**
 * What the inbox says in words, in one language: npm start and the Worker answer a request in the
 * language of the page that sent it (#shared/inbox/answers.mjs).
 */
import { checkContactRequest } from "#shared/contact/check.ts";
import { contactRules } from "#shared/contact/rules.ts";
import { ownerWords } from "#shared/copy/owner.ts";
import { MAX_BODY_BYTES } from "./limits.mjs";

/**
 * The inbox's words in a language's copy.
 * @param {Pick<import("#shared/copy/types.ts").SiteCopy, "language" | "inboxCopy" | "contactCopy">} copy
 */
export function inboxWordsOf({ language, inboxCopy, contactCopy }) {
  const rules = contactRules(contactCopy);
  return {
    language,
    /** Why a request was refused, by status: for people (pages) and programs (JSON). */
    reasons: { ...inboxCopy.reasons, 413: inboxCopy.reasons[413](MAX_BODY_BYTES) },
    /** A photo refused, naming it. */
    photo: { ...rules.photoMessages, tooManyPixels: inboxCopy.photos.tooManyPixels },
    /** The photos together are more than the inbox takes, and what it takes. */
    tooLargeTogether: `${inboxCopy.photos.tooLargeTogether} ${rules.photoHint}`,
    /** The request arrived, its photos were not kept. */
    notKept: inboxCopy.photos.notKept,
    /**
     * The server's check of a request, in the words the form uses.
     * @param {import("#shared/contact/fields.ts").ContactRequest} request
     * @param {import("#shared/contact/fields.ts").FormChoices} choices
     */
    check: (request, choices) => checkContactRequest(request, choices, rules),
  };
}
/** @typedef {ReturnType<typeof inboxWordsOf>} InboxWords */
/** @typedef {InboxWords["photo"]} PhotoMessages */

/**
 * The inbox's words in the owner's language, the first: where a check runs before the request's
 * language is known (a photo's bytes, a refusal before the form is read).
 */
export const inboxWords = inboxWordsOf(ownerWords);
