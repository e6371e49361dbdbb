/**
 * The configuration that runs a build on Cloudflare (wrangler.json): the Worker, the static assets
 * (the build's client folder with its _headers and _redirects: the same policy as npm start, Caddy
 * and nginx), D1 for the leads, R2 for their photos, the email binding, the rate-limiting binding,
 * the cron trigger, and the inbox's settings as a var.
 *
 * Written by the build (<build>/cloudflare/wrangler.json, with the settings the last deploy gave),
 * by `npm run cloudflare:deploy` there from the environment it runs in, and by `npm run
 * cloudflare:dev` beside its local state (never the build's): LEADS_NOTIFY_TO (and
 * LEADS_NOTIFY_FROM), LEADS_RATE_LIMIT, LEADS_ALLOWED_ORIGINS, LEADS_PHOTOS_MAX_MB, read by npm
 * start's own rules; a wrong one is refused with a message naming it. A setting the environment does
 * not name keeps its value in the wrangler.json it replaces (`LEADS_NOTIFY_TO=` turns the mail off),
 * and so does the D1 database's id, so a deploy or a rebuild never drops what the last one set.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { readSiteManifest } from "#shared/site-manifest.mjs";
import { readInboxSettings } from "../server/leads/inbox-settings.mjs";
import type { InboxSite } from "../cloudflare/inbox.mjs";

/** The cron trigger: the outbox's retries and the retention, every five minutes. */
export const CRON = "*/5 * * * *";
/** The D1 database's id in a local run, until cloudflare:deploy names the real one. */
export const LOCAL_DATABASE_ID = "local";
/**
 * How Cloudflare serves the build's files: a page at its one URL ("/about" from about.html, "/about/"
 * redirected there), the 404 page for anything else; the build's _headers and _redirects apply.
 * A folder's index.html is served at the folder's URL, its slash kept: the editor's page is
 * /admin/ on every host ("drop-trailing-slash" would redirect it to /admin). It is the one such
 * folder (pages are flattened to about.html), so the pages are served as before.
 */
export const ASSET_HANDLING = {
  html_handling: "auto-trailing-slash",
  not_found_handling: "404-page",
} as const;

/** The Worker's folder in a build. */
export const workerDir = (buildDir: string) => join(buildDir, "cloudflare");

/** A Worker's name from the site's host: "https://www.smith-builders.com" -> "smith-builders-com". */
export function workerName(siteUrl: string) {
  const host = new URL(siteUrl).hostname.replace(/^www\./, "");
  return (
    host
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 54) || "site"
  );
}

/**
 * The rate-limiting binding's namespace, a number of its own for each site: two sites of one account
 * never count each other's visitors.
 */
export function rateLimitNamespace(name: string) {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return String(1000 + (hash % 1_000_000));
}

/**
 * The inbox's settings for Cloudflare from an environment: npm start's rules, without an SMTP server
 * (Cloudflare's email binding sends the mail). Throws an Error naming a wrong one.
 */
export function cloudflareInboxSettings(env: Record<string, string | undefined>, siteUrl: string) {
  const to = env.LEADS_NOTIFY_TO?.trim() ?? "";
  const read = readInboxSettings({ ...env, SMTP_URL: to ? "smtp://cloudflare" : "" });
  if (read.error !== undefined) throw new Error(read.error);
  const { settings } = read;
  const from = env.LEADS_NOTIFY_FROM?.trim() || `website@${new URL(siteUrl).hostname.replace(/^www\./, "")}`;
  if (to) {
    for (const [name, address] of [
      ["LEADS_NOTIFY_TO", to],
      ["LEADS_NOTIFY_FROM", from],
    ] as const) {
      if (!/^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/.test(address))
        throw new Error(
          `${name} must be one email address on Cloudflare (its email binding sends to one verified address), like quotes@your-company.com, not "${address}".`,
        );
    }
  }
  return {
    rateLimit: settings.rateLimit,
    allowedOrigins: settings.allowedOrigins,
    photosMaxMb: settings.photos.maxMb,
    mail: to ? { to, from } : null,
  };
}

/**
 * The wrangler.json of a build, written in `configDir` (its paths relative to it).
 * @param databaseId the D1 database's id (LOCAL_DATABASE_ID until deployed)
 */
export function wranglerConfig({
  buildDir,
  configDir,
  env,
  databaseId = LOCAL_DATABASE_ID,
}: {
  buildDir: string;
  configDir: string;
  env: Record<string, string | undefined>;
  databaseId?: string;
}) {
  const site = readSiteManifest(buildDir);
  const settings = cloudflareInboxSettings(env, site.siteUrl);
  const name = workerName(site.siteUrl);
  const dir = workerDir(buildDir);
  const path = (to: string) => {
    const from = isAbsolute(configDir) ? configDir : resolve(configDir);
    return relative(from, resolve(to)) || ".";
  };
  const inbox: InboxSite = {
    csp: site.csp,
    retentionDays: site.leadsRetentionDays,
    allowedOrigins: settings.allowedOrigins,
    photosMaxMb: settings.photosMaxMb,
    mail: settings.mail,
  };
  return {
    name,
    main: path(join(dir, "worker.js")),
    compatibility_date: "2026-01-01",
    // Bundled by Vite at build time (tooling/cloudflare-build.ts): uploaded as it is.
    no_bundle: true,
    assets: {
      directory: path(join(buildDir, "client")),
      binding: "ASSETS",
      run_worker_first: ["/api/*"],
      ...ASSET_HANDLING,
    },
    d1_databases: [
      {
        binding: "DB",
        database_name: `${name}-leads`,
        database_id: databaseId,
        migrations_dir: path(join(dir, "migrations")),
      },
    ],
    r2_buckets: [{ binding: "PHOTOS", bucket_name: `${name}-lead-photos` }],
    ...(settings.mail && { send_email: [{ name: "MAIL", destination_address: settings.mail.to }] }),
    ratelimits: [
      {
        name: "RATE_LIMIT",
        namespace_id: rateLimitNamespace(name),
        simple: { limit: settings.rateLimit, period: 60 },
      },
    ],
    triggers: { crons: [CRON] },
    vars: { INBOX: inbox },
    observability: { enabled: true },
  };
}

type WranglerConfig = ReturnType<typeof wranglerConfig>;

/** The inbox's settings a deploy writes into the Worker's configuration, by name (as settingsOf reads them). */
export const CLOUDFLARE_INBOX_SETTINGS = [
  "LEADS_NOTIFY_TO",
  "LEADS_NOTIFY_FROM",
  "LEADS_RATE_LIMIT",
  "LEADS_ALLOWED_ORIGINS",
  "LEADS_PHOTOS_MAX_MB",
] as const;

/** The inbox's settings a wrangler.json holds, as the environment would name them. */
function settingsOf(config: WranglerConfig): Record<(typeof CLOUDFLARE_INBOX_SETTINGS)[number], string> {
  const inbox = config.vars.INBOX;
  return {
    LEADS_NOTIFY_TO: inbox.mail?.to ?? "",
    LEADS_NOTIFY_FROM: inbox.mail?.from ?? "",
    LEADS_RATE_LIMIT: String(config.ratelimits[0]?.simple.limit ?? ""),
    LEADS_ALLOWED_ORIGINS: inbox.allowedOrigins.join(","),
    LEADS_PHOTOS_MAX_MB: String(inbox.photosMaxMb),
  };
}

/** The wrangler.json in `configDir` before this one, when it is one of this site's. */
function previousConfig(configDir: string, name: string): WranglerConfig | null {
  try {
    const config = JSON.parse(readFileSync(join(configDir, "wrangler.json"), "utf8")) as WranglerConfig;
    return config.name === name && config.vars?.INBOX ? config : null;
  } catch {
    return null;
  }
}

/**
 * Writes wrangler.json into `configDir`; returns its path, and the settings kept from the one it
 * replaced (their names).
 */
export function writeWranglerConfig(options: Parameters<typeof wranglerConfig>[0]) {
  const name = workerName(readSiteManifest(options.buildDir).siteUrl);
  const previous = previousConfig(options.configDir, name);
  const kept = previous
    ? Object.entries(settingsOf(previous)).filter(([key]) => options.env[key] === undefined)
    : [];
  const databaseId =
    options.databaseId ??
    [previous?.d1_databases[0]?.database_id].find((id) => id && id !== LOCAL_DATABASE_ID) ??
    LOCAL_DATABASE_ID;
  const config = wranglerConfig({
    ...options,
    env: { ...Object.fromEntries(kept), ...options.env },
    databaseId,
  });
  mkdirSync(options.configDir, { recursive: true });
  const file = join(options.configDir, "wrangler.json");
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return { file, config, kept: kept.map(([key]) => key) };
}
