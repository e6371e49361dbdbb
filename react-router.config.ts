import type { Config } from "@react-router/dev/config";
import { SITE_LANGUAGES } from "./app/content/languages";
import { READY_LANGUAGES, siteIn } from "./app/content/site";
import {
  languageOfPath,
  NOT_FOUND_PATH,
  portfolioKindPath,
  projectPath,
  SENT_PATHS,
  servicePath,
} from "#shared/paths.ts";
import { finishBuild } from "./tooling/build-end";
import { postsToInbox, readBuildSettings } from "./tooling/build-settings";

export default {
  ssr: false,
  // Every static route, each service's and each project's page, plus the 404 page, which the build
  // moves to 404.html, each at its address in each of the owner's languages (app/routes.ts). The
  // page a request sent without JavaScript lands on exists only when `npm start` receives the form
  // (the inbox): other builds stay exactly as they were, with no confirmation page that confirms
  // nothing.
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths().filter(
      (path) =>
        !SENT_PATHS.includes(languageOfPath(path, SITE_LANGUAGES).path) ||
        postsToInbox(readBuildSettings(process.env)),
    ),
    ...READY_LANGUAGES.flatMap((language) => {
      const { services, projects, portfolioKinds, localPath } = siteIn(language);
      return [
        ...services.map(servicePath),
        ...projects.map(projectPath),
        ...portfolioKinds.map(portfolioKindPath),
        NOT_FOUND_PATH,
      ].map(localPath);
    }),
  ],
  buildDirectory: process.env.BUILD_DIR ?? "build",
  buildEnd: finishBuild,
} satisfies Config;
