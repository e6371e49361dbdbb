// @vitest-environment node
import { describe, expect, it } from "vitest";
import { correctionContent, sitePage } from "./pages.mjs";

describe("the inbox's pages", () => {
  const shell =
    '<html><head><title>Message Sent | Co</title></head><body><main id="main">old</main></body></html>';

  it("use the site's page with their own title and content", () => {
    expect(sitePage(shell, { title: "A & B", content: "<p>$1 new</p>" })).toBe(
      '<html><head><title>A &amp; B | Co</title></head><body><main id="main"><p>$1 new</p></main></body></html>',
    );
  });

  it("give back what was typed as text, never as markup", () => {
    const html = correctionContent(
      {
        name: '"><script>x()</script>',
        email: "a@b",
        phone: "",
        message: "</textarea><img src=x>",
        service: '"><b>',
        postcode: "<i>",
        start: "",
        budget: "",
      },
      { email: "Bad <email>" },
      {
        services: [{ slug: "a", title: "A <b>" }],
        budgets: [],
        postalCodes: [],
        postcodeLabel: "Post <code>",
      },
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;"');
    expect(html).toContain("&lt;/textarea&gt;&lt;img src=x&gt;</textarea>");
    expect(html).toContain("Bad &lt;email&gt;");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<i>");
    expect(html).toContain("<option>A &lt;b&gt;</option>");
    expect(html).toContain("Post &lt;code&gt;");
    expect(html).not.toContain('name="budget"');
  });
});
