import { INBOX_PATH } from "~/lib/contact-request";
import { INBOX_BUILD } from "./inbox";
import { TEST_BUILD, buildSite } from "./site";

/**
 * The browser tests run against a fresh production build with the default settings, and the lead
 * inbox's tests against one whose form posts to npm start's own inbox.
 */
export default async function setup() {
  await buildSite(TEST_BUILD, {});
  await buildSite(INBOX_BUILD, { CONTACT_ENDPOINT: INBOX_PATH });
}
