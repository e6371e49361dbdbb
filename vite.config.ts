import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { projects } from "./app/content/site";
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
    photoPipeline({ images: projects.map((p) => p.image), selfHostImages: settings.selfHostImages }),
  ],
  define: defineBuildSettings(settings),
  // Vite's dependency scan misses lucide-react (imported only by components), so the first dev load
  // would discover it late and answer "504 Outdated Optimize Dep" while it re-optimises.
  optimizeDeps: { include: ["lucide-react"] },
});
