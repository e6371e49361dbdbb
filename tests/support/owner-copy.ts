/**
 * Another company's site in Chromium (the owner tests in tests/e2e/): what a browser must show of
 * it. Its build, its server and its files without a browser: tests/support/owner-site.ts.
 */
import type { Page } from "@playwright/test";
import { axeInBothSchemes, DESKTOP, expect, NO_VIOLATIONS, PHONE, switchViewport } from "./fixtures";

/**
 * Each page passes axe in light and dark at 375 and 1280 px, and none scrolls sideways at 320 px
 * (a language's long words, an owner's long names). One load per page: its width and colours are
 * switched in place (the layout and the colours are CSS's alone).
 */
export async function expectAccessiblePages(page: Page, origin: string, paths: readonly string[]) {
  for (const path of paths) {
    await page.setViewportSize(PHONE);
    await page.goto(origin + path);
    for (const viewport of [PHONE, DESKTOP]) {
      await switchViewport(page, viewport);
      expect(await axeInBothSchemes(page), `${path}, ${viewport.width} px`).toEqual(NO_VIOLATIONS);
    }
    await switchViewport(page, { width: 320, height: 640 });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(320);
  }
}
