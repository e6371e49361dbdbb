// @vitest-environment jsdom
/**
 * A project's page, rendered from the starter content (tests/support/starter.ts: the owner's may have
 * no project) with testimonials: the client's words show on the page of the project they name (by
 * its exact title or its slug), and on no other.
 */
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type * as Site from "~/content/site";
import { projectPage, projects } from "~/content/site";
import ProjectPage from "./project";

const QUOTES = vi.hoisted(() => [
  { quote: "They kept every promise.", name: "Maria K.", by: "title" },
  { quote: "Finished a week early.", name: "Sam T.", by: "slug" },
  { quote: "A pleasure to work with.", name: "Lee P.", by: "none" },
]);

vi.mock("~/content/site", async (importOriginal) => {
  const site = await importOriginal<typeof Site>();
  const { starterData } = await import("../../tests/support/starter");
  const starter = site.siteContent(starterData());
  const named = starter.projects[1]!;
  const testimonials = QUOTES.map(({ quote, name, by }) => ({
    quote,
    name,
    ...(by === "title" && { project: named.title }),
    ...(by === "slug" && { project: named.slug }),
    ...(by === "none" && { project: "Kitchen remodel, Springfield" }),
  }));
  return { ...site, ...starter, testimonials };
});

const page = (slug: string) =>
  render(
    <MemoryRouter>
      <ProjectPage {...({ params: { slug } } as unknown as Parameters<typeof ProjectPage>[0])} />
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
