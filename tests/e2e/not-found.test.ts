import { expect, it } from "vitest";
import { consoleProblems, expectOneVisible, openPage, withSiteInBrowser } from "../support/browser";
import { SPEC } from "../support/spec";
import { fetchHtml } from "../support/site";

const running = withSiteInBrowser();

it.each(["/no-such-page", "/services/roofing/quote", "/404"])(
  "%s answers 404 with the not-found page, and logs the path",
  async (path) => {
    const { page, console, close } = await openPage(running.browser);
    const response = await page.goto(running.site.origin + path);
    expect(response?.status()).toBe(404);
    await expectOneVisible(page.getByRole("heading", { level: 1, name: SPEC.notFound.value.title }));
    await expectOneVisible(page.getByText(SPEC.notFound.value.text, { exact: true }));
    const home = page.getByRole("main").getByRole("link", { name: SPEC.notFound.value.linkLabel });
    expect(await home.getAttribute("href")).toBe("/");
    await expectOneVisible(page.getByRole("navigation", { name: "Main" }));

    await page.waitForFunction(() => document.querySelector("script[type=module]") !== null);
    await expect
      .poll(() => console.map((c) => c.text))
      .toContainEqual(`404 Error: User attempted to access non-existent route: ${path}`);
    const problems = consoleProblems(console).filter((c) => !c.text.startsWith("404 Error:"));
    // The browser reports the document's own 404 status; that is the point of the page.
    expect(problems.filter((c) => !(c.url === running.site.origin + path && c.text.includes("404")))).toEqual(
      [],
    );

    await home.click();
    await page.waitForURL(running.site.origin + "/");
    await close();
  },
);

it("is not for search engines and answers HEAD with 404 too", async () => {
  const { status, html } = await fetchHtml(running.site.origin, "/nowhere");
  expect(status).toBe(404);
  expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  const head = await fetch(running.site.origin + "/nowhere", { method: "HEAD" });
  expect(head.status).toBe(404);
});
