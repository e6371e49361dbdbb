/**
 * The site's language in Vite's builds (the pages, the islands, the Worker, the unit tests): the
 * interface's wording, `#shared/copy/index.ts`, is resolved to that language's own folder
 * (shared/copy/<language>/site.ts), so a page or an island bundles one language's words, not four.
 * The language is the one being built (`SITE_LANGUAGE`, else the first of company.languages), as
 * shared/copy/index.ts chooses it in plain Node.
 *
 * In the build of another of the owner's languages than the first, the owner's content is that
 * language's too: app/content/site.ts's data files are read from app/content/<language>/ (the same
 * files, the same slugs), and company.json's texts (companyTextsSchema) from
 * app/content/<language>/company.json over the company's facts, which are written once.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";
import type { Language } from "../shared/copy/languages.ts";
import { siteLanguageOf, siteLanguagesOf } from "../shared/copy/site-language.ts";
import { LANGUAGE_FILES } from "./content-files.ts";

const ROOT = join(import.meta.dirname, "..");
const WORDING = "#shared/copy/index.ts";
/** The data files app/content/site.ts imports that another language has whole, in its own folder. */
const WHOLE_FILES = LANGUAGE_FILES.map((name) => `${name}.json`);
const COMPANY_TEXTS = "\0site-language:company.json";

/** `#shared/copy/index.ts`, or a relative path to it. */
const isWording = (id: string, importer: string | undefined, root: string) =>
  id === WORDING ||
  (id.startsWith(".") &&
    importer !== undefined &&
    resolve(dirname(importer), id) === join(root, "shared", "copy", "index.ts"));

/** Resolves the interface's wording to the site's language, or to `language` when given. */
export function siteLanguage(root = ROOT, language: Language = siteLanguageOf(root)): Plugin {
  const file = join(root, "shared", "copy", language, "site.ts");
  const content = join(root, "app", "content");
  const site = join(content, "site.ts");
  const languages = siteLanguagesOf(root);
  // The owner's own content in this language: only in the build of another of their languages.
  const translated = languages.includes(language) && language !== languages[0];
  return {
    // The language in the name: Vitest's module cache tells plugins apart by name only, and would
    // hand one project's modules, resolved to its language, to a project of another.
    name: `site-language:${language}${translated ? ":translated" : ""}`,
    enforce: "pre",
    resolveId(id, importer) {
      if (isWording(id, importer, root)) return file;
      if (!translated || importer?.split("?")[0] !== site || !id.startsWith("./")) return undefined;
      const name = id.slice(2);
      if (WHOLE_FILES.includes(name)) return join(content, language, name);
      if (name === "company.json") return COMPANY_TEXTS;
      return undefined;
    },
    load(id) {
      if (id !== COMPANY_TEXTS) return undefined;
      const read = (path: string) => JSON.parse(readFileSync(path, "utf8")) as object;
      this.addWatchFile(join(content, "company.json"));
      this.addWatchFile(join(content, language, "company.json"));
      const company = {
        ...read(join(content, "company.json")),
        ...read(join(content, language, "company.json")),
      };
      // Vite's own JSON plugin makes the module of it (its id ends in ".json").
      return JSON.stringify(company);
    },
    transform(code, id) {
      if (!translated || id.split("?")[0] !== site) return undefined;
      return code.replace(`"./projects/*.json"`, `"./${language}/projects/*.json"`);
    },
  };
}
