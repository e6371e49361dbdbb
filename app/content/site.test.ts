import { describe, expect, it } from "vitest";
import { about, company, home, navigation, projects, services } from "./site";

describe("content", () => {
  it("has exactly the four services of the specification, each with four features", () => {
    expect(services.map((s) => s.title)).toEqual([
      "Residential Construction",
      "Commercial Construction",
      "Remodeling & Renovations",
      "General Contracting",
    ]);
    for (const service of services) {
      expect(service.features).toHaveLength(4);
      expect(service.description.trim()).not.toBe("");
    }
  });

  it("has exactly the three residential projects of the specification, with unique ids and images", () => {
    expect(projects.map((p) => p.title)).toEqual([
      "Luxury Residential Development",
      "Modern Family Home",
      "Victorian House Renovation",
    ]);
    expect(new Set(projects.map((p) => p.id)).size).toBe(3);
    for (const project of projects) {
      expect(project.category).toBe("Residential");
      expect(new URL(project.image).protocol).toBe("https:");
      expect(project.imageAlt.length).toBeGreaterThan(10);
    }
  });

  it("keeps the specification's opening hours", () => {
    expect(company.hours).toEqual([
      expect.objectContaining({
        opens: "08:00",
        closes: "18:00",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      }),
      expect.objectContaining({ opens: "09:00", closes: "16:00", dayOfWeek: ["Saturday"] }),
    ]);
  });

  it("uses fictional contact details until the company enters its own", () => {
    expect(company.email).toMatch(/@example\.com$/);
    expect(company.phone.e164).toMatch(/^\+1\d{3}55501\d{2}$/);
  });

  it("has the five navigation links, three home cards, three story paragraphs and five checklist items", () => {
    expect(navigation.map((n) => [n.label, n.to])).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Services", "/services"],
      ["Portfolio", "/portfolio"],
      ["Contact", "/contact"],
    ]);
    expect(home.whyChoose.map((c) => c.title)).toEqual([
      "Expert Craftsmanship",
      "On-Time Delivery",
      "Fair Pricing",
    ]);
    expect(about.story).toHaveLength(3);
    expect(about.whyChoose).toHaveLength(5);
  });
});
