/**
 * Another company's site in Chromium (the owner tests in tests/e2e/): what a browser must show of
 * it. Its build, its server and its files without a browser: tests/support/owner-site.ts.
 */
import type { Page } from "@playwright/test";
import { axeViolations, DESKTOP, expect, PHONE, switchColorScheme } from "./fixtures";

/**
 * Each page passes axe in light and dark at 375 and 1280 px, and none scrolls sideways at 320 px
 * (a language's long words, an owner's long names).
 */
export async function expectAccessiblePages(page: Page, origin: string, paths: readonly string[]) {
  for (const path of paths) {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(origin + path);
      // The same page in both schemes: the colours follow prefers-color-scheme, nothing reloads.
      for (const colorScheme of ["light", "dark"] as const) {
        await switchColorScheme(page, colorScheme);
        expect(await axeViolations(page), `${path}, ${viewport.width} px, ${colorScheme}`).toEqual([]);
      }
    }
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(origin + path);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(320);
  }
}
