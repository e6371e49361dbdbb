// @ts-check
/**
 * What `npm run cloudflare:dev`, `cloudflare:deploy` and `leads -- --cloudflare` share: wrangler run
 * from the project's own node_modules, and a build made for Cloudflare (the site's own inbox, the
 * privacy page naming Cloudflare), built first when there is none or a source changed.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readSiteManifest, SITE_MANIFEST } from "#shared/site-manifest.mjs";
import { INBOX_PATH } from "#shared/paths.ts";
import { buildFreshness, rebuildEnv } from "../server/build-freshness.mjs";

export const ROOT = join(import.meta.dirname, "..");
/**
 * The local Cloudflare of cloudflare:dev and leads --cloudflare --local: its wrangler.json, beside
 * which wrangler keeps the local D1 database, R2 bucket and mails (in .wrangler/state/ there).
 */
export const LOCAL_STATE = process.env.CLOUDFLARE_STATE?.trim() || join(".wrangler", "local");
/** The environment wrangler runs in: no usage reports sent. */
export const wranglerEnv = (/** @type {NodeJS.ProcessEnv} */ env = process.env) => ({
  ...env,
  WRANGLER_SEND_METRICS: "false",
  // Cloudflare's request metadata is fetched online; the Worker does not read it.
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
});
/** The project's own wrangler (a dev dependency): nothing downloaded. */
export const WRANGLER = join(ROOT, "node_modules", ".bin", "wrangler");

/**
 * A local database that `npm run cloudflare:dev` is writing at that moment answers SQLITE_BUSY
 * (workerd holds it open): asked again after a short wait, up to this many runs in all.
 */
const BUSY_RUNS = 5;
const BUSY = /SQLITE_BUSY|database is locked/;

/**
 * Runs wrangler and waits: its output, and its status. The tests give a fake wrangler in
 * CLOUDFLARE_WRANGLER (what a Cloudflare account would answer, without one).
 * @param {string[]} args @param {{ input?: string, quiet?: boolean, env?: NodeJS.ProcessEnv }} [options]
 */
export function wrangler(args, { input, quiet = true, env = process.env } = {}) {
  for (let run = 1; ; run++) {
    const result = spawnSync(env.CLOUDFLARE_WRANGLER?.trim() || WRANGLER, args, {
      cwd: ROOT,
      env: wranglerEnv(env),
      encoding: "utf8",
      input,
      stdio: quiet ? "pipe" : ["pipe", "inherit", "inherit"],
      maxBuffer: 256 * 1024 * 1024,
    });
    // wrangler that could not be started says so, as wrangler's own error would.
    const failed = result.error ? `wrangler could not be run: ${result.error.message}` : "";
    const answer = {
      status: result.status ?? 1,
      stdout: result.stdout ?? "",
      stderr: (result.stderr ?? "") + failed,
    };
    if (answer.status === 0 || run === BUSY_RUNS || !BUSY.test(answer.stdout + answer.stderr)) return answer;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * run);
  }
}

/** An address as the build writes SITE_URL: its origin (as given when it is no URL). @param {string} url */
const origin = (url) => (URL.canParse(url) ? new URL(url).origin : url);

/**
 * Why a build cannot run on Cloudflare as it is, or "" when it can.
 * @param {string} buildDir @param {string} [siteUrl] the address it must be built for, when one is given
 */
function notForCloudflare(buildDir, siteUrl) {
  if (!existsSync(join(buildDir, SITE_MANIFEST))) return `No build in ${buildDir}/`;
  const site = readSiteManifest(buildDir);
  if (site.contactEndpoint !== INBOX_PATH) return `The build in ${buildDir}/ has no inbox of its own`;
  if (site.inboxHost !== "cloudflare") return `The build in ${buildDir}/ is for npm start's server`;
  if (siteUrl && origin(siteUrl) !== site.siteUrl)
    return `The build in ${buildDir}/ is for ${site.siteUrl}, not SITE_URL=${siteUrl}`;
  // The privacy page states the retention: a new LEADS_RETENTION_DAYS needs the pages built again.
  const days = process.env.LEADS_RETENTION_DAYS?.trim();
  if (days && days !== String(site.leadsRetentionDays))
    return `The build in ${buildDir}/ keeps requests ${site.leadsRetentionDays} days, not LEADS_RETENTION_DAYS=${days}`;
  if (!existsSync(join(buildDir, "cloudflare", "worker.js")))
    return `The build in ${buildDir}/ has no Worker`;
  const { stale, newer } = buildFreshness(ROOT, buildDir);
  return stale ? `${newer} changed after the build in ${buildDir}/ was made` : "";
}

/**
 * The environment of a build for Cloudflare in `buildDir`: the build's other settings kept, and
 * without the deploy's API token, which the build (the owner's content, photos downloaded from
 * other hosts) never needs: in the publish workflow it stays with wrangler.
 * @param {string} buildDir @param {NodeJS.ProcessEnv} env
 */
export function cloudflareBuildEnv(buildDir, env) {
  const { CLOUDFLARE_API_TOKEN: _token, ...rest } = rebuildEnv(buildDir, env);
  return { ...rest, BUILD_DIR: buildDir, CONTACT_ENDPOINT: INBOX_PATH, INBOX_HOST: "cloudflare" };
}

/**
 * A build of the site for Cloudflare in `buildDir`: made first (npm run build, with
 * CONTACT_ENDPOINT=/api/contact and INBOX_HOST=cloudflare, the build's other settings kept) when
 * there is none, it is for another host or (when `siteUrl` is given) another address, or a source
 * changed. False when the build failed.
 * @param {string} buildDir @param {{ siteUrl?: string }} [options]
 */
export function readyBuild(buildDir, { siteUrl } = {}) {
  const why = notForCloudflare(buildDir, siteUrl);
  if (!why) return true;
  console.log(`${why}: building it for Cloudflare first (npm run build)…`);
  const result = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: cloudflareBuildEnv(buildDir, process.env),
  });
  if (result.status !== 0) console.error("The build failed: fix what it says above, then run this again.");
  return result.status === 0;
}
