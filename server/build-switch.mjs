// @ts-check
/**
 * Builds side by side, and the one the site serves. Once a site publishes itself, `build`
 * (BUILD_DIR) is a link to a folder in `builds/` beside it, and a new build goes into service by
 * replacing that link in one rename: no request sees half a build, and while the next one is made
 * the old one serves. The web server in front (Caddy, nginx) and npm start follow the link.
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** The builds' folder, beside the link. */
export const BUILDS_FOLDER = "builds";
/** How many builds stay: the one served and the two before it (pages still open load their assets). */
export const KEPT_BUILDS = 3;
/** Hashed files: a page of an older build still open in a browser asks for its own. */
const ASSETS = ["client/assets"];

/** @param {string} link @returns {string} */
export const buildsFolder = (link) => join(dirname(resolve(link)), BUILDS_FOLDER);

/**
 * A new build's folder, named by the time (so the names sort as the builds were made) and its
 * commit (its first 7 characters) or another word.
 * @param {string} link @param {string} commit @param {Date} [now]
 */
export function newBuildFolder(link, commit, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  const name = /^[0-9a-f]{40}$/.test(commit) ? commit.slice(0, 7) : commit;
  return join(buildsFolder(link), `${stamp}-${name}`);
}

/** The folder the site serves now: where the link points (or the build folder itself, before the first switch). @param {string} link */
export const servedBuild = (link) => realpathSync(resolve(link));

/**
 * Puts `next` in service: a new link beside `link`, renamed over it (a rename is atomic). A build
 * made in place (`npm run build`, deploy/build.sh) moves into builds/ first; between that move and
 * the rename, microseconds, the web server in front finds no build.
 * @param {string} link @param {string} next a folder in buildsFolder(link)
 */
export function switchBuild(link, next) {
  const path = resolve(link);
  mkdirSync(buildsFolder(link), { recursive: true });
  const temporary = `${path}.next`;
  rmSync(temporary, { force: true });
  symlinkSync(relative(dirname(path), resolve(next)), temporary);
  if (existsSync(path) && !lstatSync(path).isSymbolicLink()) {
    // Named by when it was made, among the others (`npm run build` replaces the link with a folder).
    renameSync(path, newBuildFolder(link, "in-place", statSync(path).mtime));
  }
  renameSync(temporary, path);
}

/** The files a build was given by the ones before it, and how many publishes old each is (beside its client folder, not served). */
const CARRIED = "carried-assets.json";

/**
 * Gives the new build the hashed files of the builds before it that it lacks (hard links, or
 * copies across disks), so a page loaded before a switch still gets its scripts and styles: the
 * old build's own, and what it was given in turn while younger than KEPT_BUILDS publishes. A file
 * lives as long as its build is kept, not forever.
 * @param {string} from @param {string} to
 */
export function carryAssets(from, to) {
  /** @type {Record<string, number>} */
  let given = {};
  try {
    given = JSON.parse(readFileSync(join(from, CARRIED), "utf8"));
  } catch {
    // A build that was given nothing (or made before this record).
  }
  /** @type {Record<string, number>} */
  const carried = {};
  for (const folder of ASSETS) {
    const source = join(from, folder);
    if (!existsSync(source)) continue;
    const target = join(to, folder);
    mkdirSync(target, { recursive: true });
    for (const name of readdirSync(source)) {
      const file = join(target, name);
      const age = (given[`${folder}/${name}`] ?? 0) + 1;
      if (existsSync(file) || age >= KEPT_BUILDS) continue;
      try {
        linkSync(join(source, name), file);
      } catch {
        copyFileSync(join(source, name), file);
      }
      carried[`${folder}/${name}`] = age;
    }
  }
  writeFileSync(join(to, CARRIED), `${JSON.stringify(carried)}\n`);
}

/**
 * Deletes all builds but the served one and the newest before it, KEPT_BUILDS in all; the folders
 * of builds that never went into service (a failed publish's) go too.
 * @param {string} link @returns {string[]} the folders deleted
 */
export function pruneBuilds(link, keep = KEPT_BUILDS) {
  const folder = buildsFolder(link);
  if (!existsSync(folder)) return [];
  const served = existsSync(link) ? servedBuild(link) : "";
  const builds = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => join(folder, entry.name))
    .sort();
  const servedAt = builds.indexOf(served);
  // Served from elsewhere (a build made in place): none of these is known to be old.
  if (servedAt === -1) return [];
  // The served build and those made before it; a newer one was never served (a publish that failed).
  const kept = new Set(builds.slice(Math.max(0, servedAt - keep + 1), servedAt + 1));
  const deleted = builds.filter((build) => !kept.has(build));
  for (const build of deleted) rmSync(build, { recursive: true, force: true });
  return deleted;
}
