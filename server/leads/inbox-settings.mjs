// @ts-check
/** The lead inbox's settings: its fixed limits, and what the environment sets (rate, database, mail). */

export const MAX_BODY_BYTES = 16 * 1024;
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
  return {
    settings: {
      db: env.LEADS_DB?.trim() || DEFAULT_LEADS_DB,
      rateLimit,
      trustProxy: env.TRUST_PROXY === "1",
      mail: smtpUrl ? { smtpUrl, to, from: env.LEADS_NOTIFY_FROM?.trim() || to } : null,
    },
  };
}

/** @typedef {NonNullable<ReturnType<typeof readInboxSettings>["settings"]>} InboxSettings */
