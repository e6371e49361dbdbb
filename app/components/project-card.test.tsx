import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { company, portfolioPage, projects } from "~/content/site";
import type { Project } from "~/content/site";
import { ProjectCard } from "./project-card";

const base = { ...projects[0]! };
const bare: Project = {
  id: 99,
  slug: "test-project",
  service: base.service,
  title: base.title,
  category: base.category,
  description: base.description,
  image: base.image,
  imageAlt: base.imageAlt,
};

describe("ProjectCard", () => {
  it("shows the case-study facts the project has, with their labels", () => {
    const project: Project = { ...bare, location: "Testville", year: 2020, duration: "3 weeks" };
    render(<ProjectCard project={project} />);
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
    render(<ProjectCard project={bare} />);
    expect(screen.getByRole("article").querySelector("dl")).toBeNull();
  });

  it("captions the branded placeholder with where and when, not the category the card states", () => {
    render(<ProjectCard project={{ ...bare, location: "Testville", year: 2020 }} />);
    const image = screen.getByRole("img", { name: bare.imageAlt });
    expect(image).toHaveAttribute("data-caption", "Testville · 2020");
    expect(image).toHaveClass("photo");
  });

  it("captions it with what the project has of the two, else with the company's name", () => {
    const { rerender } = render(<ProjectCard project={{ ...bare, year: 2020 }} />);
    expect(screen.getByRole("img", { name: bare.imageAlt })).toHaveAttribute("data-caption", "2020");
    rerender(<ProjectCard project={bare} />);
    expect(screen.getByRole("img", { name: bare.imageAlt })).toHaveAttribute("data-caption", company.name);
  });
});
