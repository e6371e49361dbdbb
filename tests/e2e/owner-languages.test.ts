/**
 * A company in each language the kit speaks besides English, each made from its data files alone
 * (tests/support/owners/): what a browser shows of every page, with the language's long words.
 * Each build is OWNER_BUILDS[<folder>] (tests/support/builds.ts); what the builds say, the inbox's
 * answers and npm run leads in each language are tests/site/owner-languages.test.ts.
 */
import { test } from "../support/fixtures";
import { expectAccessiblePages } from "../support/owner-copy";
import {
  ensureOwnerBuilt,
  readPages,
  startOwnerSite,
  type OwnerServer,
  OWNER_BUILD_TIMEOUT,
} from "../support/owner-site";

for (const [language, folder] of [
  ["de", "berlin-builder"],
  ["es", "madrid-builder"],
  ["fr", "lyon-builder"],
] as const)
  test.describe(`a company in ${language} (tests/support/owners/${folder})`, () => {
    let copy: string;
    let site: OwnerServer;

    test.beforeAll(async () => {
      test.setTimeout(OWNER_BUILD_TIMEOUT);
      copy = await ensureOwnerBuilt(folder);
      site = await startOwnerSite(copy);
    });
    test.afterAll(async () => {
      await site?.stop();
    });

    test("every page passes axe light and dark at 375 and 1280 px, and none scrolls sideways at 320, 375 or 1280 px", async ({
      page,
    }) => {
      test.setTimeout(240_000);
      // The not-found page answers 404, which the browser logs: its words are checked without a browser.
      const paths = Object.keys(readPages(copy)).filter((path) => path !== "/404");
      await expectAccessiblePages(page, site.origin, paths);
    });
  });
