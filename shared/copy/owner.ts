/**
 * The owner's language and words: what the kit says to the owner (the lead mail, `npm run leads`,
 * the inbox's log and store problems, the editor) is in the first of company.languages, whatever
 * the language of the page a visitor wrote from. A value, not the language a build was made in:
 * what a visitor meets takes its language's words as an argument (#shared/copy/all.ts).
 */
import { COPIES } from "./all.ts";
import type { Language } from "./languages.ts";
import { languagesIn, siteLanguagesOf } from "./site-language.ts";
import type { SiteCopy } from "./types.ts";

function ownerLanguage(): Language {
  if (import.meta.env) {
    // The unit tests' English, whatever the owner's (vitest.config.ts): they name the words they check.
    const pinned: unknown = import.meta.env.OWNER_LANGUAGE;
    if (pinned) return languagesIn({ languages: [pinned] })[0]!;
    // Vite's bundles carry company.json: the Worker and the editor's page have no file to read.
    const [company] = Object.values(
      import.meta.glob("../../app/content/company.json", { eager: true, import: "default" }),
    );
    return languagesIn(company)[0]!;
  }
  // Plain Node reads the file (npm start, npm run leads).
  return siteLanguagesOf()[0]!;
}

export const OWNER_LANGUAGE = ownerLanguage();
export const ownerWords: SiteCopy = COPIES[OWNER_LANGUAGE];
