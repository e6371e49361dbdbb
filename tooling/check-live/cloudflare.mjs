// @ts-check
/**
 * A site on Cloudflare (`npm run cloudflare:deploy`: the pages and the inbox's Worker on Cloudflare's
 * network) is told by its answers: Cloudflare's edge sends `server: cloudflare` and a `cf-ray` header.
 * Its "How to fix" names Cloudflare's tools, not a server's (Caddy, nginx, systemd).
 */
import { workerName } from "../wrangler-config.ts";

/** Whether an answer came through Cloudflare. @param {import("node:http").IncomingHttpHeaders} headers */
export const fromCloudflare = (headers) =>
  String(headers.server ?? "").toLowerCase() === "cloudflare" && Boolean(headers["cf-ray"]);

/** What builds the site for Cloudflare and deploys it, its settings and its Worker with it. */
export const CLOUDFLARE_DEPLOY = "npm run cloudflare:deploy";

/** The Worker's live log for the site at `origin` (its name is the site's host's). @param {string} origin */
export const workerLogs = (origin) => `npx wrangler tail ${workerName(origin)}`;
