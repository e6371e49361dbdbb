// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import House from "lucide-react/icons/house";
import { describe, expect, it } from "vitest";
import { PageHeader } from "./page-header";

describe("PageHeader", () => {
  it("shows the page's key fact beside its title when the content gives one", () => {
    const fact = { value: "1999", label: "a fixture fact" };
    render(<PageHeader header={{ title: "A title", intro: "An intro.", fact }} icon={House} />);
    expect(screen.getByRole("heading", { level: 1, name: "A title" })).toBeInTheDocument();
    expect(screen.getByText(fact.value)).toBeInTheDocument();
    expect(screen.getByText(fact.label)).toBeInTheDocument();
  });

  it("shows only the title and the introduction without one", () => {
    const { container } = render(
      <PageHeader header={{ title: "A title", intro: "An intro." }} icon={House} />,
    );
    expect(container).toHaveTextContent(/^A titleAn intro\.$/);
  });
});
