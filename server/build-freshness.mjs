// @ts-check
/**
 * Is the build made from the current sources? `npm start` asks before it serves, so an edit to the
 * content (or any source) is never answered with the old site.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { readSiteManifest, SITE_MANIFEST } from "#shared/site-manifest.mjs";
import { siteLanguagesOf } from "#shared/copy/site-language.ts";

/** What the build is made from (tests and the server itself are not). */
export const BUILD_SOURCES = [
  "app",
  "public",
  "tooling",
  "shared",
  // The Worker a build for Cloudflare bundles, with the inbox's modules and migrations it takes.
  "cloudflare",
  "server/leads",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
/** The owner's folders of content, where removing a file changes the site (a project, a photo). */
const CONTENT_FOLDERS = ["app/content/projects", "app/content/photos"];
const NOT_A_SOURCE = /\.test\.[cm]?[jt]sx?$/;

/** @param {string} path @returns {string[]} */
function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !NOT_A_SOURCE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The newest source file under `root` if it changed after the build in `buildDir` was made, else
 * undefined. A missing build counts as stale, with no file to blame.
 * @param {string} root @param {string} buildDir
 * @returns {{ stale: boolean, newer?: string }}
 */
export function buildFreshness(root, buildDir) {
  const stamp = resolve(root, buildDir, "site.json");
  if (!existsSync(stamp)) return { stale: true };
  const built = statSync(stamp).mtimeMs;
  for (const file of BUILD_SOURCES.flatMap((s) => files(join(root, s)))) {
    if (statSync(file).mtimeMs > built) return { stale: true, newer: relative(root, file) };
  }
  // A file removed leaves no newer file behind: its folder's time says it (a project deleted).
  // Each of the owner's other languages has its own (app/content/<language>/projects/).
  const folders = [
    ...CONTENT_FOLDERS,
    ...siteLanguagesOf(root)
      .slice(1)
      .map((language) => `app/content/${language}/projects`),
  ];
  for (const folder of folders.map((f) => join(root, f)).filter((f) => existsSync(f))) {
    if (statSync(folder).mtimeMs > built) return { stale: true, newer: relative(root, folder) };
  }
  return { stale: false };
}

/**
 * A production build whatever NODE_ENV the shell has (Vite would honour "development" or "test"),
 * with the settings of the build it replaces unless the shell sets them: a rebuild never drops the
 * CONTACT_ENDPOINT (or SELF_HOST_IMAGES) the site was built with.
 * @param {string} buildDir @param {NodeJS.ProcessEnv} environment
 */
export function rebuildEnv(buildDir, environment) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...environment, NODE_ENV: "production" };
  if (existsSync(join(buildDir, SITE_MANIFEST))) {
    /** @type {Partial<import("#shared/site-manifest.mjs").SiteManifest>} a build of an older version may lack some */
    const site = readSiteManifest(buildDir);
    env.SITE_URL ??= site.siteUrl;
    env.CONTACT_ENDPOINT ??= site.contactEndpoint;
    env.SELF_HOST_IMAGES ??= site.selfHostImages ? "1" : "";
    env.LEADS_RETENTION_DAYS ??= site.leadsRetentionDays?.toString();
    env.INBOX_HOST ??= site.inboxHost;
  }
  return env;
}
