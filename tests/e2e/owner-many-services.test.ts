/**
 * A firm with twelve trades, some with long names, and a long name of its own: the header and the
 * footer stay whole at every width (the header one bar that holds the whole name, nothing scrolls
 * sideways), the home page's first phone screen still reaches the facts under the hero, and each
 * service has its page (tests/site/owner-many-services.test.ts). Its build is
 * OWNER_BUILDS["many-services"] (the edits: tests/support/owner-edits.ts).
 */
import { MAX_SERVICES } from "~/content/schema";
import { expect, test } from "../support/fixtures";
import { LONG_NAME, TWELVE_SERVICES as SERVICES } from "../support/owner-edits";
import { useOwnerSite } from "../support/owner-copy";
import { starter } from "../support/starter-content";

// The edits are made to the starter content, whatever the owner's own is.
const { chrome, company, home } = starter;

// In order, in one worker: one server for the file.
test.describe.configure({ mode: "default" });

const site = useOwnerSite("many-services");

for (const width of [320, 375, 768, 1280])
  test(`at ${width} px, with ${MAX_SERVICES} services: no page scrolls sideways, the header keeps one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/services", `/services/${SERVICES[0]!.slug}`, "/faq", "/contact"]) {
      await page.goto(site().origin + path);
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
  await page.goto(site().origin + "/");
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
