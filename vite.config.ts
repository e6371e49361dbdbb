import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { defineBuildSettings, readBuildSettings } from "./config/build-settings";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: defineBuildSettings(readBuildSettings(process.env)),
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
