import { useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * Pages are pre-rendered, and most have nothing to do in the browser, so they ship no JavaScript.
 * A route that needs React in the browser says so with `export const handle = hydrate;` and the
 * root layout renders <Scripts /> only then. See docs/decisions/0001-javascript-only-where-needed.md.
 */
export const hydrate = { hydrate: true } as const;

function wantsHydration(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "hydrate" in handle && handle.hydrate === true;
}

export function usePageNeedsScripts(): boolean {
  const matches = useMatches();
  // The build also renders an SPA fallback page and refuses it without scripts. No visitor gets
  // that page (the build deletes it: unknown paths get 404.html), but it must build.
  const isSpaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode ?? false;
  return isSpaFallback || matches.some((match) => wantsHydration(match.handle));
}
