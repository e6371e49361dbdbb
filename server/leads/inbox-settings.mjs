// @ts-check
/** The lead inbox's settings: its fixed limits, and what the environment sets (rate, database, mail). */
import { LIMITS } from "../../app/lib/contact-request.ts";
import { allowedOrigins, LOOPBACK, trustedProxies } from "./request-origin.mjs";

/**
 * The largest body the form can send, from its fields' limits (LIMITS, counted as the browser counts,
 * in UTF-16 code units): each unit at most 9 bytes (a character of 3 UTF-8 bytes, each written %XX in
 * a form post without JavaScript; JSON's \uXXXX is 6), and 1 KB for the field names and the honeypot.
 */
export const MAX_BODY_BYTES = 9 * Object.values(LIMITS).reduce((sum, limit) => sum + limit, 0) + 1024;
export const DEFAULT_LEADS_DB = "data/leads.sqlite";
export const DEFAULT_RATE_LIMIT = 5;

/**
 * The inbox's settings from the environment, or an error message naming the bad one.
 * @param {Record<string, string | undefined>} env
 */
export function readInboxSettings(env) {
  const rateLimit = env.LEADS_RATE_LIMIT ? Number(env.LEADS_RATE_LIMIT) : DEFAULT_RATE_LIMIT;
  if (!(Number.isInteger(rateLimit) && rateLimit > 0)) {
    return {
      error: `LEADS_RATE_LIMIT must be a whole number of requests a minute above 0, not "${env.LEADS_RATE_LIMIT}".`,
    };
  }
  const smtpUrl = env.SMTP_URL?.trim() ?? "";
  const to = env.LEADS_NOTIFY_TO?.trim() ?? "";
  if (Boolean(smtpUrl) !== Boolean(to)) {
    return { error: "Set both SMTP_URL and LEADS_NOTIFY_TO to have each request mailed to you, or neither." };
  }
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    return { error: "SMTP_URL must look like smtp://user:password@mail.example.com:587 (or smtps://…:465)." };
  }
  const listed =
    env.TRUSTED_PROXIES?.split(",")
      .map((entry) => entry.trim())
      .filter(Boolean) ?? [];
  if (listed.length > 0 && env.TRUST_PROXY !== "1") {
    return {
      error:
        "TRUSTED_PROXIES is set, but TRUST_PROXY is not 1: set TRUST_PROXY=1 behind your proxies, or remove TRUSTED_PROXIES.",
    };
  }
  const { proxies, error } = trustedProxies(listed.length > 0 ? listed : LOOPBACK);
  if (!proxies) {
    return {
      error: `TRUSTED_PROXIES must list the addresses of your proxies (like 10.0.0.5 or 10.0.0.0/24), separated by commas; "${error}" is not one.`,
    };
  }
  const sites = allowedOrigins(
    env.LEADS_ALLOWED_ORIGINS?.split(",")
      .map((entry) => entry.trim())
      .filter(Boolean) ?? [],
  );
  if (!sites.origins) {
    return {
      error: `LEADS_ALLOWED_ORIGINS must list the addresses of the sites whose pages post to this inbox, each exactly like https://www.your-company.com (no path, no slash at the end), separated by commas; "${sites.error}" is not one.`,
    };
  }
  return {
    settings: {
      db: env.LEADS_DB?.trim() || DEFAULT_LEADS_DB,
      rateLimit,
      // Only then is X-Forwarded-For believed, and only from a connection of one of these addresses.
      proxies: env.TRUST_PROXY === "1" ? proxies : null,
      mail: smtpUrl ? { smtpUrl, to, from: env.LEADS_NOTIFY_FROM?.trim() || to } : null,
      // The pages of other sites that may post here (the site on a static host); none by default.
      allowedOrigins: sites.origins,
    },
  };
}

/** @typedef {NonNullable<ReturnType<typeof readInboxSettings>["settings"]>} InboxSettings */
