/**
 * What `npm run build` checks before it builds anything (run by scripts/check-site.mjs): the
 * owner's content against the one content schema, and the build settings. Every problem is reported
 * with the field's path, so the owner knows what to fix.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { contentSchema, isLocalPhoto } from "../app/content/schema";
import { readBuildSettings, type BuildSettings } from "./build-settings";

/** Where the owner's own photos live; a project's `image` may name a file here. */
export const PHOTOS_DIR = join(import.meta.dirname, "..", "app", "content", "photos");

/** "company.phone.e164", "projects[1].image", "services[2].features". */
function fieldPath(path: readonly PropertyKey[]) {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  );
}

function describe(issues: readonly z.core.$ZodIssue[]) {
  return issues.map((issue) => `${fieldPath(issue.path) || "content"}: ${issue.message}`);
}

/** The problems in `content` (none: an empty list), one line each, field first. */
export function contentProblems(content: unknown, photosDir = PHOTOS_DIR): string[] {
  const schema = contentSchema.superRefine((valid, ctx) => {
    valid.projects.forEach((project, i) => {
      if (isLocalPhoto(project.image) && !existsSync(join(photosDir, project.image))) {
        ctx.addIssue({
          code: "custom",
          path: ["projects", i, "image"],
          message: `no photo named "${project.image}" in app/content/photos/`,
        });
      }
    });
  });
  const result = schema.safeParse(content);
  return result.success ? [] : describe(result.error.issues);
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
  if (settings && !settings.contactEndpoint) {
    notices.push(
      "Note: the contact form sends requests nowhere; set CONTACT_ENDPOINT to receive them: a form service's URL, or /api/contact for npm start's own inbox (see the README, \"Receive quote requests\").",
    );
  }
  return { problems, notices, settings };
}
