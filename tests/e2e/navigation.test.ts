import type { Page } from "@playwright/test";
import { chrome, company, localPath, navigation, otherLanguages } from "~/content/site";
import { DESKTOP, expect, PHONE, quoted, test } from "../support/fixtures";
import { MISSING_PATH, PAGE_FILES, PAGES } from "../support/pages";
import { navigation as pageNames } from "../support/site-words.ts";
import { CONTACT_PATH, PORTFOLIO_PATH, SERVICES_PATH } from "../support/paths";

/**
 * The navigation bar as assistive technology gets it: the brand link, then either the menu button
 * (small screens) or the links (then the links to the other languages, on a site in more than
 * one), and the links again only while the menu is open. Exact: nothing else is visible in it.
 */
function navSnapshot({ button, links, phone = false }: { button: boolean; links: boolean; phone?: boolean }) {
  return [
    `- navigation ${quoted(chrome.mainNavLabel)}:`,
    `  - /children: equal`,
    `  - link ${quoted(company.name)}`,
    ...(button ? [`  - button ${quoted(chrome.menuLabel)}`] : []),
    ...(links
      ? [`  - list:`, ...navigation.map((item) => `    - listitem:\n      - link ${quoted(item.label)}`)]
      : []),
    // After the pages, the same page in each other language (a site in two or more).
    ...(links && otherLanguages("/").length > 0
      ? [
          `  - list:`,
          ...otherLanguages("/").map(({ name }) => `    - listitem:\n      - link ${quoted(name)}`),
        ]
      : []),
    ...(phone ? [`  - link ${quoted(company.phone)}`] : []),
  ].join("\n");
}

/**
 * The expanded state Chromium exposes to assistive technology for the menu button. The menu is a
 * native popover, whose state Playwright's aria snapshots do not model, so this asks the browser.
 */
async function menuExpanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: {
      role?: { value: string };
      name?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await cdp.detach();
  const button = nodes.find((n) => n.role?.value === "button" && n.name?.value === chrome.menuLabel);
  const expanded = button?.properties?.find((p) => p.name === "expanded")?.value.value;
  return expanded === undefined ? undefined : Boolean(expanded);
}

test.describe("navigation bar at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("shows the five links and the phone number, and no menu button", async ({ page }) => {
    await page.goto(SERVICES_PATH);
    await expect(page.getByRole("navigation", { name: chrome.mainNavLabel })).toMatchAriaSnapshot(
      navSnapshot({ button: false, links: true, phone: true }),
    );
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`mobile menu at 375 px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled });

    test("shows only the brand and a menu button until the menu is opened", async ({ page }) => {
      await page.goto(CONTACT_PATH);
      await expect(page.getByRole("navigation", { name: chrome.mainNavLabel })).toMatchAriaSnapshot(
        navSnapshot({ button: true, links: false }),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
    });

    test("opens by keyboard, exposes its state, reaches a page, and closes on Escape and outside click", async ({
      page,
    }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: chrome.mainNavLabel });
      const closed = navSnapshot({ button: true, links: false });
      const open = navSnapshot({ button: true, links: true });
      const button = page.getByRole("button", { name: chrome.menuLabel });
      expect(await menuExpanded(page)).toBe(false);

      await button.focus();
      await page.keyboard.press("Enter");
      await expect(nav).toMatchAriaSnapshot(open);
      await expect.poll(() => menuExpanded(page)).toBe(true);
      await expect(nav.locator('[aria-current="page"]:visible')).toHaveText(navigation[0]!.label);

      await page.keyboard.press("Escape");
      await expect(nav).toMatchAriaSnapshot(closed);
      await expect.poll(() => menuExpanded(page)).toBe(false);

      await button.click();
      await expect(nav).toMatchAriaSnapshot(open);
      // A click outside the menu, in the page's left gutter below it: on nothing that would navigate.
      const menu = (await page.locator("#site-menu").boundingBox())!;
      await page.mouse.click(4, menu.y + menu.height + 40);
      await expect(nav).toMatchAriaSnapshot(closed);

      await page.keyboard.press("Tab"); // skip link
      await button.focus();
      await page.keyboard.press("Space");
      await expect(nav).toMatchAriaSnapshot(open);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: navigation[1]!.label, exact: true })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(localPath(navigation[1]!.to));
      await expect(page.getByRole("navigation", { name: chrome.mainNavLabel })).toMatchAriaSnapshot(closed);
    });
  });
}

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("no page scrolls sideways", async ({ page, consoleLog }) => {
    consoleLog.expectNotFoundPages();
    for (const path of [...PAGES, MISSING_PATH]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });
});

test("has Chromium load the speculation rules under the CSP and prerender a page on hover", async ({
  browser,
}) => {
  // A context of its own: request interception (the fixtures' image-host stub) turns speculation off.
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const ruleSets: { sourceText?: string; errorType?: string }[] = [];
  cdp.on("Preload.ruleSetUpdated", (event: { ruleSet: { sourceText?: string; errorType?: string } }) =>
    ruleSets.push(event.ruleSet),
  );
  await cdp.send("Preload.enable");
  const speculative: string[] = [];
  page.on("request", (r) => {
    if (r.headers()["sec-purpose"]?.includes("prerender")) speculative.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await page
    .getByRole("navigation", { name: chrome.mainNavLabel })
    .getByRole("link", { name: pageNames.portfolio })
    .hover();
  await expect.poll(() => speculative).toContain(PORTFOLIO_PATH);
  expect(ruleSets.length).toBeGreaterThan(0);
  expect(ruleSets.every((r) => !r.errorType && r.sourceText?.includes('"prerender"'))).toBe(true);
  // (Playwright disables the activation of prerendered pages through DevTools, so the test stops here.)
  await context.close();
});

test("loads a page with no request beyond what the page shows: no icon, manifest or rules file", async ({
  browser,
}) => {
  // A context of its own: the fixtures' image-host stub would hide the requests to the image host.
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested: string[] = [];
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));
  for (const path of Object.keys(PAGE_FILES)) {
    requested.length = 0;
    await page.goto(path, { waitUntil: "networkidle" });
    const html = await page.content();
    // What the page itself names (its photos, their placeholder in its CSS, its island's script),
    // and the chunks an island's script imports.
    const islands = /<script\b[^>]*\ssrc=/.test(html);
    const extra = requested
      .slice(1)
      .filter((p) => !html.includes(p) && !(islands && /^\/assets\/[\w-]+\.js$/.test(p)));
    expect(requested[0], path).toBe(path);
    expect(extra, path).toEqual([]);
    expect(requested, path).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/favicon|manifest|speculation/)]),
    );
  }
  await context.close();
});
