/**
 * The editor's bundle for the live site (/admin/): ./admin/index.html and its script, with Sveltia
 * CMS from node_modules, built by Vite into admin/ beside its assets. It depends on code only (the
 * content's words come in admin/config.json), so it is built once per version of the code and kept
 * in node_modules/.cache/site-editor/: a publish, which changes content only, copies it (a build
 * of it takes seconds on a small server, and node_modules is the publish's too).
 */
import { createHash, randomBytes } from "node:crypto";
import { cp, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { build } from "vite";
import { listFiles, precompress } from "../precompress";
import { company } from "../../app/content/site";
import { adminConfig, type AdminSettings } from "./admin-config";

const ROOT = join(import.meta.dirname, "..", "..");
/** The bundle's hashed files, under the editor's folder (client/admin/). */
export const ADMIN_ASSETS = "admin/assets/";
const CACHE = join(ROOT, "node_modules", ".cache", "site-editor");
/** What the bundle is built from: its own files, the schema it checks with, their packages. */
const SOURCES = ["tooling/editor", "app/content", "shared", "package-lock.json"];
const CODE = /\.(ts|tsx|mjs|js|html|json)$/;

async function filesOf(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && CODE.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

/** The version of the bundle: a hash of its sources' code (the owner's data files are not code). */
async function bundleKey(): Promise<string> {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    const files = (await filesOf(join(ROOT, source))).sort();
    for (const file of files) {
      const path = relative(ROOT, file);
      // The content's own data (app/content/*.json, projects, photos) is not the bundle's.
      if (path.startsWith("app/content/") && !/\.(ts|tsx)$/.test(path)) continue;
      hash
        .update(`${path}\0`)
        .update(await readFile(file))
        .update("\0");
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * Sveltia's code-block highlighting loads one chunk per language (about 300 files, 10 MB) that no
 * field of the site uses: each is replaced by an empty module.
 */
const EMPTY_MODULE = "\0site-editor-empty";

async function buildBundle(outDir: string) {
  await build({
    configFile: false,
    root: join(import.meta.dirname, "admin"),
    base: "/admin/",
    logLevel: "warn",
    resolve: {
      alias: { "#shared": join(ROOT, "shared") },
    },
    plugins: [
      {
        name: "site-editor-no-highlighting",
        enforce: "pre",
        resolveId: (id) => (/^@shikijs\/(langs|themes)\//.test(id) ? EMPTY_MODULE : undefined),
        load: (id) => (id === EMPTY_MODULE ? "export default [];" : undefined),
      },
    ],
    build: {
      outDir,
      emptyOutDir: true,
      assetsDir: "assets",
      chunkSizeWarningLimit: Number.MAX_SAFE_INTEGER,
      reportCompressedSize: false,
      // No warning that plugins took much of the build's time: a fact of the machine's load.
      rollupOptions: { checks: { bundlerTimings: false } },
      // Sveltia 0.221.1 needs Chromium 140 or later and Safari 26 (`Uint8Array.prototype.toBase64`).
      target: "es2022",
    },
  });
}

/**
 * Drops the cache's entries but the `keep` newest (by their last use), and any younger than an
 * hour: another build may be copying one.
 */
export async function pruneEditorCache(cache: string, keep = 3, now = Date.now()) {
  const entries = await readdir(cache, { withFileTypes: true }).catch(() => []);
  const dated = await Promise.all(
    entries
      .filter((e) => e.isDirectory())
      .map(async (e) => ({ path: join(cache, e.name), used: (await stat(join(cache, e.name))).mtimeMs })),
  );
  const old = dated.sort((a, b) => b.used - a.used).slice(keep);
  for (const { path, used } of old)
    if (now - used > 3_600_000) await rm(path, { recursive: true, force: true });
}

/**
 * The folder of the editor's bundle in the cache, built first if it is not there; `cached`: it was.
 * `npm run edit` serves it from there.
 */
export async function adminBundle(): Promise<{ folder: string; cached: boolean }> {
  const cached = join(CACHE, await bundleKey());
  const hit = await stat(join(cached, "index.html")).catch(() => null);
  if (!hit) {
    // Built beside its place and renamed into it: a build stopped half way leaves no entry.
    const partial = `${cached}.${process.pid}-${randomBytes(4).toString("hex")}`;
    await mkdir(CACHE, { recursive: true });
    try {
      await buildBundle(partial);
      // Compressed once here, not by every build that copies it (6 MB at brotli's best: seconds).
      await precompress(await listFiles(join(partial, "assets")));
      await rename(partial, cached).catch(async (error: NodeJS.ErrnoException) => {
        // Another build put the same entry there first: theirs is as good.
        if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
      });
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
  }
  // Marked as used now: the newest used are the ones kept.
  const now = new Date();
  await utimes(cached, now, now);
  await pruneEditorCache(CACHE);
  return { folder: cached, cached: Boolean(hit) };
}

/** Puts the editor's bundle in `dir` (client/admin): from the cache, else built and cached. */
async function writeAdminBundle(dir: string): Promise<{ cached: boolean }> {
  const { folder, cached } = await adminBundle();
  await cp(folder, dir, { recursive: true });
  return { cached };
}

/**
 * About how long a publish takes here, from a save to the site showing it: a publish by npm start
 * is this build (the content check a few seconds before it) and the switch; GitHub's workflow adds
 * a runner, an install and the deploy (an estimate: not measured from here, see the README).
 */
export function publishing(
  commit: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  buildSeconds = process.uptime(),
) {
  const via = env.GITHUB_ACTIONS === "true" ? "workflow" : "server";
  const seconds = Math.ceil(buildSeconds) + (via === "workflow" ? 150 : 5);
  return { builtAt: new Date().toISOString(), ...(commit && { commit }), seconds, via } as const;
}

/** The editor at /admin/: its bundle, and its configuration from this build's content and settings. */
export async function writeAdmin(dir: string, settings: AdminSettings & { commit?: string | null }) {
  const { cached } = await writeAdminBundle(dir);
  // The owner's language (the editor's own words) and `publishing` (./admin/live-status.ts): taken
  // out before Sveltia reads the rest.
  const config = {
    ...adminConfig(settings),
    language: (settings.languages ?? company.languages)[0],
    publishing: publishing(settings.commit ?? undefined),
  };
  await writeFile(join(dir, "config.json"), `${JSON.stringify(config, null, 2)}\n`);
  console.log(
    `The editor at /admin/ for ${settings.repo} (${settings.branch})${cached ? ", its bundle from the cache" : ""}.`,
  );
}
