import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { defineBuildSettings, readBuildSettings } from "./config/build-settings";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: defineBuildSettings(readBuildSettings(process.env)),
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Vite's dependency scan misses lucide-react (imported only by components), so the first dev load
  // would discover it late and answer "504 Outdated Optimize Dep" while it re-optimises.
  optimizeDeps: { include: ["lucide-react"] },
});
