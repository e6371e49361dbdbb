import { expect, test } from "vitest";
import { DEFAULT_SITE_URL } from "../../../tooling/build-settings";
import { parseHtml } from "../../support/html";
import { CONFIGURED_BUILD, CONFIGURED_SETTINGS, readBuildFile } from "../../support/site";
import { ABOUT_PATH, SERVICES_PATH } from "../../support/paths";
import { pageFile } from "#shared/site-manifest.mjs";

/** This build's SITE_URL; the default build's origin must appear nowhere in it. */
const ORIGIN = CONFIGURED_SETTINGS.SITE_URL;
const DEFAULT_ORIGIN = DEFAULT_SITE_URL;
// npm start building a site it finds no build of, with the settings it is given:
// tests/site/owner-content.test.ts ("builds first when there is no build").

const canonical = (html: string) =>
  parseHtml(html).querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined;

test("a build with another SITE_URL puts every absolute URL on that origin", () => {
  const file = (name: string) => readBuildFile(CONFIGURED_BUILD, `client/${name}`);
  const home = file("index.html");
  const about = file(pageFile(ABOUT_PATH));
  expect(home).not.toContain(DEFAULT_ORIGIN);
  expect(canonical(about)).toBe(`${ORIGIN}${ABOUT_PATH}`);
  expect(about).toContain(`content="${ORIGIN}/og-image.png"`);
  expect(home).toContain(`"url":"${ORIGIN}/"`);
  expect(file("sitemap.xml")).toContain(`<loc>${ORIGIN}${SERVICES_PATH}</loc>`);
  expect(file("robots.txt")).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});
