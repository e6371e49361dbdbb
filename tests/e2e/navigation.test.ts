import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { navigation } from "~/content/site";
import { DESKTOP, openPage, PHONE, withSiteInBrowser } from "../support/browser";

const running = withSiteInBrowser();

const labels = navigation.map((item) => item.label);

async function visibleNavLinks(page: Page) {
  return page
    .getByRole("navigation", { name: "Main" })
    .getByRole("listitem")
    .filter({ visible: true })
    .allTextContents();
}

/** The expanded state the browser exposes to assistive technology for the menu button. */
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
  const button = nodes.find((n) => n.role?.value === "button" && n.name?.value === "Menu");
  const expanded = button?.properties?.find((p) => p.name === "expanded")?.value.value;
  return expanded === undefined ? undefined : Boolean(expanded);
}

describe("navigation bar at 1280 px", () => {
  it("shows the five links and no menu button", async () => {
    const { page, close } = await openPage(running.browser, { viewport: DESKTOP });
    await page.goto(running.site.origin + "/services");
    expect(await visibleNavLinks(page)).toEqual(labels);
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
    await close();
  });
});

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
])("mobile menu at 375 px, %s", (_label, javaScriptEnabled) => {
  it("shows only the brand and a menu button until the menu is opened", async () => {
    const { page, close } = await openPage(running.browser, { viewport: PHONE, javaScriptEnabled });
    await page.goto(running.site.origin + "/contact");
    expect(await visibleNavLinks(page)).toEqual([]);
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await close();
  });

  it("opens by keyboard, exposes its state, reaches a page, and closes on Escape and outside click", async () => {
    const { page, close } = await openPage(running.browser, { viewport: PHONE, javaScriptEnabled });
    await page.goto(running.site.origin + "/");
    const button = page.getByRole("button", { name: "Menu" });
    expect(await menuExpanded(page)).toBe(false);

    await button.focus();
    await page.keyboard.press("Enter");
    expect(await visibleNavLinks(page)).toEqual(labels);
    expect(await menuExpanded(page)).toBe(true);
    expect(
      await page
        .getByRole("navigation", { name: "Main" })
        .locator('[aria-current="page"]:visible')
        .textContent(),
    ).toBe(labels[0]);

    await page.keyboard.press("Escape");
    expect(await visibleNavLinks(page)).toEqual([]);
    expect(await menuExpanded(page)).toBe(false);

    await button.click();
    expect(await visibleNavLinks(page)).toEqual(labels);
    // Outside the menu, in the page's left gutter: never on a link of the page beneath.
    await page.mouse.click(4, 600);
    expect(await visibleNavLinks(page)).toEqual([]);

    await page.keyboard.press("Tab"); // skip link
    await button.focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(labels[1]);
    await page.keyboard.press("Enter");
    await page.waitForURL(running.site.origin + "/about");
    expect(await visibleNavLinks(page)).toEqual([]);
    await close();
  });
});

it("has no horizontal scroll at 320 px on any page", async () => {
  const { page, close } = await openPage(running.browser, { viewport: { width: 320, height: 640 } });
  for (const path of ["/", "/about", "/services", "/portfolio", "/contact", "/missing"]) {
    await page.goto(running.site.origin + path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
  await close();
});

it("has Chromium load the speculation rules under the CSP and prerender a page on hover", async () => {
  // A plain page: request interception (openPage's image-host stub) turns speculation off.
  const page = await running.browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: { sourceText?: string; errorType?: string }[] = [];
  cdp.on("Preload.ruleSetUpdated", (event: { ruleSet: { sourceText?: string; errorType?: string } }) =>
    ruleSets.push(event.ruleSet),
  );
  await cdp.send("Preload.enable");
  const speculative: string[] = [];
  page.on("request", (r) => {
    if (r.headers()["sec-purpose"]?.includes("prerender")) speculative.push(new URL(r.url()).pathname);
  });
  await page.goto(running.site.origin + "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).hover();
  await expect.poll(() => speculative).toContain("/portfolio");
  expect(ruleSets.length).toBeGreaterThan(0);
  expect(ruleSets.every((r) => !r.errorType && r.sourceText?.includes('"prerender"'))).toBe(true);
  // (Playwright disables the activation of prerendered pages through DevTools, so the test stops here.)
  await page.close();
});
