import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { projects } from "./app/content/site";
import { defineBuildSettings, readBuildSettings } from "./tooling/build-settings";
import { photoPipeline } from "./tooling/images";
import { islands } from "./tooling/islands";
import { siteLanguage } from "./tooling/site-language";

/**
 * Unit tests: components and modules in jsdom, beside the code (app/, shared/, tooling/, server/, scripts/, cloudflare/).
 * Everything that needs the production build runs on Playwright (playwright.config.ts, tests/e2e/).
 */
export default defineConfig({
  // Unit tests see the default settings, whatever the shell has set.
  define: defineBuildSettings(readBuildSettings({})),
  // `~` from tsconfig.json's paths; islands() answers `virtual:islands` (no loader outside a build);
  // components import "virtual:photos": the owner's own photos, made as the build makes them.
  // The kit's own wording in English, the starter's language, whatever the owner's: the tests check
  // the kit's behaviour in the words they name (each language's wording is checked by
  // shared/copy/copy.test.ts, and each language's site by tests/e2e/owner-languages.test.ts).
  plugins: [
    siteLanguage(undefined, "en"),
    tsconfigPaths(),
    islands(),
    photoPipeline({ projects, selfHostImages: false }),
  ],
  // The Worker's mail module is workerd's own: a stand-in records what would be sent.
  resolve: {
    alias: { "cloudflare:email": new URL("tests/support/cloudflare-email.ts", import.meta.url).pathname },
  },
  test: {
    name: "unit",
    environment: "jsdom",
    include: ["{app,shared,tooling,server,scripts,cloudflare}/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/support/setup-unit.ts"],
    // The form's tests type into a dozen fields with user-event: seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
