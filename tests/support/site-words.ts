/**
 * The interface's words in the first of the owner's languages: what the site says at "/", and what
 * a component rendered alone says (app/content/site-context.tsx). Tests read the words they expect
 * from here, so they hold on an owner's site in any language.
 */
import { firstSite } from "../../app/content/site.ts";

export const siteWords = firstSite.words;
export const {
  language,
  navigation,
  chrome,
  notFound,
  facts,
  contactPage,
  privacy,
  contactCopy,
  inboxCopy,
  leadsCopy,
  leadsCli,
  leadsBackup,
  leadsStore,
} = siteWords;
