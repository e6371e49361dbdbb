/**
 * The Worker that runs the site and its inbox on Cloudflare, written by every build whose form posts
 * to the site's own inbox (CONTACT_ENDPOINT=/api/contact), into <build>/cloudflare/:
 *
 * - worker.js: cloudflare/worker.mjs bundled by Vite with the app's own modules (the inbox's answer
 *   pages are the contact page's components), for workerd; its size is printed;
 * - migrations/: server/leads/migrations/ as they are: one schema on both hosts;
 * - wrangler.json: what binds its parts (tooling/wrangler-config.ts).
 */
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { build, type Plugin } from "vite";
import { islands } from "./islands";
import { ROOT } from "./project-copy.mjs";
import { ownerWords } from "./owner-words";
import { siteLanguage } from "./site-language";
import { workerDir, writeWranglerConfig } from "./wrangler-config";
import { readSiteManifest } from "#shared/site-manifest.mjs";
import type { Language } from "#shared/copy/languages.ts";
import { siteLanguagesOf } from "#shared/copy/site-language.ts";

const MIGRATIONS = join(ROOT, "server", "leads", "migrations");

/** The Worker's settings for workerd, for its bundle and each language's kit alike. */
const WORKER_TARGET = {
  resolve: { conditions: ["workerd", "worker", "module", "import", "default"], tsconfigPaths: true },
  ssr: {
    target: "webworker" as const,
    noExternal: true as const,
    resolve: { conditions: ["workerd", "worker"], externalConditions: ["workerd", "worker"] },
  },
};

/** React's "use client" marks mean nothing in a Worker. */
const quietDirectives = (warning: { code?: string }, warn: (warning: never) => void) => {
  if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning as never);
};

/**
 * app/inbox-kit.ts built in `language`, with its words and the owner's content in it, into
 * `<dir>/<language>.mjs` (the Worker's bundle then takes it in: languageKits).
 */
async function buildKit(language: Language, dir: string) {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: "warn",
    plugins: [siteLanguage(ROOT, language), islands()],
    ...WORKER_TARGET,
    build: {
      ssr: join(ROOT, "app", "inbox-kit.ts"),
      outDir: join(dir, language),
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      rollupOptions: {
        // The libraries stay imports, which the Worker's bundle then shares with its own: one React.
        external: [/^(react|react-dom|react-router|lucide-react)(\/|$)/],
        onwarn: quietDirectives,
        output: { entryFileNames: "kit.mjs" },
      },
    },
  });
}

/** cloudflare/language-kits.mjs, as this build fills it: the site's languages and their kits. */
function languageKits(dir: string): Plugin {
  const file = join(ROOT, "cloudflare", "language-kits.mjs");
  const id = "\0language-kits";
  return {
    name: "language-kits",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith("language-kits.mjs")) return undefined;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === file ? id : undefined;
    },
    load(loaded) {
      if (loaded !== id) return undefined;
      const [, ...others] = siteLanguagesOf(ROOT);
      return [
        ...others.map(
          (language, i) => `import * as kit${i} from ${JSON.stringify(join(dir, language, "kit.mjs"))};`,
        ),
        `export const LANGUAGES = ${JSON.stringify(siteLanguagesOf(ROOT))};`,
        `export const LANGUAGE_KITS = {${others
          .map(
            (language, i) =>
              `${JSON.stringify(language)}: { pages: kit${i}.inboxPages, words: kit${i}.inboxWords }`,
          )
          .join(", ")}};`,
      ].join("\n");
    },
  };
}

/** Bytes as "289.4 KB". */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Writes <buildDir>/cloudflare/ (after the site manifest, which wrangler.json is made from). Returns the Worker's size, minified and gzipped (what Cloudflare's
 * limits count), which the build prints.
 */
export async function buildCloudflare(buildDir: string) {
  const out = workerDir(buildDir);
  // The configuration with the inbox's settings the last deploy gave (and its database's id), never
  // the build's environment: npm start's settings (a list of addresses, a sender with a name) are not
  // Cloudflare's to refuse, and a local trial's must not go live. cloudflare:deploy sets them.
  writeWranglerConfig({ buildDir, configDir: out, env: {} });
  const bundle = join(out, ".bundle");
  await rm(bundle, { recursive: true, force: true });
  const [, ...others] = siteLanguagesOf(ROOT);
  // Each other language's inbox kit, bundled in that language (its words, its content).
  const kits = join(out, ".kits");
  for (const language of others) await buildKit(language, kits);
  await build({
    configFile: false,
    root: ROOT,
    logLevel: "warn",
    plugins: [siteLanguage(ROOT), ownerWords(siteLanguagesOf(ROOT)[0]!, ROOT), islands(), languageKits(kits)],
    // The forms of the owner's other languages (the bundle's own content is the first's).
    define: { __LANGUAGE_FORMS__: JSON.stringify(readSiteManifest(buildDir).languageForms ?? {}) },
    ...WORKER_TARGET,
    build: {
      ssr: join(ROOT, "cloudflare", "worker.mjs"),
      outDir: bundle,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      rollupOptions: {
        external: [/^cloudflare:/],
        onwarn: quietDirectives,
        output: { entryFileNames: "worker.js" },
      },
    },
  });
  // Only the Worker: wrangler uploads every module beside it, and the islands' browser files the
  // app's plugin writes are no part of it.
  await rename(join(bundle, "worker.js"), join(out, "worker.js"));
  await rm(bundle, { recursive: true, force: true });
  await rm(kits, { recursive: true, force: true });
  await rm(join(out, "migrations"), { recursive: true, force: true });
  await mkdir(join(out, "migrations"), { recursive: true });
  for (const file of (await readdir(MIGRATIONS)).filter((f) => f.endsWith(".sql")))
    await copyFile(join(MIGRATIONS, file), join(out, "migrations", file));

  const worker = join(out, "worker.js");
  const bytes = (await stat(worker)).size;
  const gzipped = (await promisify(gzip)(await readFile(worker))).length;
  return {
    bytes,
    gzipped,
    line: `Cloudflare Worker: ${relative(ROOT, worker)} ${kb(bytes)} (${kb(gzipped)} gzip)`,
  };
}
