// @vitest-environment jsdom
/**
 * The pages the specification describes, rendered from the starter content (the specification's
 * company, tests/support/starter.ts) instead of the owner's: every value the specification fixes
 * for its company (services, projects, opening hours) shows, whatever the owner's content says.
 */
import { COPIES } from "#shared/copy/all.ts";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { siteOf } from "~/content/site";
import { SiteContext } from "~/content/site-context";
import { starterData } from "../../tests/support/starter";
import { ContactDetails } from "~/components/contact-details";
import { SiteFooter } from "~/components/site-footer";
import { SPEC } from "../../tests/support/spec";
import About from "./about";
import Home from "./home";
import Portfolio from "./portfolio";
import Services from "./services";

// The starter's pages, its links at its addresses, in its language (English), whatever the owner's.
const starter = siteOf(starterData(), COPIES.en);

const inRouter = (element: React.ReactNode) =>
  render(
    <MemoryRouter>
      <SiteContext value={starter}>{element}</SiteContext>
    </MemoryRouter>,
  );
const anyCase = (text: string) => new RegExp(`^${text}$`, "i");

describe("the starter content's pages", () => {
  it("Home shows the specification's three Why Choose cards and its closing link", () => {
    inRouter(<Home />);
    const section = screen.getByRole("region", { name: new RegExp(SPEC.whyChooseHeading.value) });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(SPEC.homeCards.value);
    expect(screen.getByRole("link", { name: SPEC.homeCta.value })).toHaveAttribute("href", "/contact");
  });

  it("About tells the story in three paragraphs and gives the specification's checklist", () => {
    inRouter(<About />);
    const story = screen.getByRole("region", { name: SPEC.storyHeading.value });
    expect(within(story).getAllByRole("paragraph")).toHaveLength(SPEC.storyParagraphs.value);
    const checklist = screen.getByRole("region", { name: new RegExp(SPEC.whyChooseHeading.value) });
    expect(
      within(checklist)
        .getAllByRole("listitem")
        .map((li) => li.textContent?.toLowerCase()),
    ).toEqual(SPEC.aboutChecklist.value);
  });

  it("Services shows the specification's four services, each with its four features, and its link", () => {
    inRouter(<Services />);
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(
      SPEC.services.value.map((s) => s.title),
    );
    SPEC.services.value.forEach((service, i) => {
      const items = within(cards[i]!)
        .getAllByRole("listitem")
        .map((li) => li.textContent);
      expect(items.map((item) => item?.toLowerCase())).toEqual(service.features);
    });
    expect(screen.getByRole("link", { name: SPEC.servicesCta.value })).toHaveAttribute("href", "/contact");
  });

  it("Portfolio shows the specification's three projects, all Residential", () => {
    inRouter(<Portfolio />);
    for (const title of SPEC.projects.value)
      expect(screen.getByRole("heading", { name: title })).toBeVisible();
    expect(screen.getAllByText(anyCase(SPEC.projectCategory.value))).toHaveLength(SPEC.projects.value.length);
    expect(screen.getByRole("link", { name: SPEC.portfolioCta.value })).toHaveAttribute("href", "/contact");
  });

  it("Contact's panel and every footer give the specification's opening hours", () => {
    inRouter(
      <>
        <ContactDetails />
        <SiteFooter />
      </>,
    );
    const panel = screen.getByRole("region", { name: SPEC.panelTitle.value });
    for (const time of SPEC.hoursShown.value) expect(panel).toHaveTextContent(time);
    expect(panel).toHaveTextContent(/Monday - Friday\s*8:00 AM – 6:00 PM/);
    expect(panel).toHaveTextContent(/Saturday\s*9:00 AM – 4:00 PM/);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent("Monday - Friday: 8:00 AM – 6:00 PM");
    expect(footer).toHaveTextContent("Saturday: 9:00 AM – 4:00 PM");
  });
});
