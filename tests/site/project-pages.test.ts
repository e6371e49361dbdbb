/**
 * Each project's page (/portfolio/<slug>), on the starter content, in the HTML the server sends:
 * the portfolio's links to it, its cover's link to the full size, what it tells search engines, and
 * the 404 answer for a slug no project has. Reaching and reading the pages in Chromium is
 * tests/e2e/project-pages.test.ts's.
 */
import { describe, expect, test } from "vitest";
import { notFound, portfolioPage, projectPage, projects } from "~/content/site";
import { PORTFOLIO_PATH, projectPath } from "../support/paths";
import { DEFAULT_SITE_URL } from "../../tooling/build-settings";
import { accessibleName, fetchPage, linksNamed, textOf } from "../support/html";
import { servedOrigin } from "../support/site";

/** A starter photo's full size, from the image host: the parameters written out, not computed by the code under test. */
const fullSize = (image: string) => `${image}?auto=format&fit=max&w=1600&q=70`;

const page = (path: string) => fetchPage(servedOrigin("SITE_ORIGIN"), path);

describe("the portfolio's cards", () => {
  test("each card is one link, named by its project's title, to the project's page", async () => {
    const { document } = await page(PORTFOLIO_PATH);
    const cards = [...document.querySelectorAll("main article")];
    expect(cards).toHaveLength(projects.length);
    for (const [i, project] of projects.entries()) {
      const links = linksNamed(cards[i]!);
      expect(links.map((link) => [accessibleName(link), link.getAttribute("href")])).toEqual([
        [project.title, projectPath(project)],
      ]);
    }
  });
});

for (const project of projects)
  describe(projectPath(project), () => {
    test("its cover links to the photo's full size, which works without JavaScript", async () => {
      const { document } = await page(projectPath(project));
      const cover = linksNamed(document, `${project.photos[0]!.alt} (${projectPage.fullSize})`);
      expect(cover.map((link) => link.getAttribute("href"))).toEqual([fullSize(project.photos[0]!.image)]);
    });

    test("tells search engines its own title, description, Open Graph image (its cover) and breadcrumb", async () => {
      const { document } = await page(projectPath(project));
      const head = document.head;
      const meta = (selector: string) => head.querySelector(selector)?.getAttribute("content");
      const title = `${project.title} | `;
      expect(head.querySelector("title")?.textContent?.slice(0, title.length)).toBe(title);
      expect(meta('meta[name="description"]')).toBe(project.description);
      expect(head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
        `${DEFAULT_SITE_URL}${projectPath(project)}`,
      );
      expect(meta('meta[property="og:image"]')).toBe(fullSize(project.photos[0]!.image));
      expect(meta('meta[property="og:image:alt"]')).toBe(project.photos[0]!.alt);
      const lists = [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? "null"))
        .filter((d) => d["@type"] === "BreadcrumbList");
      expect(lists).toEqual([
        expect.objectContaining({
          itemListElement: [
            expect.objectContaining({
              position: 1,
              name: portfolioPage.header.title,
              item: `${DEFAULT_SITE_URL}${PORTFOLIO_PATH}`,
            }),
            expect.objectContaining({
              position: 2,
              name: project.title,
              item: `${DEFAULT_SITE_URL}${projectPath(project)}`,
            }),
          ],
        }),
      ]);
    });
  });

test("a slug no project has is the 404 page, with status 404", async () => {
  const { status, document } = await fetchPage(
    servedOrigin("SITE_ORIGIN"),
    `${PORTFOLIO_PATH}/no-such-project`,
  );
  expect(status).toBe(404);
  expect(textOf(document.querySelector("main"))).toContain(notFound.text);
});
