/**
 * The site's languages, as Node reads them: company.languages in app/content/company.json, read as
 * text (a file that is not JSON is the content check's to name, not this module's to crash on).
 * Node's modules are taken when a function runs, not when this module loads: the editor's page
 * (in a browser) imports it through #shared/copy/owner.ts without calling it.
 */
import { isLanguage, type Language } from "./languages.ts";

/** The project's folder. */
const projectRoot = () => process.getBuiltinModule("node:path").join(import.meta.dirname, "..", "..");

/** company.json read as text and parsed; undefined while it cannot be. */
function companyIn(root: string): unknown {
  const { readFileSync } = process.getBuiltinModule("node:fs");
  const { join } = process.getBuiltinModule("node:path");
  try {
    return JSON.parse(readFileSync(join(root, "app", "content", "company.json"), "utf8"));
  } catch {
    return undefined;
  }
}

/** A company.json's languages as the kit speaks them, in the owner's order; English without any. */
export function languagesIn(company: unknown): Language[] {
  const languages: unknown = (company as { languages?: unknown } | undefined)?.languages;
  const known = Array.isArray(languages) ? languages.filter(isLanguage) : [];
  return known.length > 0 ? [...new Set(known)] : ["en"];
}

/** company.languages as the kit speaks them, in the owner's order; English while the file is unreadable. */
export function siteLanguagesOf(root = projectRoot()): Language[] {
  return languagesIn(companyIn(root));
}

/**
 * How the owner reads dates, times and numbers in plain Node (npm run leads): the site's first
 * language in the company's country ("de-DE"), or the language alone while the country is unreadable.
 */
export function siteLocaleOf(root = projectRoot()): string {
  const company = companyIn(root);
  const language = languagesIn(company)[0]!;
  const country: unknown = (company as { country?: unknown } | undefined)?.country;
  return typeof country === "string" && /^[A-Z]{2}$/.test(country) ? `${language}-${country}` : language;
}
