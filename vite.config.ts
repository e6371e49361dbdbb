import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { everyProject } from "./app/content/site.ts";
import { defineBuildSettings, readBuildSettings } from "./tooling/build-settings.ts";
import { photoPipeline } from "./tooling/images.ts";
import { islands } from "./tooling/islands.ts";

const settings = readBuildSettings(process.env);
/** The project's folders the dev servers serve files from: the site's sources, public files and packages. */
const DEV_SERVED = ["app", "shared", "public", "node_modules"];

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    islands(),
    photoPipeline({ projects: everyProject, selfHostImages: settings.selfHostImages }),
  ],
  define: defineBuildSettings(settings),
  // The `~` alias comes from tsconfig.json's `paths`, its one declaration.
  resolve: { tsconfigPaths: true },
  // esbuild's CSS minifier, as before Vite 8: Lightning CSS (Vite 8's default) adds fallbacks for
  // light-dark() and repeats prefixed properties, bytes in every page's inline styles.
  // No warning that plugins took much of the build's time: a fact of the machine's load, not of the
  // code (it came and went on a busy 2-core machine).
  build: { cssMinify: "esbuild", rollupOptions: { checks: { bundlerTimings: false } } },
  // The dev servers (npm run dev, npm run edit) on 127.0.0.1 answer any page the owner's browser has
  // open: they send no CORS headers (so no other origin reads what they serve), and serve only what
  // the site needs (an allow-list: the app, its public files, its packages), so nothing an owner keeps
  // in the project's folder (leads.csv, a backup's lead-photos/, the inbox's data/) is served;
  // within it, no SQLite file either, nor Vite's own refusals (its defaults, repeated because a
  // list set here replaces them).
  server: {
    cors: false,
    fs: {
      allow: DEV_SERVED.map((folder) => resolve(import.meta.dirname, folder)),
      deny: [".env", ".env.*", "*.{crt,pem}", "**/.git/**", "*.sqlite", "*.sqlite-*"],
    },
  },
  // Where the dev servers' first scan for the packages the pages import starts: the document, every
  // route and every island (their tests aside), followed through every import. React Router gives
  // Vite none (unless its unstable_optimizeDeps flag is on), so the scan found nothing, and each
  // package outside React's was found as a page asked for it: lucide-react, the phone number's
  // library, then photoswipe (a project page's photo viewer). A package found late makes Vite bundle
  // them all again while pages load: every module a page had asked for before then answers
  // "504 Outdated Optimize Dep" (tests/e2e/dev-servers.test.ts).
  optimizeDeps: { entries: ["app/root.tsx", "app/routes/**/*.tsx", "app/islands/*", "!**/*.test.*"] },
  // The built server bundle carries the icons it uses (each imported from its own module, see
  // eslint.config.js), not the package: npm start loads it for the inbox's pages
  // (app/entry.server.tsx), where importing all of lucide-react cost 0.13 s and 35 MB at every
  // start. The dev servers render as before.
  ...(command === "build" ? { ssr: { noExternal: ["lucide-react"] } } : {}),
}));
