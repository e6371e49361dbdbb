/**
 * The site's language, as Node reads it: the first of company.languages in app/content/company.json,
 * read as text (a file that is not JSON is the content check's to name, not this module's to crash on).
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
