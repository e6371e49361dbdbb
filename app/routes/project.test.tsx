// @vitest-environment jsdom
/**
 * A project's page, rendered from the starter content (tests/support/starter.ts: the owner's may have
 * no project) with testimonials: the client's words show on the page of the project they name (by
 * its exact title or its slug), and on no other.
 */
import { COPIES } from "#shared/copy/all.ts";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { siteOf, type Site } from "~/content/site";
import { SiteContext } from "~/content/site-context";
import { starterData } from "../../tests/support/starter";
import ProjectPage from "./project";

const QUOTES = [
  { quote: "They kept every promise.", name: "Maria K.", by: "title" },
  { quote: "Finished a week early.", name: "Sam T.", by: "slug" },
  { quote: "A pleasure to work with.", name: "Lee P.", by: "none" },
];

const starter = siteOf(starterData(), COPIES.en);
const { projects, projectPage } = starter;
const named = projects[1]!;
const site: Site = {
  ...starter,
  testimonials: QUOTES.map(({ quote, name, by }) => ({
    quote,
    name,
    ...(by === "title" && { project: named.title }),
    ...(by === "slug" && { project: named.slug }),
    ...(by === "none" && { project: "Kitchen remodel, Springfield" }),
  })),
};

const page = (slug: string) =>
  render(
    <MemoryRouter>
      <SiteContext value={site}>
        <ProjectPage {...({ params: { slug } } as unknown as Parameters<typeof ProjectPage>[0])} />
      </SiteContext>
    </MemoryRouter>,
  );

describe("a project's page", () => {
  it("shows the client's words that name the project, by title or slug, and no others", () => {
    page(projects[1]!.slug);
    const section = screen.getByRole("region", { name: projectPage.clientTitle });
    expect(section).toHaveTextContent("They kept every promise.");
    expect(section).toHaveTextContent("Maria K.");
    expect(section).toHaveTextContent("Finished a week early.");
    expect(section).not.toHaveTextContent("A pleasure to work with.");
  });

  it("has no client section when no testimonial names the project", () => {
    page(projects[0]!.slug);
    expect(screen.queryByRole("region", { name: projectPage.clientTitle })).toBeNull();
  });
});
