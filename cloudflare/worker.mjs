// @ts-check
/**
 * The site on Cloudflare: its pages from the build's client folder (static assets, with the build's
 * _headers and _redirects), and the Worker for what only a program can answer, the lead inbox at
 * INBOX_PATH (inbox.mjs), and the editor's sign-in with GitHub (shared/editor/oauth.mjs, its
 * secrets set with `wrangler secret put`). Its cron trigger mails what is due (outbox.mjs) and deletes the requests
 * older than the privacy page says (retention.mjs). Built by tooling/cloudflare-build.ts into
 * build/cloudflare/, beside the wrangler.json that binds its parts.
 */
import { INBOX_PATH } from "#shared/paths.ts";
import { editorAuth } from "#shared/editor/oauth.mjs";
// What the form offers, from the content the Worker was built with (the build's site.json says the same).
import { inboxKitIn, SITE_LANGUAGES } from "../app/inbox-kit.ts";

import { fieldLabels } from "../server/leads/lead-summary.mjs";
import { d1Leads } from "./d1-leads.mjs";
import { handleInbox, inboxFailure } from "./inbox.mjs";
import { drainOutbox } from "./outbox.mjs";
import { sweepExpiredLeads, sweepOrphanPhotos } from "./retention.mjs";

/**
 * @typedef {{
 *   ASSETS: { fetch: typeof fetch },
 *   DB: D1Database,
 *   PHOTOS: R2Bucket,
 *   MAIL?: { send: (message: import("cloudflare:email").EmailMessage) => Promise<unknown> },
 *   RATE_LIMIT: { limit: (options: { key: string }) => Promise<{ success: boolean }> },
 *   INBOX: import("./inbox.mjs").InboxSite,
 *   GITHUB_CLIENT_ID?: string,
 *   GITHUB_CLIENT_SECRET?: string,
 *   GITHUB_ORIGIN?: string,
 * }} Env GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET: the OAuth app's, Worker secrets; GITHUB_ORIGIN:
 *   a stand-in's for GitHub, in tests only
 */

const log = (/** @type {string} */ line) => console.log(line);

/** What the inbox says in each of the site's languages: its answer pages and its words. */
const KITS = Object.fromEntries(SITE_LANGUAGES.map((language) => [language, inboxKitIn(language)]));
/** The form in the owner's language, the first: the mail's labels and the inbox's checks read it. */
const contactForm = /** @type {import("../app/inbox-kit.ts").InboxKit} */ (KITS[SITE_LANGUAGES[0] ?? ""])
  .form;

/** The outbox of this Worker's settings: nothing to do when mail is off. @param {Env} env */
const mailNow = (env) => async () => {
  const { mail } = env.INBOX;
  if (!mail || !env.MAIL) return;
  await drainOutbox({
    leads: d1Leads(env.DB),
    mail: env.MAIL,
    ...mail,
    labels: fieldLabels(contactForm),
    log,
  }).catch((error) =>
    log(`the outbox cannot use the leads database (${String(error)}); the requests stay queued`),
  );
};

export default {
  /** @param {Request} request @param {Env} env @param {{ waitUntil: (p: Promise<unknown>) => void }} ctx */
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const signIn = await editorAuth(request, {
      clientId: env.GITHUB_CLIENT_ID,
      clientSecret: env.GITHUB_CLIENT_SECRET,
      origin: url.origin,
      githubOrigin: env.GITHUB_ORIGIN || undefined,
    });
    if (signIn) return signIn;
    if (url.pathname !== INBOX_PATH) return env.ASSETS.fetch(request);
    try {
      return await handleInbox(
        request,
        env,
        ctx,
        {
          ...env.INBOX,
          contactForm,
          languages: SITE_LANGUAGES,
          kits: KITS,
        },
        { log, mailNow: mailNow(env) },
      );
    } catch (error) {
      log(`inbox error: ${error instanceof Error ? error.message : String(error)}`);
      return inboxFailure(request, { csp: env.INBOX.csp, languages: SITE_LANGUAGES, kits: KITS });
    }
  },
  /** The cron trigger: what is due to be mailed, then what is due to be deleted. @param {unknown} _controller @param {Env} env @param {{ waitUntil: (p: Promise<unknown>) => void }} ctx */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      (async () => {
        // Retention first: what the privacy page promises never waits behind a queue of mails.
        const leads = d1Leads(env.DB);
        await sweepExpiredLeads({ leads, bucket: env.PHOTOS, days: env.INBOX.retentionDays, log });
        await sweepOrphanPhotos({ leads, bucket: env.PHOTOS, log });
        await mailNow(env)();
      })(),
    );
  },
};
