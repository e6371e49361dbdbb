// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { company, localPath, portfolioPage } from "~/content/site";
import { projectPath } from "#shared/paths.ts";
import type { Project } from "~/content/site";
import { ProjectCard } from "./project-card";

/** A project as the content gives it, written here (the owner's content may have none). */
const bare: Project = {
  id: 99,
  slug: "test-project",
  service: "kitchen-remodeling",
  title: "Maple Street Kitchen",
  category: "Kitchens",
  description: "A galley kitchen opened to the dining room.",
  photos: [
    {
      image: "https://images.example.com/maple-kitchen.jpg",
      alt: "The new kitchen, seen from the dining room",
    },
  ],
};
const coverAlt = bare.photos[0]!.alt;
const card = (project: Project) => (
  <MemoryRouter>
    <ProjectCard project={project} />
  </MemoryRouter>
);

describe("ProjectCard", () => {
  it("is one link, named by the project's title, to the project's page, over its cover photo", () => {
    const project: Project = {
      ...bare,
      photos: [{ image: "https://images.example.com/cover.jpg", alt: "The cover" }, ...bare.photos],
    };
    render(card(project));
    const links = within(screen.getByRole("article")).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(project.title);
    expect(links[0]).toHaveAttribute("href", localPath(projectPath(project)));
    expect(screen.getAllByRole("img")).toEqual([screen.getByRole("img", { name: "The cover" })]);
  });

  it("shows the case-study facts the project has, with their labels", () => {
    const project: Project = { ...bare, location: "Testville", year: 2020, duration: "3 weeks" };
    render(card(project));
    const details = screen.getByRole("article").querySelector("dl")!;
    const terms = within(details)
      .getAllByRole("term")
      .map((dt) => dt.textContent);
    const values = within(details)
      .getAllByRole("definition")
      .map((dd) => dd.textContent);
    const labels = portfolioPage.detailLabels;
    expect(terms).toEqual([labels.location, labels.year, labels.duration]);
    expect(values).toEqual(["Testville", "2020", "3 weeks"]);
  });

  it("shows no facts list when the project has none", () => {
    render(card(bare));
    expect(screen.getByRole("article").querySelector("dl")).toBeNull();
  });

  it("captions the branded placeholder with where and when, not the category the card states", () => {
    render(card({ ...bare, location: "Testville", year: 2020 }));
    const image = screen.getByRole("img", { name: coverAlt });
    expect(image).toHaveAttribute("data-caption", "Testville · 2020");
    expect(image).toHaveClass("photo");
  });

  it("captions it with what the project has of the two, else with the company's name", () => {
    const { rerender } = render(card({ ...bare, year: 2020 }));
    expect(screen.getByRole("img", { name: coverAlt })).toHaveAttribute("data-caption", "2020");
    rerender(card(bare));
    expect(screen.getByRole("img", { name: coverAlt })).toHaveAttribute("data-caption", company.name);
  });
});
