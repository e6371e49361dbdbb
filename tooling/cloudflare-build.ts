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
import { build } from "vite";
import { islands } from "./islands";
import { ROOT } from "./project-copy.mjs";
import { workerDir, writeWranglerConfig } from "./wrangler-config";

const MIGRATIONS = join(ROOT, "server", "leads", "migrations");

/** The Worker's settings for workerd. */
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
  await build({
    configFile: false,
    root: ROOT,
    logLevel: "warn",
    plugins: [islands()],
    ...WORKER_TARGET,
    build: {
      ssr: join(ROOT, "cloudflare", "worker.mjs"),
      outDir: bundle,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      rollupOptions: {
        // No warning that plugins took much of the build's time: a fact of the machine's load,
        // not of the code (it came and went on a busy 2-core machine).
        checks: { bundlerTimings: false },
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
