/**
 * The owner's data files on disk (app/content/*.json, and a file per project in projects/), read
 * and checked against the content schema: each file's problems named by the file, so the build's
 * output and the editor say the same.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGE_NAMES, isLanguage } from "#shared/copy/languages.ts";
import {
  companyTextsSchema,
  dataFilePrefix,
  dataFiles,
  fieldPath,
  projectFile,
  PROJECTS_FOLDER,
  projectSlugOf,
  type DataFileName,
} from "../app/content/schema/index.ts";
import { readProjectFolder } from "../app/content/project-files.ts";
import { LANGUAGE_FILES } from "../app/content/language-files.ts";
import { issueLines } from "./content-issues.ts";

/** Where the owner's data files live (app/content/<name>.json, see `dataFiles` in the schema). */
export const CONTENT_DIR = join(import.meta.dirname, "..", "app", "content");
/** Where the owner's own photos live; a project's `image` may name a file here. */
export const PHOTOS_DIR = join(CONTENT_DIR, "photos");

/**
 * The problems in one data file's parsed JSON, each named by its place in the content
 * ("company.email: …"), so the same message reads right in the build's output and in the editor.
 */
export function dataFileProblems(name: DataFileName, data: unknown): string[] {
  // A missing field says so (schema messages, where written, still win).
  const result = dataFiles[name].safeParse(data, {
    error: (issue) => (issue.input === undefined ? "is missing" : undefined),
  });
  if (result.success) return [];
  const prefix = dataFilePrefix[name];
  return result.error.issues.map((issue) => {
    const path = fieldPath(issue.path);
    return `${prefix && path ? `${prefix}.${path}` : prefix || path || name}: ${issue.message}`;
  });
}

/**
 * The problems in one project file's parsed JSON (app/content/projects/<slug>.json), each named by
 * the file: "projects/modern-family-home.json: photos[1].alt: …".
 */
export function projectFileProblems(slug: string, data: unknown): string[] {
  const result = projectFile.safeParse(data, {
    error: (issue) => (issue.input === undefined ? "is missing" : undefined),
  });
  if (result.success) return [];
  return issueLines(
    result.error.issues.map((issue) => ({ ...issue, path: ["projects", 0, ...issue.path] })),
    {
      projects: [{ slug }],
    },
  );
}

/**
 * The project files in `dir`/projects/ read and checked: each name a slug, each file JSON of the
 * project's shape. A projects.json left from before projects had a file each stops the build too.
 */
export function projectFilesProblems(dir = CONTENT_DIR): string[] {
  const problems: string[] = [];
  if (existsSync(join(dir, "projects.json"))) {
    problems.push(
      `app/content/projects.json: projects now have a file each. Move each project of projects.json into app/content/${PROJECTS_FOLDER}/<its slug>.json (the project's fields without "slug", plus "order": 1, 2, 3… for its place in the portfolio), then delete projects.json (see the README, "Add a project").`,
    );
  }
  const files = readProjectFolder(join(dir, PROJECTS_FOLDER));
  for (const [path, text] of Object.entries(files)) {
    const name = path.split("/").at(-1)!;
    const slug = projectSlugOf(path);
    if (!slug) {
      problems.push(
        `${PROJECTS_FOLDER}/${name}: the file's name is the project's address (/portfolio/<name>): use lower-case words joined by hyphens, like "kitchen-remodel.json"`,
      );
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push(
        `app/content/${PROJECTS_FOLDER}/${name}: cannot be read as JSON (${(error as Error).message})`,
      );
      continue;
    }
    problems.push(
      ...projectFileProblems(slug, data).map((problem) => `${problem} (in app/content/${PROJECTS_FOLDER}/)`),
    );
  }
  return problems;
}

/**
 * Every data file in `dir` read and checked, and what one file says of another (a project's
 * service), all in one round: a file that is not JSON is reported, not thrown.
 */
export function dataFilesProblems(dir = CONTENT_DIR): string[] {
  const own = [...singleFilesProblems(dir), ...projectFilesProblems(dir), ...crossFileProblems(dir)];
  return own.length > 0 ? own : languagesProblems(dir);
}

/**
 * The problems in another language's company.json, only the company's texts (companyTextsSchema),
 * named as the first language's are ("company.tagline: is missing").
 */
export function companyTextsProblems(data: unknown): string[] {
  const result = companyTextsSchema.safeParse(data, {
    error: (issue) => (issue.input === undefined ? "is missing" : undefined),
  });
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${["company", fieldPath(issue.path)].filter(Boolean).join(".")}: ${issue.message}`,
  );
}

/** The company's texts another language may leave out only where the first language does. */
const OPTIONAL_COMPANY_TEXTS = ["insurance", "hoursNote"] as const;

/** What a project file says that is a fact in every language. */
type ProjectFacts = { service?: unknown };

/** Every photo a project file names (its photos', its before-and-after pairs'), in order. */
function imagesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imagesOf);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "image" && typeof item === "string" ? [item] : imagesOf(item),
  );
}

/** The slugs the first language has and another lacks, and those it has and the first lacks. */
function sameSlugs(first: string[], own: string[], what: string): string[] {
  return [
    ...first
      .filter((slug) => !own.includes(slug))
      .map(
        (slug) =>
          `${what} "${slug}" is missing: every service has its page in each language, at the same slug`,
      ),
    ...own
      .filter((slug) => !first.includes(slug))
      .map(
        (slug) =>
          `${what} "${slug}" is not one of app/content/services.json: every service has its page in each language, at the same slug (remove it, or add it to the first language)`,
      ),
  ];
}

/** The slugs of a file's list ("services"), or of the project files in a folder. */
const slugsOf = (list: unknown) =>
  Array.isArray(list)
    ? list.map((item: { slug?: unknown }) => item?.slug).filter((s) => typeof s === "string")
    : [];

/**
 * Each of company.languages after the first: its folder app/content/<language>/ with every file and
 * text the first language has (named when missing, checked against the same schema), the same
 * services and projects (each page exists in every language, at the same slug).
 */
function languagesProblems(dir: string): string[] {
  const languages =
    (readJson(join(dir, "company.json")) as { languages?: unknown[] } | undefined)?.languages ?? [];
  return languages
    .slice(1)
    .filter(isLanguage)
    .flatMap((language) => {
      const folder = join(dir, language);
      const where = `app/content/${language}/`;
      const named = `${LANGUAGE_NAMES[language]} (${language})`;
      if (!existsSync(folder))
        return [
          `${where}: is missing, and with it every text of the site in ${named}, one of company.languages. Copy app/content/pages.json, services.json, questions.json, testimonials.json and projects/ into ${where}, with their texts in ${named}, and write the company's pitch, tagline and summary in ${named} in ${where}company.json`,
        ];
      const problems: string[] = [];
      const read = (name: string, check: (data: unknown) => string[]) => {
        const file = join(folder, `${name}.json`);
        if (!existsSync(file)) {
          problems.push(
            `${where}${name}.json: is missing: the site's ${name === "company" ? "company texts" : name} in ${named} (copy app/content/${name}.json there and write its texts in ${named})`,
          );
          return undefined;
        }
        const data = readJson(file);
        if (data === undefined) problems.push(`${where}${name}.json: cannot be read as JSON`);
        else problems.push(...check(data).map((problem) => `${problem} (in ${where}${name}.json)`));
        return data;
      };
      read("company", companyTextsProblems);
      const own: Record<string, unknown> = {};
      for (const name of LANGUAGE_FILES) own[name] = read(name, (data) => dataFileProblems(name, data));
      const first = readJson(join(dir, "services.json")) as { services?: unknown } | undefined;
      const services = (own.services as { services?: unknown } | undefined)?.services;
      if (services)
        problems.push(
          ...sameSlugs(slugsOf(first?.services), slugsOf(services), `${where}services.json: the service`),
        );
      const projects = (folderOf: string) =>
        Object.keys(readProjectFolder(join(folderOf, PROJECTS_FOLDER))).flatMap(
          (path) => projectSlugOf(path) ?? [],
        );
      const translated = projects(folder);
      for (const slug of projects(dir))
        if (!translated.includes(slug))
          problems.push(
            `${where}${PROJECTS_FOLDER}/${slug}.json: is missing: the project's texts in ${named} (copy app/content/${PROJECTS_FOLDER}/${slug}.json there and write its texts in ${named})`,
          );
      for (const slug of translated)
        if (!projects(dir).includes(slug))
          problems.push(
            `${where}${PROJECTS_FOLDER}/${slug}.json: app/content/${PROJECTS_FOLDER}/ has no project of that name: a project has its page in each language, at the same slug (delete this file, or add the project to the first language)`,
          );
      // A project's kind of work and its photos are facts, the same in every language (its portfolio's
      // kind pages, the photos the build encodes and the CSP allows): only their words differ.
      for (const slug of translated.filter((s) => projects(dir).includes(s))) {
        const mine = readJson(join(folder, PROJECTS_FOLDER, `${slug}.json`)) as ProjectFacts | undefined;
        const theirs = readJson(join(dir, PROJECTS_FOLDER, `${slug}.json`)) as ProjectFacts | undefined;
        if (!mine || !theirs) continue;
        const file = `${where}${PROJECTS_FOLDER}/${slug}.json`;
        const firstFile = `app/content/${PROJECTS_FOLDER}/${slug}.json`;
        if (mine.service !== theirs.service)
          problems.push(
            `${file}: service: must be "${String(theirs.service)}", as in ${firstFile} (a project is of one kind of work in every language)`,
          );
        if (JSON.stringify(imagesOf(mine)) !== JSON.stringify(imagesOf(theirs)))
          problems.push(
            `${file}: its photos must be those of ${firstFile}, in the same order (${imagesOf(theirs).join(", ") || "none"}): only their descriptions (alt) are written in ${named}`,
          );
      }
      // The company's optional texts: written in each language or in none (the insurance says "Licensed & insured").
      const firstCompany = readJson(join(dir, "company.json")) as Record<string, unknown> | undefined;
      const ownCompany = readJson(join(folder, "company.json")) as Record<string, unknown> | undefined;
      if (firstCompany && ownCompany)
        for (const key of OPTIONAL_COMPANY_TEXTS)
          if (key in firstCompany !== key in ownCompany)
            problems.push(
              key in firstCompany
                ? `company.${key}: is missing: app/content/company.json has it, so the pages in ${named} need it in ${named} (in ${where}company.json)`
                : `company.${key}: app/content/company.json has none: write it there first, or remove it here (in ${where}company.json)`,
            );
      problems.push(
        ...projectFilesProblems(folder).map((problem) =>
          problem.replaceAll(`app/content/${PROJECTS_FOLDER}/`, `${where}${PROJECTS_FOLDER}/`),
        ),
      );
      return problems;
    });
}

/** A data file as JSON, or undefined when it cannot be read (reported by its own check). */
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function singleFilesProblems(dir: string): string[] {
  return (Object.keys(dataFiles) as DataFileName[]).flatMap((name) => {
    const file = join(dir, `${name}.json`);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      return [`app/content/${name}.json: cannot be read as JSON (${(error as Error).message})`];
    }
    return dataFileProblems(name, data).map((problem) => `${problem} (in app/content/${name}.json)`);
  });
}

/** Each project names one of the services (services.json) as its kind of work. */
function crossFileProblems(dir: string): string[] {
  const services = (readJson(join(dir, "services.json")) as { services?: unknown } | undefined)?.services;
  if (!Array.isArray(services)) return [];
  const slugs = services.map((s: { slug?: unknown }) => s?.slug).filter((s) => typeof s === "string");
  return Object.entries(readProjectFolder(join(dir, PROJECTS_FOLDER))).flatMap(([path, text]) => {
    const slug = projectSlugOf(path);
    let service: unknown;
    try {
      service = (JSON.parse(text) as { service?: unknown })?.service;
    } catch {
      return [];
    }
    return slug && typeof service === "string" && !slugs.includes(service)
      ? [
          `${PROJECTS_FOLDER}/${slug}.json: service: must be the slug of one of the services (${slugs.join(", ")}) (in app/content/${PROJECTS_FOLDER}/)`,
        ]
      : [];
  });
}
