import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#shared/copy/languages.ts";
import { SPEC } from "../tests/support/spec";
import { ADDRESS_WORDS, addressIn, CONTACT_PATH, languageOfPath, pathIn } from "./paths";

describe("a page's address in each of the owner's languages", () => {
  const languages = ["en", "es", "fr"];

  it("is in the language's own words: at the root in the first language, under /<language> in any other", () => {
    expect(pathIn("en", languages, "/about")).toBe("/about");
    expect(pathIn("es", languages, "/about")).toBe("/es/sobre-nosotros");
    expect(pathIn("fr", languages, "/services/roofing")).toBe("/fr/services/roofing");
    expect(pathIn("es", languages, "/portfolio/deck")).toBe("/es/proyectos/deck");
    expect(pathIn("en", languages, "/")).toBe("/");
    expect(pathIn("es", languages, "/")).toBe("/es");
    // A German site's addresses are German, whichever language's words a path is given in.
    expect(pathIn("de", ["de"], "/contact")).toBe("/kontakt");
    expect(pathIn("de", ["de"], "/legal-notice")).toBe("/impressum");
    expect(pathIn("en", ["de", "en"], "/impressum")).toBe("/en/legal-notice");
    expect(pathIn("de", ["de"], "/privacy")).toBe("/datenschutz");
    expect(pathIn("de", ["de"], "/services")).toBe("/leistungen");
    expect(pathIn("de", ["de"], "/portfolio")).toBe("/referenzen");
  });

  it("keeps the owner's slugs, the query and the fragment, and follows the pages below a page", () => {
    expect(pathIn("de", ["de"], "/contact/sent")).toBe("/kontakt/gesendet");
    expect(pathIn("es", ["en", "es"], "/contact/sent/outside-area")).toBe(
      "/es/contacto/enviado/fuera-de-zona",
    );
    expect(pathIn("fr", ["en", "fr"], "/portfolio/kind/roofing")).toBe("/fr/realisations/type/roofing");
    expect(pathIn("de", ["de"], "/contact?service=roofing#form")).toBe("/kontakt?service=roofing#form");
    // A project or service whose slug is another page's word keeps its slug.
    expect(pathIn("de", ["de"], "/portfolio/contact")).toBe("/referenzen/contact");
    expect(pathIn("de", ["de"], "/services/kind")).toBe("/leistungen/kind");
    expect(pathIn("de", ["de"], "/portfolio/kind")).toBe("/referenzen/kind");
    // A path of no page stays as it is.
    expect(pathIn("de", ["de"], "/404")).toBe("/404");
    expect(pathIn("de", ["de"], "/kind/x")).toBe("/kind/x");
    expect(addressIn("xx", "/contact")).toBe("/contact");
  });

  it("is read back from a built page's path: its language and its path in the site's words", () => {
    expect(languageOfPath("/es/sobre-nosotros", languages)).toEqual({ language: "es", path: "/about" });
    expect(languageOfPath("/es", languages)).toEqual({ language: "es", path: "/" });
    // A pre-rendered page's trailing slash is no part of its identity.
    expect(languageOfPath("/es/sobre-nosotros/", languages)).toEqual({ language: "es", path: "/about" });
    expect(languageOfPath("/es/", languages)).toEqual({ language: "es", path: "/" });
    expect(languageOfPath("/kontakt/", ["de"])).toEqual({ language: "de", path: "/contact" });
    expect(languageOfPath("/fr/contact/envoye", languages)).toEqual({
      language: "fr",
      path: "/contact/sent",
    });
    expect(languageOfPath("/about", languages)).toEqual({ language: "en", path: "/about" });
    // A first-language page whose slug begins like a language's code stays its own.
    expect(languageOfPath("/estimates", languages)).toEqual({ language: "en", path: "/estimates" });
    for (const language of languages)
      for (const path of ["/", "/about", "/portfolio/deck", "/portfolio/kind/roofing", "/contact/sent"])
        expect(languageOfPath(pathIn(language, languages, path), languages)).toEqual({ language, path });
  });

  it("never gives two pages one word, so any language's path is read back as one page", () => {
    const pages = new Map<string, string>();
    for (const language of LANGUAGES)
      for (const [page, word] of Object.entries(ADDRESS_WORDS[language])) {
        expect(word).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(pages.get(word) ?? page, `"${word}" (${language})`).toBe(page);
        pages.set(word, page);
      }
  });

  it("are the specification's in English, the language of these unit tests", () => {
    expect(CONTACT_PATH).toBe(SPEC.contactPath.value);
  });
});
