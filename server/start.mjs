// @ts-check
/**
 * `npm start`: serves the production build on HOST:PORT (defaults 0.0.0.0:3000), building it
 * first when there is none or when a source changed after it was made (never a stale site).
 * Stops gracefully on SIGTERM and SIGINT.
 */
import { spawnSync } from "node:child_process";
import { buildFreshness, rebuildEnv } from "./build-freshness.mjs";
import { openInbox } from "./leads/open-inbox.mjs";
import { createSiteServer } from "./site-server.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const quiet = process.env.ACCESS_LOG === "off";
/** Milliseconds a client may take to send a request's headers (the server's default when unset). */
const headersTimeout = process.env.HEADERS_TIMEOUT_MS ? Number(process.env.HEADERS_TIMEOUT_MS) : undefined;
if (headersTimeout !== undefined && !(Number.isInteger(headersTimeout) && headersTimeout > 0)) {
  console.error(
    `HEADERS_TIMEOUT_MS must be a whole number of milliseconds above 0, not "${process.env.HEADERS_TIMEOUT_MS}".`,
  );
  process.exit(1);
}

const freshness = buildFreshness(process.cwd(), buildDir);
if (freshness.stale) {
  console.log(
    freshness.newer
      ? `${freshness.newer} changed after the build in ${buildDir}/ was made: rebuilding it first (npm run build)…`
      : `No build in ${buildDir}/: building it first (npm run build)…`,
  );
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: rebuildEnv(buildDir, process.env),
  });
  if (result.status !== 0) {
    console.error(
      `The build failed, so nothing is served: fix what it says above, then run npm start again.`,
    );
    process.exit(result.status ?? 1);
  }
}

const timestamped = (/** @type {string} */ line) => console.log(`${new Date().toISOString()} ${line}`);
// The form's own inbox, when the build's form posts to it (CONTACT_ENDPOINT=/api/contact).
const inbox = await openInbox({ buildDir, env: process.env, log: timestamped });

const server = createSiteServer({
  buildDir,
  headersTimeout,
  inbox,
  log: quiet ? undefined : timestamped,
});

server.on("error", (error) => {
  if (/** @type {NodeJS.ErrnoException} */ (error).code === "EADDRINUSE") {
    console.error(
      `Port ${port} on ${host} is already in use. Stop the other server or choose another port: PORT=3001 npm start`,
    );
  } else {
    console.error(`Could not start the server: ${error.message}`);
  }
  process.exit(1);
});

server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const shown = host === "0.0.0.0" ? "localhost" : host;
  console.log(`Serving ${buildDir}/client on http://${shown}:${actualPort}`);
});

/** Finish the requests in flight, refuse new ones, then exit; give up after 10 s. */
function shutdown(/** @type {string} */ signal) {
  console.log(`${signal} received: finishing requests in flight, then stopping.`);
  server.close(async () => {
    await inbox?.close();
    console.log("Stopped: every request finished.");
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    console.error("Stopped with requests still open after 10 s.");
    process.exit(1);
  }, 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
