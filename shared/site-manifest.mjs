// @ts-check
/**
 * The build's page manifest (`<build>/site.json`, written by tooling/build-end.ts): the one list of
 * the site's pages for the scripts and tests that run on a build, and the file each page is in.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { NOT_FOUND_PATH } from "./paths.ts";

/**
 * @typedef {object} SiteManifest
 * @property {string[]} pages the pre-rendered pages' paths, e.g. "/", "/about" (the 404 pages aside)
 * @property {string[]} languages the owner's languages, the first at the root, each other under
 *   /<language>/ with its own 404 page
 * @property {string} csp
 * @property {string} siteUrl
 * @property {string} contactEndpoint
 * @property {boolean} selfHostImages
 * @property {number} leadsRetentionDays what the privacy page states; npm start's inbox keeps to it
 * @property {"server" | "cloudflare"} [inboxHost] where the inbox runs (INBOX_HOST; absent in older builds: the server)
 * @property {string} loader the island loader's URL
 * @property {Record<string, string[]>} islands each island's files
 * @property {Record<string, Record<string, string[]>>} [islandWords] each island's words by language: what a page in that language loads before the island starts (absent in older builds)
 * @property {import("./contact/fields.ts").FormChoices} contactForm what the contact form offers (the inbox checks against it)
 * @property {string} [contentRepo] CONTENT_REPO: the GitHub repository whose pushes publish the site
 * @property {string} [contentBranch] CONTENT_BRANCH: its branch that is the site (absent in older builds: main)
 * @property {string} [adminCsp] the editor's Content-Security-Policy (shared/policy.mjs
 *   adminContentSecurityPolicy), in builds that have the editor at /admin/ (CONTENT_REPO set):
 *   npm start serves /admin/ only then
 * @property {string} [commit] the git commit the build was made from, when its sources were exactly that commit
 */

/** Written beside the client folder (not served): what `npm start` needs to know about a build. */
export const SITE_MANIFEST = "site.json";

/**
 * The build's settings (tooling/build-settings.ts reads and checks them) as a build records them:
 * each setting's name, and its value as the variable from the build's site.json. The one list of
 * them: a rebuild takes the build in service's (server/build-freshness.mjs `rebuildEnv`) and a
 * publish may see them in npm start's environment (server/publish/publisher.mjs).
 * @type {Record<string, (site: Partial<SiteManifest>) => string | undefined>}
 */
export const BUILD_SETTINGS = {
  SITE_URL: (site) => site.siteUrl,
  CONTACT_ENDPOINT: (site) => site.contactEndpoint,
  SELF_HOST_IMAGES: (site) => (site.selfHostImages ? "1" : ""),
  LEADS_RETENTION_DAYS: (site) => site.leadsRetentionDays?.toString(),
  INBOX_HOST: (site) => site.inboxHost,
  CONTENT_REPO: (site) => site.contentRepo,
  CONTENT_BRANCH: (site) => site.contentBranch,
};

/** @param {string} buildDir @returns {SiteManifest} */
export function readSiteManifest(buildDir) {
  return JSON.parse(readFileSync(join(buildDir, SITE_MANIFEST), "utf8"));
}

/** The file a page is served from: "/" -> index.html, "/about" -> about.html (one URL per page). */
export function pageFile(/** @type {string} */ path) {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/**
 * Every page of a build and its file, the 404 page (NOT_FOUND_PATH) last.
 * @param {string} buildDir
 * @returns {Record<string, string>}
 */
export function pageFiles(buildDir) {
  const { pages } = readSiteManifest(buildDir);
  return Object.fromEntries([...pages, NOT_FOUND_PATH].map((path) => [path, pageFile(path)]));
}
