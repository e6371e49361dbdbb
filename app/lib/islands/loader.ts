import type { IslandDefinition, IslandProps } from "./define";
import { islandName } from "./names";

type LoadIsland = () => Promise<IslandDefinition>;

// Each island's code, fetched only when a page contains it (one chunk per island in /assets/).
const files = import.meta.glob<IslandDefinition>(["/app/islands/*.{ts,tsx}", "!**/*.test.*"], {
  import: "default",
});

/** Every island by name. */
export const islands: ReadonlyMap<string, LoadIsland> = new Map(
  Object.entries(files).map(([file, load]) => [islandName(file), load]),
);

const started = new WeakSet<Element>();

/**
 * Starts every island in `root` that has not started yet: imports its code and calls its `start`
 * with its container and the props the page serialised. Safe to call again.
 */
export async function startIslands(root: ParentNode = document, known = islands): Promise<void> {
  const starting: Promise<void>[] = [];
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    if (started.has(element)) continue;
    started.add(element);
    const name = element.dataset.island ?? "";
    const load = known.get(name);
    if (!load) {
      console.error(`This page has an island "${name}", and app/islands/ has none of that name.`);
      continue;
    }
    const props = JSON.parse(element.dataset.props ?? "{}") as IslandProps;
    starting.push(load().then((island) => island.start(element, props)));
  }
  await Promise.all(starting);
}

/**
 * Calls `start` once the page has loaded, has been painted and the browser is idle, so the page is
 * readable before any island's code is fetched or run; and at the visitor's first focus or touch,
 * so a visitor who reaches for the form sooner gets it sooner.
 */
export function whenPageIsReady(start: () => void, win: Window = window): void {
  // Safari has no requestIdleCallback: a short timeout stands in for it.
  const idle = () =>
    typeof win.requestIdleCallback === "function"
      ? win.requestIdleCallback(start, { timeout: 1000 })
      : win.setTimeout(start, 50);
  // A small page can load before its first frame, and idle time can come before it too: the
  // callback of a second animation frame runs only once the first frame has been produced.
  const painted = () => win.requestAnimationFrame(() => win.requestAnimationFrame(idle));
  if (win.document.readyState === "complete") painted();
  else win.addEventListener("load", painted, { once: true });
  for (const type of ["focusin", "pointerdown"])
    win.addEventListener(type, start, { once: true, passive: true });
}
