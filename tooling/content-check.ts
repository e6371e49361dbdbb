/**
 * What `npm run build` checks before it builds anything (run by scripts/check-site.mjs): the
 * owner's content against the one content schema, and the build settings. Every problem is reported
 * with the field's path, so the owner knows what to fix.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import type { Content } from "../app/content/site";
import {
  dataFilePrefix,
  dataFiles,
  fieldPath,
  isLocalPhoto,
  ownerContentSchema,
  projectFile,
  PROJECTS_FOLDER,
  projectSlugOf,
  type DataFileName,
} from "../app/content/schema";
import { readProjectFolder } from "../app/content/project-files";
import { readBuildSettings, type BuildSettings } from "./build-settings";
import { socialCardTexts, staleCardNotice } from "./social-card";

/** Where the owner's data files live (app/content/<name>.json, see `dataFiles` in the schema). */
export const CONTENT_DIR = join(import.meta.dirname, "..", "app", "content");
/** Where the owner's own photos live; a project's `image` may name a file here. */
export const PHOTOS_DIR = join(CONTENT_DIR, "photos");

/** A project's problems are named by its file: "projects/deck.json: photos[1].alt: …". */
function describe(issues: readonly z.core.$ZodIssue[], content?: unknown) {
  const projects = (content as { projects?: { slug?: unknown }[] } | undefined)?.projects;
  return issues.map((issue) => {
    const [top, index, ...rest] = issue.path;
    const slug = top === "projects" && typeof index === "number" ? projects?.[index]?.slug : undefined;
    if (typeof slug === "string") {
      const field = fieldPath(rest);
      return `${PROJECTS_FOLDER}/${slug}.json: ${field ? `${field}: ` : ""}${issue.message}`;
    }
    return `${fieldPath(issue.path) || "content"}: ${issue.message}`;
  });
}

/**
 * The problems in `content` (none: an empty list), one line each, field first: the owner's parts of
 * it (the interface's wording is fixed and typed, shared/copy/), what they say of each other, and
 * each project photo named as a file that is not in `photosDir`.
 */
export function contentProblems(content: unknown, photosDir = PHOTOS_DIR): string[] {
  const schema = ownerContentSchema.superRefine((valid, ctx) => {
    valid.projects.forEach((project, i) => {
      const photos = [
        ...project.photos.map((photo, j) => ({ photo, path: ["photos", j] })),
        ...(project.beforeAfter ?? []).flatMap((pair, j) =>
          (["before", "after"] as const).map((side) => ({
            photo: pair[side],
            path: ["beforeAfter", j, side],
          })),
        ),
      ];
      for (const { photo, path } of photos) {
        if (isLocalPhoto(photo.image) && !existsSync(join(photosDir, photo.image))) {
          ctx.addIssue({
            code: "custom",
            path: ["projects", i, ...path, "image"],
            message: `no photo named "${photo.image}" in app/content/photos/`,
          });
        }
      }
    });
  });
  const result = schema.safeParse(content);
  return result.success ? [] : describe(result.error.issues, content);
}

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
  return describe(
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
  return [...singleFilesProblems(dir), ...projectFilesProblems(dir), ...crossFileProblems(dir)];
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

/** The owner's words of each page (pages.json), as the build's notes name them. */
const PAGE_TEXTS = {
  company: "the company's pitch, tagline and summary (company.json)",
  home: "the home page's texts (pages.home)",
  about: "the About page's story and texts (pages.about)",
  servicesPage: "the Services page's texts (pages.servicesPage)",
  portfolioPage: "the Portfolio page's texts (pages.portfolioPage)",
  questionsPage: "the Questions page's texts (pages.questionsPage)",
  contact: "the Contact page's texts (pages.contact)",
} as const;

/**
 * Where the content still holds the kit's example texts: each page's words, service page, story and
 * question so marked.
 */
export function placeholderTexts(content: Content): string[] {
  const { services, questions, projects, privacy } = content;
  return [
    ...(Object.keys(PAGE_TEXTS) as (keyof typeof PAGE_TEXTS)[])
      .filter((page) => content[page].placeholder)
      .map((page) => PAGE_TEXTS[page]),
    ...services.filter((s) => s.placeholder).map((s) => `the page of "${s.title}"`),
    ...projects.filter((p) => p.placeholder).map((p) => `the story of "${p.title}"`),
    ...[...questions, ...services.flatMap((s) => s.questions ?? [])]
      .filter((q) => q.placeholder)
      .map((q) => `the answer to "${q.question}"`),
    ...(privacy.placeholder ? [`the privacy notice's "${privacy.retentionTitle}" (pages.privacy.kept)`] : []),
  ];
}

/** What shows where a list of the owner's is empty: the build says so, each time. */
function emptyListNotices(content: Content): string[] {
  const { projects, questions, services, testimonials } = content;
  return [
    ...(projects.length === 0
      ? [
          `Note: no projects yet: the portfolio says "${content.portfolioPage.empty}" (pages.portfolioPage.empty) in their place. Add a project with npm run edit, or a file in app/content/${PROJECTS_FOLDER}/.`,
        ]
      : []),
    ...(questions.length === 0 && services.every((s) => !s.questions?.length)
      ? [
          `Note: no questions yet: the questions page says "${content.questionsPage.empty}" (pages.questionsPage.empty) in their place. Add some with npm run edit, or in app/content/questions.json.`,
        ]
      : []),
    ...(testimonials.length === 0
      ? [
          "Note: no testimonials: the home page shows no clients' words until you add some, with their consent (npm run edit, or app/content/testimonials.json).",
        ]
      : []),
  ];
}

export type SiteCheck = { problems: string[]; notices: string[]; settings?: BuildSettings };

/**
 * Content and settings together: what the build refuses (problems) and what it tells (notices).
 * `drawnCard`: the texts the social sharing image was drawn with (scripts/og-image-texts.json).
 */
export function checkSite(
  content: unknown,
  env: Record<string, string | undefined>,
  drawnCard?: unknown,
): SiteCheck {
  const problems = contentProblems(content);
  // The notes read the content: only a content whose owner's parts are valid.
  const valid = problems.length === 0 ? (content as Content) : undefined;
  const notices: string[] = [];
  let settings: BuildSettings | undefined;
  try {
    settings = readBuildSettings(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const placeholders = valid ? placeholderTexts(valid) : [];
  if (placeholders.length > 0) {
    notices.push(
      `Note: ${placeholders.length} texts are still the kit's examples (marked "placeholder": true): ${placeholders.join("; ")}. Write your own and remove the mark (npm run edit, or the data files).`,
    );
  }
  if (valid) notices.push(...emptyListNotices(valid));
  const staleCard =
    problems.length === 0 && drawnCard !== undefined
      ? staleCardNotice(socialCardTexts(content as Parameters<typeof socialCardTexts>[0]), drawnCard)
      : null;
  if (staleCard) notices.push(staleCard);
  if (settings && !settings.contactEndpoint) {
    notices.push(
      "Note: the contact form sends requests nowhere; set CONTACT_ENDPOINT to receive them: a form service's URL, or /api/contact for npm start's own inbox (see the README, \"Receive quote requests\").",
    );
  }
  return { problems, notices, settings };
}
