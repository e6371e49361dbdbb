/** Files for search engines and browsers, generated from the route table and the content module. */
import { languageOfPath, pathIn } from "#shared/paths.ts";

/**
 * Every page listed; on a site in more than one language (`languages`, company.languages), each with
 * its address in every language and x-default (the first's), as its <head> has them.
 */
export function sitemap(siteUrl: string, pages: string[], languages: readonly string[] = []) {
  const href = (path: string) => new URL(path, siteUrl).href;
  const alternates = (page: string) => {
    if (languages.length < 2) return "";
    const { path } = languageOfPath(page, languages);
    const link = (hreflang: string, language: string) =>
      `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(pathIn(language, languages, path))}"/>`;
    return (
      [...languages.map((language) => link(language, language)), link("x-default", languages[0]!)].join("") +
      "\n  "
    );
  };
  const urls = pages.map((p) => `  <url><loc>${href(p)}</loc>${alternates(p)}</url>`).join("\n");
  const xhtml = languages.length > 1 ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls}\n</urlset>\n`;
}

export function robots(siteUrl: string) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`;
}
