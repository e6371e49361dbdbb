import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandDefinition, IslandProps } from "./define";

/**
 * An island rendered by a React component: the page pre-renders it, and in the browser it hydrates
 * that part of the page alone, with the props the page serialised (no router, no layout) and its
 * page's language's words (`words`, loaded first). The island build resolves
 * react-dom/client to Preact's (docs/decisions/0015); development, React's.
 */
export function reactIsland<P extends IslandProps, W>(
  Component: ComponentType<P & { words: W }>,
  words: (language: string) => Promise<W>,
): IslandDefinition<P, W> {
  return {
    Component,
    words,
    start: (element, props, loaded) => void hydrateRoot(element, <Component {...props} words={loaded} />),
  };
}
