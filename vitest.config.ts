import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { projects } from "./app/content/site";
import { defineBuildSettings, readBuildSettings } from "./tooling/build-settings";
import { photoPipeline } from "./tooling/images";
import { islands } from "./tooling/islands";

/**
 * Two projects, one command (`npm test`):
 * - unit: components and modules in jsdom, beside the code (app/, tooling/, server/);
 * - e2e: the production build served by `npm start`, driven in Chromium (tests/e2e/).
 */
export default defineConfig({
  // Unit tests see the default settings, whatever the shell has set.
  define: defineBuildSettings(readBuildSettings({})),
  // `~` from tsconfig.json's paths; islands() answers `virtual:islands` (no loader outside a build);
  // components import "virtual:photos": the owner's own photos, made as the build makes them.
  plugins: [
    tsconfigPaths(),
    islands(),
    photoPipeline({ images: projects.map((p) => p.image), selfHostImages: false }),
  ],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["{app,tooling,server,scripts}/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/support/setup-unit.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          // Browsers and builds share two cores: one file at a time keeps timings sane.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
