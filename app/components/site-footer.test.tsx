import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chrome, company } from "~/content/site";
import { formatTime } from "~/lib/format";
import { SPEC } from "../../tests/support/spec";
import { SiteFooter } from "./site-footer";

function renderFooter() {
  render(
    <MemoryRouter>
      <SiteFooter />
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

  it("gives the address, phone, email, hours, area served and licence from the content", () => {
    const footer = renderFooter();
    const { address, areaServed, licenseNumber } = company;
    if (address) expect(footer).toHaveTextContent(address.street);
    if (areaServed) expect(footer).toHaveTextContent(areaServed);
    if (licenseNumber) expect(footer).toHaveTextContent(licenseNumber);
    expect(within(footer).getByRole("link", { name: company.phone.display })).toHaveAttribute(
      "href",
      `tel:${company.phone.e164}`,
    );
    expect(within(footer).getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    for (const h of company.hours) {
      expect(footer).toHaveTextContent(`${h.days}: ${formatTime(h.opens)} - ${formatTime(h.closes)}`);
    }
    expect(within(footer).getByRole("heading", { name: chrome.footer.hoursTitle })).toBeInTheDocument();
  });

  it("links the five pages", () => {
    const pages = within(renderFooter()).getByRole("heading", {
      name: chrome.footer.pagesTitle,
    }).parentElement!;
    const links = within(pages).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(SPEC.navigation.value);
  });
});
