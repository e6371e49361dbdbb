/**
 * The inbox's kit in the site's first language, with the links the site's pages have: what npm
 * start and the Worker load for each of a site's languages (app/inbox-kit.ts), for the inbox's unit
 * tests.
 */
import { contactCopy, contactPage, inboxCopy, language } from "./site-words.ts";
import { inboxWordsOf } from "#shared/inbox/words.mjs";
import { contactForm, localPath } from "~/content/site";
import { inboxPagesIn } from "../../app/inbox-pages";

export const UNIT_LANGUAGES = [language];
export const UNIT_KIT = {
  pages: inboxPagesIn({ words: { contactCopy, contactPage, inboxCopy }, href: localPath }),
  words: inboxWordsOf({ language, inboxCopy, contactCopy }),
  form: contactForm,
};
