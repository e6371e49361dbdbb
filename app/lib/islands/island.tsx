import { useEffect, useRef } from "react";
import { loaderSrc } from "virtual:islands";
import { ISLAND_BOOTSTRAP } from "./bootstrap";
import type { IslandDefinition, IslandProps } from "./define";
import { islandName } from "./names";

// Every island, to find the name (file name) of the one a page renders. The same files as the
// loader's map (loader.ts); a unit test checks that the two agree.
const definitions = import.meta.glob<object>(["/app/islands/*.{ts,tsx}", "!**/*.test.*"], {
  eager: true,
  import: "default",
});

function nameOf(island: object): string {
  const file = Object.keys(definitions).find((key) => definitions[key] === island);
  if (!file) throw new Error("An <Island> must be the default export of a file in app/islands/");
  return islandName(file);
}

/**
 * The part of a pre-rendered page that comes alive in the browser: `of` is an island (the default
 * export of `app/islands/<name>.ts(x)`), `props` what it is rendered with and, as JSON in the page,
 * what it starts with in the browser. In a production build the island is followed by the bootstrap
 * (bootstrap.ts), which fetches the loader (`/assets/`) once the page has painted: only pages with an
 * island carry any script, and none of it is on the way to the first paint. An island with words is
 * rendered with its page's language's (`words`), and names that `language` for the browser to load
 * the same. See docs/decisions/0003-islands-on-public-apis.md.
 */
export function Island<P extends IslandProps, W = undefined>({
  of,
  props,
  words,
  language,
}: { of: IslandDefinition<P, W>; props: P } & (undefined extends W
  ? { words?: undefined; language?: undefined }
  : { words: W; language: string })) {
  const ref = useRef<HTMLDivElement>(null);
  const json = JSON.stringify(props);
  // Only a whole-app hydration runs effects (`npm run dev`): production pages never hydrate as a
  // whole, and there the loader starts the island. A React island is part of that hydration already.
  useEffect(() => {
    if (!of.Component && ref.current) of.start(ref.current, JSON.parse(json) as P, words as W);
  }, [of, json, words]);

  const { Component } = of;
  return (
    <>
      <div
        ref={ref}
        data-island={nameOf(of)}
        data-props={json === "{}" ? undefined : json}
        data-language={of.words ? language : undefined}
      >
        {Component && <Component {...props} words={words as W} />}
      </div>
      {/* Beside the container, not in it: a React island hydrates the container's contents. */}
      {loaderSrc && <script data-src={loaderSrc} dangerouslySetInnerHTML={{ __html: ISLAND_BOOTSTRAP }} />}
    </>
  );
}
