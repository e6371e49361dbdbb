import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { ROOT } from "../../tooling/project-copy.mjs";
import { BUILDS, buildEnv, type BuildSettings } from "./builds";

export { copyProject, PROJECT_SOURCES, ROOT } from "../../tooling/project-copy.mjs";

/** The tests' own production builds (tests/support/builds.ts): a developer's build/ and a running server are left alone. */
export const TEST_BUILD = BUILDS.starter.dir;

const SCRIPTS = (
  JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts;

/**
 * What `npm run <name>` runs, as Node's arguments, for a script that is `node <file> …`: the tests
 * run it without npm's own process (half a second of a core each time, hundreds of times a run).
 */
export function nodeScript(name: string): string[] {
  const [command, ...args] = SCRIPTS[name]?.split(" ") ?? [];
  if (command !== "node") throw new Error(`npm run ${name} is not "node <file>": ${SCRIPTS[name]}`);
  return args;
}
export { buildEnv, type BuildSettings };

/**
 * The second build of a run (playwright.config.ts), with both settings a site owner may set. The
 * endpoint is a form service's address that tests answer themselves (page.route), in the browser.
 */
export const CONFIGURED_BUILD = BUILDS.configured.dir;
export const CONFIGURED_SETTINGS = BUILDS.configured.settings;

/** The origin of a server playwright.config.ts started (its `wait` puts it into the environment). */
export function servedOrigin(variable: "SITE_ORIGIN" | "CONFIGURED_ORIGIN"): string {
  const origin = process.env[variable];
  if (!origin) throw new Error(`${variable} is not set: run these tests with \`npx playwright test\`.`);
  return origin;
}

export type RunningSite = {
  origin: string;
  /** SIGTERM, as a service manager stops it; resolves once the server has exited. */
  stop: () => Promise<void>;
  /** SIGKILL: the server dies at once, as in a power cut or an out-of-memory kill. */
  kill: () => Promise<void>;
  log: () => string;
};

/**
 * Starts `npm start` on 127.0.0.1 and a free port, serving `buildDir` (with any further settings in
 * `env`); `stop()` sends it SIGTERM and resolves once the server process has exited.
 * `cwd` runs it in another copy of the project; `timeoutMs` allows for a build before it serves.
 * It runs what `npm start` runs without npm (nodeScript); tests/site/server.test.ts starts it
 * through npm itself.
 */
export async function startSite(
  buildDir: string = TEST_BUILD,
  env: Record<string, string> = {},
  { cwd = ROOT, timeoutMs = 60_000 }: { cwd?: string; timeoutMs?: number } = {},
): Promise<RunningSite & { hangUp: () => void }> {
  const child = spawn(process.execPath, nodeScript("start"), {
    cwd,
    env: { ...process.env, BUILD_DIR: buildDir, HOST: "127.0.0.1", PORT: "0", ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // The server has exited when its output closes.
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));

  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up:\n${output}`)), timeoutMs);
    const check = () => {
      const match = /Serving .* on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on("data", check);
    child.on("exit", (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });

  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
    return closed;
  };
  return {
    origin,
    stop: () => signal("SIGTERM"),
    kill: () => signal("SIGKILL"),
    // SIGHUP, as `systemctl reload site` sends it.
    hangUp: () => void signal("SIGHUP"),
    log: () => output,
  };
}

/** The production HTML of a page, as a crawler gets it (no browser, no JavaScript). */
export async function fetchHtml(origin: string, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(origin + path);
  return { status: response.status, html: await response.text() };
}

/** Text as a reader sees it, from HTML that escapes &, <, >, " and ' (as React does). */
export function decodeHtml(html: string): string {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
  return html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name]!);
}

export function readBuildFile(buildDir: string, file: string): string {
  return readFileSync(join(ROOT, buildDir, file), "utf8");
}
