/**
 * The owner's words about keeping the leads: `npm run leads -- --backup` (server/leads/backup*.mjs),
 * `npm run leads -- --cloudflare` (server/leads/cloudflare-leads.mjs), and what went wrong with the
 * leads database (server/leads/store-problem.mjs), with the lines of npm start's log that carry it.
 * The commands, options, paths and environment variables stay as the owner types them.
 */

/** `npm run leads -- --backup <file>` (server/leads/backup.mjs, backup-target.mjs, backup-photos.mjs). */
export const leadsBackup = {
  usage: "Use: npm run leads -- --backup <file>, e.g. --backup /var/backups/site/leads.sqlite",
  /** "Backed up 3 quote requests to <file>, with the photos of 2 in <folder>." (no photos: no clause). */
  done: (count: number, target: string, photoFolders: number, photosFolder: string) =>
    `Backed up ${count} quote request${count === 1 ? "" : "s"} to ${target}${
      photoFolders > 0 ? `, with the photos of ${photoFolders} in ${photosFolder}` : ""
    }.`,
  /** Before any of the reasons below. */
  notMade: (problem: string) => `No backup was made: ${problem}`,
  noDatabase: (path: string) =>
    `there is no database at ${path} to back up (npm start creates it; check LEADS_DB).`,
  /** `problem`: storeProblem's words (leadsStore.problem). */
  notCopied: (path: string, problem: string) => `the database ${path} could not be copied: ${problem}.`,
  /** SQLite's integrity check found the copy damaged; `check` is its own report. */
  damaged: (check: string) => `the copy is damaged (${check})`,
  notReadBack: (path: string, problem: string) => `the copy at ${path} did not read back: ${problem}.`,
  /** The target is the database itself, or inside its photos folder. */
  liveData: (target: string) =>
    `${target} is the live database or inside its photos folder: write the backup to another folder, e.g. /var/lib/site-backups/leads.sqlite.`,
  /** The target is in the database's own folder. */
  sameFolder: (folder: string) =>
    `write the backup to another folder than the database's own (${folder}): there it would share the photos folder, and be lost with the disk it backs up.`,
  /** The target is an existing folder: the backup is a file, named in it. */
  isFolder: (folder: string, example: string) =>
    `${folder} is a folder: name the backup's file in it, e.g. --backup ${example}.`,
  /** The finished copy could not take the target's place (a folder made there meanwhile, permissions). */
  notPlaced: (target: string, problem: string) =>
    `the copy could not be put at ${target} (${problem}); nothing was written there.`,
  /** `problem`: one of `photoProblem`, or the system's own message. */
  photosNotCopied: (folder: string, problem: string) =>
    `the photos in ${folder} could not be copied (${problem}); nothing was written. Check the free space and that the backup's folder is writable, then run it again.`,
  /** Why a photo folder could not be copied. */
  photoProblem: {
    full: "the disk is full",
    denied: "permission denied",
    removed: "a photo folder was removed while it was copied",
  },
};

/**
 * `npm run leads -- --restore <file>` (server/leads/restore.mjs): what it restored and replaced, or
 * what stopped it (after `notMade`).
 */
export const leadsRestore = {
  usage:
    "Use: npm run leads -- --restore <file>, the file --backup wrote, e.g. --restore /var/lib/site-backups/1-Mon/leads.sqlite",
  /** "Restored 12 quote requests from <backup> into <database>, with the photos of 3." (no photos: no clause). */
  done: (count: number, backup: string, database: string, photoFolders: number) =>
    `Restored ${count} quote request${count === 1 ? "" : "s"} from ${backup} into ${database}${
      photoFolders > 0 ? `, with the photos of ${photoFolders}` : ""
    }.`,
  /** What it replaced, kept aside in the same layout. */
  replaced: (count: number, folder: string) =>
    `The database it replaced, with ${count} quote request${count === 1 ? "" : "s"}, is kept with its photos in ${folder}/ (LEADS_DB=${folder}/leads.sqlite npm run leads lists them). Delete that folder once you no longer need it: it holds visitors' requests.`,
  replacedUnreadable: (folder: string) =>
    `The database it replaced could not be read; it is kept as it was, with its photos, in ${folder}/. Delete that folder once you no longer need it: it holds visitors' requests.`,
  deleteAgain:
    "Requests you deleted after this backup was made are in it again: delete them again now (npm run leads -- --delete <number>). Then start npm start.",
  /** Before any of the reasons below. */
  notMade: (problem: string) => `Nothing was restored: ${problem}`,
  noBackup: (path: string) => `there is no backup at ${path} (npm run leads -- --backup <file> makes one).`,
  isFolder: (folder: string, example: string) =>
    `${folder} is a folder: name the backup's file in it, e.g. --restore ${example}.`,
  /** `problem`: SQLite's words (leadsStore.problem), or its integrity check's. */
  notABackup: (path: string, problem: string) =>
    `${path} is not a backup of the quote requests (${problem}).`,
  newer: (path: string) =>
    `${path} was made by a newer version of the site: update the site first, then restore it.`,
  isLive: (path: string) => `${path} is the live database itself: name a backup.`,
  inUse: (path: string) =>
    `a program has the database ${path} open, npm start most likely: stop it first (sudo systemctl stop site on a server), then run this again.`,
  notPlaced: (path: string, problem: string) =>
    `the backup could not be put in place of ${path} (${problem}); the live database is as it was.`,
  cloudflare:
    "--restore restores npm start's inbox (LEADS_DB). On Cloudflare, D1 keeps its own history of the database (Time Travel): wrangler d1 time-travel restores it.",
};

/** `npm run leads -- --cloudflare` (server/leads/cloudflare-leads.mjs): what stopped it. */
export const leadsCloudflare = {
  noLocalInbox: (folder: string) =>
    `There is no local Cloudflare inbox in ${folder}/ yet: npm run cloudflare:dev makes it.`,
  noBuild: (folder: string) =>
    `There is no Cloudflare build in ${folder}/cloudflare/: npm run cloudflare:deploy builds and deploys the site.`,
  notDeployed: (folder: string) =>
    `The build in ${folder}/ has not been deployed to Cloudflare yet: npm run cloudflare:deploy deploys it.`,
  /** D1's export has outbox rows whose lead is missing. */
  orphans: "The leads database exported from Cloudflare has rows that refer to missing ones.",
  /** What wrangler was doing when it stopped: the subject of `needsLogin` and `failed`. */
  doing: {
    reading: "Reading the leads database on Cloudflare",
    exporting: "Exporting the leads database on Cloudflare",
    downloading: (file: string, id: number) => `Downloading the photo ${file} of quote request #${id}`,
    deletingPhoto: (file: string, id: number) => `Deleting the photo ${file} of quote request #${id}`,
    deleting: (id: number) => `Deleting quote request #${id}`,
  },
  needsLogin: (doing: string) =>
    `${doing} needs your Cloudflare login: run npx wrangler login (or set CLOUDFLARE_API_TOKEN), then this again.`,
  /** `said`: wrangler's own error lines. */
  failed: (doing: string, said: string) => `${doing} failed: ${said}`,
};

/**
 * What went wrong with the leads database or a photo's file (server/leads/store-problem.mjs), and
 * the lines of npm start's log (and its refusal to start) that say it.
 */
export const leadsStore = {
  /** Each follows a colon or an opening bracket in a sentence of its caller. */
  problem: {
    full: "the disk is full: free some space on it",
    readOnly:
      "it is read-only for the user running npm start: give that user write access to the file and its folder",
    cannotOpen:
      "the file cannot be opened or created: check that its folder exists and that the user running npm start may write to it",
    diskError: "the disk reported an error reading or writing it",
    damaged: "the file is damaged or is not a leads database",
    locked: "another program keeps it locked",
  },
  /** npm start's log; `problem` is one of `problem`'s, or the system's own message. */
  log: {
    notStored: (path: string, problem: string) =>
      `a quote request could not be stored in ${path}: ${problem}. The visitor was asked to call or email instead`,
    photoNotWritten: (problem: string) => `a photo could not be written (${problem})`,
    /** npm start stopping: the database could not be closed cleanly. */
    notClosed: (path: string, problem: string) => `closing ${path}: ${problem}`,
    /** `mailed`: the leads mailed whose sending could not be recorded ("12, 13"), or "". */
    outbox: (problem: string, mailed: string, seconds: number) =>
      `the outbox cannot use the leads database: ${problem}. The requests stay queued${
        mailed ? ` (lead ${mailed} was mailed and will not be mailed again)` : ""
      }; next try in ${seconds} s`,
    /** The daily sweep of old requests (after "retention: "). */
    retentionUnreadable: (problem: string) =>
      `the leads database cannot be read: ${problem}. Old requests are kept until the next try`,
    retentionNotDeleted: (id: number, problem: string) =>
      `lead ${id} could not be deleted: ${problem}. It is tried again at the next sweep`,
    retentionNotEmptied: (problem: string) =>
      `the leads database's log could not be emptied: ${problem}. The next sweep tries again`,
    /** Photos not kept: what limits them, and what to do (server/leads/photo-budget.mjs). */
    photosBudget: (usedMb: number, maxMb: number) =>
      `the photos kept use ${usedMb} MB of the ${maxMb} MB that LEADS_PHOTOS_MAX_MB allows. To keep photos again, raise LEADS_PHOTOS_MAX_MB if the disk has room, or delete old requests (npm run leads -- --delete <number>) or shorten LEADS_RETENTION_DAYS`,
    photosDisk: (folder: string, freeMb: number, reserveMb: number) =>
      `the disk holding ${folder} has ${freeMb} MB free, and ${reserveMb} MB of it are kept free (LEADS_DISK_RESERVE_MB) for the leads database and its backups. To keep photos again, free space on that disk, or delete old requests (npm run leads -- --delete <number>) or shorten LEADS_RETENTION_DAYS`,
    /** After "stored without its photos: " (storedWithoutPhotos): the folder in the way, and what to do. */
    photosInTheWay: (folder: string, aside: string) =>
      `the folder ${folder} was already there, left by a copy of lead-photos/ made by hand (a restore?): its files belong to no request stored now, so it was moved to ${aside} and the new request's photos took its place. Look at them, then delete that folder. npm run leads -- --restore restores a backup without leaving any`,
    /** A request stored without the photos sent with it; `problem`: why, and what to do. */
    storedWithoutPhotos: (id: number, count: number, problem: string) =>
      `quote request #${id} was stored without its ${count} photo${count === 1 ? "" : "s"}: ${problem}`,
    /** npm start refuses to start. */
    cannotOpen: (path: string, problem: string) =>
      `The lead inbox cannot use its database LEADS_DB=${path}: ${problem}. Fix that, or set LEADS_DB to another file, then run npm start again.`,
  },
};

/** The mail that tells the owner a push was not published (scripts/publish.mjs), around the build's own lines. */
export const publishMail = {
  subject: "Your site was not updated: something to fix first",
  /** `change`: the commit's first line, as the owner wrote it (or the editor, for them). */
  notLive: (change: string, commit: string) =>
    `Your change "${change}" (commit ${commit}) is saved, but not on your site yet:`,
  notFetched: "Your latest change could not be fetched from GitHub, so it is not on your site yet:",
  stillBefore:
    "Your site still shows the version before it. Fix this in the editor and save again: the site is updated then.",
};
