import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contact } from "~/content/site";
import { INBOX_PATH, MESSAGES, REQUIRED, SENT_PATH } from "~/lib/contact-request";
import { axeViolations, consoleProblems, launchChromium, openPage } from "../support/browser";
import { createInbox, type Inbox } from "../support/inbox";
import { fetchHtml, startSite, type RunningSite } from "../support/site";
import { SPEC } from "../support/spec";

/**
 * The form against npm start's own inbox (a build with CONTACT_ENDPOINT=/api/contact), in Chromium,
 * with JavaScript and without.
 */
let inbox: Inbox;
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  inbox = createInbox();
  // Several submits from one address in this file: the rate limit is not what it tests.
  site = await inbox.start({ LEADS_RATE_LIMIT: "100" });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  inbox?.remove();
});

const fields = (page: Page) => ({
  name: page.getByRole("textbox", { name: /Full Name/ }),
  email: page.getByRole("textbox", { name: /Email Address/ }),
  phone: page.getByRole("textbox", { name: /Phone Number/ }),
  message: page.getByRole("textbox", { name: /Project Details/ }),
});

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

describe("the form, with CONTACT_ENDPOINT=/api/contact", () => {
  it("keeps connect-src 'self' (the inbox is on the site's own origin)", async () => {
    const response = await fetch(site.origin + "/contact");
    expect(response.headers.get("content-security-policy")).toContain("connect-src 'self';");
  });

  it("with JavaScript: 'Message Sent!' only once the request is stored, and npm run leads shows it", async () => {
    const { page, console, close } = await openPage(browser);
    await page.goto(site.origin + "/contact", { waitUntil: "networkidle" });
    await page.locator("button[type=submit]:enabled").waitFor();
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
      expect(await page.getByText(SPEC.notice.value.title).count()).toBe(0);
    });
    const posted = page.waitForRequest(`**${INBOX_PATH}`);
    await fill(page, lead);
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await posted).headers()["content-type"]).toBe("application/json");
    await answered();
    await page.getByRole("status").getByText(SPEC.notice.value.title).waitFor();
    expect(await fields(page).message.inputValue()).toBe("");

    const listed = inbox.leadsCommand();
    for (const value of Object.values(lead)) expect(listed).toContain(value);
    expect(consoleProblems(console)).toEqual([]);
    await close();
  });

  it("without JavaScript: the form posts natively, is stored, then the confirmation page", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(site.origin + "/contact");
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
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await posted).headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    await answered();
    await page.waitForURL(`**${SENT_PATH}`);
    await page.getByRole("heading", { level: 1, name: SPEC.notice.value.title }).waitFor();
    await page.getByText(SPEC.notice.value.text).waitFor();
    expect(inbox.leadsCommand()).toContain("A porch");

    await page.getByRole("link", { name: contact.sentPage.linkLabel }).click();
    await page.waitForURL(`**/contact`);
    expect(await fields(page).name.inputValue()).toBe("");
    await close();
  });

  it("without JavaScript: the browser's own check stops an empty form before it is sent", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(site.origin + "/contact");
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await fields(page).name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    expect(posts).toEqual([]);
    await close();
  });

  it("without JavaScript: what the browser cannot check comes back marked, with everything typed; fixed, it is sent", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(site.origin + "/contact");
    const before = inbox.leads().length;
    // Passes the browser's checks without our script, fails the server's (the same rules as the form).
    const typed = { name: "   ", email: "grace@localhost", phone: "12", message: "<b>Bold</b> & a deck" };
    await fill(page, typed);
    const answer = page.waitForResponse(`**${INBOX_PATH}`);
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(422);
    await page.getByRole("alert").waitFor();
    const alert = page.getByRole("alert");
    expect(await alert.textContent()).toContain(REQUIRED.name);
    expect(await alert.textContent()).toContain(MESSAGES.email);
    expect(await alert.textContent()).toContain(MESSAGES.phoneDigits);
    const f = fields(page);
    expect(await f.email.inputValue()).toBe(typed.email);
    expect(await f.phone.inputValue()).toBe(typed.phone);
    expect(await f.message.inputValue()).toBe(typed.message);
    expect(await f.email.getAttribute("aria-invalid")).toBe("true");
    expect(await f.message.getAttribute("aria-invalid")).toBeNull();
    expect(inbox.leads().length).toBe(before);

    await f.name.fill("Grace Hopper");
    await f.email.fill("grace@example.com");
    await f.phone.fill("+1 555 555 0100");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL(`**${SENT_PATH}`);
    expect(inbox.leads().slice(before)).toMatchObject([
      { name: "Grace Hopper", email: "grace@example.com", phone: "+1 555 555 0100", message: typed.message },
    ]);
    await close();
  });

  it("without JavaScript: refused for sending too often, the Back button returns to the form with everything typed", async () => {
    const strict = createInbox();
    const limited = await strict.start({ LEADS_RATE_LIMIT: "1" });
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    try {
      const first = { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "First request" };
      await page.goto(limited.origin + "/contact");
      await fill(page, first);
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.waitForURL(`**${SENT_PATH}`);

      await page.goto(limited.origin + "/contact");
      const second = { ...first, message: "Second request, too soon" };
      await fill(page, second);
      const answer = page.waitForResponse(`**${INBOX_PATH}`);
      await page.getByRole("button", { name: "Send Message" }).click();
      expect((await answer).status()).toBe(429);
      await page.getByRole("heading", { level: 1, name: "Your message was not sent" }).waitFor();
      await page.goBack();
      await page.waitForURL(`**/contact`);
      expect(await fields(page).message.inputValue()).toBe(second.message);
      expect(await fields(page).email.inputValue()).toBe(second.email);
      expect(strict.leads()).toMatchObject([first]);
    } finally {
      await close();
      await limited.stop();
      strict.remove();
    }
  });

  it("the page that marks what to fix passes axe", async () => {
    // axe runs only with JavaScript on; that page has no script, so a plain form post gets it.
    const { page, close } = await openPage(browser);
    await page.goto(site.origin + SENT_PATH);
    const answer = page.waitForResponse(`**${INBOX_PATH}`);
    await page.evaluate((action) => {
      const form = Object.assign(document.createElement("form"), { method: "post", action });
      for (const [name, value] of Object.entries({ name: "", email: "x@y", phone: "", message: "Hi" })) {
        form.append(Object.assign(document.createElement("input"), { name, value }));
      }
      document.body.append(form);
      form.submit();
    }, INBOX_PATH);
    expect((await answer).status()).toBe(422);
    await page.getByRole("alert").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it("the confirmation page is not for search engines and not in the sitemap", async () => {
    const { status, html } = await fetchHtml(site.origin, SENT_PATH);
    expect(status).toBe(200);
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    const sitemap = await (await fetch(site.origin + "/sitemap.xml")).text();
    expect(sitemap).not.toContain(SENT_PATH);
  });
});

describe("a default build (no CONTACT_ENDPOINT)", () => {
  it("has no inbox and no confirmation page", async () => {
    const plain = await startSite();
    try {
      expect((await fetch(plain.origin + SENT_PATH)).status).toBe(404);
      const post = await fetch(plain.origin + INBOX_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      expect(post.status).toBe(405);
    } finally {
      await plain.stop();
    }
  });
});
