// @ts-check
/** `npm start`'s opening of the lead inbox for its build: its settings, its database, its pages, its start line. */
import { join } from "node:path";
import { isInbox } from "#shared/contact/fields.ts";
import { INBOX_PATH } from "#shared/paths.ts";
import { ownerWords } from "#shared/copy/owner.ts";
import { readSiteManifest } from "#shared/site-manifest.mjs";
import { createInbox } from "./inbox.mjs";
import { loadInboxKits } from "./inbox-answers.mjs";
import { readInboxSettings } from "./inbox-settings.mjs";
import { leadPhotosRoot } from "./lead-photos.mjs";
import { folderBytes } from "./photo-budget.mjs";
import { INCOMING } from "./photo-upload.mjs";
import { keptDays } from "./retention.mjs";
import { storeProblem } from "./store-problem.mjs";
import { openLeadStore } from "./store.mjs";

const { leadsStore } = ownerWords;

/**
 * What the start line says of requests not mailed yet: waiting (the mail settings failing) or
 * refused by the mail server for good.
 * @param {import("./store.mjs").LeadStore} store
 */
function unmailedNote(store) {
  const { queued, refused } = store.mailCounts();
  const counts = [
    queued > 0 ? `${queued} waiting to be mailed` : "",
    refused > 0 ? `${refused} refused by the mail server` : "",
  ].filter(Boolean);
  const them = queued + refused === 1 ? "it" : "them";
  return counts.length > 0 ? ` Not mailed yet: ${counts.join(", ")} (npm run leads lists ${them}).` : "";
}

/**
 * What the inbox takes from a build (its form, languages and answer kits): at the start, and from
 * each build a publish puts in service (inbox.reloadBuild). Throws, in words, what is wrong with it.
 * @param {string} buildDir
 */
export async function inboxBuildOf(buildDir) {
  const site = readSiteManifest(buildDir);
  if (!isInbox(site.contactEndpoint)) {
    throw new Error(
      `The build in ${buildDir} sends the form to ${site.contactEndpoint || "nowhere"}, not to this server's inbox: restart npm start to serve it.`,
    );
  }
  const { languages } = site;
  try {
    return { buildDir, choices: site.contactForm, languages, kits: await loadInboxKits(buildDir, languages) };
  } catch (error) {
    throw new Error(
      `The lead inbox cannot answer forms sent without JavaScript: ${error instanceof Error ? error.message : error}.`,
      { cause: error },
    );
  }
}

/**
 * `npm start`'s inbox for this build: null when the build's form posts elsewhere (or nowhere);
 * exits with a message when a setting is wrong.
 * @param {{ buildDir: string, env: Record<string, string | undefined>, log: (line: string) => void }} options
 */
export async function openInbox({ buildDir, env, log }) {
  const site = readSiteManifest(buildDir);
  // Its own (/api/contact) or its absolute URL: the same build serves as the inbox server.
  if (!isInbox(site.contactEndpoint)) return null;
  // The retention the build's privacy page states, unless the environment sets one now.
  const stated = site.leadsRetentionDays;
  const { settings: read, error } = readInboxSettings(
    env.LEADS_RETENTION_DAYS?.trim() || stated === undefined
      ? env
      : { ...env, LEADS_RETENTION_DAYS: String(stated) },
  );
  if (!read) {
    console.error(error);
    process.exit(1);
  }
  // Never kept longer than the page promises: the smaller of the two, and the log says why.
  const { days, note } = keptDays(read.retentionDays, stated);
  if (note) console.warn(note);
  const settings = { ...read, retentionDays: days };
  let store;
  try {
    store = openLeadStore(settings.db);
  } catch (error) {
    // A broken inbox is never announced as working: npm start stops, saying what to fix.
    console.error(leadsStore.log.cannotOpen(settings.db, storeProblem(error)));
    process.exit(1);
  }
  let build;
  try {
    build = await inboxBuildOf(buildDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const inbox = createInbox({ ...build, clientDir: join(buildDir, "client"), settings, store, log });
  const mail = settings.mail
    ? `mailed to ${settings.mail.to}`
    : "not mailed (set SMTP_URL and LEADS_NOTIFY_TO to have them mailed)";
  const sites = settings.allowedOrigins.length > 0 ? `, from ${settings.allowedOrigins.join(", ")} too` : "";
  const usedMb = Math.ceil(folderBytes(leadPhotosRoot(settings.db), [INCOMING]) / (1024 * 1024));
  console.log(
    `Receiving quote requests at ${INBOX_PATH}${sites}: stored in ${settings.db}, ${mail}; each kept ${settings.retentionDays} days (LEADS_RETENTION_DAYS). Photos: ${usedMb} MB of ${settings.photos.maxMb} MB (LEADS_PHOTOS_MAX_MB), ${settings.photos.reserveMb} MB of the disk kept free (LEADS_DISK_RESERVE_MB).${unmailedNote(store)}`,
  );
  return inbox;
}
