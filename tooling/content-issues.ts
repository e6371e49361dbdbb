import type { z } from "zod";
import { fieldPath, PROJECTS_FOLDER } from "../app/content/schema/index.ts";

/**
 * The content's problems, one line each, named by their field ("company.email: …"); a project's by
 * its file: "projects/deck.json: photos[1].alt: …".
 */
export function issueLines(issues: readonly z.core.$ZodIssue[], content?: unknown) {
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
