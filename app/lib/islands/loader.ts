import type { IslandProps, StartableIsland } from "./define";
import { islandName } from "./names";

type LoadIsland = () => Promise<StartableIsland>;

// Each island's code, fetched only when a page contains it (one chunk per island in /assets/).
const files = import.meta.glob<StartableIsland>(["/app/islands/*.{ts,tsx}", "!**/*.test.*"], {
  import: "default",
});

/** Every island by name. */
export const islands: ReadonlyMap<string, LoadIsland> = new Map(
  Object.entries(files).map(([file, load]) => [islandName(file), load]),
);

const started = new WeakSet<Element>();

/**
 * Starts every island in `root` that has not started yet: imports its code (and the words of its
 * page's language, when it has words) and calls its `start` with its container, the props the page
 * serialised and those words. Safe to call again.
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
    const { language } = element.dataset;
    starting.push(
      load().then(async (island) =>
        island.start(element, props, island.words && language ? await island.words(language) : undefined),
      ),
    );
  }
  await Promise.all(starting);
}
