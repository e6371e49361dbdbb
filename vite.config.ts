import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { visualizer } from "rollup-plugin-visualizer";
import { fileURLToPath } from "node:url";
import { defineConfig, type PluginOption } from "vite";
import { defineBuildSettings, readBuildSettings } from "./config/build-settings";

/** Where every kilobyte of the browser bundle goes; only for the client build. */
function bundleReport(): PluginOption {
  const plugin = visualizer({
    filename: "reports/bundle.html",
    gzipSize: true,
    brotliSize: true,
    template: "treemap",
  });
  return {
    ...(plugin as object),
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
  } as PluginOption;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), bundleReport()],
  define: defineBuildSettings(readBuildSettings(process.env)),
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
