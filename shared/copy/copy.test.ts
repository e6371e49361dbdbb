import { describe, expect, it } from "vitest";
import { COPIES } from "./all.ts";
import { LANGUAGES } from "./languages.ts";

/** Every word's path in a language's wording, with what it is: "text", or a template of n values. */
function shape(value: unknown, path = ""): Record<string, string> {
  if (typeof value === "string") return { [path]: "text" };
  if (typeof value === "function") return { [path]: `template of ${value.length}` };
  if (value && typeof value === "object")
    return Object.assign(
      {},
      ...Object.entries(value).map(([key, inner]) => shape(inner, path ? `${path}.${key}` : key)),
    );
  return { [path]: typeof value };
}

/** Every text of a language's wording, by its path (templates are checked by their shape). */
const textsOf = (value: unknown, path = ""): [string, string][] =>
  typeof value === "string"
    ? [[path, value]]
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, inner]) => textsOf(inner, path ? `${path}.${key}` : key))
      : [];

/** Texts that may be empty: what follows the email address in "call us at … or email …" in some languages. */
const MAY_BE_EMPTY = new Set(["contactPage.callOrEmail.after"]);

describe("the interface's wording in every language the kit speaks", () => {
  it("is written for each language of the list, and only those", () => {
    expect(Object.keys(COPIES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))(
    "%s has every message English has, and none English lacks, each a text or a template of as many values",
    (language) => {
      expect(shape(COPIES[language])).toEqual(shape(COPIES.en));
    },
  );

  it.each(LANGUAGES)("%s leaves no message empty", (language) => {
    for (const [path, text] of textsOf(COPIES[language]))
      if (!MAY_BE_EMPTY.has(path)) expect(text.trim(), `${language}: ${path}`).not.toBe("");
  });

  /** Words that promise something of the company (free, fast, guaranteed), in each language. */
  const PROMISES =
    /\b(free|fast|guarantee\w*|kostenlos\w*|gratis|schnell\w*|garantiert\w*|gratuit\w*|rápid\w*|garantizad\w*|rapide\w*|garanti\w*)\b/iu;
  /** What the interface says to visitors (the leads' and the owner's messages are the owner's). */
  const VISITORS_READ = [
    "chrome",
    "facts",
    "home",
    "about",
    "servicesPage",
    "servicePage",
    "portfolioPage",
    "projectPage",
    "questionsPage",
    "contactPage",
    "contact",
    "inbox",
    "notFound",
    "privacy",
    "legalNotice",
  ] as const;

  /** A template's value: reads as "X", as do its fields ("company.name"). */
  const STAND_IN: unknown = new Proxy(
    {},
    { get: (_, key) => (key === Symbol.toPrimitive ? () => "X" : key === "map" ? () => ["X"] : STAND_IN) },
  );

  /** Every text of `value`, templates filled with a stand-in for each value. */
  const allTexts = (value: unknown, path = ""): [string, string][] => {
    if (typeof value === "function") {
      const filled: unknown = (value as (...values: unknown[]) => unknown)(
        ...Array.from({ length: value.length }, () => STAND_IN),
      );
      return allTexts(filled, path);
    }
    return typeof value === "string"
      ? [[path, value]]
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, inner]) => allTexts(inner, `${path}.${key}`))
        : [];
  };

  it.each(LANGUAGES)(
    "%s promises nothing about the company that its owner did not write: no free, fast or guaranteed",
    (language) => {
      const copy = COPIES[language] as Record<string, unknown>;
      const promising = VISITORS_READ.flatMap((area) => allTexts(copy[area], area)).filter(([, text]) =>
        PROMISES.test(text),
      );
      expect(promising).toEqual([]);
    },
  );
});
