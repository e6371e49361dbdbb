/**
 * The owner's language and words: what the kit says to the owner (the lead mail, `npm run leads`,
 * the inbox's log and store problems, the editor) is in the first of company.languages, whatever
 * the language of the page a visitor wrote from. A value, not the language a build was made in:
 * what a visitor meets takes its language's words as an argument (#shared/copy/all.ts).
 *
 * Plain Node reads company.json (./site-language.ts); the Worker, which has no files, is built with
 * this module made from the same file, and the unit tests see English (tooling/owner-words.ts).
 */
import { COPIES } from "./all.ts";
import { siteLanguagesOf } from "./site-language.ts";
import type { SiteCopy } from "./types.ts";

export const OWNER_LANGUAGE = siteLanguagesOf()[0]!;
export const ownerWords: SiteCopy = COPIES[OWNER_LANGUAGE];
