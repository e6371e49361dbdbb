// @ts-check
/**
 * `npm run leads`: the quote requests received by `npm start`'s inbox, oldest first, in the
 * terminal; `npm run leads -- --csv` writes them as CSV to stdout (`> leads.csv`); `-- --sources`
 * counts them per source per month. Reads LEADS_DB (default data/leads.sqlite). Safe to run while
 * the server runs. `npm run leads -- --backup <file>` copies the database (and its leads' photos)
 * while the server runs (backup.mjs); `-- --restore <file>` puts such a copy in place of the
 * database, npm start stopped (restore.mjs).
 *
 * A person's rights: `-- --person <email>` shows everything held about whoever wrote from that
 * address (every stored field, the mail state, the photos); `-- --delete <id>` deletes a request,
 * its outbox row and its photos.
 */
import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { backupCommand } from "./backup.mjs";
import { restoreCommand } from "./restore.mjs";
import {
  CloudflareError,
  cloudflareInbox,
  deleteCloudflareLead,
  refreshMirror,
} from "./cloudflare-leads.mjs";
import { leadPhotoDir } from "./lead-photos.mjs";
import { deleteLead } from "./retention.mjs";
import { csvSeparator, toCsv } from "./csv.mjs";
import { DEFAULT_LEADS_DB } from "./inbox-settings.mjs";
import { readSiteManifest } from "#shared/site-manifest.mjs";
import { siteLocaleOf } from "#shared/copy/site-language.ts";
import { ownerWords } from "#shared/copy/owner.ts";
import {
  fieldLabels,
  leadDetails,
  leadSourceLabel,
  photoLines,
  SOURCE_KEYS,
  sourcesText,
} from "./lead-summary.mjs";
import { plainText } from "./plain-text.mjs";
import { storeProblem } from "./store-problem.mjs";
import { openLeadStore } from "./store.mjs";

const { leadsCli, leadsCopy, leadsRestore } = ownerWords;

/**
 * How the owner reads a date and a time: the site's language in the company's country ("de-DE"), in
 * the time zone of the computer the command runs on (TZ=Europe/Berlin chooses another).
 * @typedef {{ locale: string, timeZone: string }} Clock
 * @returns {Clock}
 */
export const ownerClock = () => ({
  locale: siteLocaleOf(),
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
});

/** The moment `iso` (as stored, UTC), or undefined when it is none. @param {string} iso */
const moment = (iso) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** When a request arrived, for the listing: "Dec 5, 2026, 10:21 AM", "05.12.2026, 10:21". @param {string} iso @param {Clock} clock */
export function receivedText(iso, { locale, timeZone }) {
  const date = moment(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone })
    .format(date)
    .replace(/[\u202f\u2009]/g, " ");
}

/**
 * When a request arrived, for a spreadsheet: the date in digits as the country writes it, then the
 * 24-hour time ("12/05/2026 10:21", "05.12.2026 10:21"), which the spreadsheet reads as a date.
 * @param {string} iso @param {Clock} clock
 */
export function receivedCell(iso, { locale, timeZone }) {
  const date = moment(iso);
  if (!date) return iso;
  const day = new Intl.DateTimeFormat(locale, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone,
  });
  const time = new Intl.DateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  });
  return `${day.format(date)} ${time.format(date)}`;
}

/** A lead's mail state in words; a refused one's with the mail server's own. @param {import("./store.mjs").Lead} lead */
const mailState = (lead) =>
  lead.mail === "refused" ? `${leadsCli.mail.refused}: ${lead.last_error ?? ""}` : leadsCli.mail[lead.mail];

/**
 * @param {import("./store.mjs").Lead[]} leads
 * @param {string} [dbPath] the database's path, to say where each lead's photos are
 * @param {import("./lead-summary.mjs").FieldLabels} [labels] the form's (fieldLabels)
 */
export function leadsText(
  leads,
  dbPath = DEFAULT_LEADS_DB,
  labels = fieldLabels(undefined),
  clock = ownerClock(),
) {
  if (leads.length === 0) return `${leadsCli.none}\n`;
  const blocks = leads.map((lead) => {
    const phone = lead.phone ? `  ${lead.phone}` : "";
    const state =
      lead.mail === "queued" && lead.attempts > 0 ? leadsCli.queuedAfter(lead.attempts) : mailState(lead);
    const message = lead.message.replace(/\n/g, "\n    ");
    const details = leadDetails(lead, labels);
    const about = details.length > 0 ? `    ${details.join(" · ")}\n` : "";
    const source = `    ${leadsCopy.source}: ${leadSourceLabel(lead)}\n`;
    const photos = photoLines(lead);
    const photoText =
      photos.length > 0
        ? `    ${leadsCli.photosIn(leadPhotoDir(dbPath, lead.id))}: ${photos.join(", ")}\n`
        : "";
    return plainText(
      `#${lead.id}  ${receivedText(lead.received_at, clock)}  ${state}\n    ${lead.name} <${lead.email}>${phone}\n${about}${source}${photoText}    ${message}\n`,
    );
  });
  return `${blocks.join("\n")}\n${leadsCli.count(leads.length)}\n`;
}

/**
 * The leads as CSV for the owner's spreadsheet: the form's fields under the form's labels, beside
 * what the inbox adds, every heading and word in the owner's language, the date as their
 * spreadsheet reads one, the cells separated as it expects (csvSeparator).
 * @param {import("./store.mjs").Lead[]} leads
 * @param {import("./lead-summary.mjs").FieldLabels} [labels] the form's (fieldLabels)
 * @param {Clock} [clock]
 */
export function leadsCsv(leads, labels = fieldLabels(undefined), clock = ownerClock()) {
  const { csv } = leadsCli;
  const header = [csv.id, csv.receivedAt, labels.name, labels.email, labels.phone, labels.message, csv.mail];
  const details = [labels.service, labels.postcode, csv.outsideArea, labels.start, labels.budget];
  const sources = SOURCE_KEYS.map((key) => `${csv.source[key]} (${key})`);
  const languages = new Intl.DisplayNames(clock.locale, { type: "language" });
  return toCsv(
    [
      [...header, ...details, ...sources, csv.photos, csv.language],
      ...leads.map((l) => [
        ...[l.id, receivedCell(l.received_at, clock), l.name, l.email, l.phone, l.message, mailState(l)],
        ...[l.service, l.postcode, l.outside_area ? csv.yes : "", l.start, l.budget],
        ...SOURCE_KEYS.map((key) => l[key]),
        photoLines(l).join("; "),
        l.language ? (languages.of(l.language) ?? l.language) : "",
      ]),
    ],
    csvSeparator(clock.locale),
  );
}

/**
 * Everything held about one person, as text for the owner to send them: each request with every
 * stored field (whatever columns the database has), its mail state, and the paths of its photos' files.
 * @param {string} email
 * @param {ReturnType<import("./store.mjs").LeadStore["person"]>} leads
 * @param {(id: number) => string[]} photosOf the paths of a lead's photo files (where the owner finds them to send)
 * @param {string} [command] the command that deletes one (npm start's inbox, or Cloudflare's)
 */
export function personText(email, leads, photosOf, command = "npm run leads --") {
  if (leads.length === 0) return plainText(`${leadsCli.person.nothing(email)}\n`);
  const blocks = leads.map((lead) => {
    const { attempts, last_error: lastError, sent_at: sentAt, mail, ...stored } = lead;
    const fields = Object.entries(stored).map(
      ([key, value]) => `    ${key}: ${String(value ?? "").replace(/\n/g, "\n      ")}`,
    );
    const { person } = leadsCli;
    const mailState =
      mail === "sent"
        ? person.mailed(sentAt ?? "")
        : mail === "refused"
          ? person.refused(lastError ?? person.unknown)
          : mail === "queued"
            ? attempts > 0
              ? person.waitingAfter(attempts, lastError ?? person.unknown)
              : person.waiting
            : person.notMailed;
    const photos = photosOf(lead.id);
    return plainText(
      [
        person.request(lead.id),
        ...fields,
        `    ${person.mail}: ${mailState}`,
        `    ${person.photos}: ${photos.length > 0 ? photos.join(", ") : person.none}`,
      ].join("\n") + "\n",
    );
  });
  const ids = leads.map((lead) => lead.id);
  const deletes = ids.map((id) => `${command} --delete ${id}`).join("; ");
  return `${blocks.join("\n")}\n${leadsCli.person.summary(leads.length, plainText(email), deletes)}\n`;
}

/** The paths of a lead's photo files (none when it has no folder). @param {string} dbPath @param {number} id */
export function photoFiles(dbPath, id) {
  const dir = leadPhotoDir(dbPath, id);
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        // Not the markers the mail's copies leave (mail/2.none: why there is none; mail/2.decoding).
        .filter((e) => e.isFile() && !/\.(none|decoding)$/.test(e.name))
        .map((e) => join(e.parentPath, e.name))
    : [];
}

/**
 * The labels of the built form (the owner's word for the postal code), or the defaults without a build.
 * @param {string} buildDir
 */
function buildLabels(buildDir) {
  try {
    return fieldLabels(readSiteManifest(buildDir).contactForm);
  } catch {
    // Said on stderr: a CSV written to a file stays the CSV.
    console.error(leadsCli.noBuild(buildDir));
    return fieldLabels(undefined);
  }
}

/** A file's own error names the file; the database's is put in words. @param {unknown} error */
const problemOf = (error) =>
  error instanceof Error && ("path" in error || !("errcode" in error)) ? error.message : storeProblem(error);

/**
 * `--person <email>` and `--delete <id>`: a person's right of access and right to erasure. The exit
 * code, or undefined when `args` asks for neither.
 * @param {string[]} args
 * @param {string} path the leads database
 */
function personRequest(args, path, command = "npm run leads --") {
  const option = args[0];
  if (option !== "--person" && option !== "--delete") return undefined;
  const value = args[1]?.trim() ?? "";
  if (args.length !== 2 || !value) {
    console.error(option === "--person" ? leadsCli.usage.person : leadsCli.usage.delete);
    return 2;
  }
  if (option === "--delete" && !/^[1-9]\d*$/.test(value)) {
    console.error(leadsCli.delete.notANumber(plainText(value)));
    return 2;
  }
  if (!existsSync(path)) {
    console.log(leadsCli.delete.noDatabase(path));
    return option === "--delete" ? 1 : 0;
  }
  const store = openLeadStore(path);
  try {
    if (option === "--person") {
      process.stdout.write(personText(value, store.person(value), (id) => photoFiles(path, id), command));
      return 0;
    }
    // A number past any lead's (beyond 2^53) is no lead's either.
    const id = Number(value);
    const { found, erased } = Number.isSafeInteger(id)
      ? deleteLead(store, path, id)
      : { found: false, erased: store.erase() };
    if (!found) console.error(leadsCli.delete.noSuch(value, "npm run leads"));
    else console.log(leadsCli.delete.deleted(id));
    // Running the command again erases what a reader kept, whether or not the request is still there.
    if (!erased) {
      console.error(leadsCli.delete.notErased(`${basename(path)}-wal`, `${command} --delete ${value}`));
    }
    if (!found) return 1;
    console.log(leadsCli.delete.backups(id));
    return erased ? 0 : 1;
  } catch (error) {
    console.error(leadsCli.delete.failed(problemOf(error)));
    return 1;
  } finally {
    store.close();
  }
}

/**
 * `--cloudflare` (with `--local`): the inbox on Cloudflare, copied into its mirror first
 * (cloudflare-leads.mjs); `--delete` deletes there. The database the rest of the command reads, or
 * the exit code when it is done.
 * @param {string[]} args without --cloudflare and --local
 * @param {boolean} local
 * @returns {{ path: string, code?: undefined } | { code: number }}
 */
function cloudflareRequest(args, local) {
  const buildDir = process.env.BUILD_DIR?.trim() || "build";
  try {
    const inbox = cloudflareInbox({ local, buildDir });
    if (args[0] === "--delete") {
      const value = args[1]?.trim() ?? "";
      if (args.length !== 2 || !/^[1-9]\d*$/.test(value)) {
        console.error(leadsCli.usage.cloudflareDelete);
        return { code: 2 };
      }
      const id = Number(value);
      if (!Number.isSafeInteger(id) || !deleteCloudflareLead(inbox, id)) {
        console.error(leadsCli.delete.noSuch(value, "npm run leads -- --cloudflare"));
        return { code: 1 };
      }
      console.log(leadsCli.delete.deletedFrom(id, dirname(inbox.mirror)));
      if (!local) console.log(leadsCli.delete.timeTravel);
      console.log(leadsCli.delete.backups(id));
      return { code: 0 };
    }
    // --backup: D1's own export of every table (the form waits while it runs); otherwise a read.
    return { path: refreshMirror(inbox, { whole: args[0] === "--backup" }) };
  } catch (error) {
    if (!(error instanceof CloudflareError)) throw error;
    console.error(error.message);
    return { code: 1 };
  }
}

if (import.meta.main) {
  let args = process.argv.slice(2);
  let path = process.env.LEADS_DB?.trim() || DEFAULT_LEADS_DB;
  const local = args.includes("--local");
  if (local && !args.includes("--cloudflare")) {
    console.error(leadsCli.usage.local);
    process.exit(2);
  }
  // The command that reads this inbox, as the owner types it (for the deletions --person suggests).
  let command = "npm run leads --";
  if (args[0] === "--restore") process.exit(await restoreCommand(args.slice(1), path));
  if (args.includes("--restore")) {
    console.error(args.includes("--cloudflare") ? leadsRestore.cloudflare : leadsRestore.usage);
    process.exit(2);
  }
  if (args.includes("--cloudflare")) {
    command = `npm run leads -- --cloudflare${local ? " --local" : ""}`;
    args = args.filter((a) => a !== "--cloudflare" && a !== "--local");
    const cloudflare = cloudflareRequest(args, local);
    if (cloudflare.code !== undefined) process.exit(cloudflare.code);
    path = cloudflare.path;
  }
  if (args[0] === "--backup") process.exit(await backupCommand(args.slice(1), path));
  const personCode = personRequest(args, path, command);
  if (personCode !== undefined) process.exit(personCode);
  const unknown = args.filter((a) => a !== "--csv" && a !== "--sources");
  if (unknown.length > 0) {
    console.error(leadsCli.usage.unknown(unknown.join(" ")));
    process.exit(2);
  }
  if (!existsSync(path)) {
    console.error(leadsCli.noDatabase(path));
    process.exit(args.includes("--csv") ? 1 : 0);
  }
  const store = openLeadStore(path);
  const leads = store.list();
  store.close();
  // --sources: requests per source per month (lead-summary.mjs).
  if (args.includes("--sources")) process.stdout.write(sourcesText(leads));
  else {
    const labels = buildLabels(process.env.BUILD_DIR?.trim() || "build");
    process.stdout.write(args.includes("--csv") ? leadsCsv(leads, labels) : leadsText(leads, path, labels));
  }
}
