import { INBOX_PATH } from "#shared/paths.ts";
import { CLOUDFLARE_BUILD, CLOUDFLARE_SETTINGS } from "./cloudflare";
import { INBOX_BUILD } from "./inbox";
import { buildSite } from "./site";

/**
 * The lead inbox's tests start their own servers (each with its own database) on these builds:
 * npm start's, and Cloudflare's (npm run cloudflare:dev).
 */
export default function globalSetup() {
  buildSite(INBOX_BUILD, { CONTACT_ENDPOINT: INBOX_PATH });
  buildSite(CLOUDFLARE_BUILD, CLOUDFLARE_SETTINGS);
}
