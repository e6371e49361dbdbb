import { describe, expect, it } from "vitest";
import { answerPages, answerPagesIn, refererLanguage, sitePage } from "./answers.mjs";

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

describe("the language of a request", () => {
  const languages = ["en", "es"];

  it.each([
    ["https://builders.test/es/contact?utm_source=flyer", "es"],
    ["https://builders.test/es", "es"],
    ["https://builders.test/contact", "en"],
    ["https://builders.test/esx/contact", "en"],
    ["not a URL", "en"],
    [undefined, "en"],
  ])("is the page's that sent it: %s → %s", (referer, language) => {
    expect(refererLanguage(referer, languages)).toBe(language);
  });

  it("picks that language's answers, the first's for any other (never a built-in object's)", () => {
    const pagesOf = (words: string) =>
      answerPages({ sent: "", sentOutsideArea: "" }, {} as never, { words } as never);
    const [en, es] = [pagesOf("en"), pagesOf("es")];
    const pages = answerPagesIn({ en, es }, languages);
    expect(pages.forReferer("https://builders.test/es/contact")).toBe(es);
    expect(pages.forReferer(undefined)).toBe(en);
    for (const language of ["es", "en", "fr", "constructor", "__proto__"])
      expect(pages.of(language), language).toBe(language === "es" ? es : en);
  });
});
