// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MemoryRouter } from "react-router";
import { chrome, company, home } from "~/content/site";
import { formatTimeRange } from "~/lib/format";
import { hoursLines } from "~/lib/hours";
import type { Testimonial } from "~/content/site";
import { HeroSection } from "./hero-section";
import { ProcessSection } from "./process-section";
import { TestimonialsSection } from "./testimonials-section";
import { TrustBand } from "./trust-band";

describe("HeroSection", () => {
  it("gives every line of the opening hours beside the phone number, not only the first", () => {
    render(
      <MemoryRouter>
        <HeroSection />
      </MemoryRouter>,
    );
    const lines = screen.getByText(home.callPanelTitle).parentElement!.querySelectorAll("li");
    expect([...lines].map((li) => li.textContent)).toEqual(
      hoursLines(company.hours, company.locale).map(
        (line) =>
          `${line.label}: ${"closed" in line ? chrome.footer.closed : formatTimeRange(line.opens, line.closes, company.locale)}`,
      ),
    );
    expect(lines.length).toBeGreaterThan(1);
  });
});

describe("TrustBand", () => {
  it("states each fact of the content, value and meaning (none: no band)", () => {
    const { container } = render(<TrustBand />);
    if (home.trust.facts.length === 0) return expect(container).toBeEmptyDOMElement();
    const band = screen.getByRole("region", { name: home.trust.title });
    for (const fact of home.trust.facts) {
      expect(within(band).getByText(fact.value)).toBeInTheDocument();
      const label = (_: string, el: Element | null) => el?.tagName === "DT" && el.textContent === fact.label;
      expect(within(band).getByText(label)).toBeInTheDocument();
    }
  });
});

describe("ProcessSection", () => {
  it("lists the content's steps in order, as a numbered list", () => {
    render(<ProcessSection />);
    const section = screen.getByRole("region", { name: home.process.title });
    const steps = within(section).getAllByRole("listitem");
    expect(within(section).getByRole("list").tagName).toBe("OL");
    expect(steps.map((li) => within(li).getByRole("heading").textContent)).toEqual(
      home.process.steps.map((s) => s.title),
    );
  });
});

describe("TestimonialsSection", () => {
  const fixture: Testimonial[] = [
    {
      quote: "They finished our kitchen a week early.",
      name: "Test Client A",
      project: "Kitchen, Testville",
    },
    { quote: "Clear estimate, no surprises.", name: "Test Client B" },
  ];

  it("renders nothing when there are no testimonials (the starter content has none)", () => {
    const { container } = render(<TestimonialsSection testimonials={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("renders each testimonial with its quote, name and optional project", () => {
    render(<TestimonialsSection testimonials={fixture} />);
    const section = screen.getByRole("region", { name: home.testimonialsTitle });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(fixture[0]!.quote);
    expect(items[0]).toHaveTextContent(fixture[0]!.name);
    expect(items[0]).toHaveTextContent(fixture[0]!.project!);
    expect(items[1]).toHaveTextContent(fixture[1]!.name);
    expect(items[1]!.querySelector("blockquote")).toHaveTextContent(fixture[1]!.quote);
  });
});
