/**
 * The languages the kit's interface is written in, each a folder of shared/copy/ (en/, es/, de/,
 * fr/) exporting the same names in the same shape. The owner picks the site's from these
 * (company.languages, its first the default).
 */
export const LANGUAGES = ["en", "es", "de", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself: the language link says it in the language it leads to. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  de: "Deutsch",
  fr: "Français",
};

export const isLanguage = (code: unknown): code is Language => LANGUAGES.includes(code as Language);
