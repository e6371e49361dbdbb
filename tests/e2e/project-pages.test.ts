/**
 * Each project's page (/portfolio/<slug>), on the starter content: reached from its card, read and
 * used as a visitor would. The cards' and the cover's links, what the pages tell search engines, and
 * the 404 answer for a slug no project has, are checked in the HTML by
 * tests/site/project-pages.test.ts. The starter's projects have one photo each and no pair: the
 * gallery and the comparison are in project-gallery.test.ts.
 */
import { portfolioPage, projectPage, projects, services } from "~/content/site";
import { CONTACT_PATH, PORTFOLIO_PATH, projectPath, servicePath } from "../support/paths";
import { expect, test } from "../support/fixtures";
import { chrome, navigation as pageNames } from "../support/site-words.ts";

test.describe("the portfolio's cards", () => {
  for (const project of projects)
    test(`the whole card is the target: a click on its photo opens ${project.title}`, async ({ page }) => {
      await page.goto(PORTFOLIO_PATH);
      // A click where the photo is (the title's link covers the card, as Playwright notes).
      const img = page.getByRole("img", { name: project.photos[0]!.alt });
      await img.scrollIntoViewIfNeeded();
      const photo = (await img.boundingBox())!;
      await page.mouse.click(photo.x + photo.width / 2, photo.y + photo.height / 2);
      await expect(page).toHaveURL(projectPath(project));
      await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
    });

  for (const project of projects)
    test(`the keyboard reaches ${project.title}'s card, and Enter opens it`, async ({ page }) => {
      await page.goto(PORTFOLIO_PATH);
      const link = page.getByRole("link", { name: project.title, exact: true });
      await link.focus();
      await expect(link).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(projectPath(project));
    });
});

for (const [i, project] of projects.entries()) {
  test.describe(projectPath(project), () => {
    test("its title, breadcrumb, kind of work linked to its service, facts and story, and a quote link", async ({
      page,
    }) => {
      await page.goto(projectPath(project));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
      const breadcrumb = page.getByRole("navigation", { name: chrome.breadcrumbLabel });
      await expect(breadcrumb.getByRole("link", { name: portfolioPage.header.title })).toHaveAttribute(
        "href",
        PORTFOLIO_PATH,
      );
      await expect(
        page.getByRole("navigation", { name: chrome.mainNavLabel }).locator('[aria-current="page"]:visible'),
      ).toHaveText(pageNames.portfolio);
      const service = services.find((s) => s.slug === project.service)!;
      await expect(main.getByRole("link", { name: service.title })).toHaveAttribute(
        "href",
        servicePath(service),
      );
      for (const key of ["location", "scope", "duration"] as const)
        if (project[key]) await expect(main.getByText(project[key], { exact: true })).toBeVisible();
      await expect(main.getByRole("img", { name: project.photos[0]!.alt })).toBeVisible();
      for (const part of ["brief", "work", "result"] as const) {
        const section = main.getByRole("region", { name: projectPage.storyTitles[part] });
        await expect(section.getByText(project.story![part])).toBeVisible();
      }
      await expect(main.getByRole("link", { name: projectPage.quoteLabel }).first()).toHaveAttribute(
        "href",
        `${CONTACT_PATH}?service=${project.service}`,
      );
    });

    test("links the previous and the next project, in the owner's order", async ({ page }) => {
      await page.goto(projectPath(project));
      const nav = page.getByRole("navigation", { name: projectPage.moreProjects });
      const previous = projects[i - 1];
      const next = projects[i + 1];
      const link = (label: string, title: string) => nav.getByRole("link", { name: `${label} ${title}` });
      if (previous)
        await expect(link(projectPage.previous, previous.title)).toHaveAttribute(
          "href",
          projectPath(previous),
        );
      if (next) await expect(link(projectPage.next, next.title)).toHaveAttribute("href", projectPath(next));
      await expect(nav.getByRole("link")).toHaveCount([previous, next].filter(Boolean).length);
    });
  });
}
