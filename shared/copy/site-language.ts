/**
 * The site's language, as Node reads it: the first of company.languages in app/content/company.json,
 * read as text (a file that is not JSON is the content check's to name, not this module's to crash on).
 * A site in several languages is built once per language (tooling/build-end.ts): that build sets
 * `SITE_LANGUAGE` to the language it builds, one of company.languages.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isLanguage, type Language } from "./languages.ts";

const ROOT = join(import.meta.dirname, "..", "..");

/** company.languages as the kit speaks them, in the owner's order; English while the file is unreadable. */
export function siteLanguagesOf(root = ROOT): Language[] {
  try {
    const languages: unknown = JSON.parse(
      readFileSync(join(root, "app", "content", "company.json"), "utf8"),
    )?.languages;
    const known = Array.isArray(languages) ? languages.filter(isLanguage) : [];
    return known.length > 0 ? [...new Set(known)] : ["en"];
  } catch {
    return ["en"];
  }
}

/**
 * How the owner reads dates, times and numbers in plain Node (npm run leads): the site's first
 * language in the company's country ("de-DE"), or the language alone while the country is unreadable.
 */
export function siteLocaleOf(root = ROOT): string {
  const language = siteLanguagesOf(root)[0]!;
  try {
    const country: unknown = JSON.parse(
      readFileSync(join(root, "app", "content", "company.json"), "utf8"),
    )?.country;
    return typeof country === "string" && /^[A-Z]{2}$/.test(country) ? `${language}-${country}` : language;
  } catch {
    return language;
  }
}

/**
 * The language being built: `SITE_LANGUAGE` when it is one of company.languages, else the first of
 * them, or English while the content check has yet to refuse the file.
 */
export function siteLanguageOf(root = ROOT, env: NodeJS.ProcessEnv = process.env): Language {
  const languages = siteLanguagesOf(root);
  const asked = env.SITE_LANGUAGE;
  return isLanguage(asked) && languages.includes(asked) ? asked : languages[0]!;
}
