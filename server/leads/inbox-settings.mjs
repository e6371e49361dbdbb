// @ts-check
/** The lead inbox's settings: its fixed limits, and what the environment sets (rate, database, mail). */
import { allowedOrigins } from "#shared/inbox/gate.mjs";
import { LOOPBACK, trustedProxies } from "./request-origin.mjs";

export const DEFAULT_LEADS_DB = "data/leads.sqlite";
export const DEFAULT_RATE_LIMIT = 5;
/** How long a quote request (and its photos) is kept when LEADS_RETENTION_DAYS is not set: two years. */
export const DEFAULT_RETENTION_DAYS = 730;
/** What visitors' photos may take on the disk, all together, when LEADS_PHOTOS_MAX_MB is not set: 2 GB. */
export const DEFAULT_PHOTOS_MAX_MB = 2048;
/**
 * The free space kept on the photos' disk when LEADS_DISK_RESERVE_MB is not set: room for the
 * leads database to grow, the logs and a day's backup, however the photos arrive.
 */
export const DEFAULT_DISK_RESERVE_MB = 1024;

/**
 * A whole number of MB from the environment, its default when unset, or an error naming it.
 * @param {Record<string, string | undefined>} env @param {string} name @param {number} fallback
 * @returns {{ mb: number, error?: undefined } | { mb?: undefined, error: string }}
 */
function readMb(env, name, fallback) {
  const value = env[name]?.trim() ?? "";
  if (value === "") return { mb: fallback };
  if (/^\d{1,9}$/.test(value)) return { mb: Number(value) };
  return {
    error: `${name} must be a whole number of megabytes (${fallback} when unset), not "${env[name]}".`,
  };
}

/** A century: a longer period is a typing mistake, not a retention policy. */
const MAX_RETENTION_DAYS = 36_500;

/**
 * LEADS_RETENTION_DAYS: the days a quote request is kept before it is deleted with its photos. Read
 * by the build too, which states it on the privacy page (tooling/build-settings.ts).
 * @param {Record<string, string | undefined>} env
 * @returns {{ days: number, error?: undefined } | { days?: undefined, error: string }}
 */
export function readRetentionDays(env) {
  const value = env.LEADS_RETENTION_DAYS?.trim() ?? "";
  const days = value === "" ? DEFAULT_RETENTION_DAYS : /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(days >= 1 && days <= MAX_RETENTION_DAYS)) {
    return {
      error: `LEADS_RETENTION_DAYS must be a whole number of days from 1 to ${MAX_RETENTION_DAYS} (${DEFAULT_RETENTION_DAYS}, two years, when unset), not "${env.LEADS_RETENTION_DAYS}".`,
    };
  }
  return { days };
}

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
  const retention = readRetentionDays(env);
  if (retention.error !== undefined) return { error: retention.error };
  const photosMax = readMb(env, "LEADS_PHOTOS_MAX_MB", DEFAULT_PHOTOS_MAX_MB);
  if (photosMax.error !== undefined) return { error: photosMax.error };
  const diskReserve = readMb(env, "LEADS_DISK_RESERVE_MB", DEFAULT_DISK_RESERVE_MB);
  if (diskReserve.error !== undefined) return { error: diskReserve.error };
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
      /** Requests older than this many days are deleted with their photos (server/leads/retention.mjs). */
      retentionDays: retention.days,
      // The pages of other sites that may post here (the site on a static host); none by default.
      allowedOrigins: sites.origins,
      /** What visitors' photos may take in all, and the free space kept on their disk (photo-budget.mjs). */
      photos: { maxMb: photosMax.mb, reserveMb: diskReserve.mb },
    },
  };
}

/** @typedef {NonNullable<ReturnType<typeof readInboxSettings>["settings"]>} InboxSettings */
