/**
 * The pages as the server sends them, before any script runs. What a visitor sees of them, with
 * JavaScript and without, and what scripts they load, is tests/e2e/pages.test.ts's.
 */
import { describe, expect, test } from "vitest";
import { siteLanguagesOf } from "#shared/copy/site-language.ts";
import { pageFile, pageFiles } from "#shared/site-manifest.mjs";
import { NOT_FOUND_PATH } from "../support/paths";
import { fetchPage, textOf } from "../support/html";
import { PAGES_IN_EVERY_LANGUAGE } from "../support/pages";
import { servedOrigin, TEST_BUILD } from "../support/site";
import { SITE_PAGES } from "../support/site-pages";

test("the build made exactly the navigation's pages, which the tests take their page lists from", () => {
  // In each of the site's languages: the same pages, at their addresses in it (the 404 page once).
  expect(pageFiles(TEST_BUILD)).toEqual(
    Object.fromEntries([...PAGES_IN_EVERY_LANGUAGE, NOT_FOUND_PATH].map((path) => [path, pageFile(path)])),
  );
});

for (const spec of SITE_PAGES)
  describe(`page ${spec.path}`, () => {
    test("is complete in the pre-rendered HTML, before any JavaScript runs", async () => {
      const { status, html, document } = await fetchPage(servedOrigin("SITE_ORIGIN"), spec.path);
      expect(status).toBe(200);
      expect(textOf(document.querySelector("h1"))).toMatch(spec.heading);
      expect(html).toContain(`<html lang="${siteLanguagesOf()[0]}"`);
    });
  });
