/**
 * The interface's wording in the site's language. The language is chosen by the one line below:
 * another language is a sibling folder of ./en/ exporting the same names (`SiteCopy`, ./types.ts,
 * refuses one with a word missing).
 */
export * from "./en/site.ts";
export type { SiteCopy } from "./types.ts";
