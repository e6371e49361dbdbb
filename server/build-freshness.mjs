// @ts-check
/**
 * Is the build made from the current sources? `npm start` asks before it serves, so an edit to the
 * content (or any source) is never answered with the old site.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, realpathSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { BUILD_SETTINGS, readSiteManifest, SITE_MANIFEST } from "#shared/site-manifest.mjs";
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
 * The commit the sources under `root` are, when git says they are exactly that commit (no source
 * changed, added or deleted since); else undefined (not a git checkout, or changed). A build
 * records it (site.json's `commit`), and it says what a published build is made from.
 * @param {string} root @returns {string | undefined}
 */
export function sourceCommit(root) {
  // The folder may belong to another user than npm start's (root's checkout, a service's dynamic
  // user): git refuses such a repository unless told it is safe.
  const git = (/** @type {string[]} */ args) =>
    spawnSync("git", ["-c", `safe.directory=${realpathSync(root)}`, ...args], {
      cwd: root,
      encoding: "utf8",
    });
  // The project's own repository, not one it happens to sit in.
  const top = git(["rev-parse", "--show-toplevel"]);
  if (top.status !== 0 || top.stdout.trim() !== realpathSync(root)) return undefined;
  const head = git(["rev-parse", "--verify", "--quiet", "HEAD"]);
  if (head.status !== 0) return undefined;
  const changed = git(["status", "--porcelain", "--", ...BUILD_SOURCES]);
  if (changed.status !== 0 || changed.stdout.trim() !== "") return undefined;
  return head.stdout.trim() || undefined;
}

/** The commit a build records it was made from, if any. @param {string} buildDir @returns {string | undefined} */
function builtCommit(buildDir) {
  try {
    return readSiteManifest(buildDir).commit;
  } catch {
    return undefined;
  }
}

/**
 * The newest source file under `root` if it changed after the build in `buildDir` was made, else
 * undefined. A missing build counts as stale, with no file to blame. A build of the commit the
 * sources are now is fresh, whatever the files' times (a publish fast-forwards the sources after
 * it built them).
 * @param {string} root @param {string} buildDir
 * @returns {{ stale: boolean, newer?: string }}
 */
export function buildFreshness(root, buildDir) {
  const stamp = resolve(root, buildDir, "site.json");
  if (!existsSync(stamp)) return { stale: true };
  const commit = builtCommit(resolve(root, buildDir));
  if (commit && commit === sourceCommit(root)) return { stale: false };
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
    for (const [name, recorded] of Object.entries(BUILD_SETTINGS)) env[name] ??= recorded(site);
  }
  return env;
}
