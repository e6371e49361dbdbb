/**
 * Each service's page and the page of every question, as the server sends them: the links to
 * them and the 404 answer for a slug no service has. Reading and using them in Chromium is
 * tests/e2e/service-pages.test.ts's.
 */
import { describe, expect, test } from "vitest";
import { chrome, notFound, services } from "~/content/site";
import { QUESTIONS_PATH, servicePath, SERVICES_PATH } from "../support/paths";
import { fetchPage, footerOf, linksNamed, textOf } from "../support/html";
import { PAGES } from "../support/pages";
import { servedOrigin } from "../support/site";

const page = (path: string) => fetchPage(servedOrigin("SITE_ORIGIN"), path);

describe("service pages", () => {
  test("each card on Services leads to its service's page", async () => {
    const { document } = await page(SERVICES_PATH);
    for (const service of services) {
      const cards = [...document.querySelectorAll("main article")].filter((card) =>
        [...card.querySelectorAll("h1, h2, h3, h4, h5, h6")].some((h) => textOf(h) === service.title),
      );
      expect(cards, service.title).toHaveLength(1);
      expect(linksNamed(cards[0]!).map((link) => link.getAttribute("href"))).toEqual([servicePath(service)]);
    }
  });

  test("a slug no service has is the 404 page, with status 404", async () => {
    const { status, document } = await page(`${SERVICES_PATH}/no-such-service`);
    expect(status).toBe(404);
    expect(textOf(document.querySelector("main"))).toContain(notFound.text);
  });
});

describe("the page of every question", () => {
  test("is linked from every footer", async () => {
    for (const path of PAGES) {
      const links = linksNamed(footerOf((await page(path)).document), chrome.footer.questionsLink);
      expect(
        links.map((link) => link.getAttribute("href")),
        path,
      ).toEqual([QUESTIONS_PATH]);
    }
  });
});
