// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chrome, company, firstSite, localPath, services, type Site } from "~/content/site";
import { SiteContext } from "~/content/site-context";
import { LEGAL_NOTICE_PATH, PRIVACY_PATH, QUESTIONS_PATH, servicePath } from "#shared/paths.ts";
import { formatTimeRange } from "~/lib/format";
import { hoursLines } from "~/lib/hours";
import { SPEC } from "../../tests/support/spec";
import { starter } from "../../tests/support/starter-content";
import { SiteFooter } from "./site-footer";

/** The footer of the owner's site or, for what the specification fixes, the starter's. */
function renderFooter(site: Site = firstSite) {
  render(
    <MemoryRouter>
      <SiteContext value={site}>
        <SiteFooter />
      </SiteContext>
    </MemoryRouter>,
  );
  return screen.getByRole("contentinfo");
}

describe("SiteFooter", () => {
  afterEach(() => vi.useRealTimers());

  it("dates the copyright from the year the page is rendered (the build), with the company name", () => {
    vi.useFakeTimers({ now: new Date("2031-03-01T12:00:00Z"), toFake: ["Date"] });
    expect(renderFooter()).toHaveTextContent(`© 2031 ${company.name}`);
  });

  it("gives the address, phone, email, hours, areas served and licence from the content", () => {
    const footer = renderFooter();
    const { address, areasServed = [], licenseNumber } = company;
    if (address) expect(footer).toHaveTextContent(address.street);
    const areas = within(footer).queryByRole("heading", {
      name: chrome.footer.areasTitle,
    })?.nextElementSibling;
    expect([...(areas?.querySelectorAll("li") ?? [])].map((li) => li.textContent)).toEqual(
      areasServed.map((place) => place.name),
    );
    if (licenseNumber) expect(footer).toHaveTextContent(licenseNumber);
    expect(within(footer).getByRole("link", { name: company.phone })).toHaveAttribute(
      "href",
      `tel:${company.phoneE164}`,
    );
    expect(within(footer).getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    for (const line of hoursLines(company.hours, company.locale)) {
      expect(footer).toHaveTextContent(
        "closed" in line
          ? `${line.label}: ${chrome.footer.closed}`
          : `${line.label}: ${formatTimeRange(line.opens, line.closes, company.locale)}`,
      );
    }
    expect(within(footer).getByRole("heading", { name: chrome.footer.hoursTitle })).toBeInTheDocument();
  });

  it("links the five pages, then the questions", () => {
    const pages = within(renderFooter(starter)).getByRole("heading", {
      name: starter.chrome.footer.pagesTitle,
    }).parentElement!;
    const links = within(pages).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ...SPEC.navigation.value.map(([label, path]) => [label, starter.localPath(path)]),
      [starter.chrome.footer.questionsLink, starter.localPath(QUESTIONS_PATH)],
    ]);
  });

  it("links the privacy notice, and the legal notice only when the content has one", () => {
    const footer = renderFooter();
    expect(within(footer).getByRole("link", { name: chrome.footer.privacyLink })).toHaveAttribute(
      "href",
      localPath(PRIVACY_PATH),
    );
    // The starter has none; an owner who fills company.legalNotice (the German companies) has one.
    const legalNotice = within(footer).queryByRole("link", { name: chrome.footer.legalNoticeLink });
    if (company.legalNotice) expect(legalNotice).toHaveAttribute("href", localPath(LEGAL_NOTICE_PATH));
    else expect(legalNotice).toBeNull();
  });

  it("links every service's page", () => {
    const column = within(renderFooter()).getByRole("heading", {
      name: chrome.footer.servicesTitle,
    }).parentElement!;
    expect(
      within(column)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual(services.map((s) => [s.title, localPath(servicePath(s))]));
  });
});
