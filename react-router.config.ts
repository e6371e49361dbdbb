import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PATH, finishBuild } from "./config/build-end";

export default {
  ssr: false,
  // Every static route, plus the 404 page, which the build moves to 404.html.
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), NOT_FOUND_PATH],
  buildDirectory: process.env.BUILD_DIR ?? "build",
  buildEnd: finishBuild,
} satisfies Config;
