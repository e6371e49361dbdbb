import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL } from "../../tooling/build-settings";
import { company, firstSite, localPath } from "~/content/site";
import { SERVICES_PATH } from "#shared/paths.ts";
import { absoluteUrl, pageMeta } from "./seo";
import { starterInSpanish as spanish } from "../../tests/support/starter-content";
import { ABOUT_PATH } from "#shared/paths.ts";

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((t) => t[key] === value);

describe("pageMeta", () => {
  const tags = pageMeta(firstSite, {
    title: "Our Services",
    description: "What we build.",
    path: SERVICES_PATH,
  }) as Tag[];

  it("gives the page a title with the company name and its own description", () => {
    expect(find(tags, "title", `Our Services | ${company.name}`)).toBeDefined();
    expect(find(tags, "name", "description")?.content).toBe("What we build.");
  });

  it("makes the canonical and Open Graph URLs absolute on the site's origin", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe(`${DEFAULT_SITE_URL}${localPath(SERVICES_PATH)}`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${DEFAULT_SITE_URL}${localPath(SERVICES_PATH)}`);
    expect(find(tags, "property", "og:image")?.content).toBe(`${DEFAULT_SITE_URL}/og-image.png`);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "property", "og:title")?.content).toBe(`Our Services | ${company.name}`);
  });

  it("describes the sharing image for Open Graph and Twitter alike", () => {
    const alt = find(tags, "property", "og:image:alt")?.content;
    expect(alt).toContain(company.name);
    expect(find(tags, "name", "twitter:image:alt")?.content).toBe(alt);
  });

  it("gives a page pre-rendered at its trailing-slash location its one URL, without the slash", () => {
    const prerendered = pageMeta(firstSite, {
      title: "Our Services",
      description: "d",
      path: `${SERVICES_PATH}/`,
    }) as Tag[];
    expect(find(prerendered, "rel", "canonical")?.href).toBe(
      `https://www.example.com${localPath(SERVICES_PATH)}`,
    );
    expect(find(prerendered, "property", "og:url")?.content).toBe(
      `https://www.example.com${localPath(SERVICES_PATH)}`,
    );
  });

  it("puts the company name first on the home page", () => {
    const home = pageMeta(firstSite, { title: "Builders", description: "d", path: "/" }) as Tag[];
    expect(find(home, "rel", "canonical")?.href).toBe(absoluteUrl("/"));
    expect(home.find((t) => "title" in t)?.title).toBe(`${company.name} | Builders`);
  });

  it("keeps pages that should not be listed out of search engines, without a canonical", () => {
    const notFound = pageMeta(firstSite, {
      title: "Page not found",
      description: "d",
      path: "/404",
      noindex: true,
    }) as Tag[];
    expect(find(notFound, "name", "robots")?.content).toBe("noindex");
    expect(find(notFound, "rel", "canonical")).toBeUndefined();
  });

  it("carries the company's structured data", () => {
    const data = tags.find((t) => "script:ld+json" in t)?.["script:ld+json"] as Record<string, unknown>;
    expect(data["@type"]).toBe(company.businessType ?? "HomeAndConstructionBusiness");
  });
});

describe("absoluteUrl", () => {
  it("builds on any origin", () => {
    expect(absoluteUrl("/about", "https://build.test")).toBe("https://build.test/about");
  });
});

describe("a page in another of the owner's languages", () => {
  const about = spanish.localPath(ABOUT_PATH);
  // As React Router pre-renders it, with a trailing slash.
  const tags = pageMeta(spanish, { title: "Sobre", description: "d", path: `${about}/` }) as Tag[];
  const alternates = tags.filter((t) => t.rel === "alternate").map((t) => [t.hrefLang, t.href]);

  it("is named at its own address, with its address in each language and the first as x-default", () => {
    expect(about).toBe("/es/sobre-nosotros");
    expect(find(tags, "rel", "canonical")?.href).toBe(`${DEFAULT_SITE_URL}${about}`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${DEFAULT_SITE_URL}${about}`);
    expect(alternates).toEqual([
      ["en", `${DEFAULT_SITE_URL}${ABOUT_PATH}`],
      ["es", `${DEFAULT_SITE_URL}${about}`],
      ["x-default", `${DEFAULT_SITE_URL}${ABOUT_PATH}`],
    ]);
  });

  it("shares its language's card, described in its words, and its company at its home there", () => {
    expect(find(tags, "property", "og:image")?.content).toBe(`${DEFAULT_SITE_URL}/es/og-image.png`);
    expect(find(tags, "property", "og:image:alt")?.content).toBe(
      spanish.words.facts.imageAlt(spanish.company.name),
    );
    expect(find(tags, "property", "og:locale")?.content).toBe(`es_${spanish.company.country}`);
    const data = tags.find((t) => "script:ld+json" in t)?.["script:ld+json"] as Record<string, unknown>;
    expect(data.url).toBe(`${DEFAULT_SITE_URL}/es`);
  });
});
