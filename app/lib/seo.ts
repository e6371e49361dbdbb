import type { MetaDescriptor } from "react-router";
import { siteUrl } from "~/settings";
import type { Site } from "~/content/site";
import { contractorJsonLd } from "~/lib/structured-data";
import { languageOfPath, pathIn } from "#shared/paths.ts";
import { OG_IMAGE } from "~/lib/social-card";

export type PageSeo = {
  /** The page's own name; the company name is added to the <title>. */
  title: string;
  description: string;
  /**
   * The page's path, from the route's location (the route table is its one source): "/about", or
   * "/about/" as React Router pre-renders it, "/es/sobre-nosotros" in another language, or its
   * identity ("/contact/sent", shared/paths.ts). Made canonical without the trailing slash (the one
   * URL every host serves), in the pages' language, and absolute on SITE_URL for canonical and Open
   * Graph.
   */
  path: string;
  /** For pages search engines should not list (the 404 page). */
  noindex?: boolean;
  /** The page's own structured data, after the company's. */
  jsonLd?: readonly object[];
  /** The page's own Open Graph image (a project's cover), instead of the site's card. */
  image?: { url: string; alt: string; width?: number; height?: number };
};

export function absoluteUrl(path: string, origin: string = siteUrl): string {
  return new URL(path, origin).href;
}

/**
 * On a site in more than one language, the page's address in each (hreflang), and which one a
 * search engine shows a visitor whose language is none of them (x-default: the first language's).
 */
function languageAlternates(languages: readonly string[], path: string): MetaDescriptor[] {
  if (languages.length < 2) return [];
  const link = (hrefLang: string, language: string) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(pathIn(language, languages, path)),
  });
  return [...languages.map((language) => link(language, language)), link("x-default", languages[0]!)];
}

/**
 * Everything a route puts in <head>: title, description, canonical URL (and its other languages'),
 * Open Graph and Twitter card tags, and the company's structured data. Every route's `meta` export
 * calls this one helper, with the site in the page's language (`siteAt(location.pathname)`).
 */
export function pageMeta(
  site: Pick<Site, "company" | "services" | "words" | "localPath">,
  { title, description, path, noindex = false, jsonLd = [], image: own }: PageSeo,
): MetaDescriptor[] {
  const { company, localPath } = site;
  const pagePath = languageOfPath(path, company.languages).path;
  const fullTitle = pagePath === "/" ? `${company.name} | ${title}` : `${title} | ${company.name}`;
  const url = absoluteUrl(localPath(pagePath));
  // The site's card in the page's language (the build draws one per language).
  const image = absoluteUrl(own?.url ?? localPath(OG_IMAGE.path));
  const imageAlt = own?.alt ?? site.words.facts.imageAlt(company.name);
  const size = own ? own : OG_IMAGE;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex
      ? [{ name: "robots", content: "noindex" }]
      : [
          { tagName: "link", rel: "canonical", href: url },
          ...languageAlternates(company.languages, pagePath),
        ]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(size.width && size.height
      ? [
          { property: "og:image:width", content: String(size.width) },
          { property: "og:image:height", content: String(size.height) },
        ]
      : []),
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: company.locale.replace("-", "_") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    { "script:ld+json": contractorJsonLd(site) },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
