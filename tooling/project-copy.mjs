// @ts-check
/** A copy of the project to change freely: for the tests that edit content or add photos, and `npm run bench:build`. */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The project's folder. */
export const ROOT = join(import.meta.dirname, "..");

/** What `npm run build` and `npm start` read: everything but builds, node_modules and tooling caches. */
export const PROJECT_SOURCES = [
  "app",
  "shared",
  "tooling",
  "public",
  "scripts",
  "server",
  "cloudflare",
  "tests",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "react-router.config.ts",
  "vite.config.ts",
  "vitest.config.ts",
  // As an owner's checkout has it: what git ignores (the copy's builds, its caches) stays so in it.
  ".gitignore",
  // The publish workflow, which the deploy's tests run as GitHub would.
  ".github",
];

/**
 * A copy of the project in a new temporary folder (sharing node_modules), named `<prefix>…`: the
 * real sources, their builds and their photo cache stay untouched (the copy's cache is its own
 * `.cache/photos/`).
 * @param {string} prefix
 * @param {string} [folder] the copy's folder, made anew, in place of a new one named by `prefix`
 */
export function copyProject(prefix, folder) {
  const copy = folder ?? mkdtempSync(join(tmpdir(), prefix));
  if (folder) mkdirSync(folder, { recursive: true });
  for (const entry of PROJECT_SOURCES) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  // The packages are the project's (linked one by one), but the tools' caches are the copy's own
  // (node_modules/.vite, npm run edit's .vite-edit, .vite-temp, .vitest-cache): copies whose dev
  // servers run at the same time would otherwise replace each other's bundles under the pages they
  // serve ("504 Outdated Optimize Dep"), as soon as the project itself has run `npm run edit`.
  mkdirSync(join(copy, "node_modules"));
  for (const entry of readdirSync(join(ROOT, "node_modules")).filter((name) => !name.startsWith(".vite"))) {
    symlinkSync(join(ROOT, "node_modules", entry), join(copy, "node_modules", entry));
  }
  return copy;
}
