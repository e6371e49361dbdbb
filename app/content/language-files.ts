/**
 * The data files another of the owner's languages has whole, in app/content/<language>/: the same
 * files, the same slugs, every text in that language. The company's texts are its company.json
 * (companyTextsSchema); its facts are written once. Read by the content (./languages.ts) and checked
 * by the build (tooling/content-files.ts).
 */
export const LANGUAGE_FILES = ["pages", "services", "questions", "testimonials"] as const;
