import { describe, expect, it } from "vitest";
import { company, navigation } from "~/content/site";
import { consoleProblems, expectOneVisible, openPage, withSiteInBrowser } from "../support/browser";
import { SPEC } from "../support/spec";
import { decodeHtml, fetchHtml } from "../support/site";
import { SPEC_PAGES } from "./spec-pages";

const running = withSiteInBrowser();

describe.each(SPEC_PAGES)("page $path", (spec) => {
  it("shows every text and link the specification names, with no console errors", async () => {
    const { page, console, close } = await openPage(running.browser);
    const response = await page.goto(running.site.origin + spec.path);
    expect(response?.status()).toBe(200);
    await expectOneVisible(page.getByRole("heading", { level: 1, name: spec.heading }));
    for (const text of spec.texts) {
      await expectOneVisible(page.getByRole("main").getByText(text, { exact: typeof text === "string" }));
    }
    for (const [name, href] of spec.links) {
      const link = page.getByRole("main").getByRole("link", { name, exact: true });
      await expectOneVisible(link);
      expect(await link.getAttribute("href")).toBe(href);
    }
    // Styled by the CSS inlined in its HTML, which the CSP allows by hash (a refusal would be a console error).
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("system-ui");
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType("resource").some((r) => r.name.endsWith(".css")),
      ),
    ).toBe(false);
    expect(consoleProblems(console)).toEqual([]);
    await close();
  });

  it("is complete in the pre-rendered HTML, before any JavaScript runs", async () => {
    const { status, html } = await fetchHtml(running.site.origin, spec.path);
    expect(status).toBe(200);
    const h1 = decodeHtml(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "");
    expect(h1).toMatch(spec.heading);
    expect(html).toContain(`<html lang="en"`);
  });

  it("is readable with JavaScript turned off", async () => {
    const { page, close } = await openPage(running.browser, { javaScriptEnabled: false });
    await page.goto(running.site.origin + spec.path);
    await expectOneVisible(page.getByRole("heading", { level: 1, name: spec.heading }));
    for (const text of spec.texts) {
      await expectOneVisible(page.getByRole("main").getByText(text, { exact: typeof text === "string" }));
    }
    await close();
  });

  it("marks its own navigation link as the current page", async () => {
    const { page, close } = await openPage(running.browser);
    await page.goto(running.site.origin + spec.path);
    const nav = page.getByRole("navigation", { name: "Main" });
    const current = nav.locator('[aria-current="page"]:visible');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toBe(spec.nav);
    await close();
  });
});

describe("JavaScript only where a page needs it", () => {
  it.each([
    ["/", 0],
    ["/about", 0],
    ["/services", 0],
    ["/portfolio", 0],
  ])("%s loads no script at all", async (path) => {
    const { page, close } = await openPage(running.browser);
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(running.site.origin + path, { waitUntil: "networkidle" });
    expect(scripts).toEqual([]);
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    await close();
  });

  it.each(["/contact", "/this-page-does-not-exist"])("%s hydrates", async (path) => {
    const { page, close } = await openPage(running.browser);
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(running.site.origin + path, { waitUntil: "networkidle" });
    expect(scripts.length).toBeGreaterThan(0);
    await close();
  });
});

describe("navigation", () => {
  it("reaches every page by clicking its link in the navigation bar, and the brand link goes home", async () => {
    const { page, close } = await openPage(running.browser);
    await page.goto(running.site.origin + "/contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of navigation) {
      await nav.getByRole("link", { name: item.label, exact: true }).click();
      await page.waitForURL(running.site.origin + item.to);
      expect(await nav.locator('[aria-current="page"]:visible').textContent()).toBe(item.label);
    }
    await nav.getByRole("link", { name: company.name }).click();
    await page.waitForURL(running.site.origin + "/");
    await close();
  });

  it("follows the pages' calls to action to the contact page", async () => {
    const { page, close } = await openPage(running.browser);
    await page.goto(running.site.origin + "/");
    await page.getByRole("link", { name: SPEC.heroLinks.value[1][0] }).click();
    await page.waitForURL(running.site.origin + "/services");
    await page.getByRole("link", { name: SPEC.servicesCta.value }).click();
    await page.waitForURL(running.site.origin + "/contact");
    await expectOneVisible(page.getByRole("heading", { name: SPEC.formTitle.value }));
    await close();
  });
});
