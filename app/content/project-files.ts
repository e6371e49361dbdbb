/**
 * The projects' folder: one data file per project, app/content/projects/<slug>.json. Without Zod,
 * so the content module's users in the browser (the contact form's island) bundle none of it.
 */

/** The folder of the project files, in app/content/. */
export const PROJECTS_FOLDER = "projects";

/** A project file's name: its slug and ".json" (a safe file name: no folders, no "..", no dots). */
export const projectFileName = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;

/** The slug a project file's path names ("./projects/deck.json": "deck"), or undefined. */
export const projectSlugOf = (path: string) => projectFileName.exec(path.split("/").at(-1) ?? "")?.[1];

/**
 * The projects, from their files by path ("./projects/<slug>.json", as import.meta.glob and the
 * Node-side reader, tooling/content-files.ts, both give them): each with its slug from its file
 * name, in the owner's order (`order`, lower first; then by slug). The one way the project files
 * become the content's list.
 */
export function projectsFromFiles<P extends { order: number }>(files: Record<string, P>) {
  return {
    projects: Object.entries(files)
      .map(([path, data]) => ({ slug: projectSlugOf(path) ?? path, ...data }))
      .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug)),
  };
}

/**
 * The project files' texts by path ("./projects/<name>.json"), read from `folder` with Node's own
 * file system module (taken at run time, not imported, so no browser bundle ever holds it): the
 * build's content check reads the folder with this, and so does the content module where Vite
 * does not list it (the browser tests' Node, vite.config.ts). No folder is no project: git keeps no
 * empty folder, so a site whose owner removed every project has none.
 */
export function readProjectFolder(folder: string | URL): Record<string, string> {
  const { existsSync, readdirSync, readFileSync } = process.getBuiltinModule("node:fs");
  const { join } = process.getBuiltinModule("node:path");
  const dir = folder instanceof URL ? folder.pathname : folder;
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => [`./${PROJECTS_FOLDER}/${name}`, readFileSync(join(dir, name), "utf8")]),
  );
}
