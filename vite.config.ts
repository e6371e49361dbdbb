import { realpathSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { projects } from "./app/content/site";
import { DEFAULT_LEADS_DB } from "./server/leads/inbox-settings.mjs";
import { defineBuildSettings, readBuildSettings } from "./tooling/build-settings";
import { photoPipeline } from "./tooling/images";
import { islands } from "./tooling/islands";

const settings = readBuildSettings(process.env);

export default defineConfig({
  // The `~` alias comes from tsconfig.json's `paths`, its one declaration.
  plugins: [
    tailwindcss(),
    reactRouter(),
    islands(),
    tsconfigPaths(),
    photoPipeline({ projects, selfHostImages: settings.selfHostImages }),
  ],
  define: defineBuildSettings(settings),
  // The dev servers (npm run dev, npm run edit) on 127.0.0.1 answer any page the owner's browser has
  // open: they send no CORS headers (so no other origin reads what they serve), and serve only what
  // the site and the editor need (an allow-list: the owner keeps other files in the project folder,
  // a leads export, a backup's database and photos, deploy/ settings), and, within it, no secrets
  // nor SQLite files (Vite's default refusals repeated, since a list set here replaces them).
  server: {
    cors: false,
    fs: {
      allow: [
        "app",
        "public",
        "tooling/editor",
        // Real path: Vite resolves node_modules through a symlink (a copy of the project has one).
        realpathSync(resolve(import.meta.dirname, "node_modules")),
      ],
      deny: [
        ".env",
        ".env.*",
        "*.{crt,pem}",
        "**/.git/**",
        `${resolve(import.meta.dirname, dirname(DEFAULT_LEADS_DB))}/**`,
        "*.sqlite",
        "*.sqlite-*",
      ],
    },
  },
  // Vite's dependency scan misses lucide-react (imported only by components), so the first dev load
  // would discover it late and answer "504 Outdated Optimize Dep" while it re-optimises.
  optimizeDeps: { include: ["lucide-react"] },
});
