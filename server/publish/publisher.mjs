// @ts-check
/**
 * npm start's publisher: runs `scripts/publish.mjs` (fetch, check, build, switch), one at a time.
 * Pushes while one runs make one more run after it, of the branch's newest commit then: two saves
 * in a minute are two commits but at most two builds.
 *
 * Two ways, by PUBLISH_VIA:
 * - unset: npm start runs it in a child process, and serves the new build when it ends well;
 * - "service": npm start only leaves a request (PUBLISH_DIR/request), and the publishing service
 *   runs it (deploy/site-publish.path starts deploy/site-publish.service, which then has
 *   npm start serve the new build: `systemctl reload site`). There npm start may write nothing
 *   but its state folder, and a build needs more memory than npm start's service allows.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_SETTINGS } from "#shared/site-manifest.mjs";

/** What a publish may see of npm start's environment: the build's settings, never a secret. */
export const PUBLISH_ENV = [
  "PATH",
  "HOME",
  "LANG",
  "LC_ALL",
  "TMPDIR",
  "TZ",
  "BUILD_DIR",
  "PUBLISH_DIR",
  // The build's settings (tooling/build-settings.ts), when set here; else the build in service's.
  ...Object.keys(BUILD_SETTINGS),
  "PHOTO_CACHE_DIR",
  "SELF_HOST_IMAGES_RESOLVE",
  // The mail that tells the owner what stopped a publish: the lead inbox's.
  "SMTP_URL",
  "LEADS_NOTIFY_TO",
  "LEADS_NOTIFY_FROM",
];

/** The file in PUBLISH_DIR that asks the publishing service for a publish (PUBLISH_VIA=service). */
export const PUBLISH_REQUEST = "request";

/** The allowed part of `env`; an empty value is no setting (the build in service's applies). @param {NodeJS.ProcessEnv} env */
export const publishEnv = (env) =>
  Object.fromEntries(PUBLISH_ENV.flatMap((name) => (env[name]?.trim() ? [[name, env[name]]] : [])));

/**
 * @typedef {{ state: "publishing" | "live" | "failed" | "stopped", commit?: string, seconds?: number, at: string, problem?: string }} PublishStatus
 * what the last publish did (scripts/publish.mjs writes it): never any content
 */

/** @param {string} dir PUBLISH_DIR @returns {PublishStatus | undefined} */
export function readPublishStatus(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, "status.json"), "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * @param {{
 *   root: string,
 *   dir: string,
 *   env: NodeJS.ProcessEnv,
 *   onPublished: () => void | Promise<void>,
 *   log: (line: string) => void,
 *   script?: string,
 * }} options root: the site's folder (a git clone); dir: PUBLISH_DIR; env: npm start's (PUBLISH_VIA
 *   among it); onPublished: after a run that ended well (a new build in service, or nothing new),
 *   to serve it; script: what a run runs
 */
export function createPublisher({ root, dir, env, onPublished, log, script = "scripts/publish.mjs" }) {
  const byService = env.PUBLISH_VIA === "service";
  /** @type {import("node:child_process").ChildProcess | null} */
  let running = null;
  let again = false;

  function run() {
    again = false;
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { ...publishEnv(env), PUBLISH_DIR: dir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running = child;
    const lines = (/** @type {NodeJS.ReadableStream} */ stream) => {
      let rest = "";
      stream.on("data", (chunk) => {
        const text = rest + chunk.toString();
        const all = text.split("\n");
        rest = all.pop() ?? "";
        for (const line of all) if (line.trim()) log(`publish: ${line}`);
      });
    };
    lines(/** @type {NodeJS.ReadableStream} */ (child.stdout));
    lines(/** @type {NodeJS.ReadableStream} */ (child.stderr));
    child.on("close", async (code) => {
      running = null;
      if (code === 0) {
        try {
          await onPublished();
        } catch (error) {
          log(
            `publish: the new build could not be served, the old one still is: ${error instanceof Error ? error.message : error}`,
          );
        }
      }
      if (again) run();
    });
  }

  return {
    /** Publishes the branch's newest commit, now or after the run in progress. Says when it will be live. */
    request() {
      const last = readPublishStatus(dir)?.seconds;
      const about = last ? `about ${Math.ceil(last / 10) * 10} seconds` : "a minute or two";
      if (byService) {
        // The publishing service deletes it when it begins: one left by a push meanwhile is one more run.
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, PUBLISH_REQUEST), `${new Date().toISOString()}\n`);
        return `Publishing (by the publishing service): live in ${about}, if the check passes.`;
      }
      if (running) {
        again = true;
        return `Publishing after the publish in progress (each takes ${about}), if the check passes.`;
      }
      run();
      return `Publishing: live in ${about}, if the check passes.`;
    },
    /** Stops a publish in progress (npm start stopping); the next one cleans up after it. */
    stop() {
      again = false;
      running?.kill("SIGTERM");
    },
  };
}
