import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { projects } from "./app/content/site";
import { defineBuildSettings, readBuildSettings } from "./config/build-settings";
import { photoPipeline } from "./config/images";

const settings = readBuildSettings(process.env);

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    photoPipeline({ images: projects.map((p) => p.image), selfHostImages: settings.selfHostImages }),
  ],
  define: defineBuildSettings(settings),
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Vite's dependency scan misses lucide-react (imported only by components), so the first dev load
  // would discover it late and answer "504 Outdated Optimize Dep" while it re-optimises.
  optimizeDeps: { include: ["lucide-react"] },
});
