/**
 * Production JavaScript: one bundle per island (app/islands/), loaded by a small loader script on the
 * pre-rendered pages that contain `data-island="<name>"`. React Router's own runtime is not shipped; see
 * docs/decisions/0001-javascript-only-where-needed.md.
 */
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { visualizer } from "rollup-plugin-visualizer";
import { build, type Manifest } from "vite";
import { defineBuildSettings, type BuildSettings } from "./build-settings";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const ISLANDS_DIR = join(ROOT, "app", "islands");
const MANIFEST = ".vite/islands.json";

async function islandEntries(): Promise<Record<string, string>> {
  const files = await readdir(ISLANDS_DIR);
  const entries = files.filter((f) => /\.tsx?$/.test(f) && f !== "island.tsx" && !f.includes(".test."));
  return Object.fromEntries(entries.map((f) => [f.replace(/\.tsx?$/, ""), join(ISLANDS_DIR, f)]));
}

/** Bundles every island into `client/assets/` and returns, per island, its entry and the chunks it imports. */
export async function buildIslands(client: string, settings: BuildSettings): Promise<Map<string, string[]>> {
  const input = await islandEntries();
  await build({
    configFile: false,
    root: ROOT,
    mode: "production",
    logLevel: "warn",
    define: defineBuildSettings(settings),
    // Where every shipped kilobyte goes: reports/bundle.html (see docs/performance.md).
    plugins: [
      visualizer({
        filename: join(ROOT, "reports", "bundle.html"),
        template: "treemap",
        gzipSize: true,
        brotliSize: true,
      }),
      visualizer({ filename: join(ROOT, "reports", "bundle.json"), template: "raw-data", gzipSize: true }),
    ],
    resolve: { alias: { "~": join(ROOT, "app") } },
    build: {
      outDir: client,
      emptyOutDir: false,
      manifest: MANIFEST,
      modulePreload: false,
      rollupOptions: {
        input,
        onwarn(warning, warn) {
          // lucide-react marks its modules "use client", which means nothing outside a server-components build.
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
      },
    },
  });
  const manifest = JSON.parse(await readFile(join(client, MANIFEST), "utf8")) as Manifest;
  await rm(join(client, ".vite"), { recursive: true, force: true });

  const scripts = new Map<string, string[]>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry || !chunk.name) continue;
    const imports = (chunk.imports ?? []).map((key) => `/${manifest[key]!.file}`);
    scripts.set(chunk.name, [`/${chunk.file}`, ...imports]);
  }
  return scripts;
}

/**
 * Deletes the scripts of React Router's client build: no page loads them in production (the
 * islands replaced them), and a deploy should not carry dead files.
 */
export async function pruneUnusedScripts(client: string, keep: string[]) {
  const used = new Set(keep);
  const assets = join(client, "assets");
  for (const file of await readdir(assets)) {
    if (file.endsWith(".js") && !used.has(`/assets/${file}`)) await rm(join(assets, file));
  }
}

/**
 * The one script a page with islands carries, inline (no request before the first paint; the CSP
 * allows it by hash): once the page has loaded and the browser is idle, or as soon as the visitor
 * focuses or touches something, it imports the code of each island on the page, so the page is
 * painted and readable before any island's code is fetched or run.
 */
export function islandLoader(islands: Map<string, string[]>): string {
  const entries = Object.fromEntries([...islands].map(([name, [entry]]) => [name, entry]));
  return (
    `const islands=${JSON.stringify(entries)};` +
    `const start=()=>{for(const name of new Set([...document.querySelectorAll("[data-island]")].map((e)=>e.dataset.island)))if(islands[name])import(islands[name])};` +
    `const idle=()=>("requestIdleCallback" in window?requestIdleCallback(start,{timeout:1000}):setTimeout(start,50));` +
    `document.readyState==="complete"?idle():addEventListener("load",idle,{once:true});` +
    // A visitor who reaches for the form before then gets it sooner (import() runs a module once).
    `for(const type of ["focusin","pointerdown"])addEventListener(type,start,{once:true,passive:true});`
  );
}

/** Adds the island loader to the pages that have an island, and checks every island exists. */
export async function addIslandLoader(htmlFiles: string[], islands: Map<string, string[]>) {
  const loader = islandLoader(islands);
  for (const file of htmlFiles) {
    const html = await readFile(file, "utf8");
    const names = [...new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((m) => m[1]!))];
    if (names.length === 0) continue;
    const missing = names.filter((name) => !islands.has(name));
    if (missing.length > 0)
      throw new Error(`${file} has islands ${missing.join(", ")}, not found in app/islands/`);
    await writeFile(file, html.replace("</body>", `<script type="module">${loader}</script></body>`));
  }
}
