import { chrome, notFound } from "~/content/site";
import { expect, quoted, test } from "../support/fixtures";
import { SERVICES_PATH } from "../support/paths";

const { title, text, linkLabel } = notFound;

// That it is not for search engines and answers HEAD with 404: tests/site/not-found.test.ts.

for (const path of ["/no-such-page", `${SERVICES_PATH}/roofing/quote`, "/404"]) {
  test(`${path} answers 404 with the not-found page, and logs the path`, async ({ page, consoleLog }) => {
    consoleLog.expectNotFoundPages();
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    // The specification's words and link.
    await expect(page.getByRole("main")).toMatchAriaSnapshot(`
      - heading ${quoted(title)} [level=1]
      - paragraph: ${quoted(text)}
      - link ${quoted(linkLabel)}:
        - /url: /
    `);
    await expect(page.getByRole("navigation", { name: chrome.mainNavLabel })).toBeVisible();
    await expect
      .poll(() => consoleLog.entries.map((c) => c.text))
      .toContainEqual(`404 Error: User attempted to access non-existent route: ${path}`);

    await page.getByRole("main").getByRole("link", { name: linkLabel }).click();
    await expect(page).toHaveURL("/");
  });
}
