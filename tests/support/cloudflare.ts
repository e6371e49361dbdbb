/**
 * The site and its inbox as they run on Cloudflare, on this machine: `npm run cloudflare:dev` (wrangler's
 * workerd with local D1, R2 and email) on the test's own build for Cloudflare, with its own local
 * state in a temporary folder, removed by `stop()`. Nothing is downloaded, no account is used.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { wrangler as runWrangler } from "../../scripts/cloudflare-site.mjs";
import { freePort, send, startChild, waitUntil } from "./hosts";
import { BUILDS } from "./builds";
import { nodeScript, ROOT } from "./site";

/** The build for Cloudflare the tests run (CONTACT_ENDPOINT=/api/contact, INBOX_HOST=cloudflare), made once per run (tests/support/builds.ts). */
export const CLOUDFLARE_BUILD = BUILDS.cloudflare.dir;
export const CLOUDFLARE_SETTINGS = BUILDS.cloudflare.settings;

export type StoredRow = Record<string, unknown> & {
  id: number;
  name: string;
  email: string;
  message: string;
};

export type RunningCloudflare = {
  origin: string;
  /** The folder of its local Cloudflare (CLOUDFLARE_STATE). */
  state: string;
  stop: () => Promise<void>;
  log: () => string;
  /** A statement on its local D1 database (its file, as wrangler keeps it): the rows it reads. */
  d1: (sql: string) => Record<string, unknown>[];
  /** Its leads, straight from D1, oldest first. */
  rows: () => StoredRow[];
  /** `npm run leads -- --cloudflare --local` with these arguments: its output and status. */
  leads: (...args: string[]) => { status: number; stdout: string; stderr: string };
  /** The mails the email binding wrote, as raw messages, oldest first. */
  mails: () => string[];
  /** Whether the local R2 bucket holds an object under `key`. */
  photoStored: (key: string) => boolean;
  /** Runs the cron trigger once (what Cloudflare does every five minutes) and waits for it. */
  cron: () => Promise<void>;
};

/**
 * Starts `npm run cloudflare:dev` on the Cloudflare build, with any inbox settings in `env`. Its local
 * state is `state` when given (kept by `stop()`: a restart finds the same leads), a new folder otherwise.
 * `project` and `buildDir`: another project's build for Cloudflare (an owner's copy's `build`).
 */
export async function startCloudflare(
  env: Record<string, string> = {},
  {
    state: kept,
    project = ROOT,
    buildDir = CLOUDFLARE_BUILD,
  }: { state?: string; project?: string; buildDir?: string } = {},
): Promise<RunningCloudflare> {
  const state = kept ?? mkdtempSync(join(tmpdir(), "site-cloudflare-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const running = startChild(process.execPath, nodeScript("cloudflare:dev"), {
    cwd: project,
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      CLOUDFLARE_STATE: state,
      WRANGLER_LOG_PATH: join(state, "logs"),
      NO_COLOR: "1",
      ...env,
    },
  });
  // Should the test's process end without stopping it (a runner giving up on a worker after a
  // timeout), wrangler and its workerd go too: found running here hours after such a run.
  const orphaned = () => {
    try {
      process.kill(-running.child.pid!, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  process.once("exit", orphaned);
  const stop = async () => {
    process.off("exit", orphaned);
    await running.stop();
    if (!kept) rmSync(state, { recursive: true, force: true });
  };
  try {
    // It applies the migrations (a workerd of their own), then wrangler dev starts the Worker in
    // another: over a minute on a busy machine.
    await waitUntil(
      running.child,
      "npm run cloudflare:dev",
      running.log,
      async () => {
        if (!running.log().includes(`as on Cloudflare on ${origin}`)) throw new Error("not serving yet");
        await send(`${origin}/robots.txt`);
      },
      150_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const config = join(state, "wrangler.json");
  // The product's own wrangler runner: it asks again while the running Worker holds D1 busy.
  const wrangler = (args: string[]) =>
    runWrangler([...args, "--local", "-c", config], {
      env: { ...process.env, WRANGLER_LOG_PATH: join(state, "logs") },
    });
  const d1 = (sql: string) => {
    // Straight from the file, as `wrangler d1 execute --local` reads it (which starts a workerd of
    // its own each time: seconds, where this takes milliseconds). SQLite's own locks keep the two
    // apart; a statement waits while the running Worker writes.
    const db = new DatabaseSync(localD1File(state), { timeout: 10_000 });
    try {
      const statement = db.prepare(sql);
      if (statement.columns().length > 0) return statement.all().map((row) => ({ ...row }));
      statement.run();
      return [];
    } finally {
      db.close();
    }
  };
  return {
    origin,
    state,
    stop,
    log: running.log,
    d1,
    rows: () => d1("SELECT * FROM leads ORDER BY id") as StoredRow[],
    leads: (...args) => {
      const result = spawnSync(
        process.execPath,
        [...nodeScript("leads"), "--cloudflare", "--local", ...args],
        {
          cwd: project,
          encoding: "utf8",
          env: {
            ...process.env,
            CLOUDFLARE_STATE: state,
            BUILD_DIR: buildDir,
            WRANGLER_LOG_PATH: join(state, "logs"),
          },
        },
      );
      return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
    },
    mails: () => {
      const folder = join(state, ".wrangler", "tmp");
      if (!existsSync(folder)) return [];
      return readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(".eml"))
        .map((entry) => join(entry.parentPath, entry.name))
        .map((file) => readFileSync(file, "utf8"));
    },
    photoStored: (key) => {
      const bucket = (JSON.parse(readFileSync(config, "utf8")) as { r2_buckets: { bucket_name: string }[] })
        .r2_buckets[0]!.bucket_name;
      const result = wrangler([
        "r2",
        "object",
        "get",
        `${bucket}/${key}`,
        "--file",
        join(state, "r2-object"),
      ]);
      rmSync(join(state, "r2-object"), { force: true });
      return result.status === 0;
    },
    cron: async () => {
      const answer = await send(`${origin}/cdn-cgi/local/scheduled`);
      if (answer.status !== 200)
        throw new Error(`the cron trigger answered ${answer.status}: ${answer.body}`);
    },
  };
}

/**
 * The file of a local Cloudflare's D1 database: wrangler keeps it as SQLite (in WAL mode) beside the
 * metadata of miniflare's D1 objects, in `state`'s .wrangler/state/.
 */
function localD1File(state: string) {
  const folder = join(state, ".wrangler", "state", "v3", "d1", "miniflare-D1DatabaseObject");
  const files = existsSync(folder)
    ? readdirSync(folder).filter((file) => file.endsWith(".sqlite") && file !== "metadata.sqlite")
    : [];
  if (files.length !== 1)
    throw new Error(
      `No one local D1 database in ${folder} (${files.length} found): has wrangler moved its local state?`,
    );
  return join(folder, files[0]!);
}

/** A raw mail's text body (base64, as the Worker writes it). */
export function mailText(raw: string) {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
}
