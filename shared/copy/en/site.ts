/**
 * The site's fixed English wording: every word of the interface that the owner does not write
 * (app/content/site.ts puts it together with the owner's data files). Split by area, so a page or
 * an island bundles only the wording it shows. Another language is a sibling folder exporting the
 * same names of the same shape (`SiteCopy`, ../types.ts).
 */
export * from "./chrome.ts";
export * from "./facts.ts";
export * from "./pages.ts";
export * from "./contact-page.ts";
export * from "./privacy.ts";
export * from "./legal-notice.ts";
export * from "./contact.ts";
export * from "./inbox.ts";
export * from "./leads.ts";
export * from "./leads-admin.ts";
export * from "./live-editor.ts";

/** The language of these words (their folder's name): the pages' `lang`, the addresses' prefix. */
export const language = "en";
