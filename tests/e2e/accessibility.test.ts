import { chrome } from "~/content/site";
import { AXE_VIEWS, axeViolations, expect, PHONE, test } from "../support/fixtures";
import { MISSING_PATH, PAGES } from "../support/pages";

const PATHS = [...PAGES, MISSING_PATH];

for (const [label, viewport, colorScheme] of AXE_VIEWS) {
  test.describe(`axe-core (WCAG 2.2 AA) at ${label} in the ${colorScheme} colour scheme`, () => {
    test.use({ viewport, colorScheme });

    for (const path of PATHS) {
      test(`${path} has no violations`, async ({ page, consoleLog }) => {
        consoleLog.expectNotFoundPages();
        await page.goto(path, { waitUntil: "networkidle" });
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test("the open mobile menu and a form showing its errors have no violations", async ({ page }) => {
      await page.goto("/contact");
      const send = page.getByRole("button", { name: "Send Message" });
      await expect(send).toBeEnabled();
      await send.click();
      await expect(page.getByText("Please enter your name.")).toBeVisible();
      if (viewport === PHONE) {
        await page.getByRole("button", { name: "Menu" }).click();
        await expect(
          page.getByRole("navigation", { name: chrome.mainNavLabel }).getByRole("list"),
        ).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("shows a visible focus indicator on keyboard focus", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).toBe("solid");
});
