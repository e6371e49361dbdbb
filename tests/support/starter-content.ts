/**
 * The starter site as the pages read it (app/content/site.ts's `siteOf` ./starter.ts's data, in the
 * fixture's language): what a test expects of a build made from the starter fixture, and what a
 * component test renders the specification's pages from (in a SiteContext), whatever the owner's
 * own content and language are.
 */
import { siteOf } from "~/content/site";
import { COPIES } from "#shared/copy/all.ts";
import { addressIn } from "./paths";
import { starterData } from "./starter";

const data = starterData();

/** The kit's wording in the fixture's language (English), whichever language the tests run in. */
export const starterWords = COPIES[data.company.languages[0]!];

export const starter = siteOf(data, starterWords);

/**
 * The starter's pages in Spanish, as a second language ("languages": ["en", "es"]): the kit's
 * Spanish words over the starter's texts, at the Spanish addresses (/es/…), for the tests of what a
 * page in another language links to and names.
 */
export const starterInSpanish = siteOf(
  { ...data, company: { ...data.company, languages: [data.company.languages[0]!, "es"] } },
  COPIES.es,
);

/**
 * A path of the site in the starter fixture's language ("/contact"), from shared/paths.ts's, which
 * are in the language the tests run in ("/kontakt" on a German owner's project).
 */
export const starterPath = (path: string) => addressIn(data.company.languages[0]!, path);
