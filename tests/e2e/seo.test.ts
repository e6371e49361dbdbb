import { readFileSync } from "node:fs";
import { DEFAULT_SITE_URL } from "../../tooling/build-settings";
import { company, projects } from "~/content/site";
import { isRemotePhoto } from "~/content/photo-source";
import { projectPath } from "#shared/paths.ts";
import { formatTime } from "~/lib/format";
import { hoursLines } from "~/lib/hours";
import { expect, test } from "../support/fixtures";
import { decodeHtml, fetchHtml, servedOrigin } from "../support/site";
import { PAGES } from "../support/pages";

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

const pages = new Map<string, string>();
test.beforeAll(async () => {
  for (const path of ROUTES) pages.set(path, (await fetchHtml(servedOrigin("SITE_ORIGIN"), path)).html);
});

const attr = (html: string, pattern: RegExp) => {
  const value = pattern.exec(html)?.[1];
  return value === undefined ? undefined : decodeHtml(value);
};
const title = (html: string) => attr(html, /<title>([^<]*)<\/title>/);
const description = (html: string) => attr(html, /<meta name="description" content="([^"]*)"/);
const jsonLd = (html: string) =>
  JSON.parse(attr(html, /<script type="application\/ld\+json">(.*?)<\/script>/s) ?? "null") as {
    telephone: string;
    email: string;
    openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
  };

for (const path of ROUTES) {
  test.describe(`${path} in the pre-rendered HTML`, () => {
    test("has a title and a description of its own, naming the company", () => {
      const html = pages.get(path)!;
      expect(title(html)).toContain(company.name);
      expect(description(html)?.length).toBeGreaterThan(50);
      const others = [...pages].filter(([p]) => p !== path).map(([, h]) => h);
      expect(others.map(title)).not.toContain(title(html));
      expect(others.map(description)).not.toContain(description(html));
    });

    test("has an absolute canonical URL and Open Graph and Twitter tags on the configured origin", () => {
      const html = pages.get(path)!;
      const url = `${ORIGIN}${path === "/" ? "/" : path}`;
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(url);
      expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(url);
      expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toEqual(ogImage(path));
      expect(attr(html, /<meta property="og:type" content="([^"]*)"/)).toBe("website");
      expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe(title(html));
      expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe("summary_large_image");
      expect(attr(html, /<meta name="theme-color" content="([^"]*)"/)).toBe(company.themeColor);
      // (Beasties, which inlines the CSS, marks the root element data-beasties-container.)
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en"[ >]/);
    });

    test("has JSON-LD with the company's phone, email and opening hours", () => {
      const data = jsonLd(pages.get(path)!);
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
  const html = decodeHtml(pages.get("/contact")!);
  const data = jsonLd(html);
  expect(html).toContain(`href="tel:${data.telephone}"`);
  expect(html).toContain(`href="mailto:${data.email}"`);
  // Each line of the hours with its times as visitors read them, in a <time> of the JSON-LD value.
  for (const line of hoursLines(company.hours, company.locale)) {
    expect(html).toContain(line.label);
    if ("closed" in line) continue;
    expect(html).toContain(`<time datetime="${line.opens}">${formatTime(line.opens, company.locale)}</time>`);
    expect(html).toContain(
      `<time datetime="${line.closes}">${formatTime(line.closes, company.locale)}</time>`,
    );
  }
  expect(data.openingHoursSpecification).toHaveLength(OPEN_HOURS.length);
  if (company.address) expect(html).toContain(company.address.street);
  if (company.areasText) expect(html).toContain(company.areasText);
});

test("the sitemap lists exactly the pages (the five, each service's, each project's, the questions), and robots.txt points to it", async () => {
  const origin = servedOrigin("SITE_ORIGIN");
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(ROUTES.map((p) => `${ORIGIN}${p === "/" ? "/" : p}`).sort());
  const robots = await (await fetch(`${origin}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  expect(robots).toMatch(/User-agent: \*\nAllow: \//);
});

for (const path of ROUTES)
  test(`${path} carries the SVG favicon itself and links the PNG icons`, () => {
    const svg = readFileSync("public/favicon.svg", "utf8").trim();
    const icons = [...pages.get(path)!.matchAll(/<link rel="(icon|apple-touch-icon)" href="([^"]+)"/g)].map(
      (m) => [m[1], decodeHtml(m[2]!)],
    );
    expect(icons).toEqual([
      ["icon", "/favicon.png"],
      ["icon", `data:image/svg+xml,${encodeURIComponent(svg)}`],
      ["apple-touch-icon", "/apple-touch-icon.png"],
    ]);
    // Not an app to install: no manifest for the browser to fetch on every first visit.
    expect(pages.get(path)).not.toContain('rel="manifest"');
  });

test("serves the icons and a 1200x630 sharing image", async () => {
  const origin = servedOrigin("SITE_ORIGIN");
  for (const path of ["/favicon.svg", "/favicon.png", "/apple-touch-icon.png", "/icon-512.png"]) {
    expect((await fetch(origin + path)).status, path).toBe(200);
  }
  const png = Buffer.from(await (await fetch(`${origin}/og-image.png`)).arrayBuffer());
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});
