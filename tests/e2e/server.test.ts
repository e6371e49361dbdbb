/**
 * npm start's security headers as Chromium applies them. Their values, and everything else npm
 * start answers (URLs, compression, caching, odd requests, timeouts), are checked over HTTP in
 * tests/site/server.test.ts.
 */
import { expect, test } from "../support/fixtures";
import { MISSING_PATH, PAGES } from "../support/pages";
import { contact } from "~/content/site";
import { LABELS } from "../support/form-rules";
import { CONTACT_PATH } from "../support/paths";

test.describe("security headers", () => {
  test("allow everything the pages do: Chromium records no CSP violation on any page or on submitting the form", async ({
    page,
    context,
    consoleLog,
  }) => {
    consoleLog.expectNotFoundPages();
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        const w = window as unknown as { violations?: string[] };
        (w.violations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    for (const path of [...PAGES, MISSING_PATH]) {
      await page.goto(path, { waitUntil: "networkidle" });
      if (path === CONTACT_PATH) {
        await expect(page.getByRole("button", { name: contact.submitLabel })).toBeEnabled();
        await page.getByRole("textbox", { name: LABELS.name }).fill("Ada");
        await page.getByRole("textbox", { name: LABELS.email }).fill("ada@example.com");
        await page.getByRole("textbox", { name: LABELS.message }).fill("A porch");
        await page.getByRole("button", { name: contact.submitLabel }).click();
        await expect(page.getByText(contact.success.title)).toBeVisible();
      }
      const violations = await page.evaluate(
        () => (window as unknown as { violations?: string[] }).violations ?? [],
      );
      expect(violations, path).toEqual([]);
    }
  });
});
