import { INBOX_PATH } from "#shared/paths.ts";
import { INBOX_BUILD } from "./inbox";
import { buildSite } from "./site";

/** The lead inbox's tests start their own servers (each with its own database) on this build. */
export default function globalSetup() {
  buildSite(INBOX_BUILD, { CONTACT_ENDPOINT: INBOX_PATH });
}
