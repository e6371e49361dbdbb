import { COPIES } from "#shared/copy/all.ts";
import { describe, expect, it } from "vitest";
import { expectSpec } from "../../tests/support/expect-spec";
import { SPEC } from "../../tests/support/spec";
import { starterData } from "../../tests/support/starter";
import { contentProblems } from "../../tooling/content-check";
import { SITE_LANGUAGES, siteDataIn } from "./languages";
import { type SiteData, firstSite as content, portfolioKindsOf, siteContent } from "./site";

describe("content", () => {
  it("passes the content schema the build checks", () => {
    expect(contentProblems(content)).toEqual([]);
  });
});

describe("the portfolio's kinds of work", () => {
  const siteServices = siteContent(starterData(), COPIES.en).services;
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
  const starter = siteContent(starterData(), COPIES.en);
  const { services, projects, company: starterCompany } = starter;

  it("keeps the specification's Why Choose cards, its three-paragraph story and its checklist", () => {
    expectSpec(
      starter.home.whyChoose.map((c) => c.title),
      SPEC.homeCards,
    );
    expectSpec(starter.about.story.length, SPEC.storyParagraphs);
    expectSpec(
      starter.about.whyChoose.map((w) => w.toLowerCase()),
      SPEC.aboutChecklist,
    );
  });

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
  // The owner's content in the kit's words in the specification's language: no edit of theirs
  // takes away what the specification fixes.
  const { about, company, contact, navigation, notFound, portfolioPage, servicesPage } = siteContent(
    siteDataIn(SITE_LANGUAGES[0]!),
    COPIES.en,
  );

  it("keeps the specification's navigation, links, headings, notice and 404 texts", () => {
    expectSpec(
      navigation.map((n) => [n.label, n.to]),
      SPEC.navigation,
    );
    // (The closing link's words are the owner's: the starter's are checked by app/routes/starter.test.tsx.)
    expectSpec(about.storyTitle, SPEC.storyHeading);
    expectSpec(servicesPage.header.title, SPEC.servicesHeading);
    expectSpec(portfolioPage.header.title, SPEC.portfolioHeading);
    expectSpec(contact.header.title, SPEC.contactHeading);
    expectSpec(contact.formTitle, SPEC.formTitle);
    expectSpec(contact.panelTitle, SPEC.panelTitle);
    expectSpec(contact.success, SPEC.notice);
    expectSpec({ title: notFound.title, text: notFound.text, linkLabel: notFound.linkLabel }, SPEC.notFound);
  });

  it("derives the company description from the name, so a rename leaves no old name behind", () => {
    expect(company.description.startsWith(`${company.name} is `)).toBe(true);
  });
});

describe("what the site says of the company follows from the owner's facts alone", () => {
  const made = (company: Partial<SiteData["company"]>, drop: (keyof SiteData["company"])[] = []) => {
    const data = starterData();
    const own = { ...data.company, ...company };
    for (const key of drop) delete own[key];
    return siteContent({ ...data, company: own }, COPIES.en);
  };
  const said = (content: ReturnType<typeof made>) =>
    JSON.stringify([
      content.home.trust,
      content.about.header,
      content.about.facts,
      content.portfolioPage.header,
    ]);

  it("says no years in business and no founding year without a founding year", () => {
    const content = made({}, ["foundedYear"]);
    expect(said(content)).not.toMatch(/years|since|Founded|started/i);
    expect(contentProblems(content)).toEqual([]);
  });

  it("counts the years from the founding year", () => {
    const content = made({ foundedYear: 2001 });
    const years = `${new Date().getFullYear() - 2001} years`;
    expect(content.home.trust.facts).toContainEqual({ value: years, label: "in business since 2001" });
    expect(content.about.facts.items).toContainEqual({ value: "2001", label: "Founded" });
    expect(content.portfolioPage.header.fact?.value).toBe(years);
  });

  it("says licensed or insured only as the owner's licence number and insurance say", () => {
    const neither = made({}, ["licenseNumber", "insurance"]);
    expect(said(neither)).not.toMatch(/licen[cs]ed|insured/i);
    const facts = (content: ReturnType<typeof made>) =>
      content.home.trust.facts.filter((f) => /licen[cs]ed|insured/i.test(f.value));
    expect(facts(made({ licenseNumber: "CA-1" }, ["insurance"]))).toEqual([
      { value: "Licensed", label: "Licence no. CA-1" },
    ]);
    expect(facts(made({ insurance: "Liability cover" }, ["licenseNumber"]))).toEqual([
      { value: "Insured", label: "Liability cover" },
    ]);
    expect(facts(made({ licenseNumber: "CA-1", insurance: "Liability cover" }))).toEqual([
      { value: "Licensed & insured", label: "Licence no. CA-1" },
    ]);
  });
});

describe("the buttons that may promise something", () => {
  it("say the owner's words, and without them only what the button does", () => {
    const starter = siteContent(starterData(), COPIES.en);
    expect([
      starter.home.actions.quote,
      starter.servicesPage.cta.linkLabel,
      starter.portfolioPage.cta.linkLabel,
    ]).toEqual([SPEC.heroLinks.value[0][0], SPEC.servicesCta.value, SPEC.portfolioCta.value]);

    const data = structuredClone(starterData());
    delete data.pages.home.quoteButton;
    delete data.pages.home.cta.linkLabel;
    delete data.pages.servicesPage.cta.linkLabel;
    delete data.pages.portfolioPage.cta.linkLabel;
    delete data.pages.contact.buttonLabel;
    const plain = siteContent(data, COPIES.en);
    expect([
      plain.home.actions.quote,
      plain.servicesPage.cta.linkLabel,
      plain.portfolioPage.cta.linkLabel,
      plain.chrome.quoteLabel,
    ]).toEqual(["Request a Quote", "Request a Quote", "Request a Quote", "Get a quote"]);

    data.pages.contact.buttonLabel = "Same-day quote";
    expect(siteContent(data, COPIES.en).chrome.quoteLabel).toBe("Same-day quote");
  });
});
