import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { defineBuildSettings, readBuildSettings } from "./config/build-settings";

/**
 * Unit tests: components and modules in jsdom, beside the code (app/, config/, server/, scripts/).
 * Everything that needs the production build runs on Playwright (playwright.config.ts, tests/e2e/).
 */
export default defineConfig({
  // Unit tests see the default settings, whatever the shell has set.
  define: defineBuildSettings(readBuildSettings({})),
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    name: "unit",
    environment: "jsdom",
    include: ["{app,config,server,scripts}/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/support/setup-unit.ts"],
  },
});
