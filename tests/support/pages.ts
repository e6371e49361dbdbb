import { company, localPath, navigation, portfolioKinds, projects, services } from "~/content/site";
import {
  LEGAL_NOTICE_PATH,
  pathIn,
  portfolioKindPath,
  PRIVACY_PATH,
  projectPath,
  QUESTIONS_PATH,
  servicePath,
} from "./paths";
import { pageFile } from "#shared/site-manifest.mjs";
import { NOT_FOUND_PATH } from "./paths";
import { isRemotePhoto } from "~/content/photo-source";
import { photosOf } from "~/lib/images";

/**
 * The site's pages, as the content module lists them: the navigation's, each service's page, each
 * project's page, the portfolio by kind of work (when there are several), the questions, the privacy
 * notice, and the legal notice when the content has one. Known when the runner lists the tests,
 * before any build exists; pages.test.ts checks that the build's manifest has exactly these.
 */
export const PAGES = [
  // The menu names pages by identity (shared/paths.ts): here, at their first-language addresses.
  ...navigation.map((item) => localPath(item.to)),
  ...services.map(servicePath),
  ...projects.map(projectPath),
  ...portfolioKinds.map(portfolioKindPath),
  QUESTIONS_PATH,
  PRIVACY_PATH,
  ...(company.legalNotice ? [LEGAL_NOTICE_PATH] : []),
];

/**
 * The pages in each of the site's languages: the first's at PAGES, each other's at their addresses
 * in its words under /<language> (the same pages: the content check refuses a service or project
 * only one language has). On a site in one language, PAGES.
 */
export const PAGES_IN_EVERY_LANGUAGE = company.languages.flatMap((language) =>
  PAGES.map((path) => pathIn(language, company.languages, path)),
);

/** Each page and the file it is served from, the 404 page last (as `pageFiles` lists a build's). */
export const PAGE_FILES: Record<string, string> = Object.fromEntries(
  [...PAGES, NOT_FOUND_PATH].map((path) => [path, pageFile(path)]),
);

/** A path that is no page: the server answers it with the 404 page. */
export const MISSING_PATH = "/missing";

/**
 * Every `<img>` tag on every page, given how to read a page file of the build, and the build's page
 * files when they are not the content's (a build of other content: `pageFiles` of its folder).
 */
export function pageImages(read: (file: string) => string, files = PAGE_FILES): string[] {
  return Object.values(files).flatMap((file) => [...read(file).matchAll(/<img [^>]*>/g)].map((m) => m[0]));
}

/**
 * Where the content's remote photos live (none when every photo is the owner's own file). Tests
 * never reach the internet: these requests fail at once.
 */
export const IMAGE_ORIGINS = [
  ...new Set(
    projects
      .flatMap(photosOf)
      .filter((p) => isRemotePhoto(p.image))
      .map((p) => new URL(p.image).origin),
  ),
];
