// @ts-check
/**
 * `npm run leads -- --backup <file>`: a consistent copy of the leads database, made while `npm start`
 * runs (SQLite's online backup: a snapshot of one moment, whatever the server writes meanwhile),
 * with the photos of the leads it holds when there are any.
 *
 * The backup has the live layout, so restoring it is copying it back:
 *
 *   <folder>/leads.sqlite        the database, one self-contained file (LEADS_DB)
 *   <folder>/lead-photos/12/…    the photos of lead #12 (leadPhotosRoot), when leads have photos
 */
import { chmodSync, cpSync, existsSync, readdirSync, realpathSync, renameSync, rmSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { leadPhotoDir, leadPhotosRoot, makePrivateFolder } from "./lead-photos.mjs";
import { storeProblem } from "./store-problem.mjs";

/** A backup that could not be made, said so an owner can act on it. */
export class BackupError extends Error {}

/** @param {string} from @param {string} to */
const copyRecursive = (from, to) => {
  cpSync(from, to, { recursive: true });
  // cpSync makes folders as the umask says: these hold visitors' photos.
  chmodSync(to, 0o700);
  for (const entry of readdirSync(to, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(path, 0o700);
    // The photos too, whatever the live ones' modes (an older version's, a hand-made copy's).
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
};

/** What went wrong with a photo copy, in words. @param {unknown} error */
function photoProblem(error) {
  const code = /** @type {{ code?: string }} */ (error)?.code;
  if (code === "ENOSPC") return "the disk is full";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "ENOENT") return "a photo folder was removed while it was copied";
  return error instanceof Error ? error.message : String(error);
}

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
 * any symlink), its photos folder, or the database itself.
 * @param {string} dbPath @param {string} target
 */
function checkTarget(dbPath, target) {
  const dataDir = realPath(dirname(dbPath));
  const targetDir = realPath(dirname(target));
  const targetFile = realPath(target);
  if (targetFile === realPath(dbPath) || within(targetDir, realPath(leadPhotosRoot(dbPath)))) {
    throw new BackupError(
      `${target} is the live database or inside its photos folder: write the backup to another folder, ` +
        "e.g. /var/lib/site-backups/leads.sqlite.",
    );
  }
  if (targetDir === dataDir) {
    throw new BackupError(
      `write the backup to another folder than the database's own (${dirname(dbPath)}): ` +
        "there it would share the photos folder, and be lost with the disk it backs up.",
    );
  }
}

/**
 * Copies the database at `dbPath` (and its leads' photos) to `target`. Nothing is left at `target`
 * unless the whole copy succeeded and reads back.
 * @param {string} dbPath the live database (LEADS_DB)
 * @param {string} target the backup file to write (replaced if it exists)
 * @param {{ copyFolder?: (from: string, to: string) => void }} [options] how a lead's photo folder
 *   is copied (the tests make it fail as a full disk would)
 * @returns {Promise<{ leads: number, photoFolders: number }>}
 */
export async function backupLeads(dbPath, target, { copyFolder = copyRecursive } = {}) {
  if (!existsSync(dbPath)) {
    throw new BackupError(
      `there is no database at ${dbPath} to back up (npm start creates it; check LEADS_DB).`,
    );
  }
  checkTarget(dbPath, target);
  makePrivateFolder(dirname(target));
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });

  const source = new DatabaseSync(dbPath);
  try {
    // The server's write in progress finishes first; the backup then copies one consistent moment.
    source.exec("PRAGMA busy_timeout = 5000");
    await backup(source, partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw new BackupError(`the database ${dbPath} could not be copied: ${storeProblem(error)}.`);
  } finally {
    source.close();
  }

  // The copy as one file (no WAL beside it), readable by its owner only, proven whole.
  let ids;
  try {
    chmodSync(partial, 0o600);
    const copy = new DatabaseSync(partial);
    try {
      copy.exec("PRAGMA journal_mode = DELETE");
      const { integrity_check: check } = /** @type {{ integrity_check: string }} */ (
        copy.prepare("PRAGMA integrity_check").get()
      );
      if (check !== "ok") throw new Error(`the copy is damaged (${check})`);
      ids = copy
        .prepare("SELECT id FROM leads ORDER BY id")
        .all()
        .map((row) => Number(row.id));
    } finally {
      copy.close();
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw new BackupError(`the copy at ${partial} did not read back: ${storeProblem(error)}.`);
  }

  // The photos of the leads in the copy (a lead deleted meanwhile takes its photos with it).
  const photosTarget = leadPhotosRoot(target);
  const photosPartial = `${photosTarget}.partial`;
  rmSync(photosPartial, { recursive: true, force: true });
  let photoFolders = 0;
  try {
    if (existsSync(leadPhotosRoot(dbPath))) {
      for (const id of ids) {
        const folder = leadPhotoDir(dbPath, id);
        if (!existsSync(folder)) continue;
        makePrivateFolder(photosPartial);
        copyFolder(folder, join(photosPartial, String(id)));
        photoFolders += 1;
      }
    }
  } catch (error) {
    // No half backup left behind: the copies hold personal data.
    rmSync(partial, { force: true });
    rmSync(photosPartial, { recursive: true, force: true });
    throw new BackupError(
      `the photos in ${leadPhotosRoot(dbPath)} could not be copied (${photoProblem(error)}); ` +
        "nothing was written. Check the free space and that the backup's folder is writable, then run it again.",
    );
  }

  renameSync(partial, target);
  rmSync(photosTarget, { recursive: true, force: true });
  if (photoFolders > 0) renameSync(photosPartial, photosTarget);
  return { leads: ids.length, photoFolders };
}

/**
 * `npm run leads -- --backup <file>`, from the command line: prints what it copied, or what went
 * wrong and what to do, and returns the exit status.
 * @param {string[]} args what follows --backup
 * @param {string} dbPath
 */
export async function backupCommand(args, dbPath) {
  const [target, ...rest] = args;
  if (!target || target.startsWith("-") || rest.length > 0) {
    console.error("Use: npm run leads -- --backup <file>, e.g. --backup /var/backups/site/leads.sqlite");
    return 2;
  }
  try {
    const { leads, photoFolders } = await backupLeads(dbPath, target);
    const photos =
      photoFolders > 0 ? `, with the photos of ${photoFolders} in ${leadPhotosRoot(target)}` : "";
    console.log(`Backed up ${leads} quote request${leads === 1 ? "" : "s"} to ${target}${photos}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`No backup was made: ${error.message}`);
    return 1;
  }
}
