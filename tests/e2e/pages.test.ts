/**
 * The pages as a visitor sees and uses them in Chromium, with JavaScript and without. Their
 * pre-rendered HTML, and that the build made exactly these pages, is tests/site/pages.test.ts's.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { chrome, company, localPath, navigation, contact, home, servicesPage } from "~/content/site";
import { expect, test } from "../support/fixtures";
import { PAGES } from "../support/pages";
import { ROOT, TEST_BUILD } from "../support/site";
import { SITE_PAGES } from "../support/site-pages";
import { REQUIRED } from "../support/form-rules";
import { CONTACT_PATH, SERVICES_PATH } from "../support/paths";

/** The year the test build was made: the pages are rendered then, copyright year included. */
const buildYear = () => statSync(join(ROOT, TEST_BUILD, "site.json")).mtime.getFullYear();

for (const spec of SITE_PAGES) {
  test.describe(`page ${spec.path}`, () => {
    test("shows every text and link the specification names, with no console errors", async ({ page }) => {
      const response = await page.goto(spec.path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1, name: spec.heading })).toBeVisible();
      for (const text of spec.texts) {
        // The first of its kind: a time may stand in two lines of the hours.
        await expect(main.getByText(text, { exact: typeof text === "string" }).first()).toBeVisible();
      }
      for (const [name, href] of spec.links) {
        await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      // Styled by the CSS inlined in its HTML, which the CSP allows by hash (a refusal would be a
      // console error, which fails the test).
      await expect(page.locator("body")).toHaveCSS("font-family", /system-ui/);
      expect(
        await page.evaluate(() =>
          performance.getEntriesByType("resource").some((r) => r.name.endsWith(".css")),
        ),
      ).toBe(false);
    });

    test.describe("with JavaScript turned off", () => {
      test.use({ javaScriptEnabled: false });
      test("is readable", async ({ page }) => {
        await page.goto(spec.path);
        await expect(page.getByRole("heading", { level: 1, name: spec.heading })).toBeVisible();
        for (const text of spec.texts) {
          await expect(
            page
              .getByRole("main")
              .getByText(text, { exact: typeof text === "string" })
              .first(),
          ).toBeVisible();
        }
      });
    });

    // One view, two things a visitor sees of it (one page load).
    test("marks its own navigation link as the current page, and ends with the footer: the company, and its phone and email as links", async ({
      page,
    }) => {
      await page.goto(spec.path);
      const nav = page.getByRole("navigation", { name: chrome.mainNavLabel });
      await expect(nav.locator('[aria-current="page"]:visible')).toHaveText(spec.nav);
      const footer = page.getByRole("contentinfo");
      // Each exactly once in the footer, as a link that dials or writes.
      await expect(footer.getByRole("link", { name: company.phone, exact: true })).toHaveAttribute(
        "href",
        `tel:${company.phoneE164}`,
      );
      await expect(footer.getByRole("link", { name: company.email, exact: true })).toHaveAttribute(
        "href",
        `mailto:${company.email}`,
      );
      await expect(footer.getByText(`© ${buildYear()} ${company.name}`, { exact: true })).toBeVisible();
    });
  });
}

test.describe("JavaScript only where a page needs it", () => {
  // Every page in one browser page, each its own step and its own (soft) assertions, so a failure
  // names each page that has one: a context per page cost more than the check.
  test(`every page but ${CONTACT_PATH} loads no script at all`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    for (const path of PAGES.filter((p) => p !== CONTACT_PATH))
      await test.step(`${path} loads no script at all`, async () => {
        scripts.length = 0;
        // Loaded (its parser's requests all made), with no script in it: nothing is left that
        // could ask for one later, so there is no network quiet to wait for.
        await page.goto(path);
        expect.soft(scripts, path).toEqual([]);
        // Data the browser reads and never runs: structured data and speculation rules.
        await expect
          .soft(page.locator("script:not([type='application/ld+json']):not([type='speculationrules'])"), path)
          .toHaveCount(0);
      });
  });

  /** Each script the page loads, with the status it was answered with. */
  const loadedScripts = (page: Page) => {
    const answers: { url: string; status: number }[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") answers.push({ url: r.url(), status: r.status() });
    });
    return answers;
  };

  test("/contact hydrates its form: every script loads, and the form then works in the page", async ({
    page,
  }) => {
    const scripts = loadedScripts(page);
    await page.goto(CONTACT_PATH);
    // Until React hydrates it, the form's button is disabled; then only the hydrated form answers
    // a submit in place, with its own messages.
    const send = page.getByRole("button", { name: contact.submitLabel });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText(REQUIRED.name!)).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.status !== 200)).toEqual([]);
  });

  test("/contact fetches no script before it has painted its content (the form's code comes after)", async ({
    page,
  }) => {
    await page.goto(CONTACT_PATH);
    await expect(page.getByRole("button", { name: contact.submitLabel })).toBeEnabled();
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstContentfulPaint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
  });

  test("an unknown path hydrates its one island: every script loads, and it logs the path", async ({
    page,
    consoleLog,
  }) => {
    consoleLog.expectNotFoundPages();
    const scripts = loadedScripts(page);
    await page.goto("/this-page-does-not-exist");
    await expect
      .poll(() => consoleLog.entries.map((c) => c.text))
      .toContainEqual("404 Error: User attempted to access non-existent route: /this-page-does-not-exist");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.status !== 200)).toEqual([]);
  });
});

test.describe("navigation", () => {
  test("reaches every page by clicking its link in the navigation bar, and the brand link goes home", async ({
    page,
  }) => {
    await page.goto(CONTACT_PATH);
    const nav = page.getByRole("navigation", { name: chrome.mainNavLabel });
    for (const item of navigation) {
      await nav.getByRole("link", { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(localPath(item.to));
      await expect(nav.locator('[aria-current="page"]:visible')).toHaveText(item.label);
    }
    await nav.getByRole("link", { name: company.name }).click();
    await expect(page).toHaveURL("/");
  });

  test("follows the pages' calls to action to the contact page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: home.actions.services }).click();
    await expect(page).toHaveURL(SERVICES_PATH);
    await page.getByRole("link", { name: servicesPage.cta.linkLabel }).click();
    await expect(page).toHaveURL(CONTACT_PATH);
    await expect(page.getByRole("heading", { name: contact.formTitle })).toBeVisible();
  });
});
