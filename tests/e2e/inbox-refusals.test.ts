/**
 * Every refusal a browser can receive from the inbox is one it shows (issue 46, item 4): the real
 * form in Chromium without JavaScript, with photos it refuses, on each host the inbox runs on. A
 * browser sends the whole body before it reads an answer: the inbox reads a refused body to its end
 * (within bounds) before answering, or Chromium shows its own error page instead of ours.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { PHOTOS } from "#shared/contact/fields.ts";
import { PHOTO_HINT, PHOTO_MESSAGES } from "../support/form-rules";
import { inboxCopy } from "../support/site-words.ts";
import { MAX_UPLOAD_BYTES } from "#shared/inbox/limits.mjs";
import { CONTACT_PATH, INBOX_PATH } from "../support/paths";
import { contactFields, photosField } from "../support/contact-page";
import { expect, test } from "../support/fixtures";
import { createInboxOn, expectRefusal, INBOX_HOSTS, type Inbox } from "../support/inbox";
import type { RunningSite } from "../support/site";
import { contact } from "~/content/site";

const MB = 1024 * 1024;

/** The photos the tests choose, as files (Playwright hands a browser large files by their path). */
let folder: string;
/** A photo of a few KB. */
let small: string;
/** Photos of 11 MB each: a JPEG's bytes, then zeros. */
let big: string[];

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "refused-photos-"));
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#a63" } })
    .jpeg()
    .toBuffer();
  small = join(folder, "porch.jpg");
  writeFileSync(small, jpeg);
  big = [1, 2, 3, 4, 5].map((n) => {
    const file = join(folder, `big-${n}.jpg`);
    writeFileSync(file, Buffer.concat([jpeg, Buffer.alloc(11 * MB - jpeg.length)]));
    return file;
  });
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

const REFUSALS = [
  {
    name: "too many photos",
    files: () => Array.from({ length: PHOTOS.max + 1 }, () => small),
    status: 422,
    says: PHOTO_MESSAGES.tooMany,
  },
  {
    name: "one photo over the limit",
    files: () => [small, big[0]!],
    status: 422,
    says: PHOTO_MESSAGES.tooLarge("big-1.jpg"),
  },
  {
    name: "a body over the limit (five photos of 11 MB)",
    files: () => big,
    status: 413,
    says: `${inboxCopy.photos.tooLargeTogether} ${PHOTO_HINT}`,
  },
];

/** The form filled as a visitor would, with `files` chosen, and sent: the inbox's answer. */
async function send(page: Page, origin: string, files: string[]) {
  await page.goto(origin + CONTACT_PATH);
  const f = contactFields(page);
  await f.name.fill("Ada Lovelace");
  await f.email.fill("ada@example.com");
  await f.message.fill("Photos of the porch.");
  await photosField(page).setInputFiles(files);
  const answer = page.waitForResponse(`**${INBOX_PATH}`, { timeout: 60_000 });
  await page.getByRole("button", { name: contact.submitLabel }).click();
  return answer;
}

for (const host of INBOX_HOSTS)
  test.describe(`on ${host}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });
    let inbox: Inbox;
    let site: RunningSite;

    test.beforeAll(async () => {
      test.setTimeout(120_000); // wrangler starts slowly on a busy machine
      inbox = createInboxOn(host);
      site = await inbox.start({ LEADS_RATE_LIMIT: "100" });
    });
    test.afterAll(async () => {
      await site?.stop();
      inbox?.remove();
    });

    for (const refusal of REFUSALS)
      test(`${refusal.name}: ${refusal.status}, our page saying why, nothing stored`, async ({
        consoleLog,
        page,
      }) => {
        test.setTimeout(90_000);
        expectRefusal(consoleLog, refusal.status);
        const files = refusal.files();
        if (refusal.status === 413) expect(files.length * 11 * MB).toBeGreaterThan(MAX_UPLOAD_BYTES);
        const before = inbox.leads().length;
        const answer = await send(page, site.origin, files);
        expect(answer.status()).toBe(refusal.status);
        // The page Chromium shows is ours (its own error page has neither), saying why.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(inboxCopy.refusal.title);
        await expect(page.getByText(refusal.says)).toBeVisible();
        await expect(page.getByRole("link", { name: inboxCopy.refusal.backLink })).toBeVisible();
        expect(inbox.leads()).toHaveLength(before);
      });
  });
