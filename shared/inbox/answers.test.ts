import { describe, expect, it } from "vitest";
import { sitePage } from "./answers.mjs";

describe("the inbox's pages", () => {
  const shell =
    '<html><head><title>Message Sent | Co</title></head><body><main id="main">old</main></body></html>';

  it("use the site's page with their own title and content", () => {
    expect(sitePage(shell, { title: "A & B", content: "<p>$1 new</p>" })).toBe(
      '<html><head><title>A &amp; B | Co</title></head><body><main id="main"><p>$1 new</p></main></body></html>',
    );
  });

  it("keep the page's title when they have none of their own", () => {
    expect(sitePage(shell, { content: "<p>new</p>" })).toBe(
      '<html><head><title>Message Sent | Co</title></head><body><main id="main"><p>new</p></main></body></html>',
    );
  });
});
