// @ts-check

/**
 * What went wrong with the leads database, in words an owner can act on.
 * @param {unknown} error from node:sqlite or node:fs
 */
export function storeProblem(error) {
  const { code, errcode, message } = /** @type {{ code?: string, errcode?: number, message?: string }} */ (
    error ?? {}
  );
  // SQLite's primary result code is the low byte of its extended one.
  switch (typeof errcode === "number" ? errcode & 0xff : code) {
    case 13:
    case "ENOSPC":
      return "the disk is full: free some space on it";
    case 8:
    case "EROFS":
      return "it is read-only for the user running npm start: give that user write access to the file and its folder";
    case 14:
    case "EACCES":
    case "EPERM":
      return "the file cannot be opened or created: check that its folder exists and that the user running npm start may write to it";
    case 10:
    case "EIO":
      return "the disk reported an error reading or writing it";
    case 11:
    case 26:
      return "the file is damaged or is not a leads database";
    case 5:
    case 6:
      return "another program keeps it locked";
    default:
      return message ?? String(error);
  }
}
