import type { Page, Route } from "@playwright/test";
import { contact } from "~/content/site";
import { CONTACT_PATH, INBOX_PATH, SENT_PATH } from "../support/paths";
import { MESSAGES, REQUIRED } from "../support/form-rules";
import { contactFields as fields, formHydrated } from "../support/contact-page";
import { AXE_VIEWPORTS, axeInBothSchemes, expect, NO_VIOLATIONS, test } from "../support/fixtures";
import { createInboxOn, expectRefusal, INBOX_HOSTS, type Inbox } from "../support/inbox";
import type { RunningSite } from "../support/site";
import { MAX_BODY_BYTES } from "#shared/inbox/limits.mjs";
import { inboxCopy } from "../support/site-words.ts";

async function fill(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  const f = fields(page);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.phone.fill(values.phone);
  await f.message.fill(values.message);
}

/**
 * Holds the inbox's answer to the form's POST until `check` has run: what the visitor sees while the
 * request is stored and answered, and what is on disk when the answer leaves the server.
 */
async function holdAnswer(page: Page, check: () => Promise<void>) {
  let done!: () => void;
  const checked = new Promise<void>((resolve) => (done = resolve));
  let failure: unknown;
  await page.route(`**${INBOX_PATH}`, async (route: Route) => {
    // The server's real answer (not followed, so a 303 reaches the browser as a 303).
    const response = await route.fetch({ maxRedirects: 0 });
    try {
      await check();
    } catch (error) {
      failure = error;
    }
    await route.fulfill({ response });
    done();
  });
  return async () => {
    await checked;
    if (failure) throw failure;
  };
}

/**
 * The form against the site's own inbox (a build with CONTACT_ENDPOINT=/api/contact), in Chromium,
 * with JavaScript and without, on each host it runs on: npm start's server, and Cloudflare's Worker
 * with D1 (npm run cloudflare:dev, offline). What the inbox serves beside the form, without a browser:
 * its headers and its confirmation pages on each host in tests/site/lead-inbox-cloudflare.test.ts,
 * a build without it in tests/site/lead-inbox.test.ts.
 */
for (const host of INBOX_HOSTS)
  test.describe(`on ${host}`, () => {
    // In order, in one worker, against this host's own inbox (as its tests count the rows they add);
    // each host's tests in a worker of their own. On Cloudflare npm run leads runs wrangler three
    // times, seconds apiece on a busy machine.
    test.describe.configure({ mode: "default", timeout: host === "cloudflare:dev" ? 90_000 : 30_000 });

    let inbox: Inbox;
    let site: RunningSite;

    test.beforeAll(async () => {
      test.setTimeout(180_000); // wrangler starts slowly on a busy machine
      inbox = createInboxOn(host);
      // Several submits from one address in this file: the rate limit is not what it tests.
      site = await inbox.start({ LEADS_RATE_LIMIT: "100" });
    });
    test.afterAll(async () => {
      await site?.stop();
      inbox?.remove();
    });

    test.describe("the form, with CONTACT_ENDPOINT=/api/contact", () => {
      test("with JavaScript: 'Message Sent!' only once the request is stored, and npm run leads shows it", async ({
        page,
      }) => {
        await page.goto(site.origin + CONTACT_PATH);
        await formHydrated(page);
        const lead = {
          name: "Zoë O'Brien",
          email: "zoe@example.com",
          phone: "+1 (555) 555-0123",
          message: "A new kitchen & a bay window 🏗️",
        };
        const before = inbox.leads().length;
        const answered = await holdAnswer(page, async () => {
          // The answer is on its way to the browser: the request is stored, and the notice not yet shown.
          expect(inbox.leads().slice(before)).toMatchObject([lead]);
          await expect(page.getByText(contact.success.title)).toHaveCount(0);
        });
        const posted = page.waitForRequest(`**${INBOX_PATH}`);
        await fill(page, lead);
        await page.getByRole("button", { name: contact.submitLabel }).click();
        expect((await posted).headers()["content-type"]).toBe("application/json");
        await answered();
        await expect(page.getByRole("status").getByText(contact.success.title)).toBeVisible();
        await expect(fields(page).message).toHaveValue("");

        const listed = inbox.leadsCommand();
        for (const value of Object.values(lead)) expect(listed).toContain(value);
      });

      test("with JavaScript, a double click on Send stores one request and shows one notice, no errors", async ({
        page,
      }) => {
        await page.goto(site.origin + CONTACT_PATH);
        await formHydrated(page);
        const before = inbox.leads().length;
        await fill(page, {
          name: "Ada Lovelace",
          email: "ada@example.com",
          phone: "",
          message: "Double click",
        });
        await page.getByRole("button", { name: contact.submitLabel }).dblclick();
        await expect(page.getByRole("status").getByText(contact.success.title)).toBeVisible();
        await expect(fields(page).name).toHaveValue("");
        await expect(fields(page).name).not.toHaveAttribute("aria-invalid");
        await expect(page.getByText(REQUIRED.name!)).toHaveCount(0);
        expect(inbox.leads().slice(before)).toMatchObject([{ message: "Double click" }]);
      });

      test.describe("without JavaScript", () => {
        test.use({ javaScriptEnabled: false });

        test("without JavaScript: the form posts natively, is stored, then the confirmation page", async ({
          page,
        }) => {
          await page.goto(site.origin + CONTACT_PATH);
          const lead = {
            name: "Ada Lovelace",
            email: "ada@example.com",
            phone: "",
            message: "A porch\nwith steps.",
          };
          const before = inbox.leads().length;
          const answered = await holdAnswer(page, async () => {
            expect(inbox.leads().slice(before)).toMatchObject([lead]);
          });
          const posted = page.waitForRequest(`**${INBOX_PATH}`);
          await fill(page, lead);
          await page.getByRole("button", { name: contact.submitLabel }).click();
          expect((await posted).headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
          await answered();
          await expect(page).toHaveURL(site.origin + SENT_PATH);
          await expect(page.getByRole("heading", { level: 1, name: contact.success.title })).toBeVisible();
          await expect(page.getByText(contact.success.text)).toBeVisible();
          expect(inbox.leadsCommand()).toContain("A porch");

          await page.getByRole("link", { name: contact.sentPage.linkLabel }).click();
          await expect(page).toHaveURL(site.origin + CONTACT_PATH);
          await expect(fields(page).name).toHaveValue("");
        });

        test("without JavaScript: the browser's own check stops an empty form before it is sent", async ({
          page,
        }) => {
          await page.goto(site.origin + CONTACT_PATH);
          const posts: string[] = [];
          page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
          await page.getByRole("button", { name: contact.submitLabel }).click();
          expect(
            await fields(page).name.evaluate((input: HTMLInputElement) => input.validity.valueMissing),
          ).toBe(true);
          expect(posts).toEqual([]);
        });

        test("without JavaScript: what the browser cannot check comes back marked, with everything typed; fixed, it is sent", async ({
          consoleLog,
          page,
        }) => {
          expectRefusal(consoleLog, 422);
          await page.goto(site.origin + CONTACT_PATH);
          const before = inbox.leads().length;
          // Passes the browser's checks without our script, fails the server's (the same rules as the form).
          const typed = {
            name: "   ",
            email: "grace@localhost",
            phone: "12",
            message: "<b>Bold</b> & a deck",
          };
          await fill(page, typed);
          const answer = page.waitForResponse(`**${INBOX_PATH}`);
          await page.getByRole("button", { name: contact.submitLabel }).click();
          expect((await answer).status()).toBe(422);
          // The list on top (each problem is also said beside its field).
          const alert = page.getByRole("alert").first();
          await expect(alert).toContainText(REQUIRED.name!);
          await expect(alert).toContainText(MESSAGES.email);
          await expect(alert).toContainText(MESSAGES.phoneDigits);
          // The one alert: beside each field its problem is read with the field, not announced again.
          await expect(page.getByRole("alert")).toHaveCount(1);
          const f = fields(page);
          await expect(f.phone).toHaveAccessibleDescription(MESSAGES.phoneDigits);
          await expect(f.email).toHaveValue(typed.email);
          await expect(f.phone).toHaveValue(typed.phone);
          await expect(f.message).toHaveValue(typed.message);
          await expect(f.email).toHaveAttribute("aria-invalid", "true");
          await expect(f.message).not.toHaveAttribute("aria-invalid");
          expect(inbox.leads().length).toBe(before);

          await f.name.fill("Grace Hopper");
          await f.email.fill("grace@example.com");
          await f.phone.fill("+1 555 555 0100");
          await page.getByRole("button", { name: contact.submitLabel }).click();
          await expect(page).toHaveURL(site.origin + SENT_PATH);
          expect(inbox.leads().slice(before)).toMatchObject([
            {
              name: "Grace Hopper",
              email: "grace@example.com",
              phone: "+1 555 555 0100",
              message: typed.message,
            },
          ]);
        });

        test("without JavaScript: refused for sending too often, the Back button returns to the form with everything typed", async ({
          consoleLog,
          page,
        }) => {
          expectRefusal(consoleLog, 429);
          test.setTimeout(240_000); // a server of its own: on Cloudflare, wrangler starts slowly
          const strict = createInboxOn(host);
          const limited = await strict.start({ LEADS_RATE_LIMIT: "1" });
          try {
            const first = {
              name: "Ada Lovelace",
              email: "ada@example.com",
              phone: "",
              message: "First request",
            };
            await page.goto(limited.origin + CONTACT_PATH);
            await fill(page, first);
            await page.getByRole("button", { name: contact.submitLabel }).click();
            await expect(page).toHaveURL(limited.origin + SENT_PATH);

            await page.goto(limited.origin + CONTACT_PATH);
            const second = { ...first, message: "Second request, too soon" };
            await fill(page, second);
            const answer = page.waitForResponse(`**${INBOX_PATH}`);
            await page.getByRole("button", { name: contact.submitLabel }).click();
            expect((await answer).status()).toBe(429);
            await expect(
              page.getByRole("heading", { level: 1, name: inboxCopy.refusal.title }),
            ).toBeVisible();
            await page.goBack();
            await expect(page).toHaveURL(limited.origin + CONTACT_PATH);
            await expect(fields(page).message).toHaveValue(second.message);
            await expect(fields(page).email).toHaveValue(second.email);
            expect(strict.leads()).toMatchObject([first]);
          } finally {
            await limited.stop();
            strict.remove();
          }
        });
      });

      for (const [label, viewport] of AXE_VIEWPORTS) {
        test(`axe at ${label}, light and dark: the pages a form post without JavaScript gets back (what to fix, a refusal)`, async ({
          consoleLog,
          page,
        }) => {
          expectRefusal(consoleLog, 422);
          expectRefusal(consoleLog, 413);
          await page.setViewportSize(viewport);
          // axe runs only with JavaScript on; these pages have no script, so a plain form post gets them.
          const post = async (values: Record<string, string>, status: number) => {
            await page.goto(site.origin + SENT_PATH);
            const answer = page.waitForResponse(`**${INBOX_PATH}`);
            await page.evaluate(
              ([action, fields]) => {
                // Hidden, as it sends the same: laid out, a field of tens of KB in one word holds
                // Chromium's submit for seconds.
                const form = Object.assign(document.createElement("form"), {
                  method: "post",
                  action,
                  hidden: true,
                });
                for (const [name, value] of Object.entries(fields)) {
                  form.append(Object.assign(document.createElement("textarea"), { name, value }));
                }
                document.body.append(form);
                form.submit();
              },
              [INBOX_PATH, values] as const,
            );
            expect((await answer).status()).toBe(status);
          };
          await post({ name: "", email: "x@y", phone: "", message: "Hi" }, 422);
          await expect(page.getByRole("alert").first()).toBeVisible();
          expect(await axeInBothSchemes(page)).toEqual(NO_VIOLATIONS);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);

          // Refused (more than the form can send): why, and the way back.
          await post({ name: "Ada", email: "ada@example.com", message: "x".repeat(MAX_BODY_BYTES) }, 413);
          await expect(page.getByRole("heading", { level: 1, name: inboxCopy.refusal.title })).toBeVisible();
          expect(await axeInBothSchemes(page)).toEqual(NO_VIOLATIONS);
        });
      }
    });
  });
