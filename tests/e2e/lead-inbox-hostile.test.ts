import type { Page } from "@playwright/test";
import { contactFields } from "../support/contact-page";
import { expect, test } from "../support/fixtures";
import { INBOX_PATH, SENT_PATH } from "../support/paths";
import { LIMITS } from "#shared/contact/fields.ts";
import { MESSAGES, LABELS } from "../support/form-rules";
import { MAX_BODY_BYTES } from "#shared/inbox/limits.mjs";
import { FORM, hostileClients, REASON_413, VALID } from "../support/hostile-clients";
import { createInbox, expectRefusal, type Inbox } from "../support/inbox";
import type { RunningSite } from "../support/site";
import { contact, contactForm } from "~/content/site";
import { inboxCopy } from "../support/site-words.ts";

// In order, in one worker, against this file's own inbox (as its tests count the rows they add).
test.describe.configure({ mode: "default" });

/**
 * What npm start's inbox does with requests no form would send, posted by a browser without our
 * script, and the pages it shows. Every client here has its own address (X-Forwarded-For, trusted
 * with TRUST_PROXY=1), so each test meets the rate limit afresh. The same requests and the others
 * no form would send, without a browser: tests/site/lead-inbox-hostile.test.ts.
 */
let inbox: Inbox;
let site: RunningSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  inbox = createInbox();
  site = await inbox.start({ TRUST_PROXY: "1" });
});
test.afterAll(async () => {
  await site?.stop();
  inbox?.remove();
});

const { newClient, post, storesNothing } = hostileClients(() => ({ origin: site.origin, inbox }));

test.describe("form posts without JavaScript, as a browser sends them: a page in the visitor's words", () => {
  const HTML = "text/html; charset=utf-8";
  const MULTIPART = "multipart/form-data";
  const pairs = (values: Record<string, string>) => Object.entries(values);
  const HOSTILE = {
    script: "<script>alert(1)</script>",
    img: '"><img src=x onerror=alert(1)>',
  };

  /**
   * Posts `fields` (a name may come twice) from a plain form on a page of the site, encoded as
   * `enctype`, the way a browser without our script sends the contact form; resolves with the inbox's
   * answer once its page is shown. Each post is a new visitor's (the rate limit is not tested here).
   */
  async function browserPost(page: Page, fields: [string, string][], enctype: string) {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": newClient() });
    await page.goto(site.origin + SENT_PATH);
    const answer = page.waitForResponse((r) => r.url().endsWith(INBOX_PATH));
    await page.evaluate(
      ([action, enctype, fields]) => {
        // Hidden, as it sends the same: laid out, a field of 100 KB in one word holds Chromium's
        // submit for seconds (over 10 on a busy machine), which once took this test past its time.
        const form = Object.assign(document.createElement("form"), {
          method: "post",
          action,
          enctype,
          hidden: true,
        });
        for (const [name, value] of fields) {
          form.append(Object.assign(document.createElement("textarea"), { name, value }));
        }
        document.body.append(form);
        form.submit();
      },
      [INBOX_PATH, enctype, fields] as const,
    );
    const response = await answer;
    await page.waitForLoadState();
    return response;
  }

  /** No markup a visitor sent became an element, and no script of theirs ran. */
  function noInjection(page: Page) {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return async () => {
      await expect(page.locator("main script, main img, body > img")).toHaveCount(0);
      expect(dialogs).toEqual([]);
    };
  }

  for (const enctype of [FORM, MULTIPART]) {
    test(`${enctype}: markup in the fields comes back as text in the correction page, never as markup`, async ({
      consoleLog,
      page,
    }) => {
      expectRefusal(consoleLog, 422);
      const checked = noInjection(page);
      const sent = {
        name: HOSTILE.script,
        email: HOSTILE.img,
        phone: "",
        message: `${HOSTILE.img} ${HOSTILE.script}`,
        service: HOSTILE.script,
        postcode: HOSTILE.img,
      };
      await storesNothing(async () => {
        const answer = await browserPost(page, pairs(sent), enctype);
        expect(answer.status()).toBe(422);
        expect(answer.headers()["content-type"]).toBe(HTML);
        const body = await answer.text();
        expect(body).not.toContain(HOSTILE.script);
        expect(body).not.toContain("<img src=x");
      });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(inboxCopy.correction.title);
      const summary = page.getByRole("alert");
      await expect(summary).toContainText(`${LABELS.email}: ${MESSAGES.email}`);
      await expect(summary).toContainText(`${LABELS.service}: ${MESSAGES.choice}`);
      await expect(summary).toContainText(
        `${contactForm.postcodeLabel}: ${MESSAGES.tooLong("postcode", HOSTILE.img.length)}`,
      );
      const f = contactFields(page);
      await expect(f.name).toHaveValue(HOSTILE.script);
      await expect(f.email).toHaveValue(HOSTILE.img);
      await expect(f.message).toHaveValue(sent.message);
      await expect(page.getByRole("textbox", { name: contactForm.postcodeLabel })).toHaveValue(HOSTILE.img);
      await checked();
    });

    test(`${enctype}: 100 KB in a field of at most ${LIMITS.name} characters is refused in words; a smaller excess is corrected, the field named`, async ({
      consoleLog,
      page,
    }) => {
      expectRefusal(consoleLog, 413);
      expectRefusal(consoleLog, 422);
      await storesNothing(async () => {
        const refused = await browserPost(page, pairs({ ...VALID, name: "A".repeat(100 * 1024) }), enctype);
        expect(refused.status()).toBe(413);
        expect(refused.headers()["content-type"]).toBe(HTML);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(inboxCopy.refusal.title);
        await expect(page.getByText(REASON_413)).toBeVisible();
        await expect(page.getByRole("link", { name: inboxCopy.refusal.backLink })).toBeVisible();

        const long = "A".repeat(20_000);
        const corrected = await browserPost(page, pairs({ ...VALID, name: long }), enctype);
        expect(corrected.status()).toBe(422);
        expect(corrected.headers()["content-type"]).toBe(HTML);
        await expect(page.getByRole("alert")).toContainText(
          `${LABELS.name}: ${MESSAGES.tooLong("name", long.length)}`,
        );
        await expect(contactFields(page).name).toHaveValue(long);
      });
      // The server is still there, and takes the next request.
      expect((await post(VALID)).status).toBe(201);
    });

    test(`${enctype}: an unknown field is ignored and a duplicated one counts once (its first value)`, async ({
      page,
    }) => {
      const before = inbox.leads().length;
      const answer = await browserPost(
        page,
        [
          ...pairs({ ...VALID, message: `Duplicated, ${enctype}` }),
          ["evil", HOSTILE.script],
          ["name", HOSTILE.img],
          ["email", "mallory@evil.example"],
        ],
        enctype,
      );
      expect(answer.status()).toBe(303);
      expect(answer.headers()["location"]).toBe(SENT_PATH);
      await expect(page).toHaveURL(site.origin + SENT_PATH);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.success.title);
      const stored = inbox.leads().slice(before);
      expect(stored).toMatchObject([{ ...VALID, message: `Duplicated, ${enctype}` }]);
      expect(JSON.stringify(stored)).not.toContain("evil");
    });
  }

  test("a form of another encoding (text/plain): 415, refused in words", async ({ consoleLog, page }) => {
    expectRefusal(consoleLog, 415);
    await storesNothing(async () => {
      const answer = await browserPost(page, pairs(VALID), "text/plain");
      expect(answer.status()).toBe(415);
      expect(answer.headers()["content-type"]).toBe(HTML);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(inboxCopy.refusal.title);
      await expect(page.getByText(inboxCopy.reasons[415])).toBeVisible();
      await expect(page.getByRole("link", { name: inboxCopy.refusal.backLink })).toBeVisible();
    });
  });

  test("a body larger than the form can send: 413, refused in words", async ({ consoleLog, page }) => {
    expectRefusal(consoleLog, 413);
    await storesNothing(async () => {
      const answer = await browserPost(page, pairs({ ...VALID, message: "x".repeat(MAX_BODY_BYTES) }), FORM);
      expect(answer.status()).toBe(413);
      expect(answer.headers()["content-type"]).toBe(HTML);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(inboxCopy.refusal.title);
      await expect(page.getByText(REASON_413)).toBeVisible();
    });
  });
});
