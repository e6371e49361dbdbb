import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./tooling/chromium.mjs";
import { buildEnv, CONFIGURED_BUILD, CONFIGURED_SETTINGS, TEST_BUILD } from "./tests/support/site";

/**
 * Everything that needs the production build, served by `npm start` (tests/e2e/): pages in
 * Chromium, the server's answers, the built files. Unit tests are Vitest's (vitest.config.ts).
 *
 * Three builds for the whole run, each made once for every file that needs it:
 * - `default`: the settings a new owner starts with (no CONTACT_ENDPOINT, the default SITE_URL);
 * - `configured`: SITE_URL and CONTACT_ENDPOINT set (tests/e2e/configured/). Its folder is removed
 *   first, so `npm start` builds it itself, which its "builds when there is no build" test relies on.
 *   Both are served by a webServer, once for all the files.
 * - the lead inbox's (CONTACT_ENDPOINT=/api/contact), built by global-setup.ts; its tests start
 *   their own servers on it, each with its own leads database.
 *
 * Each server listens on 127.0.0.1 and a free port; the origin it prints is captured into
 * process.env (SITE_ORIGIN, CONFIGURED_ORIGIN) by `wait.stdout`, before any worker starts.
 */
/** The files that build the site again in a copy of the project (project `copies`). */
const COPY_TESTS = [
  "owner-content.test.ts",
  "owner-business.test.ts",
  "owner-many-services.test.ts",
  "owner-kitchen-and-bath.test.ts",
  "owner-languages.test.ts",
  "photos.test.ts",
  "project-gallery.test.ts",
  "editor.test.ts",
  "dev-servers.test.ts",
  "social-card.test.ts",
];

const serve = (buildDir: string, origin: string) =>
  new RegExp(`Serving ${buildDir}/client on (?<${origin}>http://127\\.0\\.0\\.1:\\d+)`);

const environment = (buildDir: string, settings: { SITE_URL?: string; CONTACT_ENDPOINT?: string }) => ({
  ...buildEnv(buildDir, settings),
  HOST: "127.0.0.1",
  PORT: "0",
});

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
    trace: "retain-on-failure",
  },
  webServer: [
    {
      name: "default",
      command: "npm run build && npm start",
      env: environment(TEST_BUILD, {}),
      wait: { stdout: serve(TEST_BUILD, "site_origin") },
      timeout: 180_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      name: "configured",
      command: `node -e "fs.rmSync('${CONFIGURED_BUILD}', { recursive: true, force: true })" && npm start`,
      env: environment(CONFIGURED_BUILD, CONFIGURED_SETTINGS),
      // npm start's note that it builds first, then the address it serves on.
      wait: {
        stdout: new RegExp(
          `(?<configured_build_note>No build in ${CONFIGURED_BUILD}/: building it first)[\\s\\S]*` +
            serve(CONFIGURED_BUILD, "configured_origin").source,
        ),
      },
      timeout: 180_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
  ],
  projects: [
    // Listed first, so each starts at once in a worker of its own: they build the site several times
    // in a copy of the project (the owner's edits, the photo pipeline), the longest files of the run.
    {
      name: "copies",
      testMatch: COPY_TESTS,
      use: { baseURL: process.env.SITE_ORIGIN },
    },
    {
      name: "default",
      testIgnore: ["configured/**", ...COPY_TESTS],
      use: { baseURL: process.env.SITE_ORIGIN },
    },
    {
      name: "configured",
      testMatch: "configured/**/*.test.ts",
      use: { baseURL: process.env.CONFIGURED_ORIGIN },
    },
  ],
});
