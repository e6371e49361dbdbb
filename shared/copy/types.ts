/** The shape every language's wording has: English's, with any words in place of its words. */
import type * as english from "./en/site.ts";

/** `T` with any text where it has a text, and templates that take the same values. */
export type Wording<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Wording<R>
    : { readonly [K in keyof T]: Wording<T[K]> };

/**
 * The site's fixed wording in any language: what shared/copy/<language>/site.ts exports (./index.ts
 * refuses to compile with a language that lacks a word or a template of English's).
 */
export type SiteCopy = Wording<typeof english>;

/** The contact form's words in one language (shared/copy/<language>/form.ts). */
export type FormWords = Pick<SiteCopy, "contactCopy" | "contactPage">;
