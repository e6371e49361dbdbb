// @ts-check
/**
 * The inbox's folders and files hold visitors' names, messages and photos: each folder it or a
 * backup makes is its user's only (0700), each file too (0600), whatever the umask of the shell or
 * unit that runs it (mkdir's mode is masked by the umask, so the modes are set after).
 */
import { chmodSync, mkdirSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";

export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

/**
 * Makes `path` and its missing parents, each readable by this user only. Folders that already
 * exist keep their modes (an owner's /var/backups, systemd's StateDirectory).
 * @param {string} path
 */
export function makePrivateFolder(path) {
  const first = mkdirSync(path, { recursive: true, mode: PRIVATE_FOLDER });
  if (first === undefined) return;
  for (let folder = path; ; folder = dirname(folder)) {
    chmodSync(folder, PRIVATE_FOLDER);
    if (folder === first || dirname(folder) === folder) break;
  }
}

/**
 * Makes every folder and file under `path` (which it made: a copy) its user's only.
 * @param {string} path a folder
 */
export function makePrivateTree(path) {
  chmodSync(path, PRIVATE_FOLDER);
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(file, PRIVATE_FOLDER);
    else if (entry.isFile()) chmodSync(file, PRIVATE_FILE);
  }
}
