/**
 * A firm with twelve trades, some with long names, and a long name of its own: the header and the
 * footer stay whole at every width (the header one bar that holds the whole name, nothing scrolls
 * sideways), the home page's first phone screen still reaches the facts under the hero, and each
 * service has its page. Runs in a copy of the project (sharing node_modules).
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MAX_SERVICES } from "~/content/schema";
import { chrome, company, home } from "~/content/site";
import { expect, test } from "../support/fixtures";
import { copyProject, startSite, type RunningSite } from "../support/site";

test.describe.configure({ mode: "serial" });

let copy: string;
let site: RunningSite;

/** 52 characters, four lines of the home title at its usual size on a phone. */
const LONG_NAME = "Oakbridge Construction Company of Greater Springfield";

const LONG_TITLES = [
  "Custom Kitchen Design, Cabinetry and Countertop Installation",
  "Bathroom Remodeling and Accessible Wet Rooms",
  "Roof Replacement",
  "Basement Waterproofing",
];
const SERVICES = Array.from({ length: MAX_SERVICES }, (_, i) => ({
  slug: `trade-${i + 1}`,
  title: i < LONG_TITLES.length ? LONG_TITLES[i]! : `${LONG_TITLES[i % LONG_TITLES.length]} ${i + 1}`,
  category: `Trade ${i + 1}`,
  description: "A service of a firm with many trades, to see that every page keeps its shape.",
  features: ["One", "Two", "Three"],
  questions: [{ question: `A question about trade ${i + 1}?`, answer: "An answer." }],
}));

test.beforeAll(async () => {
  test.setTimeout(300_000);
  copy = copyProject("site-twelve-");
  for (const name of readdirSync(join(copy, "app/content/projects"))) {
    const file = join(copy, "app/content/projects", name);
    writeFileSync(
      file,
      JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), service: SERVICES[0]!.slug }),
    );
  }
  writeFileSync(join(copy, "app/content/services.json"), JSON.stringify({ services: SERVICES }));
  const company = JSON.parse(readFileSync(join(copy, "app/content/company.json"), "utf8"));
  writeFileSync(join(copy, "app/content/company.json"), JSON.stringify({ ...company, name: LONG_NAME }));
  site = await startSite("build", {}, { cwd: copy, timeoutMs: 280_000 });
});
test.afterAll(async () => {
  await site?.stop();
  rmSync(copy, { recursive: true, force: true });
});

for (const width of [320, 375, 768, 1280])
  test(`at ${width} px, with ${MAX_SERVICES} services: no page scrolls sideways, the header keeps one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/services", `/services/${SERVICES[0]!.slug}`, "/faq", "/contact"]) {
      await page.goto(site.origin + path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        width,
      );
      // The bar is one row, as with the specification's five pages (64 px and its border).
      const header = (await page.locator("header").first().boundingBox())!;
      expect(header.height, path).toBeLessThanOrEqual(65);
      // The whole name inside the bar: none of it hidden above the page or under the bar's edge.
      const brand = (await page.getByRole("link", { name: LONG_NAME }).first().boundingBox())!;
      expect(brand.y, path).toBeGreaterThanOrEqual(header.y);
      expect(brand.y + brand.height, path).toBeLessThanOrEqual(header.y + header.height);
      const footerLinks = page.getByRole("contentinfo").getByRole("link");
      expect(await footerLinks.count()).toBeGreaterThanOrEqual(MAX_SERVICES);
      // Every footer link inside the page's width.
      for (const box of await footerLinks.evaluateAll((links) =>
        links.map((a) => a.getBoundingClientRect().right),
      ))
        expect(box, path).toBeLessThanOrEqual(width);
    }
  });

test("at 375 px, the long name leaves the facts under the hero in the first screen, above the call bar", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(site.origin + "/");
  await expect(page.getByRole("heading", { level: 1, name: LONG_NAME })).toBeVisible();
  const callBar = page.getByRole("complementary", { name: `${chrome.callLabel} / ${chrome.quoteLabel}` });
  const bar = (await callBar.boundingBox())!;
  // The band's title names the company: the copy's name, not the starter's.
  const band = page.getByRole("region", { name: home.trust.title.replace(company.name, LONG_NAME) });
  for (const fact of home.trust.facts.slice(0, 2)) {
    const value = (await band.getByText(fact.value, { exact: true }).boundingBox())!;
    expect(value.y + value.height, `"${fact.value}"`).toBeLessThanOrEqual(bar.y);
  }
});

test(`each of the ${MAX_SERVICES} services has its page`, async () => {
  for (const service of SERVICES) {
    const response = await fetch(`${site.origin}/services/${service.slug}`);
    expect(response.status, service.slug).toBe(200);
    expect(await response.text()).toContain(service.title);
  }
});
