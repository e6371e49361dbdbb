// @ts-check
/**
 * `npm run cloudflare:dev`: the built site as it will run on Cloudflare, on this machine: wrangler's
 * workerd with the Worker, the static assets and the host rules, and local D1, R2 and email (each
 * mail written to a file, whose path is printed). On HOST:PORT (127.0.0.1:8787 by default); the
 * local database and photos are kept in .wrangler/local/ (CLOUDFLARE_STATE), which
 * `npm run leads -- --cloudflare --local` reads. Builds first when needed (scripts/cloudflare-site.mjs).
 * Nothing is downloaded and no Cloudflare account is needed.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { writeWranglerConfig } from "../tooling/wrangler-config.ts";
import { LOCAL_STATE, readyBuild, ROOT, WRANGLER, wrangler, wranglerEnv } from "./cloudflare-site.mjs";

const buildDir = process.env.BUILD_DIR?.trim() || "build";
const port = process.env.PORT?.trim() || "8787";
const host = process.env.HOST?.trim() || "127.0.0.1";
if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  console.error(`PORT must be a port number from 1 to 65535, not "${port}".`);
  process.exit(1);
}

if (!readyBuild(buildDir)) process.exit(1);
const state = resolve(ROOT, LOCAL_STATE);
let config;
try {
  // This run's settings (LEADS_NOTIFY_TO, LEADS_RATE_LIMIT…), beside its local state.
  ({ file: config } = writeWranglerConfig({
    buildDir: resolve(ROOT, buildDir),
    configDir: state,
    env: process.env,
  }));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
// The Worker's secrets, as `wrangler secret put` gives them on Cloudflare: wrangler dev reads them
// from .dev.vars beside its configuration. GITHUB_ORIGIN is for tests (a stand-in for GitHub).
const secrets = ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET", "GITHUB_ORIGIN"].filter((name) =>
  process.env[name]?.trim(),
);
writeFileSync(
  join(dirname(config), ".dev.vars"),
  secrets.map((name) => `${name}=${JSON.stringify(process.env[name]?.trim())}\n`).join(""),
  { mode: 0o600 },
);
const migrated = wrangler(["d1", "migrations", "apply", "DB", "--local", "-c", config]);
if (migrated.status !== 0) {
  console.error(`The local leads database could not be prepared:\n${migrated.stdout}${migrated.stderr}`);
  process.exit(1);
}

/** A free port for wrangler's debugger, so several local sites can run side by side. */
const inspectorPort = await new Promise((done) => {
  const server = createServer().listen(0, "127.0.0.1", () => {
    const address = server.address();
    server.close(() => done(typeof address === "object" && address ? address.port : 9229));
  });
});

const child = spawn(
  WRANGLER,
  [
    "dev",
    "-c",
    config,
    "--port",
    port,
    "--ip",
    host,
    "--inspector-port",
    String(inspectorPort),
    "--show-interactive-dev-session=false",
    "--log-level",
    "info",
  ],
  { cwd: ROOT, env: wranglerEnv(), stdio: ["ignore", "pipe", "pipe"] },
);
let announced = false;
/** @param {Buffer} chunk */
const pass = (chunk) => {
  const text = chunk.toString();
  process.stdout.write(text);
  const ready = /Ready on (http:\/\/\S+)/.exec(text);
  if (ready && !announced) {
    announced = true;
    console.log(
      `Serving ${join(buildDir, "client")} and its inbox as on Cloudflare on http://${host}:${port}`,
    );
  }
};
child.stdout.on("data", pass);
child.stderr.on("data", pass);
const stop = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
process.once("SIGTERM", () => stop("SIGTERM"));
process.once("SIGINT", () => stop("SIGINT"));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
