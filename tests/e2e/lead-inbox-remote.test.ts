import type { Page } from "@playwright/test";
import { CONTACT_PATH, SENT_PATH } from "../support/paths";
import { contactFields, formHydrated } from "../support/contact-page";
import { expect, test } from "../support/fixtures";
import { ensureBuilt } from "../support/builds";
import { REMOTE_INBOX_BUILD, startRemoteInbox, type RemoteInbox } from "../support/remote-inbox";
import { contact } from "~/content/site";

/**
 * "A static host for the pages, a small server for the inbox" (tests/support/remote-inbox.ts): the
 * pages built with CONTACT_ENDPOINT=<the inbox's absolute URL> and served by a static host (Caddy
 * with the build's Caddyfile, which has no /api/ of its own); on another origin the inbox server: the
 * inbox build's `npm start`, told the pages' origin in LEADS_ALLOWED_ORIGINS, behind its own Caddy for
 * HTTPS (an HTTPS page posting to plain HTTP sends `Origin: null`).
 * In Chromium with JavaScript and without. What other origins get, and `npm run check-live` on it,
 * without a browser: tests/site/lead-inbox-remote.test.ts.
 */

// In order, in one worker: the tests share the servers and count the leads they add.
test.describe.configure({ mode: "default" });

/** The SITE_URL of the build (the default): the origin check-live's requests come from. */
const SITE = "https://www.example.com";

let remote: RemoteInbox;

test.beforeAll(async () => {
  // The pages' build is made once per run (the first file that wants it makes it: a few minutes).
  test.setTimeout(300_000);
  await ensureBuilt("inbox-remote", REMOTE_INBOX_BUILD);
  remote = await startRemoteInbox(SITE);
});
test.afterAll(async () => {
  await remote?.stop();
});

const VALID = { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "A porch, please." };

async function fill(page: Page, values: typeof VALID) {
  const f = contactFields(page);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.phone.fill(values.phone);
  await f.message.fill(values.message);
}

test.describe("in Chromium, the page on one origin, the inbox on another", () => {
  test.use({ ignoreHTTPSErrors: true });

  test("with JavaScript: 'Message Sent!', and the lead is in the inbox", async ({ page }) => {
    await page.goto(remote.pages.origin + CONTACT_PATH);
    await formHydrated(page);
    const before = remote.inbox.leads().length;
    const lead = { ...VALID, message: "Sent across origins, with JavaScript." };
    await fill(page, lead);
    await page.getByRole("button", { name: contact.submitLabel }).click();
    await expect(page.getByRole("status").getByText(contact.success.title)).toBeVisible();
    expect(remote.inbox.leads().slice(before)).toMatchObject([lead]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("without JavaScript: the form posts to the inbox and lands on the static site's confirmation page", async ({
      page,
    }) => {
      await page.goto(remote.pages.origin + CONTACT_PATH);
      const before = remote.inbox.leads().length;
      const lead = { ...VALID, message: "Sent across origins, without JavaScript." };
      await fill(page, lead);
      await page.getByRole("button", { name: contact.submitLabel }).click();
      await expect(page).toHaveURL(remote.pages.origin + SENT_PATH);
      await expect(page.getByRole("heading", { level: 1, name: contact.success.title })).toBeVisible();
      expect(remote.inbox.leads().slice(before)).toMatchObject([lead]);
    });
  });
});
