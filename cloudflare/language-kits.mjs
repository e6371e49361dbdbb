// @ts-check
/**
 * The site's languages (the first at the root) and the inbox's answer pages and words in each other
 * one, bundled from that language's own content: the Worker's build puts them here
 * (tooling/cloudflare-build.ts). As written, a site in one language: the Worker's own are its words.
 */
/** @type {string[]} */
export const LANGUAGES = [];
/** @type {Record<string, import("../server/leads/inbox-answers.mjs").InboxKit>} */
export const LANGUAGE_KITS = {};
