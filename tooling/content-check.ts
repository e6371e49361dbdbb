/**
 * What `npm run build` checks before it builds anything (run by scripts/check-site.mjs): the
 * owner's content against the one content schema, and the build settings. Every problem is reported
 * with the field's path, so the owner knows what to fix.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import {
  contentSchema,
  dataFilePrefix,
  dataFiles,
  fieldPath,
  isLocalPhoto,
  type DataFileName,
} from "../app/content/schema";
import { readBuildSettings, type BuildSettings } from "./build-settings";

/** Where the owner's data files live (app/content/<name>.json, see `dataFiles` in the schema). */
export const CONTENT_DIR = join(import.meta.dirname, "..", "app", "content");
/** Where the owner's own photos live; a project's `image` may name a file here. */
export const PHOTOS_DIR = join(CONTENT_DIR, "photos");

function describe(issues: readonly z.core.$ZodIssue[]) {
  return issues.map((issue) => `${fieldPath(issue.path) || "content"}: ${issue.message}`);
}

/** The problems in `content` (none: an empty list), one line each, field first. */
export function contentProblems(content: unknown, photosDir = PHOTOS_DIR): string[] {
  const schema = contentSchema.superRefine((valid, ctx) => {
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
  return result.success ? [] : describe(result.error.issues);
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

/** Every data file in `dir` read and checked: a file that is not JSON is reported, not thrown. */
export function dataFilesProblems(dir = CONTENT_DIR): string[] {
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

/** Where the content still holds the kit's example texts: each service page and question so marked. */
export function placeholderTexts(content: unknown): string[] {
  const parsed = contentSchema.safeParse(content);
  if (!parsed.success) return [];
  const { services, questions, projects, privacy } = parsed.data;
  return [
    ...services.filter((s) => s.placeholder).map((s) => `the page of "${s.title}"`),
    ...projects.filter((p) => p.placeholder).map((p) => `the story of "${p.title}"`),
    ...[...questions, ...services.flatMap((s) => s.questions ?? [])]
      .filter((q) => q.placeholder)
      .map((q) => `the answer to "${q.question}"`),
    ...(privacy.placeholder ? [`the privacy notice's "${privacy.retentionTitle}" (pages.privacy.kept)`] : []),
  ];
}

export type SiteCheck = { problems: string[]; notices: string[]; settings?: BuildSettings };

/** Content and settings together: what the build refuses (problems) and what it tells (notices). */
export function checkSite(content: unknown, env: Record<string, string | undefined>): SiteCheck {
  const problems = contentProblems(content);
  const notices: string[] = [];
  let settings: BuildSettings | undefined;
  try {
    settings = readBuildSettings(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const placeholders = placeholderTexts(content);
  if (placeholders.length > 0) {
    notices.push(
      `Note: ${placeholders.length} texts are still the kit's examples (marked "placeholder": true): ${placeholders.join("; ")}. Write your own and remove the mark (npm run edit, or the data files).`,
    );
  }
  if (settings && !settings.contactEndpoint) {
    notices.push(
      "Note: the contact form sends requests nowhere; set CONTACT_ENDPOINT to receive them: a form service's URL, or /api/contact for npm start's own inbox (see the README, \"Receive quote requests\").",
    );
  }
  return { problems, notices, settings };
}
