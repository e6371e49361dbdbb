import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { company } from "~/content/site";
import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  afterEach(() => vi.useRealTimers());

  it("dates the copyright from the year the page is rendered (the build), with the company name", () => {
    vi.useFakeTimers({ now: new Date("2031-03-01T12:00:00Z"), toFake: ["Date"] });
    render(<SiteFooter />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© 2031 ${company.name}`);
  });
});
