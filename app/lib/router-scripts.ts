import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

/**
 * Whether the document carries React Router's own scripts. In production, never: pages are
 * pre-rendered and only islands (app/islands/) load JavaScript. In development, always, so hot
 * reload works and the whole app hydrates. The build's SPA fallback must carry them too, or the
 * build refuses it (no visitor gets that page: the build deletes it and unknown paths get 404.html).
 * See docs/decisions/0001-javascript-only-where-needed.md.
 */
export function useRouterScripts(): boolean {
  const isSpaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode ?? false;
  return import.meta.env.DEV || isSpaFallback;
}
