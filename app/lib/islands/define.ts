import type { ComponentType } from "react";

/** What a page can hand an island: it travels as JSON in the island's `data-props` attribute. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type IslandProps = { [key: string]: Json };

/**
 * The one contract of an island: the default export of each file in `app/islands/`, whose file name
 * is the island's name. See docs/decisions/0003-islands-on-public-apis.md.
 */
export type IslandDefinition<P extends IslandProps = IslandProps> = {
  /** The island's markup, rendered into the pre-rendered page; absent when it has none. */
  Component?: ComponentType<P>;
  /** Runs in the browser: `element` is the island's container, `props` what the page rendered it with. */
  start: (element: HTMLElement, props: P) => void;
};

/** An island with no markup of its own: a few lines of script, and no React in the browser. */
export function scriptIsland<P extends IslandProps>(
  start: (element: HTMLElement, props: P) => void,
): IslandDefinition<P> {
  return { start };
}
