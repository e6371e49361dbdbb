import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { siteLanguage } from "./site-language";

const ROOT = join(import.meta.dirname, "..");

/** Where a plugin resolves the interface's wording to, imported from app/content/site.ts. */
function wordingOf(plugin: ReturnType<typeof siteLanguage>) {
  const resolveId = plugin.resolveId as (id: string, importer?: string) => string | undefined;
  return resolveId.call({}, "#shared/copy/index.ts", join(ROOT, "app", "content", "site.ts"));
}

describe("the site's language in Vite", () => {
  test("resolves the interface's wording to the language asked for", () => {
    expect(wordingOf(siteLanguage(ROOT, "de"))).toBe(join(ROOT, "shared", "copy", "de", "site.ts"));
    expect(wordingOf(siteLanguage(ROOT, "en"))).toBe(join(ROOT, "shared", "copy", "en", "site.ts"));
  });

  test("is a plugin of another name for each language, so Vitest's module cache keeps them apart", () => {
    // Vitest keys its cache of transformed modules by the plugins' names, not their options: two
    // projects of one run (unit tests in English, site tests in the owner's language) with one name
    // were handed each other's modules, in the other language's words.
    const names = (["en", "de", "es", "fr"] as const).map((language) => siteLanguage(ROOT, language).name);
    expect(new Set(names).size).toBe(names.length);
  });
});
