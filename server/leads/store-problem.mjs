// @ts-check
import { ownerWords } from "#shared/copy/owner.ts";

const { leadsStore } = ownerWords;

/**
 * What went wrong with the leads database, in words an owner can act on (in the site's language).
 * @param {unknown} error from node:sqlite or node:fs
 */
export function storeProblem(error) {
  const { code, errcode, message } = /** @type {{ code?: string, errcode?: number, message?: string }} */ (
    error ?? {}
  );
  const { problem } = leadsStore;
  // SQLite's primary result code is the low byte of its extended one.
  switch (typeof errcode === "number" ? errcode & 0xff : code) {
    case 13:
    case "ENOSPC":
      return problem.full;
    case 8:
    case "EROFS":
      return problem.readOnly;
    case 14:
    case "EACCES":
    case "EPERM":
      return problem.cannotOpen;
    case 10:
    case "EIO":
      return problem.diskError;
    case 11:
    case 26:
      return problem.damaged;
    case 5:
    case 6:
      return problem.locked;
    default:
      return message ?? String(error);
  }
}
