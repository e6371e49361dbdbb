// @ts-check
/**
 * `npm start`: serves the production build on HOST:PORT (defaults 0.0.0.0:3000), building it
 * first when there is none or when a source changed after it was made (never a stale site).
 * Stops gracefully on SIGTERM and SIGINT.
 */
// First: a reload asked for while the rest loads is noted, not the end of npm start.
import { onReload } from "./early-signals.mjs";
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { readSiteManifest } from "#shared/site-manifest.mjs";
import { buildFreshness, rebuildEnv } from "./build-freshness.mjs";
import { servedBuild } from "./build-switch.mjs";
import { editorAuthRoutes } from "./editor-auth.mjs";
import { inboxBuildOf, openInbox } from "./leads/open-inbox.mjs";
import { openDeliveries } from "./publish/deliveries.mjs";
import { createPublisher } from "./publish/publisher.mjs";
import { createPublishHook, MIN_SECRET_LENGTH } from "./publish/webhook.mjs";
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
/** GitHub's webhook secret: with it, a push to the content branch publishes the site (server/publish/). */
const publishSecret = process.env.PUBLISH_SECRET?.trim() || undefined;
if (publishSecret !== undefined && publishSecret.length < MIN_SECRET_LENGTH) {
  console.error(
    `PUBLISH_SECRET must be ${MIN_SECRET_LENGTH} characters or more (it has ${publishSecret.length}): make one with openssl rand -hex 32, and give GitHub's webhook the same.`,
  );
  process.exit(1);
}
const publishDir = resolve(process.env.PUBLISH_DIR?.trim() || "data/publish");
if (![undefined, "", "service"].includes(process.env.PUBLISH_VIA)) {
  console.error(
    `PUBLISH_VIA must be "service" (the publishing service publishes: deploy/site-publish.service) or unset (npm start publishes), not "${process.env.PUBLISH_VIA}".`,
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

const built = readSiteManifest(buildDir);
const publisher = publishSecret
  ? createPublisher({
      root: process.cwd(),
      dir: publishDir,
      env: process.env,
      onPublished: () => reload("published"),
      log: timestamped,
    })
  : null;
const publish = createPublishHook({
  secret: publishSecret,
  repo: built.contentRepo,
  branch: built.contentBranch ?? "main",
  deliveries: openDeliveries(join(publishDir, "deliveries.json")),
  publish: () => publisher?.request() ?? "",
});

const server = createSiteServer({
  buildDir,
  headersTimeout,
  routes: {
    ...(inbox ? { [inbox.path]: inbox.handle } : {}),
    [publish.path]: publish.handle,
    ...editorAuthRoutes(process.env),
  },
  log: quiet ? undefined : timestamped,
});

/**
 * Serves the build BUILD_DIR is now, pages and inbox together, after a publish switched it (or on
 * SIGHUP, after `deploy/build.sh`): if it cannot be read, the one before stays in service.
 * @param {string} why
 */
async function reloadBuild(why) {
  try {
    const dir = servedBuild(buildDir);
    const inboxBuild = inbox ? await inboxBuildOf(dir) : null;
    server.reloadBuild(dir);
    if (inboxBuild) inbox?.reloadBuild(inboxBuild);
    timestamped(`Serving the new build (${why}): ${dir}`);
  } catch (error) {
    timestamped(
      `The new build cannot be served, the one before still is: ${error instanceof Error ? error.message : error}`,
    );
  }
}
/** One reload at a time: pages and inbox always of one build. */
let reloads = Promise.resolve();
/** @param {string} why */
function reload(why) {
  reloads = reloads.then(() => reloadBuild(why));
}
// `systemctl reload site` (SIGHUP) serves the build BUILD_DIR links to now; one that came while
// npm start was starting runs now (the link may have changed after it was read).
onReload(() => reload("SIGHUP"));

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
  if (publisher) {
    console.log(
      `Publishing each push to ${built.contentBranch ?? "main"}${built.contentRepo ? ` of ${built.contentRepo}` : ""} that GitHub's webhook reports at ${publish.path} (PUBLISH_SECRET)${process.env.PUBLISH_VIA === "service" ? ", by the publishing service (PUBLISH_VIA=service)" : ""}: the status is in ${publishDir}/status.json.`,
    );
  }
});

/** Finish the requests in flight, refuse new ones, then exit; give up after 10 s. */
function shutdown(/** @type {string} */ signal) {
  console.log(`${signal} received: finishing requests in flight, then stopping.`);
  publisher?.stop();
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
