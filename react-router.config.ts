import type { Config } from "@react-router/dev/config";
import { portfolioKinds, projects, services } from "./app/content/site";
import { NOT_FOUND_PATH, portfolioKindPath, projectPath, SENT_PATHS, servicePath } from "#shared/paths.ts";
import { finishBuild } from "./tooling/build-end";
import { postsToInbox, readBuildSettings } from "./tooling/build-settings";
import { siteLanguageOf, siteLanguagesOf } from "#shared/copy/site-language.ts";

// The first of the owner's languages at the site's root; each other's build under /<language>/.
const language = siteLanguageOf();

export default {
  ssr: false,
  // Every static route, each service's and each project's page, plus the 404 page, which the build moves to 404.html. The page a request
  // sent without JavaScript lands on exists only when `npm start` receives the form (the inbox):
  // other builds stay exactly as they were, with no confirmation page that confirms nothing.
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths().filter(
      (path) => !SENT_PATHS.includes(path) || postsToInbox(readBuildSettings(process.env)),
    ),
    ...services.map(servicePath),
    ...projects.map(projectPath),
    ...portfolioKinds.map(portfolioKindPath),
    NOT_FOUND_PATH,
  ],
  basename: language === siteLanguagesOf()[0] ? "/" : `/${language}`,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  buildEnd: finishBuild,
} satisfies Config;
