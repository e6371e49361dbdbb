/**
 * The owner's content in each of their languages, as data chosen by a value (`siteDataIn`): the
 * first language's data files are app/content/*.json and projects/; another language's are the same
 * files in app/content/<language>/ (./language-files.ts), its company.json's texts laid over the
 * company's facts, which are written once. The build's content check has refused any file missing
 * or wrong before this module runs.
 */
import { PROJECTS_FOLDER, projectsFromFiles, readProjectFolder } from "./project-files.ts";
import { LANGUAGE_FILES } from "./language-files.ts";
import type { DataFile, DataFileName, ProjectFile } from "./schema";
import companyData from "./company.json" with { type: "json" };
import pagesData from "./pages.json" with { type: "json" };
import questionsData from "./questions.json" with { type: "json" };
import servicesData from "./services.json" with { type: "json" };
import testimonialsData from "./testimonials.json" with { type: "json" };

/** Every data file, as the schema types it; the projects from their folder (projectsFromFiles). */
export type SiteData = { [N in DataFileName]: DataFile<N> } & {
  projects: { projects: (ProjectFile & { slug: string })[] };
};

/** The owner's languages, in their order (company.json): the first is the site's at "/". */
export const SITE_LANGUAGES: readonly string[] = companyData.languages;

/**
 * The data files in the language folders, by path ("./es/pages.json", "./es/projects/deck.json"),
 * and the first language's projects ("./projects/deck.json"): listed by Vite (the build, the dev
 * server, the editor, Vitest and the build's content check all load this module through Vite);
 * elsewhere (the browser tests' Node, the config files) read from the same folders by Node.
 */
function dataFiles(): Record<string, unknown> {
  if (import.meta.env)
    return import.meta.glob(["./projects/*.json", "./*/*.json", "./*/projects/*.json"], {
      eager: true,
      import: "default",
    });
  const { existsSync, readFileSync } = process.getBuiltinModule("node:fs");
  const read = (folder: string) =>
    Object.entries(
      readProjectFolder(new URL(/* @vite-ignore */ `./${folder}${PROJECTS_FOLDER}/`, import.meta.url)),
    ).map(([path, text]) => [`./${folder}${path.slice(2)}`, JSON.parse(text)] as const);
  return Object.fromEntries([
    ...read(""),
    ...SITE_LANGUAGES.slice(1).flatMap((language) => [
      ...read(`${language}/`),
      ...["company", ...LANGUAGE_FILES].flatMap((name) => {
        const file = new URL(/* @vite-ignore */ `./${language}/${name}.json`, import.meta.url);
        return existsSync(file)
          ? [[`./${language}/${name}.json`, JSON.parse(readFileSync(file, "utf8"))]]
          : [];
      }),
    ]),
  ]);
}

/** The projects in `folder` ("" or "es/"), by path as projectsFromFiles takes them ("./projects/deck.json"). */
const projectsIn = (files: Record<string, unknown>, folder: string) =>
  projectsFromFiles(
    Object.fromEntries(
      Object.entries(files)
        .filter(([path]) => path.startsWith(`./${folder}${PROJECTS_FOLDER}/`))
        .map(([path, data]) => [`./${path.slice(2 + folder.length)}`, data as ProjectFile]),
    ),
  );

/** A data file of one of the owner's later languages that is not there (yet). */
export class MissingLanguageFile extends Error {}

/**
 * The data files in a language, as the schema types them. tsc cannot narrow JSON's strings to the
 * schema's literals (a day's name, an icon), so they are taken as given: the build's first step
 * (scripts/check-site.mjs) has checked each file against its schema before tsc runs.
 */
export function siteDataIn(language: string): SiteData {
  const files = dataFiles();
  if (language === SITE_LANGUAGES[0] || !SITE_LANGUAGES.includes(language))
    return {
      company: companyData,
      pages: pagesData,
      services: servicesData,
      projects: projectsIn(files, ""),
      questions: questionsData,
      testimonials: testimonialsData,
    } as SiteData;
  const own = (name: string) => {
    const data = files[`./${language}/${name}.json`];
    if (data === undefined)
      throw new MissingLanguageFile(
        `app/content/${language}/${name}.json is missing (npm run build names what it needs)`,
      );
    return data;
  };
  return {
    company: { ...companyData, ...(own("company") as object) },
    ...Object.fromEntries(LANGUAGE_FILES.map((name) => [name, own(name)])),
    projects: projectsIn(files, `${language}/`),
  } as SiteData;
}
