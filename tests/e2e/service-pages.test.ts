import { servicePage, services, servicesPage } from "~/content/site";
import { CONTACT_PATH, QUESTIONS_PATH, servicePath, SERVICES_PATH } from "../support/paths";
import { axeViolations, DESKTOP, expect, PHONE, test } from "../support/fixtures";
import { chrome, navigation as pageNames } from "../support/site-words.ts";

/**
 * Each service's page, and the page of every question: read and used as a visitor would. The links
 * to them, and the 404 answer for a slug no service has, are checked in the HTML by
 * tests/site/service-pages.test.ts.
 */
test.describe("service pages", () => {
  for (const service of services)
    test(`${servicePath(service)}: its title, breadcrumb, the Services link current, and a quote for this work`, async ({
      page,
    }) => {
      await page.goto(servicePath(service));
      await expect(page.getByRole("heading", { level: 1, name: service.title })).toBeVisible();
      const breadcrumb = page.getByRole("navigation", { name: chrome.breadcrumbLabel });
      await expect(breadcrumb.getByRole("link", { name: servicesPage.header.title })).toHaveAttribute(
        "href",
        SERVICES_PATH,
      );
      await expect(
        page.getByRole("navigation", { name: chrome.mainNavLabel }).locator('[aria-current="page"]:visible'),
      ).toHaveText(pageNames.services);
      for (const feature of service.features)
        await expect(page.getByRole("main").getByText(feature, { exact: true })).toBeVisible();
      const quote = page.getByRole("main").getByRole("link", { name: servicePage.quoteLabel }).first();
      await expect(quote).toHaveAttribute("href", `${CONTACT_PATH}?service=${service.slug}`);
    });

  // On the first service with questions, if the owner's has any.
  for (const service of services.filter((s) => s.questions?.length).slice(0, 1))
    test(`a question opens with the keyboard, without JavaScript, and shows its answer (${service.title})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      try {
        await page.goto(servicePath(service));
        const [first] = service.questions!;
        const answer = page.getByText(first!.answer);
        await expect(answer).toBeHidden();
        await page.locator("summary").filter({ hasText: first!.question }).focus();
        await page.keyboard.press("Enter");
        await expect(answer).toBeVisible();
        await page.keyboard.press("Enter");
        await expect(answer).toBeHidden();
      } finally {
        await context.close();
      }
    });
});

test.describe("the page of every question", () => {
  for (const [viewport, colorScheme] of [
    [PHONE, "light"],
    [DESKTOP, "dark"],
  ] as const)
    test(`every answer open: no axe violations (${viewport.width} px, ${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(viewport);
      await page.goto(QUESTIONS_PATH);
      await page
        .locator("details")
        .evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
      expect(await axeViolations(page)).toEqual([]);
    });
});
