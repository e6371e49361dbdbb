/**
 * The interface's wording in the site's language: the first of company.languages
 * (app/content/company.json; the kit speaks the languages of ./languages.ts, a sibling folder each).
 *
 * Vite's builds (the pages, the islands, the Worker) and the unit tests resolve this module to that
 * language's own folder instead (tooling/site-language.ts), so a bundle carries one language's
 * words. Plain Node (npm start's inbox, npm run leads, the browser tests) loads this module, which
 * chooses the same language from the same file.
 */
import { COPIES } from "./all.ts";
import { siteLanguageOf } from "./site-language.ts";
import type { SiteCopy } from "./types.ts";

const copy: SiteCopy = COPIES[siteLanguageOf()];

export const {
  language,
  navigation,
  chrome,
  notFound,
  listText,
  facts,
  home,
  about,
  servicesPage,
  servicePage,
  questionsPage,
  portfolioPage,
  projectPage,
  contactPage,
  contactFormDefaults,
  privacy,
  legalNotice,
  contactCopy,
  inboxCopy,
  leadsCopy,
  leadsCli,
  leadsBackup,
  leadsRestore,
  leadsCloudflare,
  leadsStore,
} = copy;
export type { ContactCopy } from "./en/contact.ts";
export type { InboxCopy } from "./en/inbox.ts";
export type { SiteCopy } from "./types.ts";
