// @ts-check
/**
 * `npm run leads`: the quote requests received by `npm start`'s inbox, oldest first, in the
 * terminal; `npm run leads -- --csv` writes them as CSV to stdout (`> leads.csv`); `-- --sources`
 * counts them per source per month. Reads LEADS_DB
 * (default data/leads.sqlite). Safe to run while the server runs.
 */
import { existsSync } from "node:fs";
import { toCsv } from "./csv.mjs";
import { DEFAULT_LEADS_DB } from "./inbox-settings.mjs";
import { leadPhotoDir } from "./lead-photos.mjs";
import { leadDetails, leadSourceLabel, photoLines, SOURCE_KEYS, sourcesText } from "./lead-summary.mjs";
import { plainText } from "./plain-text.mjs";
import { openLeadStore } from "./store.mjs";

const MAIL_STATE = { sent: "mailed", queued: "mail queued", off: "not mailed" };

/**
 * @param {import("./store.mjs").Lead[]} leads
 * @param {string} [dbPath] the database's path, to say where each lead's photos are
 */
export function leadsText(leads, dbPath = DEFAULT_LEADS_DB) {
  if (leads.length === 0) return "No quote requests yet.\n";
  const blocks = leads.map((lead) => {
    const phone = lead.phone ? `  ${lead.phone}` : "";
    const state =
      MAIL_STATE[lead.mail] +
      (lead.mail === "queued" && lead.attempts > 0
        ? ` (${lead.attempts} failed ${lead.attempts === 1 ? "try" : "tries"})`
        : "");
    const message = lead.message.replace(/\n/g, "\n    ");
    const details = leadDetails(lead);
    const about = details.length > 0 ? `    ${details.join(" · ")}\n` : "";
    const source = `    Source: ${leadSourceLabel(lead)}\n`;
    const photos = photoLines(lead);
    const photoText =
      photos.length > 0 ? `    Photos in ${leadPhotoDir(dbPath, lead.id)}/: ${photos.join(", ")}\n` : "";
    return plainText(
      `#${lead.id}  ${lead.received_at}  ${state}\n    ${lead.name} <${lead.email}>${phone}\n${about}${source}${photoText}    ${message}\n`,
    );
  });
  return `${blocks.join("\n")}\n${leads.length} quote request${leads.length === 1 ? "" : "s"}.\n`;
}

/** @param {import("./store.mjs").Lead[]} leads */
export function leadsCsv(leads) {
  const header = ["id", "received_at", "name", "email", "phone", "message", "mail"];
  const details = ["service", "postcode", "outside_area", "start", "budget"];
  return toCsv([
    [...header, ...details, ...SOURCE_KEYS, "photos"],
    ...leads.map((l) => [
      ...[l.id, l.received_at, l.name, l.email, l.phone, l.message, MAIL_STATE[l.mail]],
      ...[l.service, l.postcode, l.outside_area ? "yes" : "", l.start, l.budget],
      ...SOURCE_KEYS.map((key) => l[key]),
      photoLines(l).join("; "),
    ]),
  ]);
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== "--csv" && a !== "--sources");
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(" ")}. Use: npm run leads [-- --csv | --sources]`);
    process.exit(2);
  }
  const path = process.env.LEADS_DB?.trim() || DEFAULT_LEADS_DB;
  if (!existsSync(path)) {
    console.error(`No quote requests yet: there is no database at ${path} (npm start creates it).`);
    process.exit(args.includes("--csv") ? 1 : 0);
  }
  const store = openLeadStore(path);
  const leads = store.list();
  store.close();
  // --sources: requests per source per month (lead-summary.mjs).
  if (args.includes("--sources")) process.stdout.write(sourcesText(leads));
  else process.stdout.write(args.includes("--csv") ? leadsCsv(leads) : leadsText(leads, path));
}
