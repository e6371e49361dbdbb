import { services, servicesPage } from "~/content/site";
import { QUESTIONS_PATH, servicePath } from "#shared/paths.ts";
import { axeViolations, DESKTOP, expect, PHONE, test } from "../support/fixtures";

/** Each service's page, and the page of every question: reached, read and used as a visitor would. */
test.describe("service pages", () => {
  test("each card on Services leads to its service's page", async ({ page }) => {
    await page.goto("/services");
    for (const service of services) {
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: service.title }) });
      await expect(card.getByRole("link")).toHaveAttribute("href", servicePath(service));
    }
  });

  for (const service of services)
    test(`${servicePath(service)}: its title, breadcrumb, the Services link current, and a quote for this work`, async ({
      page,
    }) => {
      await page.goto(servicePath(service));
      await expect(page.getByRole("heading", { level: 1, name: service.title })).toBeVisible();
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("link", { name: servicesPage.header.title })).toHaveAttribute(
        "href",
        "/services",
      );
      await expect(
        page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]:visible'),
      ).toHaveText("Services");
      for (const feature of service.features)
        await expect(page.getByRole("main").getByText(feature, { exact: true })).toBeVisible();
      const quote = page
        .getByRole("main")
        .getByRole("link", { name: /quote for this work/ })
        .first();
      await expect(quote).toHaveAttribute("href", `/contact?service=${service.slug}`);
    });

  test("a slug no service has is the 404 page, with status 404", async ({ page, consoleLog }) => {
    consoleLog.expectNotFoundPages();
    const response = await page.goto("/services/no-such-service");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
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

  test("is linked from every footer", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Questions and answers" }),
    ).toHaveAttribute("href", QUESTIONS_PATH);
  });
});
