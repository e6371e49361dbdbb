// @ts-check
/** The backup's copy of the leads' photos: private, whole, or none at all. */
import { chmodSync, cpSync, existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { BackupError } from "./backup-target.mjs";
import { leadPhotoDir, leadPhotosRoot, makePrivateFolder } from "./lead-photos.mjs";
import { ownerWords } from "#shared/copy/owner.ts";

const { leadsBackup } = ownerWords;

/**
 * Copies a lead's photo folder, every folder and file of it readable by its owner only.
 * @param {string} from @param {string} to
 */
export const copyRecursive = (from, to) => {
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
  const { photoProblem: words } = leadsBackup;
  if (code === "ENOSPC") return words.full;
  if (code === "EACCES" || code === "EPERM") return words.denied;
  if (code === "ENOENT") return words.removed;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Copies the photo folders of the leads `ids` of the database at `dbPath` into `photosPartial`
 * (made afresh), and returns how many there were. On any failure nothing is left there and a
 * BackupError says what went wrong.
 * @param {string} dbPath @param {number[]} ids @param {string} photosPartial
 * @param {(from: string, to: string) => void} copyFolder
 */
export function copyLeadPhotos(dbPath, ids, photosPartial, copyFolder) {
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
    rmSync(photosPartial, { recursive: true, force: true });
    throw new BackupError(leadsBackup.photosNotCopied(leadPhotosRoot(dbPath), photoProblem(error)));
  }
  return photoFolders;
}
