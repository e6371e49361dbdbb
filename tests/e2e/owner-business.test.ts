/**
 * An owner makes the kit hold their own business, in the data files only (tests/support/owner-edits.ts):
 * what a browser shows of the legal notice they filled in. Its build is OWNER_BUILDS.business; the
 * pages, structured data and sitemap that follow the edits are tests/site/owner-business.test.ts.
 */
import { LEGAL_NOTICE_PATH } from "../support/paths";
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
import { starter, starterPath } from "../support/starter-content";

const site = useOwnerSite("business");

test("the legal notice has no axe violations at 375 and 1280 px, light and dark", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(site().origin + starterPath(LEGAL_NOTICE_PATH));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(starter.legalNoticePage.header.title);
  for (const viewport of [PHONE, DESKTOP]) {
    await switchViewport(page, viewport);
    expect(await axeInBothSchemes(page), `${viewport.width} px`).toEqual(NO_VIOLATIONS);
  }
});
