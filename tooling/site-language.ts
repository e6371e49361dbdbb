/**
 * The site's language in Vite's builds (the pages, the islands, the Worker, the unit tests): the
 * interface's wording, `#shared/copy/index.ts`, is resolved to that language's own folder
 * (shared/copy/<language>/site.ts), so a page or an island bundles one language's words, not four.
 * The language is the one being built (`SITE_LANGUAGE`, else the first of company.languages), as
 * shared/copy/index.ts chooses it in plain Node. The owner's content in that language follows from
 * the wording's (app/content/site.ts: `siteDataIn`).
 */
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";
import type { Language } from "../shared/copy/languages.ts";
import { siteLanguageOf } from "../shared/copy/site-language.ts";

const ROOT = join(import.meta.dirname, "..");
const WORDING = "#shared/copy/index.ts";

/** `#shared/copy/index.ts`, or a relative path to it. */
const isWording = (id: string, importer: string | undefined, root: string) =>
  id === WORDING ||
  (id.startsWith(".") &&
    importer !== undefined &&
    resolve(dirname(importer), id) === join(root, "shared", "copy", "index.ts"));

/** Resolves the interface's wording to the site's language, or to `language` when given. */
export function siteLanguage(root = ROOT, language: Language = siteLanguageOf(root)): Plugin {
  const file = join(root, "shared", "copy", language, "site.ts");
  return {
    // The language in the name: Vitest's module cache tells plugins apart by name only, and would
    // hand one project's modules, resolved to its language, to a project of another.
    name: `site-language:${language}`,
    enforce: "pre",
    resolveId(id, importer) {
      return isWording(id, importer, root) ? file : undefined;
    },
  };
}
