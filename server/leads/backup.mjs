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
import { chmodSync, existsSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { BackupError, checkTarget } from "./backup-target.mjs";
import { copyLeadPhotos, copyRecursive } from "./backup-photos.mjs";
import { leadPhotosRoot, makePrivateFolder } from "./lead-photos.mjs";
import { storeProblem } from "./store-problem.mjs";

/** A file's problem in words: the system's own message names the file. @param {unknown} error */
const problemOf = (error) => (error instanceof Error ? error.message : String(error));
import { ownerWords } from "#shared/copy/owner.ts";

const { leadsBackup } = ownerWords;

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
    throw new BackupError(leadsBackup.noDatabase(dbPath));
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
    throw new BackupError(leadsBackup.notCopied(dbPath, storeProblem(error)));
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
      if (check !== "ok") throw new Error(leadsBackup.damaged(check));
      ids = copy
        .prepare("SELECT id FROM leads ORDER BY id")
        .all()
        .map((row) => Number(row.id));
    } finally {
      copy.close();
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw new BackupError(leadsBackup.notReadBack(partial, storeProblem(error)));
  }

  // The photos of the leads in the copy (a lead deleted meanwhile takes its photos with it).
  const photosTarget = leadPhotosRoot(target);
  const photosPartial = `${photosTarget}.partial`;
  let photoFolders;
  try {
    photoFolders = copyLeadPhotos(dbPath, ids, photosPartial, copyFolder);
  } catch (error) {
    // No half backup left behind: the copies hold personal data.
    rmSync(partial, { force: true });
    throw error;
  }

  try {
    renameSync(partial, target);
    rmSync(photosTarget, { recursive: true, force: true });
    if (photoFolders > 0) renameSync(photosPartial, photosTarget);
  } catch (error) {
    rmSync(partial, { force: true });
    rmSync(photosPartial, { recursive: true, force: true });
    throw new BackupError(leadsBackup.notPlaced(target, problemOf(error)));
  }
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
    console.error(leadsBackup.usage);
    return 2;
  }
  try {
    const { leads, photoFolders } = await backupLeads(dbPath, target);
    console.log(leadsBackup.done(leads, target, photoFolders, leadPhotosRoot(target)));
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(leadsBackup.notMade(error.message));
    return 1;
  }
}
