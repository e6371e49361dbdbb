// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { chrome, company, firstSite, localPath, type Site } from "~/content/site";
import { SiteContext } from "~/content/site-context";
import { ABOUT_PATH, CONTACT_PATH } from "#shared/paths.ts";
import { hasLongMenu } from "~/lib/header-layout";
import { expectSpec } from "../../tests/support/expect-spec";
import { SPEC } from "../../tests/support/spec";
import { starter, starterInSpanish as spanish } from "../../tests/support/starter-content";
import { SiteHeader } from "./site-header";

/** The header at `path`, of the owner's site or, for what the specification fixes, the starter's. */
function renderAt(path: string, site: Site = firstSite) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteContext value={site}>
        <SiteHeader />
      </SiteContext>
    </MemoryRouter>,
  );
}

describe("SiteHeader", () => {
  it.each(SPEC.navigation.value.map(([label, path]) => [path, label]))(
    "on %s marks only %s as the current page",
    (path, label) => {
      renderAt(starter.localPath(path), starter);
      const nav = screen.getByRole("navigation", { name: starter.chrome.mainNavLabel });
      const current = within(nav)
        .getAllByRole("link", { hidden: true })
        .filter((link) => link.getAttribute("aria-current") === "page");
      // One link in the bar, the same one in the mobile menu.
      expect(current.map((link) => link.textContent)).toEqual([label, label]);
    },
  );

  it("has a brand link to the home page", () => {
    renderAt("/about");
    expect(screen.getByRole("link", { name: company.name })).toHaveAttribute("href", "/");
  });

  it("has a menu button that opens a panel with the same five links, then one to each other language", () => {
    renderAt("/", starter);
    const button = screen.getByRole("button", { name: starter.chrome.menuLabel });
    const panelId = button.getAttribute("popovertarget");
    expect(panelId).toBeTruthy();
    const panel = document.getElementById(panelId!);
    expect(panel).toHaveAttribute("popover", "auto");
    const links = within(panel!).getAllByRole("link", { hidden: true });
    // A link to another language names it (hreflang): on a site in one language, there is none.
    const [pages, languages] = [
      links.filter((a) => !a.hasAttribute("hreflang")),
      links.filter((a) => a.hasAttribute("hreflang")),
    ];
    expectSpec(
      pages.map((a) => [a.textContent, a.getAttribute("href")]),
      {
        ...SPEC.navigation,
        value: SPEC.navigation.value.map(([label, path]) => [label, starter.localPath(path)]),
      },
    );
    expect(languages.map((a) => [a.getAttribute("hreflang"), a.getAttribute("href")])).toEqual(
      starter.otherLanguages("/").map(({ language, href }) => [language, href]),
    );
  });

  it("has the phone number as a link that dials it (shown on a desktop)", () => {
    renderAt("/");
    const nav = screen.getByRole("navigation", { name: chrome.mainNavLabel });
    expect(within(nav).getByRole("link", { name: company.phone })).toHaveAttribute(
      "href",
      `tel:${company.phoneE164}`,
    );
  });

  it("offers a quote beside the navigation, not in it, leading to the contact page (shown on a desktop), unless the menu is long", () => {
    renderAt("/");
    const nav = screen.getByRole("navigation", { name: chrome.mainNavLabel });
    const quote = screen.queryByRole("link", { name: chrome.quoteLabel });
    // A long menu (long words, or a second language's link) leaves the bar no room: the page's own
    // call to action asks instead.
    if (hasLongMenu(firstSite)) return expect(quote).toBeNull();
    expect(quote).toHaveAttribute("href", localPath(CONTACT_PATH));
    expect(nav).not.toContainElement(quote);
  });

  it("in another language, links its pages at their addresses there, and the same page in the first", () => {
    renderAt(spanish.localPath(ABOUT_PATH), spanish);
    const nav = screen.getByRole("navigation", { name: spanish.chrome.mainNavLabel });
    const links = within(nav).getAllByRole("link", { hidden: true });
    const pages = links.filter((a) => !a.hasAttribute("hreflang") && a.getAttribute("aria-current"));
    // The bar's link and the small-screen menu's.
    const about = [spanish.navigation[1]!.label, "/es/sobre-nosotros"];
    expect(pages.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([about, about]);
    const [first] = links.filter((a) => a.hasAttribute("hreflang"));
    expect(first).toHaveAttribute("href", ABOUT_PATH);
    expect(first).toHaveAttribute("hreflang", starter.company.language);
  });
});
