/**
 * A company unlike the starter's, made from the data files alone (tests/support/owners/kitchen-and-bath/):
 * what a browser shows of its empty portfolio, questions and About. Its build is
 * OWNER_BUILDS["kitchen-and-bath"]; its files, build and inbox without a browser are
 * tests/site/owner-kitchen-and-bath.test.ts.
 */
import {
  axeInBothSchemes,
  DESKTOP,
  expect,
  NO_VIOLATIONS,
  PHONE,
  switchViewport,
  test,
} from "../support/fixtures";
import { useOwnerSite } from "../support/owner-copy";

const site = useOwnerSite("kitchen-and-bath");

test("the empty portfolio, the questions and About have no axe violations at 375 and 1280 px, light and dark", async ({
  page,
}) => {
  test.setTimeout(180_000);
  for (const path of ["/", "/about", "/portfolio", "/faq"]) {
    await page.setViewportSize(PHONE);
    await page.goto(site().origin + path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const viewport of [PHONE, DESKTOP]) {
      await switchViewport(page, viewport);
      expect(await axeInBothSchemes(page), `${path}, ${viewport.width} px`).toEqual(NO_VIOLATIONS);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll, `${path} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
    }
  }
});
