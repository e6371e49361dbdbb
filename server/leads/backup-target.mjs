// @ts-check
/** Where a backup may be written: never over, or beside, the live data it backs up. */
import { existsSync, realpathSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { leadPhotosRoot } from "./lead-photos.mjs";
import { ownerWords } from "#shared/copy/owner.ts";

const { leadsBackup } = ownerWords;

/** A backup that could not be made, said so an owner can act on it. */
export class BackupError extends Error {}

/**
 * The path `path` will have once its missing folders are made, with every symlink on the way
 * followed: the real path of its nearest existing parent, plus the rest. (Under systemd's
 * DynamicUser, /var/lib/site is itself a symlink to /var/lib/private/site.)
 * @param {string} path
 */
function realPath(path) {
  const absolute = resolve(path);
  let existing = absolute;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  return join(realpathSync(existing), relative(existing, absolute));
}

/** `inner` is `outer` or inside it. @param {string} inner @param {string} outer */
const within = (inner, outer) => {
  const rel = relative(outer, inner);
  return !isAbsolute(rel) && rel.split(sep)[0] !== "..";
};

/**
 * Refuses a target that would overwrite or share the live data: the database's own folder (through
 * any symlink), its photos folder, or the database itself; and a target that is a folder.
 * @param {string} dbPath @param {string} target
 */
export function checkTarget(dbPath, target) {
  // The backup is a file: a folder in its place would end in a failed rename, a full copy left beside it.
  if (statSync(target, { throwIfNoEntry: false })?.isDirectory()) {
    throw new BackupError(leadsBackup.isFolder(target, join(target, "leads.sqlite")));
  }
  const dataDir = realPath(dirname(dbPath));
  const targetDir = realPath(dirname(target));
  const targetFile = realPath(target);
  if (targetFile === realPath(dbPath) || within(targetDir, realPath(leadPhotosRoot(dbPath)))) {
    throw new BackupError(leadsBackup.liveData(target));
  }
  if (targetDir === dataDir) {
    throw new BackupError(leadsBackup.sameFolder(dirname(dbPath)));
  }
}
