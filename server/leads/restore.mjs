// @ts-check
/**
 * `npm run leads -- --restore <file>`: a backup that `--backup` wrote (the database, and the photos
 * in `lead-photos/` beside it) put in place of the live database (LEADS_DB) and its photos, while
 * npm start is stopped. The one way to restore: the docs name it, and a copy by hand is what left
 * photo folders of no request in the way of new ones (issue 46).
 *
 * It refuses, changing nothing, when the backup is missing, not a backup of the leads, made by a
 * newer version, or the live database itself, and while a program (npm start) has the live database
 * open. What it replaces is not deleted: the live database and its photos are moved, as they were,
 * to `replaced-<time>/` beside them, in the same layout (readable with LEADS_DB=… npm run leads).
 * Run as root (sudo) on a server whose data folder is the service's, what it puts there is the
 * service's too.
 */
import { chownSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { backup as copyDatabase, DatabaseSync } from "node:sqlite";
import { ownerWords } from "#shared/copy/owner.ts";
import { copyRecursive } from "./backup-photos.mjs";
import { leadPhotoDir, leadPhotosRoot, makePrivateFolder } from "./lead-photos.mjs";
import { latestMigration } from "./migrate.mjs";
import { storeProblem } from "./store-problem.mjs";

const { leadsRestore } = ownerWords;

/** A restore refused or failed, said so an owner can act on it; nothing was changed. */
export class RestoreError extends Error {}

/** A file's or SQLite's problem in words. @param {unknown} error */
const problemOf = (error) =>
  error instanceof Error && "errcode" in error
    ? storeProblem(error)
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * The leads a backup holds, read without writing to it; refuses anything else.
 * @param {string} file
 */
function readBackup(file) {
  const found = statSync(file, { throwIfNoEntry: false });
  if (!found) throw new RestoreError(leadsRestore.noBackup(file));
  if (found.isDirectory()) throw new RestoreError(leadsRestore.isFolder(file, join(file, "leads.sqlite")));
  let db;
  try {
    db = new DatabaseSync(file, { readOnly: true });
    const { integrity_check: check } = /** @type {{ integrity_check: string }} */ (
      db.prepare("PRAGMA integrity_check").get()
    );
    if (check !== "ok") throw new Error(check);
    const { user_version: version } = /** @type {{ user_version: number }} */ (
      db.prepare("PRAGMA user_version").get()
    );
    if (version > latestMigration()) throw new RestoreError(leadsRestore.newer(file));
    const ids = db
      .prepare("SELECT id FROM leads ORDER BY id")
      .all()
      .map((row) => Number(row.id));
    return { db, ids };
  } catch (error) {
    db?.close();
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(leadsRestore.notABackup(file, problemOf(error)));
  }
}

/**
 * The live database, made one self-contained file (its write-ahead log copied in) so that it can be
 * moved aside whole; its leads counted. Refuses while another program has it open: with SQLite's
 * exclusive lock, which no other connection allows. Null when there is none; `leads` null when it
 * cannot be read (then it is moved aside as it is).
 * @param {string} dbPath
 * @returns {{ leads: number | null } | null}
 */
function closeLive(dbPath) {
  if (!existsSync(dbPath)) return null;
  let db;
  try {
    db = new DatabaseSync(dbPath);
    db.exec("PRAGMA busy_timeout = 0");
    db.exec("PRAGMA locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    const { leads } = /** @type {{ leads: number }} */ (
      db.prepare("SELECT count(*) AS leads FROM leads").get()
    );
    db.exec("COMMIT");
    db.exec("PRAGMA journal_mode = DELETE");
    return { leads };
  } catch (error) {
    const { errcode } = /** @type {{ errcode?: number }} */ (error);
    // SQLITE_BUSY, SQLITE_LOCKED: a running server holds it.
    if (errcode !== undefined && [5, 6].includes(errcode & 0xff)) {
      throw new RestoreError(leadsRestore.inUse(dbPath));
    }
    return { leads: null };
  } finally {
    db?.close();
  }
}

/**
 * Makes everything under `path` (and `path`) the user's who owns `folder`, when this runs as root
 * and `folder` is another user's: systemd's state folder belongs to the service's user.
 * @param {string} path @param {string} folder
 */
function ownLike(path, folder) {
  if (process.getuid?.() !== 0) return;
  const { uid, gid } = statSync(folder);
  if (uid === 0) return;
  chownSync(path, uid, gid);
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path, { recursive: true, encoding: "utf8" }))
      chownSync(join(path, name), uid, gid);
  }
}

/**
 * Puts the backup `file` (and its leads' photos) in place of the database at `dbPath` and its photos.
 * @param {string} dbPath the live database (LEADS_DB)
 * @param {string} file the backup's database, as --backup wrote it
 * @param {{ now?: Date }} [options]
 * @returns {Promise<{ leads: number, photoFolders: number, replaced: { folder: string, leads: number | null } | null }>}
 */
export async function restoreLeads(dbPath, file, { now = new Date() } = {}) {
  const live = dirname(dbPath);
  if (existsSync(dbPath) && statSync(dbPath).ino === statSync(file, { throwIfNoEntry: false })?.ino) {
    throw new RestoreError(leadsRestore.isLive(file));
  }
  const { db: source, ids } = readBackup(file);
  // Made in the data folder (the same disk: each move below is one rename), then put in place.
  makePrivateFolder(live);
  const staging = join(live, ".restoring");
  rmSync(staging, { recursive: true, force: true });
  let photoFolders = 0;
  try {
    makePrivateFolder(staging);
    const staged = join(staging, "leads.sqlite");
    await copyDatabase(source, staged);
    const copy = new DatabaseSync(staged);
    copy.exec("PRAGMA journal_mode = DELETE");
    copy.close();
    for (const id of ids) {
      const photos = leadPhotoDir(file, id);
      if (!existsSync(photos)) continue;
      makePrivateFolder(leadPhotosRoot(staged));
      copyRecursive(photos, leadPhotoDir(staged, id));
      photoFolders += 1;
    }
    ownLike(staging, live);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new RestoreError(leadsRestore.notPlaced(dbPath, problemOf(error)));
  } finally {
    source.close();
  }

  // Checked last, just before the move: the server may have been running until now.
  let closed;
  try {
    closed = closeLive(dbPath);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const moves = [dbPath, `${dbPath}-wal`, `${dbPath}-shm`, leadPhotosRoot(dbPath)];
  const aside = join(live, `replaced-${now.toISOString().replace(/[:.]/g, "-")}`);
  const moved = moves.filter((path) => existsSync(path));
  /** @type {[string, string][]} */
  const done = [];
  try {
    if (moved.length > 0) {
      mkdirSync(aside, { mode: 0o700 });
      for (const path of moved) {
        renameSync(path, join(aside, path.slice(live.length + 1)));
        done.push([path, join(aside, path.slice(live.length + 1))]);
      }
      ownLike(aside, live);
    }
    renameSync(join(staging, "leads.sqlite"), dbPath);
    if (photoFolders > 0) renameSync(leadPhotosRoot(join(staging, "leads.sqlite")), leadPhotosRoot(dbPath));
  } catch (error) {
    // Back as it was: the live files return from where they were moved.
    rmSync(dbPath, { force: true });
    for (const [from, to] of done.reverse()) renameSync(to, from);
    rmSync(aside, { recursive: true, force: true });
    rmSync(staging, { recursive: true, force: true });
    throw new RestoreError(leadsRestore.notPlaced(dbPath, problemOf(error)));
  }
  rmSync(staging, { recursive: true, force: true });
  return {
    leads: ids.length,
    photoFolders,
    replaced: moved.length > 0 ? { folder: aside, leads: closed?.leads ?? null } : null,
  };
}

/**
 * `npm run leads -- --restore <file>`, from the command line: prints what it restored and replaced,
 * or what stopped it and what to do, and returns the exit status.
 * @param {string[]} args what follows --restore
 * @param {string} dbPath
 */
export async function restoreCommand(args, dbPath) {
  const [file, ...rest] = args;
  if (!file || file.startsWith("-") || rest.length > 0) {
    console.error(leadsRestore.usage);
    return 2;
  }
  try {
    const { leads, photoFolders, replaced } = await restoreLeads(dbPath, file);
    console.log(leadsRestore.done(leads, file, dbPath, photoFolders));
    if (replaced) {
      console.log(
        replaced.leads === null
          ? leadsRestore.replacedUnreadable(replaced.folder)
          : leadsRestore.replaced(replaced.leads, replaced.folder),
      );
    }
    console.log(leadsRestore.deleteAgain);
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreError)) throw error;
    console.error(leadsRestore.notMade(error.message));
    return 1;
  }
}
