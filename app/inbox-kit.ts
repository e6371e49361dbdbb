/**
 * What the inbox says in each of the site's languages, from one build: the answer pages' renderers
 * (the contact page's own components) and the words, in the language of the page a request came
 * from. npm start loads them from the build's server bundle (app/entry.server.tsx), the Worker
 * bundles them (cloudflare/worker.mjs). Nothing here needs the phone number's library.
 */
import { COPIES } from "#shared/copy/all.ts";
import { isLanguage } from "#shared/copy/languages.ts";
import { inboxWordsOf } from "#shared/inbox/words.mjs";
import { pathIn } from "#shared/paths.ts";
import { contactFormOf } from "./content/contact-content";
import { SITE_LANGUAGES, siteDataIn } from "./content/languages";
import { inboxPagesIn } from "./inbox-pages";

export { SITE_LANGUAGES };

/**
 * The inbox's answer pages and words in one of the site's languages, and what that language's form
 * offers (a request from its pages is checked against it).
 */
export function inboxKitIn(language: string) {
  if (!isLanguage(language)) throw new Error(`The kit speaks no language "${language}" (shared/copy/).`);
  const words = COPIES[language];
  const data = siteDataIn(language);
  return {
    form: contactFormOf(data.company, data.pages, data.services.services, words),
    pages: inboxPagesIn({ words, href: (path) => pathIn(language, SITE_LANGUAGES, path) }),
    words: inboxWordsOf(words),
  };
}
export type InboxKit = ReturnType<typeof inboxKitIn>;
