/**
 * Another company's site in Chromium (the owner tests in tests/e2e/): what a browser must show of
 * it. Its build, its server and its files without a browser: tests/support/owner-site.ts.
 */
import type { Page } from "@playwright/test";
import type { OwnerBuildName } from "./builds";
import { axeInBothSchemes, DESKTOP, expect, NO_VIOLATIONS, PHONE, switchViewport, test } from "./fixtures";
import { ensureOwnerBuilt, OWNER_BUILD_TIMEOUT, startOwnerSite, type OwnerServer } from "./owner-site";

/**
 * npm start on the owner build `name` for the file's tests, built first unless it already is, and
 * stopped after them: the server, once the file's tests run.
 */
export function useOwnerSite(name: OwnerBuildName): () => OwnerServer {
  let site: OwnerServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(OWNER_BUILD_TIMEOUT);
    site = await startOwnerSite(await ensureOwnerBuilt(name));
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  return () => site!;
}

/**
 * Each page passes axe in light and dark at 375 and 1280 px, and none scrolls sideways at 375,
 * 1280 or 320 px (a language's long words, an owner's long names). One load per page: its width and colours are
 * switched in place (the layout and the colours are CSS's alone).
 */
export async function expectAccessiblePages(page: Page, origin: string, paths: readonly string[]) {
  for (const path of paths) {
    await page.setViewportSize(PHONE);
    await page.goto(origin + path);
    // Each width its own layout (the trust band has two columns at 375 px, one at 320).
    for (const viewport of [PHONE, DESKTOP, { width: 320, height: 640 }]) {
      await switchViewport(page, viewport);
      if (viewport.width > 320)
        expect(await axeInBothSchemes(page), `${path}, ${viewport.width} px`).toEqual(NO_VIOLATIONS);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll, `${path} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
    }
  }
}
