/**
 * Production JavaScript: the island loader and one chunk per island (app/islands/), bundled by Vite
 * between React Router's client build and its server build, so the pre-rendered pages reference the
 * loader by its real URL. React Router's own runtime is not shipped. See
 * docs/decisions/0003-islands-on-public-apis.md.
 */
import { readFile, readdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { visualizer } from "rollup-plugin-visualizer";
import { build, minify, type Manifest, type Plugin } from "vite";
import { ISLAND_BOOTSTRAP } from "../app/lib/islands/bootstrap.ts";
import { islandName } from "../app/lib/islands/names.ts";
import { defineBuildSettings, readBuildSettings } from "./build-settings.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const LOADER = "app/lib/islands/start.ts";
const ISLANDS_DIR = "app/islands/";
/** The island build's Vite manifest, in the client folder until the build's end removes `.vite/`. */
export const ISLAND_MANIFEST = ".vite/islands.json";
/** The module through which pages learn the loader's URL (undefined outside a production build). */
const VIRTUAL_ID = "virtual:islands";

export type IslandFiles = {
  /** The loader's URL, e.g. "/assets/start-1a2b3c.js". */
  loader: string;
  /** Each island's files: its chunk and the chunks it imports. */
  islands: Map<string, string[]>;
  /**
   * Each island's files fetched only when it asks for them (its dynamic imports and theirs, e.g.
   * the photo viewer at its first opening): kept in the build, never part of a page's first load.
   */
  later: Map<string, string[]>;
  /**
   * Each island's words by language (shared/copy/<language>/form.ts and the chunks they import),
   * fetched before it starts on a page in that language: part of that page's first load.
   */
  words: Map<string, Record<string, string[]>>;
};

/** A language's words for an island: shared/copy/<language>/form.ts, which an island globs. */
const WORDS = /^shared\/copy\/([a-z]+)\/form\.ts$/;

/** What the island build wrote, read from its Vite manifest. */
export function islandFiles(manifest: Manifest): IslandFiles {
  const url = (key: string) => `/${manifest[key]!.file}`;
  const withImports = (key: string): string[] => [
    url(key),
    ...(manifest[key]!.imports ?? []).flatMap((imported) => withImports(imported)),
  ];
  const islands = new Map<string, string[]>();
  const later = new Map<string, string[]>();
  const words = new Map<string, Record<string, string[]>>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.src?.startsWith(ISLANDS_DIR)) continue;
    const name = islandName(chunk.src);
    const own = new Set(withImports(key));
    islands.set(name, [...own]);
    const dynamic = chunk.dynamicImports ?? [];
    const byLanguage = dynamic.flatMap((imported) => {
      const language = WORDS.exec(manifest[imported]?.src ?? "")?.[1];
      return language ? [[language, withImports(imported).filter((file) => !own.has(file))] as const] : [];
    });
    if (byLanguage.length > 0) words.set(name, Object.fromEntries(byLanguage));
    const lazy = dynamic
      .filter((imported) => !WORDS.test(manifest[imported]?.src ?? ""))
      .flatMap(withImports)
      .filter((file) => !own.has(file));
    if (lazy.length > 0) later.set(name, [...new Set(lazy)]);
  }
  if (!manifest[LOADER]?.isEntry) throw new Error(`The island build has no entry for ${LOADER}`);
  return { loader: url(LOADER), islands, later, words };
}

export async function readIslandFiles(client: string): Promise<IslandFiles> {
  return islandFiles(JSON.parse(await readFile(join(client, ISLAND_MANIFEST), "utf8")) as Manifest);
}

/**
 * React's modules, as the islands import them, and Preact's that stand in for them in browsers. One
 * entry per module, no `$1` in a replacement: Rolldown reads "$1runtime" as a group named "1runtime".
 */
export const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react(-dom)?$/, replacement: "preact/compat" },
];

/** Bundles the loader and, through its `import.meta.glob`, every island into `client/assets/`. */
export async function buildIslands(client: string): Promise<IslandFiles> {
  await build({
    configFile: false,
    root: ROOT,
    mode: "production",
    logLevel: "warn",
    define: {
      ...defineBuildSettings(readBuildSettings(process.env)),
      // Library mode leaves process.env alone; React reads it to pick its production build.
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    // The islands run on Preact's React-compatible API: the pages are pre-rendered by React, and in
    // the browser a third of the script does the same work (decision 0015).
    resolve: { alias: PREACT_FOR_REACT, tsconfigPaths: true },
    plugins: [
      // Library mode keeps ES output readable for other bundlers; these files go to browsers.
      {
        name: "site:minify-islands",
        async generateBundle(_, bundle) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== "chunk") continue;
            // Oxc answers a file it cannot minify with no code and its errors: never ship that.
            const { code, errors } = await minify(chunk.fileName, chunk.code);
            if (errors.length > 0)
              throw new Error(`${chunk.fileName}: ${errors.map((e) => e.message).join("; ")}`);
            chunk.code = code;
          }
        },
      },
      // Where every shipped kilobyte goes: reports/bundle.html (see docs/performance.md). Gzip sizes
      // only: a brotli size of every module cost 1.2 s of each build's 9.5.
      visualizer({ filename: join(ROOT, "reports", "bundle.html"), template: "treemap", gzipSize: true }),
      visualizer({ filename: join(ROOT, "reports", "bundle.json"), template: "raw-data", gzipSize: true }),
    ],
    build: {
      outDir: client,
      emptyOutDir: false,
      manifest: ISLAND_MANIFEST,
      // Library mode: plain import() of each island, without the 1 KB preload helper an app build adds
      // (the loader imports an island when the page is ready, not before); hashed names all the same.
      lib: { entry: { loader: join(ROOT, LOADER) }, formats: ["es"] },
      rollupOptions: {
        output: { entryFileNames: "assets/[name]-[hash].js", chunkFileNames: "assets/[name]-[hash].js" },
        onwarn(warning, warn) {
          // lucide-react marks its modules "use client", which means nothing outside a server-components build.
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
      },
    },
  });
  return readIslandFiles(client);
}

/**
 * The Vite plugin: in a production build, bundles the islands when the server build starts (React
 * Router builds the client first, then the server that pre-renders every page) and tells the pages
 * the loader's URL through `virtual:islands`. In development and tests the module says
 * `loaderSrc = undefined`: the whole app hydrates through React Router there.
 */
export function islands(): Plugin {
  let files: IslandFiles | undefined;
  let command = "serve";
  return {
    name: "site:islands",
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined;
    },
    async buildStart() {
      if (command !== "build" || this.environment.name !== "ssr") return;
      const { root, environments } = this.environment.config;
      files = await buildIslands(resolve(root, environments.client!.build.outDir));
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      const loaderSrc = this.environment.name === "ssr" ? files?.loader : undefined;
      return `export const loaderSrc = ${JSON.stringify(loaderSrc)};`;
    },
  };
}

/**
 * Deletes the scripts no page loads: React Router's client build (the islands replaced it), and the
 * islands' words in the kit's languages the site does not speak, so a deploy carries no dead files
 * (and a German site no English words). Keeps exactly the island build's files for `languages`.
 */
export async function pruneUnusedScripts(client: string, files: IslandFiles, languages: readonly string[]) {
  const used = new Set([
    files.loader,
    ...[...files.islands.values()].flat(),
    ...[...files.later.values()].flat(),
    ...[...files.words.values()].flatMap((byLanguage) => languages.flatMap((l) => byLanguage[l] ?? [])),
  ]);
  const assets = join(client, "assets");
  for (const file of await readdir(assets)) {
    if (file.endsWith(".js") && !used.has(`/assets/${file}`)) await rm(join(assets, file));
  }
}

/**
 * Fails the build unless every page with an island carries the bootstrap byte for byte, with the
 * loader's URL: the CSP allows the bootstrap by the hash of its text, so any other text would not run.
 */
export async function checkBootstraps(htmlFiles: string[], loader: string) {
  const expected = `<script data-src="${loader}">${ISLAND_BOOTSTRAP}</script>`;
  for (const file of htmlFiles) {
    const html = await readFile(file, "utf8");
    const bootstraps = html.split("<script data-src=").length - 1;
    if (
      html.includes("data-island=") !== html.includes(expected) ||
      bootstraps > html.split(expected).length - 1
    )
      throw new Error(
        `${file}: its island bootstrap is missing or differs from app/lib/islands/bootstrap.ts`,
      );
  }
}
