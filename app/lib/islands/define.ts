import type { ComponentType } from "react";

/** What a page can hand an island: it travels as JSON in the island's `data-props` attribute. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type IslandProps = { [key: string]: Json };

/**
 * The one contract of an island: the default export of each file in `app/islands/`, whose file name
 * is the island's name. See docs/decisions/0003-islands-on-public-apis.md.
 *
 * An island with words (`W`) is the same code in every language: its words are no JSON (they hold
 * templates), so the page renders it with its language's words and names that language
 * (`data-language`), and in the browser `words` loads them, a chunk per language, before `start`.
 */
export type IslandDefinition<P extends IslandProps = IslandProps, W = undefined> = {
  /** The island's markup, rendered into the pre-rendered page; absent when it has none. */
  Component?: ComponentType<P & { words: W }>;
  /** The island's words in a language (one of the site's): absent when it has none. */
  words?: (language: string) => Promise<W>;
  /**
   * Runs in the browser: `element` is the island's container, `props` what the page rendered it
   * with, `words` the words of the page's language.
   */
  start(element: HTMLElement, props: P, words: W): void;
};

/** An island as the loader knows it: by what runs in the browser. */
export type StartableIsland = Pick<IslandDefinition<IslandProps, unknown>, "start" | "words">;

/** An island with no markup of its own: a few lines of script, and no React in the browser. */
export function scriptIsland<P extends IslandProps>(
  start: (element: HTMLElement, props: P) => void,
): IslandDefinition<P> {
  return { start };
}
