import { describe, expect, it } from "vitest";
import { sitemap } from "./seo-files";

describe("the sitemap", () => {
  it("lists each page once, with no alternates on a site in one language", () => {
    const xml = sitemap("https://www.example.com", ["/", "/about"], ["en"]);
    expect(xml).toContain("<url><loc>https://www.example.com/</loc></url>");
    expect(xml).toContain("<url><loc>https://www.example.com/about</loc></url>");
    expect(xml).not.toContain("xhtml");
  });

  it("gives each page of a site in two languages its address in both, each in its words, and x-default", () => {
    const xml = sitemap("https://www.example.com", ["/about", "/es/sobre-nosotros"], ["en", "es"]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternates = [
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/about"/>',
      '<xhtml:link rel="alternate" hreflang="es" href="https://www.example.com/es/sobre-nosotros"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/about"/>',
    ];
    for (const loc of ["https://www.example.com/about", "https://www.example.com/es/sobre-nosotros"]) {
      const entry = new RegExp(`<url><loc>${loc}</loc>([\\s\\S]*?)</url>`).exec(xml)![1]!;
      expect(entry.trim().split(/\s*\n\s*/)).toEqual(alternates);
    }
  });
});
