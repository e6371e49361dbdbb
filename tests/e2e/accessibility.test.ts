import { describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, openPage, PHONE, withSiteInBrowser } from "../support/browser";

const running = withSiteInBrowser();

const PATHS = ["/", "/about", "/services", "/portfolio", "/contact", "/missing-page"];

describe.each([
  ["375 px", PHONE, "light"],
  ["1280 px", DESKTOP, "light"],
  ["375 px", PHONE, "dark"],
  ["1280 px", DESKTOP, "dark"],
] as const)("axe-core (WCAG 2.2 AA) at %s in the %s colour scheme", (_label, viewport, colorScheme) => {
  it.each(PATHS)("%s has no violations", async (path) => {
    const { page, close } = await openPage(running.browser, { viewport, colorScheme });
    await page.goto(running.site.origin + path, { waitUntil: "networkidle" });
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it("the open mobile menu and a form showing its errors have no violations", async () => {
    const { page, close } = await openPage(running.browser, { viewport, colorScheme });
    await page.goto(running.site.origin + "/contact", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Please enter your name.").waitFor();
    if (viewport === PHONE) await page.getByRole("button", { name: "Menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});

it("shows a visible focus indicator on keyboard focus", async () => {
  const { page, close } = await openPage(running.browser);
  await page.goto(running.site.origin + "/");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).toBe("solid");
  await close();
});
