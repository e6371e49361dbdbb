/**
 * The build-time settings, read from the environment in one place. The site, the sitemap, the
 * security headers and the tests all take their values from here.
 *
 * - SITE_URL: the public origin every absolute URL is built on (canonical, Open Graph, sitemap).
 * - CONTACT_ENDPOINT: when set, the contact form POSTs each request as JSON to this URL; when unset,
 *   the form makes no network request at all, as the specification says. The one relative value,
 *   `/api/contact` (INBOX_PATH), is the site's own inbox: `npm start` receives, stores and mails
 *   each request (server/leads/), and the form also works without JavaScript.
 * - SELF_HOST_IMAGES: "1" downloads the content's remote photos at build time and serves them from
 *   the site's own origin, like the owner's own photos (tooling/images.ts); unset, they stay remote.
 * - INBOX_HOST: where the site's own inbox runs, which the privacy page names: "server" (npm start
 *   on a server of the owner's, the default) or "cloudflare" (the Worker; npm run cloudflare:dev and
 *   cloudflare:deploy build with it).
 * - LEADS_RETENTION_DAYS: how long npm start's inbox keeps a request (server/leads/retention.mjs),
 *   which the privacy page states; read and checked by the inbox's own rule (default 730).
 * - CONTENT_REPO: the owner's GitHub repository of the site ("owner/name"), whose pushes publish it:
 *   npm start's webhook takes pushes to it alone (server/publish/), and the web server in front
 *   passes /api/ to npm start. CONTENT_BRANCH: its branch that is the site (default main).
 */
import { z } from "zod";
import { INBOX_PATH } from "#shared/paths.ts";
import { isInbox } from "#shared/contact/fields.ts";
import { readRetentionDays } from "../server/leads/inbox-settings.mjs";

export type BuildSettings = {
  siteUrl: string;
  contactEndpoint: string;
  selfHostImages: boolean;
  leadsRetentionDays: number;
  inboxHost: InboxHost;
  contentRepo?: string;
  contentBranch: string;
};

/** A GitHub repository's "owner/name", as GitHub allows them. */
const REPO = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
/** A branch name git accepts (git check-ref-format --branch), in the characters GitHub's editors use. */
const BRANCH =
  /^(?![-/.])(?!.*(?:\.\.|\/\/|@\{|\/\.|\.lock\/))(?!.*(?:\.lock|\/|\.)$)[A-Za-z0-9._/-]{1,200}$/;

/** Where the site's own inbox runs (INBOX_HOST). */
export const INBOX_HOSTS = ["server", "cloudflare"] as const;
export type InboxHost = (typeof INBOX_HOSTS)[number];

export const DEFAULT_SITE_URL = "https://www.example.com";

const parse = (s: string) => (URL.canParse(s) ? new URL(s) : undefined);
/**
 * A host name as DNS has it (the URL parser has already lower-cased it and turned letters with
 * accents into xn-- form): labels of letters, digits and inner hyphens. It goes unquoted into
 * build/Caddyfile and nginx.conf, so nothing else may pass (`{ } " ;` would, in a URL).
 */
const HOST_NAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;
/** An IPv6 address, as the URL parser writes it. */
const IPV6 = /^\[[0-9a-f:.]+\]$/;

const siteUrlSchema = z
  .url({ error: "must be an absolute URL, like https://www.yourcompany.com" })
  .refine((s) => {
    const url = parse(s);
    return !url || url.protocol === "https:" || (url.protocol === "http:" && url.hostname === "localhost");
  }, "must start with https:// (only http://localhost may use http)")
  .refine((s) => {
    const url = parse(s);
    return !url || (url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password);
  }, "must be an origin only (scheme, host and port), like https://www.yourcompany.com")
  .refine((s) => {
    const url = parse(s);
    return !url || HOST_NAME.test(url.hostname) || IPV6.test(url.hostname);
  }, "must have a host name of letters, digits, hyphens and dots (or an IP address), like https://www.yourcompany.com")
  .transform((s) => new URL(s).origin);

const endpointSchema = z.union([
  z.literal(""),
  z.literal(INBOX_PATH),
  z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }),
]);

/** The settings, or an error naming the variable and what is wrong with it. */
export function readBuildSettings(env: Record<string, string | undefined>): BuildSettings {
  const siteUrl = siteUrlSchema.safeParse(env.SITE_URL?.trim() || DEFAULT_SITE_URL);
  if (!siteUrl.success) {
    throw new Error(`SITE_URL: ${siteUrl.error.issues[0]?.message} (got "${env.SITE_URL}")`);
  }
  const endpoint = endpointSchema.safeParse(env.CONTACT_ENDPOINT?.trim() ?? "");
  if (!endpoint.success) {
    throw new Error(
      `CONTACT_ENDPOINT: must be an absolute http(s) URL, or ${INBOX_PATH} for npm start's own inbox (got "${env.CONTACT_ENDPOINT}")`,
    );
  }
  // "true"/"false" too: a test runner may copy the defined value back into the environment.
  const selfHost = (env.SELF_HOST_IMAGES?.trim() ?? "").toLowerCase();
  if (!["", "0", "1", "false", "true"].includes(selfHost)) {
    throw new Error(
      `SELF_HOST_IMAGES: must be 1 (download remote photos at build time) or unset (got "${selfHost}")`,
    );
  }
  const retention = readRetentionDays(env);
  if (retention.error !== undefined) throw new Error(retention.error);
  const inboxHost = env.INBOX_HOST?.trim() || "server";
  if (!INBOX_HOSTS.includes(inboxHost as InboxHost)) {
    throw new Error(
      `INBOX_HOST: must be "server" (npm start's inbox, the default) or "cloudflare" (npm run cloudflare:deploy) (got "${env.INBOX_HOST}")`,
    );
  }
  const contentRepo = env.CONTENT_REPO?.trim() || undefined;
  if (contentRepo !== undefined && !REPO.test(contentRepo)) {
    throw new Error(
      `CONTENT_REPO: must be a GitHub repository as owner/name, like ridgeline-builders/website (got "${env.CONTENT_REPO}")`,
    );
  }
  const contentBranch = env.CONTENT_BRANCH?.trim() || "main";
  if (!BRANCH.test(contentBranch)) {
    throw new Error(`CONTENT_BRANCH: must be a branch name, like main (got "${env.CONTENT_BRANCH}")`);
  }
  return {
    siteUrl: siteUrl.data,
    contactEndpoint: endpoint.data,
    selfHostImages: selfHost === "1" || selfHost === "true",
    leadsRetentionDays: retention.days,
    inboxHost: inboxHost as InboxHost,
    ...(contentRepo ? { contentRepo } : {}),
    contentBranch,
  };
}

/** Makes the settings available to app code as `import.meta.env.SITE_URL`, `.CONTACT_ENDPOINT`, `.SELF_HOST_IMAGES`, `.LEADS_RETENTION_DAYS`, `.INBOX_HOST`. */
export function defineBuildSettings(settings: BuildSettings) {
  return {
    "import.meta.env.SITE_URL": JSON.stringify(settings.siteUrl),
    "import.meta.env.CONTACT_ENDPOINT": JSON.stringify(settings.contactEndpoint),
    "import.meta.env.SELF_HOST_IMAGES": JSON.stringify(settings.selfHostImages),
    "import.meta.env.LEADS_RETENTION_DAYS": JSON.stringify(settings.leadsRetentionDays),
    "import.meta.env.INBOX_HOST": JSON.stringify(settings.inboxHost),
  };
}

/** The form posts to `npm start`'s own inbox (same origin), not to a remote service. */
export const usesInbox = (settings: BuildSettings) => settings.contactEndpoint === INBOX_PATH;

/**
 * The form posts to this kit's inbox, here or on a server of its own
 * (CONTACT_ENDPOINT=https://inbox.your-company.com/api/contact): the confirmation page is built.
 */
export const postsToInbox = (settings: BuildSettings) => isInbox(settings.contactEndpoint);

/** The form's endpoint's origin when it is not the page's own: the CSP must allow it. */
export const endpointOrigins = (settings: BuildSettings) =>
  settings.contactEndpoint && !usesInbox(settings) ? [new URL(settings.contactEndpoint).origin] : [];
