import { readFileSync } from "node:fs";
import { DEFAULT_SITE_URL } from "../../tooling/build-settings";
import { company, projects } from "~/content/site";
import { isRemotePhoto } from "~/content/photo-source";
import { language } from "../support/site-words.ts";
import { CONTACT_PATH, projectPath } from "../support/paths";
import { formatTime } from "~/lib/format";
import { hoursLines } from "~/lib/hours";
import { beforeAll, describe, expect, test } from "vitest";
import { fetchPage, textOf } from "../support/html";
import { servedOrigin } from "../support/site";
import { PAGES, PAGES_IN_EVERY_LANGUAGE } from "../support/pages";

const ROUTES = PAGES;
const ORIGIN = DEFAULT_SITE_URL;
/** The open days of the content's hours, as schema.org states them. */
const OPEN_HOURS = company.hours.filter((h) => !h.closed);

/** A page's Open Graph image: a project's cover (full size), else the site's card. */
function ogImage(path: string) {
  const project = projects.find((p) => projectPath(p) === path);
  if (!project) return `${ORIGIN}/og-image.png`;
  const cover = project.photos[0]!.image;
  return isRemotePhoto(cover)
    ? `${cover}?auto=format&fit=max&w=1600&q=70`
    : expect.stringMatching(`^${ORIGIN}/assets/`);
}

/** Each page's HTML as served, and parsed. */
const pages = new Map<string, { html: string; document: Document }>();
beforeAll(async () => {
  for (const path of ROUTES) pages.set(path, await fetchPage(servedOrigin("SITE_ORIGIN"), path));
});

/** An attribute of the first element `selector` finds in the page's head. */
const attr = (document: Document, selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name) ?? undefined;
const title = (document: Document) => document.head.querySelector("title")?.textContent ?? undefined;
const description = (document: Document) => attr(document, 'meta[name="description"]', "content");
const jsonLd = (document: Document) =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "null") as {
    telephone: string;
    email: string;
    openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
  };

for (const path of ROUTES) {
  describe(`${path} in the pre-rendered HTML`, () => {
    test("has a title and a description of its own, naming the company", () => {
      const { document } = pages.get(path)!;
      expect(title(document)).toContain(company.name);
      expect(description(document)?.length).toBeGreaterThan(50);
      const others = [...pages].filter(([p]) => p !== path).map(([, page]) => page.document);
      expect(others.map(title)).not.toContain(title(document));
      expect(others.map(description)).not.toContain(description(document));
    });

    test("has an absolute canonical URL and Open Graph and Twitter tags on the configured origin", () => {
      const { html, document } = pages.get(path)!;
      const url = `${ORIGIN}${path === "/" ? "/" : path}`;
      expect(attr(document, 'link[rel="canonical"]', "href")).toBe(url);
      expect(attr(document, 'meta[property="og:url"]', "content")).toBe(url);
      expect(attr(document, 'meta[property="og:image"]', "content")).toEqual(ogImage(path));
      expect(attr(document, 'meta[property="og:type"]', "content")).toBe("website");
      expect(attr(document, 'meta[property="og:title"]', "content")).toBe(title(document));
      expect(attr(document, 'meta[name="twitter:card"]', "content")).toBe("summary_large_image");
      expect(attr(document, 'meta[name="theme-color"]', "content")).toBe(company.themeColor);
      // (Beasties, which inlines the CSS, marks the root element data-beasties-container.)
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}"[ >]`));
    });

    test("has JSON-LD with the company's phone, email and opening hours", () => {
      const data = jsonLd(pages.get(path)!.document);
      expect(data.telephone).toBe(company.phoneE164);
      expect(data.email).toBe(company.email);
      expect(data.openingHoursSpecification).toEqual(
        OPEN_HOURS.map(({ days: dayOfWeek, opens, closes }) =>
          expect.objectContaining({ "@type": "OpeningHoursSpecification", dayOfWeek, opens, closes }),
        ),
      );
    });
  });
}

test("the contact page shows the phone, email, hours, address and area the structured data states", () => {
  const { document } = pages.get(CONTACT_PATH)!;
  const data = jsonLd(document);
  const shown = textOf(document.body);
  expect(document.body.querySelectorAll(`a[href="tel:${data.telephone}"]`).length).toBeGreaterThan(0);
  expect(document.body.querySelectorAll(`a[href="mailto:${data.email}"]`).length).toBeGreaterThan(0);
  // Each line of the hours with its times as visitors read them, in a <time> of the JSON-LD value.
  const times = [...document.body.querySelectorAll("time")].map((time) => [
    time.getAttribute("datetime"),
    textOf(time),
  ]);
  for (const line of hoursLines(company.hours, company.locale)) {
    expect(shown).toContain(line.label);
    if ("closed" in line) continue;
    expect(times).toContainEqual([line.opens, formatTime(line.opens, company.locale)]);
    expect(times).toContainEqual([line.closes, formatTime(line.closes, company.locale)]);
  }
  expect(data.openingHoursSpecification).toHaveLength(OPEN_HOURS.length);
  if (company.address) expect(shown).toContain(company.address.street);
  if (company.areasText) expect(shown).toContain(company.areasText);
});

test("the sitemap lists exactly the pages (the five, each service's, each project's, the questions), and robots.txt points to it", async () => {
  const origin = servedOrigin("SITE_ORIGIN");
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(PAGES_IN_EVERY_LANGUAGE.map((p) => `${ORIGIN}${p === "/" ? "/" : p}`).sort());
  const robots = await (await fetch(`${origin}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  expect(robots).toMatch(/User-agent: \*\nAllow: \//);
});

for (const path of ROUTES)
  test(`${path} carries the SVG favicon itself and links the PNG icons`, () => {
    const svg = readFileSync("public/favicon.svg", "utf8").trim();
    const { html, document } = pages.get(path)!;
    const icons = [...document.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')].map(
      (link) => [link.getAttribute("rel"), link.getAttribute("href")],
    );
    expect(icons).toEqual([
      ["icon", "/favicon.png"],
      ["icon", `data:image/svg+xml,${encodeURIComponent(svg)}`],
      ["apple-touch-icon", "/apple-touch-icon.png"],
    ]);
    // Not an app to install: no manifest for the browser to fetch on every first visit.
    expect(html).not.toContain('rel="manifest"');
  });

test("serves the icons and a 1200x630 sharing image", async () => {
  const origin = servedOrigin("SITE_ORIGIN");
  for (const path of ["/favicon.svg", "/favicon.png", "/apple-touch-icon.png", "/icon-512.png"]) {
    expect((await fetch(origin + path)).status, path).toBe(200);
  }
  const png = Buffer.from(await (await fetch(`${origin}/og-image.png`)).arrayBuffer());
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});
