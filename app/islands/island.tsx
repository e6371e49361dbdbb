import type { ReactNode } from "react";

/** Entry modules in app/islands/, one per name. */
export type IslandName = "contact-form" | "not-found";

/**
 * Marks the part of a pre-rendered page that comes alive in the browser. The production build
 * bundles `app/islands/<name>.ts(x)` and adds its script to every page that contains the island;
 * pages without islands ship no JavaScript. See docs/decisions/0001-javascript-only-where-needed.md.
 */
export function Island({ name, children }: { name: IslandName; children?: ReactNode }) {
  return <div data-island={name}>{children}</div>;
}
