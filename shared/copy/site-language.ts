/**
 * The site's language, as Node reads it: the first of company.languages in app/content/company.json,
 * read as text (a file that is not JSON is the content check's to name, not this module's to crash on).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isLanguage, type Language } from "./languages.ts";

const ROOT = join(import.meta.dirname, "..", "..");

/** The first of company.languages, or English while the content check has yet to refuse the file. */
export function siteLanguageOf(root = ROOT): Language {
  try {
    const first: unknown = JSON.parse(readFileSync(join(root, "app", "content", "company.json"), "utf8"))
      ?.languages?.[0];
    return isLanguage(first) ? first : "en";
  } catch {
    return "en";
  }
}
