// @ts-check
/**
 * Is the build made from the current sources? `npm start` asks before it serves, so an edit to the
 * content (or any source) is never answered with the old site.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/** What the build is made from (tests and the server itself are not). */
const SOURCES = [
  "app",
  "public",
  "tooling",
  "scripts/site-manifest.mjs",
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
  for (const file of SOURCES.flatMap((s) => files(join(root, s)))) {
    if (statSync(file).mtimeMs > built) return { stale: true, newer: relative(root, file) };
  }
  // A file removed leaves no newer file behind: its folder's time says it (a project deleted).
  for (const folder of CONTENT_FOLDERS.map((f) => join(root, f)).filter((f) => existsSync(f))) {
    if (statSync(folder).mtimeMs > built) return { stale: true, newer: relative(root, folder) };
  }
  return { stale: false };
}
