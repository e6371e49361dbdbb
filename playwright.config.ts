import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./tooling/chromium.mjs";

/**
 * What only a browser can show (tests/e2e/): pages in Chromium, their interaction, layout, axe and
 * screenshots, and the form without JavaScript. Checks of built files, headers and commands that
 * need no browser are Vitest's (vitest.config.ts, tests/site/).
 *
 * The builds are made once for the run by the global setup (tests/support/builds.ts), which also
 * starts `npm start` on the starter's build (SITE_ORIGIN) and on the build with SITE_URL and a
 * form service's CONTACT_ENDPOINT set (CONFIGURED_ORIGIN, tests/e2e/configured/), on 127.0.0.1;
 * the inbox's tests start their own servers, each with its own leads database.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  // Two cores: one worker per core, each with its own Chromium; the servers are shared.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // A line per test and the summary; on a developer's machine also the HTML report (playwright-report/,
  // git-ignored; `npx playwright show-report`), never opened by itself. CI reads the log only.
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  globalSetup: "./tests/support/global-setup.ts",
  use: {
    browserName: "chromium",
    headless: true,
    // The machine's own Chromium (tooling/chromium.mjs finds it): no browser download.
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS },
    // No trace by default: recording every action's DOM cost a sixth of the suite's time, for
    // traces of passing tests thrown away. A failure keeps its screenshot; to follow one step by
    // step, run it again with `-- --trace on`.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "default",
      testIgnore: ["configured/**"],
      use: { baseURL: process.env.SITE_ORIGIN },
    },
    {
      name: "configured",
      testMatch: "configured/**/*.test.ts",
      use: { baseURL: process.env.CONFIGURED_ORIGIN },
    },
  ],
});
