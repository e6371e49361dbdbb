/**
 * Production JavaScript: one small bundle per island (app/islands/), added to the pre-rendered pages
 * that contain `data-island="<name>"`. React Router's own runtime is not shipped; see
 * docs/decisions/0001-javascript-only-where-needed.md.
 */
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
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

/** Bundles every island into `client/assets/` and returns, per island, the scripts a page needs. */
export async function buildIslands(client: string, settings: BuildSettings): Promise<Map<string, string[]>> {
  const input = await islandEntries();
  await build({
    configFile: false,
    root: ROOT,
    mode: "production",
    logLevel: "warn",
    define: defineBuildSettings(settings),
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
export async function pruneUnusedScripts(client: string, scripts: Map<string, string[]>) {
  const used = new Set([...scripts.values()].flat());
  const assets = join(client, "assets");
  for (const file of await readdir(assets)) {
    if (file.endsWith(".js") && !used.has(`/assets/${file}`)) await rm(join(assets, file));
  }
}

/** Adds each island's module script (and preloads of what it imports) to the pages that have it. */
export async function addIslandScripts(htmlFiles: string[], scripts: Map<string, string[]>) {
  for (const file of htmlFiles) {
    const html = await readFile(file, "utf8");
    const names = [...new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((m) => m[1]!))];
    if (names.length === 0) continue;
    let head = "";
    let body = "";
    for (const name of names) {
      const [entry, ...imports] = scripts.get(name) ?? [];
      if (!entry) throw new Error(`${file} has island "${name}", but app/islands/ has no such entry`);
      head += imports.map((src) => `<link rel="modulepreload" href="${src}"/>`).join("");
      body += `<script type="module" src="${entry}"></script>`;
    }
    await writeFile(file, html.replace("</head>", `${head}</head>`).replace("</body>", `${body}</body>`));
  }
}
