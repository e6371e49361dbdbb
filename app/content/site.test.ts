import { describe, expect, it } from "vitest";
import { expectSpec } from "../../tests/support/expect-spec";
import { SPEC } from "../../tests/support/spec";
import { starterData } from "../../tests/support/starter";
import { contentProblems } from "../../tooling/content-check";
import {
  about,
  company,
  contact,
  content,
  home,
  navigation,
  notFound,
  portfolioKindsOf,
  services as siteServices,
  siteContent,
} from "./site";

describe("content", () => {
  it("passes the content schema the build checks", () => {
    expect(contentProblems(content)).toEqual([]);
  });
});

describe("the portfolio's kinds of work", () => {
  const [first, second, third] = siteServices;
  const of = (...slugs: string[]) => slugs.map((service) => ({ service }));

  it("are none when every project is of one service: nothing to narrow", () => {
    expect(portfolioKindsOf(of(first!.slug, first!.slug), siteServices)).toEqual([]);
  });

  it("are the services that have projects, in the services' order", () => {
    expect(portfolioKindsOf(of(third!.slug, first!.slug, third!.slug), siteServices)).toEqual([first, third]);
    expect(portfolioKindsOf(of(third!.slug, first!.slug), siteServices)).not.toContain(second);
  });
});

describe("the starter content (the specification's company), made as the site's content is", () => {
  const starter = siteContent(starterData());
  const { services, projects, company: starterCompany } = starter;

  it("passes the content schema the build checks", () => {
    expect(contentProblems(starter)).toEqual([]);
  });

  it("keeps the specification's four services, each with its four features", () => {
    expectSpec(
      services.map((s) => ({ title: s.title, features: s.features.map((f) => f.toLowerCase()) })),
      SPEC.services,
    );
  });

  it("keeps the specification's three projects, all Residential", () => {
    expectSpec(
      projects.map((p) => p.title),
      SPEC.projects,
    );
    for (const project of projects) expectSpec(project.category, SPEC.projectCategory);
  });

  it("keeps the specification's opening hours", () => {
    const [weekdays, saturday] = starterCompany.hours.map(({ days, opens, closes }) => ({
      dayOfWeek: days,
      opens,
      closes,
    }));
    expectSpec(weekdays, SPEC.weekdayHours);
    expectSpec(saturday, SPEC.saturdayHours);
  });
});

describe("what the specification fixes for every site", () => {
  it("keeps the specification's navigation, cards, checklist, notice and 404 texts", () => {
    expectSpec(
      navigation.map((n) => [n.label, n.to]),
      SPEC.navigation,
    );
    expectSpec(
      home.whyChoose.map((c) => c.title),
      SPEC.homeCards,
    );
    expectSpec(home.cta.linkLabel, SPEC.homeCta);
    expectSpec(about.story.length, SPEC.storyParagraphs);
    expectSpec(
      about.whyChoose.map((w) => w.toLowerCase()),
      SPEC.aboutChecklist,
    );
    expectSpec(contact.formTitle, SPEC.formTitle);
    expectSpec(contact.panelTitle, SPEC.panelTitle);
    expectSpec(contact.success, SPEC.notice);
    expectSpec({ title: notFound.title, text: notFound.text, linkLabel: notFound.linkLabel }, SPEC.notFound);
  });

  it("derives the company description from the name, so a rename leaves no old name behind", () => {
    expect(company.description.startsWith(`${company.name} is `)).toBe(true);
  });
});
