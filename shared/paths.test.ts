import { describe, expect, it } from "vitest";
import { languageOfPath, pathIn } from "./paths";

describe("a page's address in each of the owner's languages", () => {
  const languages = ["en", "es", "fr"];

  it("is today's in the first language and under /<language> in any other", () => {
    expect(pathIn("en", languages, "/about")).toBe("/about");
    expect(pathIn("es", languages, "/about")).toBe("/es/about");
    expect(pathIn("fr", languages, "/services/roofing")).toBe("/fr/services/roofing");
    expect(pathIn("en", languages, "/")).toBe("/");
    expect(pathIn("es", languages, "/")).toBe("/es");
  });

  it("is read back from a built page's path: its language and its path in the first language", () => {
    expect(languageOfPath("/es/about", languages)).toEqual({ language: "es", path: "/about" });
    expect(languageOfPath("/es", languages)).toEqual({ language: "es", path: "/" });
    expect(languageOfPath("/fr/contact/sent", languages)).toEqual({ language: "fr", path: "/contact/sent" });
    expect(languageOfPath("/about", languages)).toEqual({ language: "en", path: "/about" });
    // A first-language page whose slug begins like a language's code stays its own.
    expect(languageOfPath("/estimates", languages)).toEqual({ language: "en", path: "/estimates" });
    for (const language of languages)
      for (const path of ["/", "/about", "/portfolio/deck"])
        expect(languageOfPath(pathIn(language, languages, path), languages)).toEqual({ language, path });
  });
});
