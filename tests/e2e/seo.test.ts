import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL } from "../../tooling/build-settings";
import { company } from "~/content/site";
import { formatTime } from "~/lib/format";
import {
  buildSite,
  decodeHtml,
  fetchHtml,
  readBuildFile,
  startSite,
  type RunningSite,
} from "../support/site";

const ROUTES = ["/", "/about", "/services", "/portfolio", "/contact"];
const ORIGIN = DEFAULT_SITE_URL;

let site: RunningSite;
const pages = new Map<string, string>();

beforeAll(async () => {
  site = await startSite();
  for (const path of ROUTES) pages.set(path, (await fetchHtml(site.origin, path)).html);
});
afterAll(() => site?.stop());

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

describe.each(ROUTES)("%s in the pre-rendered HTML", (path) => {
  it("has a title and a description of its own, naming the company", () => {
    const html = pages.get(path)!;
    expect(title(html)).toContain(company.name);
    expect(description(html)?.length).toBeGreaterThan(50);
    const others = [...pages].filter(([p]) => p !== path).map(([, h]) => h);
    expect(others.map(title)).not.toContain(title(html));
    expect(others.map(description)).not.toContain(description(html));
  });

  it("has an absolute canonical URL and Open Graph and Twitter tags on the configured origin", () => {
    const html = pages.get(path)!;
    const url = `${ORIGIN}${path === "/" ? "/" : path}`;
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(url);
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(url);
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toBe(`${ORIGIN}/og-image.png`);
    expect(attr(html, /<meta property="og:type" content="([^"]*)"/)).toBe("website");
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe(title(html));
    expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe("summary_large_image");
    expect(attr(html, /<meta name="theme-color" content="([^"]*)"/)).toBe(company.themeColor);
    // (Beasties, which inlines the CSS, marks the root element data-beasties-container.)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"[ >]/);
  });

  it("has JSON-LD whose phone, email and hours equal the content module's", () => {
    const data = jsonLd(pages.get(path)!);
    expect(data.telephone).toBe(company.phone.e164);
    expect(data.email).toBe(company.email);
    expect(data.openingHoursSpecification).toEqual(
      company.hours.map((h) =>
        expect.objectContaining({ dayOfWeek: h.dayOfWeek, opens: h.opens, closes: h.closes }),
      ),
    );
  });
});

it("the contact page shows the same phone, email, hours, address and area as the structured data", () => {
  const html = decodeHtml(pages.get("/contact")!);
  expect(html).toContain(`href="tel:${company.phone.e164}"`);
  expect(html).toContain(`href="mailto:${company.email}"`);
  for (const h of company.hours) {
    expect(html).toContain(h.days);
    expect(html).toContain(formatTime(h.opens));
  }
  if (company.address) expect(html).toContain(company.address.street);
  if (company.areaServed) expect(html).toContain(company.areaServed);
});

it("the sitemap lists exactly the five pages, and robots.txt points to it", async () => {
  const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(ROUTES.map((p) => `${ORIGIN}${p === "/" ? "/" : p}`).sort());
  const robots = await (await fetch(`${site.origin}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  expect(robots).toMatch(/User-agent: \*\nAllow: \//);
});

it("serves the icons, the web app manifest, and a 1200x630 sharing image", async () => {
  for (const path of ["/favicon.svg", "/favicon.png", "/apple-touch-icon.png", "/icon-512.png"]) {
    expect((await fetch(site.origin + path)).status, path).toBe(200);
  }
  const manifest = (await (await fetch(`${site.origin}/site.webmanifest`)).json()) as { name: string };
  expect(manifest.name).toBe(company.name);
  const png = Buffer.from(await (await fetch(`${site.origin}/og-image.png`)).arrayBuffer());
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

it("a build with another SITE_URL puts every absolute URL on that origin", async () => {
  await buildSite("build-seo", { SITE_URL: "https://builders.test" });
  const home = readBuildFile("build-seo", "client/index.html");
  const about = readBuildFile("build-seo", "client/about.html");
  expect(home).not.toContain(ORIGIN);
  expect(about).toMatch(/<link rel="canonical" href="https:\/\/builders\.test\/about"\/?>/);
  expect(about).toContain('content="https://builders.test/og-image.png"');
  expect(home).toContain('"url":"https://builders.test/"');
  expect(readBuildFile("build-seo", "client/sitemap.xml")).toContain(
    "<loc>https://builders.test/services</loc>",
  );
  expect(readBuildFile("build-seo", "client/robots.txt")).toContain(
    "Sitemap: https://builders.test/sitemap.xml",
  );
});
