/**
 * What `npm run build` checks before it builds anything (run by scripts/check-site.mjs): the
 * owner's content against the content schema, and the build settings. Every problem is reported
 * with the field's path, so the owner knows what to fix.
 */
import { existsSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { isLocalPhoto, ownerContentSchema } from "../app/content/schema";
import type { Content } from "../app/content/site";
import { readBuildSettings, type BuildSettings } from "./build-settings";
import { PHOTOS_DIR } from "./content-files";
import { ROOT } from "./project-copy.mjs";
import { issueLines } from "./content-issues";
import { emptyListNotices, placeholderTexts } from "./content-notices";

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
  return result.success ? [] : issueLines(result.error.issues, content);
}

/**
 * BUILD_DIR outside the site's folder: the build's server part (build/server/, which pre-renders the
 * pages and renders npm start's answer pages) imports the site's packages, which Node finds only in
 * a folder above it, the site's node_modules. The pre-rendering failed with an unexplained 500.
 */
function buildDirProblem(buildDir: string | undefined) {
  if (!buildDir?.trim()) return undefined;
  const inside = relative(ROOT, resolve(ROOT, buildDir.trim()));
  if (inside && !inside.startsWith("..") && !isAbsolute(inside)) return undefined;
  return `BUILD_DIR: must be a folder inside the site's folder (${ROOT}), where the build's server part finds the site's packages in node_modules/ (got "${buildDir}"). Build into build/ and copy build/client/ to your web server's folder.`;
}

export type SiteCheck = { problems: string[]; notices: string[]; settings?: BuildSettings };

/** Content and settings together: what the build refuses (problems) and what it tells (notices). */
export function checkSite(content: unknown, env: Record<string, string | undefined>): SiteCheck {
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
  const buildDir = buildDirProblem(env.BUILD_DIR);
  if (buildDir) problems.push(buildDir);
  const placeholders = valid ? placeholderTexts(valid) : [];
  if (placeholders.length > 0) {
    notices.push(
      `Note: ${placeholders.length} texts are still the kit's examples (marked "placeholder": true): ${placeholders.join("; ")}. Write your own and remove the mark (npm run edit, or the data files).`,
    );
  }
  if (valid) notices.push(...emptyListNotices(valid));
  if (settings && !settings.contactEndpoint) {
    notices.push(
      "Note: the contact form sends requests nowhere; set CONTACT_ENDPOINT to receive them: a form service's URL, or /api/contact for npm start's own inbox (see the README, \"Receive quote requests\").",
    );
  }
  return { problems, notices, settings };
}
