/**
 * Every language's wording, by its code: each must have every word and template of English's
 * (`SiteCopy`; shared/copy/copy.test.ts also refuses one with a word English lacks).
 */
import * as de from "./de/site.ts";
import * as en from "./en/site.ts";
import * as es from "./es/site.ts";
import * as fr from "./fr/site.ts";
import type { Language } from "./languages.ts";
import type { SiteCopy } from "./types.ts";

export const COPIES = { en, es, de, fr } satisfies Record<Language, SiteCopy>;
