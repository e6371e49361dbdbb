import { chrome, contact } from "~/content/site";
import { AXE_VIEWPORTS, axeInBothSchemes, expect, NO_VIOLATIONS, PHONE, test } from "../support/fixtures";
import { MISSING_PATH, PAGES } from "../support/pages";
import { REQUIRED } from "../support/form-rules";
import { CONTACT_PATH } from "../support/paths";

const PATHS = [...PAGES, MISSING_PATH];

for (const [label, viewport] of AXE_VIEWPORTS) {
  test.describe(`axe-core (WCAG 2.2 AA) at ${label}, in the light and the dark colour scheme`, () => {
    test.use({ viewport });

    // Every page in one browser page, each its own step and its own (soft) assertion, so a failure
    // names each page that has one: a context per page cost more than most pages' check.
    test("every page, and the 404 page, has no violations", async ({ page, consoleLog }) => {
      test.setTimeout(PATHS.length * 15_000);
      consoleLog.expectNotFoundPages();
      for (const path of PATHS)
        await test.step(`${path} has no violations`, async () => {
          await page.goto(path);
          // A page with an island is checked once its island has started (the loader comes after
          // the first paint); one without any has no script, and is whole once loaded.
          if ((await page.locator("[data-island]").count()) > 0) await page.waitForLoadState("networkidle");
          expect.soft(await axeInBothSchemes(page), path).toEqual(NO_VIOLATIONS);
        });
    });

    test("the open mobile menu and a form showing its errors have no violations", async ({ page }) => {
      await page.goto(CONTACT_PATH);
      const send = page.getByRole("button", { name: contact.submitLabel });
      await expect(send).toBeEnabled();
      await send.click();
      await expect(page.getByText(REQUIRED.name!)).toBeVisible();
      if (viewport === PHONE) {
        await page.getByRole("button", { name: chrome.menuLabel }).click();
        // The pages' list (a list of the other languages follows it on a site in more than one).
        await expect(
          page.getByRole("navigation", { name: chrome.mainNavLabel }).getByRole("list").first(),
        ).toBeVisible();
      }
      expect(await axeInBothSchemes(page)).toEqual(NO_VIOLATIONS);
    });
  });
}

test("shows a visible focus indicator on keyboard focus", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: chrome.skipLink })).toBeFocused();
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).toBe("solid");
});
