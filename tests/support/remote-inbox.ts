/**
 * "A static host for the pages, a small server for the inbox" (lead-inbox-remote's tests, without a
 * browser and in Chromium): the pages of REMOTE_INBOX_BUILDS (CONTACT_ENDPOINT=<the inbox's absolute
 * URL>) served by a static host (Caddy with the build's Caddyfile, which has no /api/ of its own); on
 * another origin, REMOTE_INBOX_ORIGIN, the inbox server: the inbox build's `npm start`, told the
 * pages' origin in LEADS_ALLOWED_ORIGINS, behind its own Caddy for HTTPS (an HTTPS page posting to
 * plain HTTP sends `Origin: null`).
 */
import { INBOX_PATH } from "./paths";
import { REMOTE_INBOX_BUILDS, REMOTE_INBOX_ORIGIN } from "./builds";
import { freePort, startCaddy, type RunningHost } from "./hosts";
import { createInbox, INBOX_BUILD, type Inbox } from "./inbox";
import type { RunningSite } from "./site";

/** The pages' build, made by each file's `ensureBuilt("inbox-remote", …)` before it starts these servers. */
export const REMOTE_INBOX_BUILD = REMOTE_INBOX_BUILDS["inbox-remote"];

export type RemoteInbox = {
  /** The form's endpoint, as the pages' build names it: the inbox's Caddy, over HTTPS. */
  endpoint: string;
  /** The inbox itself, npm start's own address behind its Caddy. */
  direct: string;
  /** The static host of the pages. */
  pages: RunningHost;
  /** Caddy in front of the inbox, at REMOTE_INBOX_ORIGIN. */
  inboxHost: RunningHost;
  inbox: Inbox;
  /** Starts npm start on the inbox's port again, allowing these origins (LEADS_ALLOWED_ORIGINS). */
  allow: (origins: string) => Promise<void>;
  /** Stops every server and removes the inbox. */
  stop: () => Promise<void>;
};

/**
 * Starts the inbox's Caddy at REMOTE_INBOX_ORIGIN, the pages' Caddy on a free port, and the inbox's
 * npm start (LEADS_RATE_LIMIT=100) allowing the pages' origin and `siteUrl`, the build's SITE_URL.
 */
export async function startRemoteInbox(siteUrl: string): Promise<RemoteInbox> {
  const inboxPort = await freePort();
  const inbox = createInbox();
  let server: RunningSite | undefined;
  const hosts: RunningHost[] = [];
  const stop = async () => {
    await server?.stop();
    for (const host of hosts) await host.stop();
    inbox.remove();
  };
  try {
    const inboxHost = await startCaddy(INBOX_BUILD, {
      inboxUpstream: `http://127.0.0.1:${inboxPort}`,
      httpsPort: Number(new URL(REMOTE_INBOX_ORIGIN).port),
    });
    hosts.push(inboxHost);
    if (inboxHost.origin !== REMOTE_INBOX_ORIGIN)
      throw new Error(`The inbox's Caddy serves ${inboxHost.origin}, not ${REMOTE_INBOX_ORIGIN}.`);
    const pages = await startCaddy(REMOTE_INBOX_BUILD.dir);
    hosts.push(pages);
    const allow = async (origins: string) => {
      await server?.stop();
      server = await inbox.start({
        PORT: String(inboxPort),
        LEADS_ALLOWED_ORIGINS: origins,
        LEADS_RATE_LIMIT: "100",
      });
    };
    await allow(`${pages.origin}, ${siteUrl}`);
    return {
      endpoint: REMOTE_INBOX_ORIGIN + INBOX_PATH,
      direct: `http://127.0.0.1:${inboxPort}${INBOX_PATH}`,
      pages,
      inboxHost,
      inbox,
      allow,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
