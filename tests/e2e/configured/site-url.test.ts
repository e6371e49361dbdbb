import { DEFAULT_SITE_URL } from "../../../tooling/build-settings";
import { expect, test } from "../../support/fixtures";
import { CONFIGURED_BUILD, CONFIGURED_SETTINGS, readBuildFile, servedOrigin } from "../../support/site";

/** This build's SITE_URL; the default build's origin must appear nowhere in it. */
const ORIGIN = CONFIGURED_SETTINGS.SITE_URL;
const DEFAULT_ORIGIN = DEFAULT_SITE_URL;
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

test("npm start built this site itself, as it found no build (playwright.config.ts removed it)", async () => {
  // The server's own words, captured from its output before the tests started.
  expect(process.env.CONFIGURED_BUILD_NOTE).toBe(`No build in ${CONFIGURED_BUILD}/: building it first`);
  const response = await fetch(servedOrigin("CONFIGURED_ORIGIN") + "/services");
  expect(response.status).toBe(200);
  expect(canonical(await response.text())).toBe(`${ORIGIN}/services`);
});

test("a build with another SITE_URL puts every absolute URL on that origin", async () => {
  const file = (name: string) => readBuildFile(CONFIGURED_BUILD, `client/${name}`);
  const home = file("index.html");
  const about = file("about.html");
  expect(home).not.toContain(DEFAULT_ORIGIN);
  expect(canonical(about)).toBe(`${ORIGIN}/about`);
  expect(about).toContain(`content="${ORIGIN}/og-image.png"`);
  expect(home).toContain(`"url":"${ORIGIN}/"`);
  expect(file("sitemap.xml")).toContain(`<loc>${ORIGIN}/services</loc>`);
  expect(file("robots.txt")).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});
