import { defineConfig } from "vitest/config";
import { everyProject } from "./app/content/site.ts";
import { defineBuildSettings, readBuildSettings } from "./tooling/build-settings.ts";
import { photoPipeline } from "./tooling/images.ts";
import { islands } from "./tooling/islands.ts";
import LongFirst from "./tests/support/sequencer.ts";

/**
 * `npm run test:owner-suite` (or OWNER_SUITE=1): the owner-facing files again on another company's
 * own builds (tests/owner-suite/), more than `npm test`'s time allows. Its project exists only
 * then, so an ordinary run neither runs nor skips it.
 */
const ownerSuite = process.env.npm_lifecycle_event === "test:owner-suite" || Boolean(process.env.OWNER_SUITE);

/**
 * Two projects, one run (`npx vitest run`, or `--project unit` / `--project site`):
 * - `unit`: modules and components beside the code (app/, shared/, tooling/, server/, scripts/,
 *   cloudflare/), in Node; a component's test asks for jsdom in its first line.
 * - `site`: the production builds checked without a browser (tests/site/): their HTML parsed, their
 *   files read, npm start, the host rules in nginx and Caddy, and the commands, answered over HTTP.
 *   Each build is made once for the run (tests/support/builds.ts), before any of its files starts.
 * What only a browser can show is Playwright's (playwright.config.ts, tests/e2e/).
 */
export default defineConfig({
  // Unit tests see the default settings, whatever the shell has set.
  define: defineBuildSettings(readBuildSettings({})),
  // islands() answers `virtual:islands` (no loader outside a build);
  // components import "virtual:photos": the owner's own photos, made as the build makes them.
  plugins: [islands(), photoPipeline({ projects: everyProject, selfHostImages: false })],
  // The Worker's mail module is workerd's own: a stand-in records what would be sent.
  resolve: {
    // `~` from tsconfig.json's paths.
    tsconfigPaths: true,
    alias: { "cloudflare:email": new URL("tests/support/cloudflare-email.ts", import.meta.url).pathname },
  },
  test: {
    // On a clean clone, the files tagged @runs-long start first (tests/support/sequencer.ts).
    sequence: { sequencer: LongFirst },
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["{app,shared,tooling,server,scripts,cloudflare}/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/support/setup-unit.ts"],
          // The owner's words (mail, npm run leads) in English, whatever the owner's language
          // (#shared/copy/owner.ts): the unit tests of the server's modules check the kit's
          // behaviour in the words they name. A page's words are its language's, read by the tests
          // from the site (tests/support/site-words.ts).
          env: { OWNER_LANGUAGE: "en" },
          // A worker's modules serve all its files, loaded once (a file that mocks one has its own:
          // setup-unit.ts): a fifth less of the suite's CPU than a fresh worker per file.
          isolate: false,
          // First, on both cores: each file computes.
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
          // The form's tests type into a dozen fields with user-event: seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        // These tests read what a page or the inbox says from the site's words, so they hold on an
        // owner's site in any language.
        test: {
          name: "site",
          environment: "node",
          include: ["tests/site/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          // Then, four at a time on two cores: most of these files wait on a build, a server or a
          // timer in another process, and a build in one file runs while another file waits.
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
          // Servers start, builds run in copies of the project: a minute is a slow start, not a hang.
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      ...(ownerSuite
        ? [
            {
              test: {
                name: "owner-suite",
                environment: "node",
                include: ["tests/owner-suite/**/*.test.ts"],
                // Each test runs a whole runner in a copy of the project, its builds included.
                testTimeout: 1_800_000,
                hookTimeout: 300_000,
              },
            },
          ]
        : []),
    ],
  },
});
