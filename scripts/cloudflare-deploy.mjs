// @ts-check
/**
 * `npm run cloudflare:deploy`: the site and its inbox live on the owner's Cloudflare account, at
 * SITE_URL. Step by step, each printed as it runs: the build for Cloudflare (made first when needed),
 * the owner's login, the D1 database for the leads (created when missing), the Worker's
 * configuration with that database's id (<build>/cloudflare/wrangler.json, which
 * `npm run leads -- --cloudflare` reads), its tables (the leads migrations), the R2 bucket for the
 * photos (created when missing), what the mail needs, and the Worker with the pages, on the domain.
 *
 * A step that fails stops the run (exit 1) with its name and wrangler's own words; one that needs
 * the owner's Cloudflare login says so, and how to log in. Running it again is safe: what exists is
 * found, not made twice.
 */
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { readSiteManifest, SITE_MANIFEST } from "#shared/site-manifest.mjs";
import { DEFAULT_SITE_URL } from "../tooling/build-settings.ts";
import {
  CLOUDFLARE_INBOX_SETTINGS,
  wranglerConfig,
  writeWranglerConfig,
} from "../tooling/wrangler-config.ts";
import { readyBuild, ROOT, wrangler } from "./cloudflare-site.mjs";

const COMMAND = "npm run cloudflare:deploy";
const buildDir = process.env.BUILD_DIR?.trim() || "build";
const STEPS = [
  "the build for Cloudflare",
  "your Cloudflare login",
  "the leads database (D1)",
  "the Worker's configuration",
  "the database's tables",
  "the photo bucket (R2)",
  "the mail",
  "the deployment",
];

/** What stops the run: its message is all the owner sees (no stack trace). */
class Stop extends Error {}

let step = 0;
/** Starts step `n` (1-based), printing its number and name. @param {number} n @param {string} [detail] */
function begin(n, detail = "") {
  step = n;
  const name = STEPS[n - 1] ?? "";
  console.log(
    `\n${n}/${STEPS.length} ${name[0]?.toUpperCase()}${name.slice(1)}${detail ? `: ${detail}` : ""}`,
  );
}
/** A result of the current step, indented under it. @param {string} line */
const say = (line) => console.log(`    ${line}`);
/** The current step's name, for a message. */
const stepName = () => `Step ${step} (${STEPS[step - 1]})`;

/** The message when Cloudflare wants the owner's login, at whichever step. */
function loginMessage() {
  if (process.env.GITHUB_ACTIONS === "true")
    return (
      `${stepName()} needs your Cloudflare login: check the repository's secret CLOUDFLARE_API_TOKEN (a token with this step's permission) ` +
      `and its variable CLOUDFLARE_ACCOUNT_ID (docs/deploy.md, "Publish on every push").`
    );
  const token = process.env.CLOUDFLARE_API_TOKEN?.trim()
    ? "Cloudflare did not accept the API token in CLOUDFLARE_API_TOKEN (or it lacks a permission this step needs). "
    : "You are not logged in to Cloudflare. ";
  return (
    `${stepName()} needs your Cloudflare login. ${token}` +
    `Run npx wrangler login (or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID), then ${COMMAND} again.`
  );
}

/** Words of wrangler's that mean the account was not reached for want of a login. */
const NOT_LOGGED_IN = /login|logged in|authenticat|API token|CLOUDFLARE_API_TOKEN|code: 10000\b/i;

/**
 * wrangler's own error, without its colours, its banner or the path of its log file.
 * @param {{ stdout: string, stderr: string }} result
 */
function wranglerWords({ stdout, stderr }) {
  const lines = stripVTControlCharacters(`${stdout}\n${stderr}`).split("\n");
  const from = lines.findIndex((line) => /\[ERROR\]|✘/.test(line));
  const kept = (from === -1 ? lines : lines.slice(from))
    .filter((line) => !/^🪵|Logs were written to|^\s*⛅️|^─+$/.test(line.trim()))
    .map((line) => line.replace(/^\s*✘\s*\[ERROR\]\s*/, "").trim())
    .filter(Boolean);
  const words = kept.join("\n    ").trim();
  return words.length > 1500 ? `${words.slice(0, 1500)}…` : words || "wrangler failed and said nothing";
}

/**
 * Runs wrangler for the current step: its standard output, or a Stop with the step's name and
 * wrangler's words (the login message when it wants a login). `hint` adds what to do for a known error.
 * @param {string[]} args @param {(words: string) => string} [hint]
 */
function run(args, hint = () => "") {
  const result = wrangler(args);
  if (result.status === 0) return stripVTControlCharacters(result.stdout);
  const words = wranglerWords(result);
  if (NOT_LOGGED_IN.test(words)) throw new Stop(loginMessage());
  const more = hint(words);
  throw new Stop(`${stepName()} failed. wrangler said:\n    ${words}${more ? `\n${more}` : ""}`);
}

/** JSON printed by wrangler (--json), read from its output. @param {string} text @param {string} what */
function json(text, what) {
  const start = text.search(/[[{]/);
  try {
    return JSON.parse(text.slice(start === -1 ? 0 : start));
  } catch {
    throw new Stop(
      `${stepName()} failed: wrangler's ${what} could not be read:\n    ${text.trim().slice(0, 500)}`,
    );
  }
}

/** The D1 database called `name` in the account, if there is one. @param {string} name */
function findDatabase(name) {
  /** @type {{ name?: string, uuid?: string }[]} */
  const list = json(run(["d1", "list", "--json"]), "list of D1 databases");
  return Array.isArray(list) ? list.find((db) => db.name === name && db.uuid) : undefined;
}

/** The R2 buckets of the account (wrangler lists them as "name: …" lines). */
function bucketNames() {
  return [...run(["r2", "bucket", "list"]).matchAll(/^\s*name:\s*(\S+)\s*$/gm)].map((m) => m[1]);
}

/** R2 is turned on once per account, in the dashboard (wrangler's code 10042). @param {string} words */
const r2Hint = (words) =>
  /enable R2|10042/i.test(words)
    ? "R2 is not turned on for this Cloudflare account yet: open R2 in the Cloudflare dashboard and turn it on (free up to 10 GB), then run this again."
    : "";

/**
 * A run of the publish workflow (.github/workflows/publish.yml): there is no earlier deploy's
 * configuration to keep settings from, so a repository variable left unset puts the live site back
 * to its default. The retention is refused unset (a shorter period than the live one would have the
 * Worker delete the older requests); the inbox's settings that take their default are named in a
 * warning on the run's page.
 */
function onGitHub() {
  if (!process.env.LEADS_RETENTION_DAYS?.trim())
    throw new Stop(
      `${stepName()}: LEADS_RETENTION_DAYS is not set as a repository variable. A deploy from GitHub keeps no earlier deploy's settings, and a period shorter than the live site's would have it delete the older requests: set the variable to the period your privacy page states (730 days unless you changed it), then run the workflow again.`,
    );
  const defaulted = CLOUDFLARE_INBOX_SETTINGS.filter((name) => !process.env[name]?.trim());
  if (defaulted.length > 0)
    console.log(
      `::warning::Not set as repository variables, so the site on Cloudflare takes their defaults: ${defaulted.join(", ")}${defaulted.includes("LEADS_NOTIFY_TO") ? " (without LEADS_NOTIFY_TO the requests are stored, not mailed)" : ""}.`,
    );
}

function deploy() {
  // 1. The build, for the company's own address.
  const givenUrl = process.env.SITE_URL?.trim() || "";
  const builtUrl = existsSync(join(buildDir, SITE_MANIFEST)) ? readSiteManifest(buildDir).siteUrl : "";
  begin(1, `${buildDir}/`);
  const wanted = givenUrl || builtUrl || DEFAULT_SITE_URL;
  const host = URL.canParse(wanted) ? new URL(wanted) : undefined;
  if (!host || host.origin === DEFAULT_SITE_URL || host.protocol !== "https:") {
    throw new Stop(
      `${stepName()}: the site would go live as ${wanted}, ${host?.origin === DEFAULT_SITE_URL ? "the kit's example address" : "not a public https:// address"}. ` +
        `Set SITE_URL to the company's address and run this again: SITE_URL=https://www.your-company.com ${COMMAND}`,
    );
  }
  if (process.env.GITHUB_ACTIONS === "true") onGitHub();
  if (!readyBuild(buildDir, { siteUrl: givenUrl || undefined }))
    throw new Stop(`${stepName()} failed: the build did not finish (its errors are above).`);
  const site = readSiteManifest(buildDir);
  const configDir = resolve(ROOT, buildDir, "cloudflare");
  let names;
  try {
    // The inbox's settings are checked before the account is touched.
    names = wranglerConfig({ buildDir: resolve(ROOT, buildDir), configDir, env: process.env });
  } catch (error) {
    throw new Stop(`${stepName()}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const database = names.d1_databases[0]?.database_name ?? "";
  const bucket = names.r2_buckets[0]?.bucket_name ?? "";
  say(`ready: ${site.siteUrl}, its Worker ${names.name}`);

  // 2. The login.
  begin(2);
  const who = wrangler(["whoami", "--json"]);
  const stated = stripVTControlCharacters(who.stdout);
  /** @type {{ loggedIn?: boolean, email?: string, accounts?: { id: string, name: string }[] } | undefined} */
  let user;
  try {
    user = JSON.parse(stated.slice(Math.max(0, stated.indexOf("{"))));
  } catch {
    user = undefined;
  }
  if (user?.loggedIn === false || (who.status !== 0 && NOT_LOGGED_IN.test(wranglerWords(who))))
    throw new Stop(loginMessage());
  if (who.status !== 0 || !user?.loggedIn)
    throw new Stop(`${stepName()} failed. wrangler said:\n    ${wranglerWords(who)}`);
  const accounts = user.accounts ?? [];
  const chosen = process.env.CLOUDFLARE_ACCOUNT_ID?.trim();
  if (accounts.length > 1 && !chosen) {
    throw new Stop(
      `${stepName()}: your login has ${accounts.length} Cloudflare accounts, and the site goes into one. ` +
        `Set CLOUDFLARE_ACCOUNT_ID to its id, then ${COMMAND} again:\n` +
        accounts.map((a) => `    CLOUDFLARE_ACCOUNT_ID=${a.id}  (${a.name})`).join("\n"),
    );
  }
  const account = accounts.find((a) => a.id === chosen) ?? accounts[0];
  say(`logged in${user.email ? ` as ${user.email}` : ""}${account ? `, account ${account.name}` : ""}`);

  // 3. The leads database.
  begin(3, database);
  let db = findDatabase(database);
  if (db) say(`found (id ${db.uuid})`);
  else {
    run(["d1", "create", database]);
    db = findDatabase(database);
    if (!db)
      throw new Stop(`${stepName()} failed: wrangler created ${database}, but the account does not list it.`);
    say(`created (id ${db.uuid})`);
  }
  const databaseId = String(db.uuid);

  // 4. The configuration, with the real id: the one leads -- --cloudflare reads.
  begin(4);
  const {
    file: config,
    config: written,
    kept,
  } = writeWranglerConfig({
    buildDir: resolve(ROOT, buildDir),
    configDir,
    env: process.env,
    databaseId,
  });
  say(`${relative(ROOT, config)}, with the database's id`);
  if (kept.length > 0) say(`kept as the last deploy set them: ${kept.join(", ")} (set one to change it)`);

  // 5. The tables (wrangler applies them without asking: its input is not a terminal).
  begin(5);
  const applied = run(["d1", "migrations", "apply", "DB", "--remote", "-c", config]);
  const migrations = [...new Set(applied.match(/\b\d{3}-[\w-]+\.sql\b/g) ?? [])];
  say(
    /No migrations to apply/i.test(applied) || migrations.length === 0
      ? "up to date"
      : `applied: ${migrations.join(", ")}`,
  );

  // 6. The photo bucket.
  begin(6, bucket);
  if (bucketNames().includes(bucket)) say("found");
  else {
    run(["r2", "bucket", "create", bucket], r2Hint);
    say("created");
  }

  // 7. The mail.
  begin(7);
  const domain = new URL(site.siteUrl).hostname.replace(/^www\./, "");
  const mail = written.vars.INBOX.mail;
  if (mail) {
    const fromDomain = mail.from.slice(mail.from.lastIndexOf("@") + 1);
    say(`each request is mailed to ${mail.to} (LEADS_NOTIFY_TO) from ${mail.from} (LEADS_NOTIFY_FROM).`);
    say(
      `Cloudflare sends it only if ${mail.to} is a verified destination address in Email Routing of ${domain} (dashboard: ${domain} > Email > Email Routing > Destination addresses),`,
    );
    say(`and ${mail.from} is an address of ${fromDomain}, with Email Routing turned on there.`);
  } else {
    say("off: requests are stored, not mailed (read them with npm run leads -- --cloudflare).");
    say(
      `To have each one mailed: turn on Email Routing for ${domain} in the Cloudflare dashboard, verify your address there, then run LEADS_NOTIFY_TO=you@${domain} ${COMMAND}`,
    );
  }

  // 8. The Worker and the pages, on the site's own domain.
  begin(8, `${names.name} on ${host.hostname}`);
  const deployed = run(["deploy", "-c", config, "--domain", new URL(site.siteUrl).hostname], (words) =>
    /zone|domain/i.test(words)
      ? `The domain ${domain} must be on this Cloudflare account (add it as a site in the dashboard and change its name servers at your registrar), then run this again.`
      : "",
  );
  for (const line of deployed.split("\n").map((l) => l.trim())) {
    if (/^(Uploaded|Deployed|Current Version ID)|https:\/\//.test(line)) say(line);
  }
  console.log(
    `\nThe site and its inbox are live on Cloudflare. Check them as visitors see them (the first certificate can take a few minutes):\n  npm run check-live -- ${site.siteUrl}`,
  );
}

try {
  console.log(`Deploying the site and its inbox to Cloudflare (${COMMAND})…`);
  deploy();
} catch (error) {
  console.error(`\n✗ ${error instanceof Stop ? error.message : `${stepName()} failed: ${String(error)}`}`);
  process.exit(1);
}
