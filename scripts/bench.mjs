// @ts-check
/**
 * `npm run bench [-- --out reports/bench.json] [--runs 3] [--no-build]`
 *
 * Builds the site, serves it with `npm start` on 127.0.0.1, and runs Lighthouse (mobile preset,
 * simulated throttling, this machine's Chromium) several times on every route. Prints per route the
 * median category scores, FCP, LCP, TBT, CLS, bytes transferred by type and the build's gzipped JS,
 * then the same for a copy of the site with every script stripped (the floor the design allows), and
 * our figures as ratios to that floor. Portfolio is measured twice: with the remote photos (the
 * default build) and with SELF_HOST_IMAGES=1 (a second build that downloads them). Writes all
 * figures as JSON to --out.
 *
 * The portfolio's image host cannot be reached from here, so a local HTTPS server stands in for it
 * (tooling/image-host.mjs): Chromium's --host-resolver-rules sends the host's name to it, and so does
 * the self-hosted build's downloader (SELF_HOST_IMAGES_RESOLVE, its certificate trusted through
 * NODE_EXTRA_CA_CERTS). It answers each request at the size asked, in the format the real host
 * would choose, with the bytes of a real photo: the figures are those of a page whose images load.
 *
 * Here: the builds, the servers and the order of the runs. One Lighthouse run and the medians are
 * in tooling/bench/lighthouse.mjs, serving a build and its floor in tooling/bench/serve.mjs, the table in
 * tooling/bench/table.mjs.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import { audit, summarize } from "../tooling/bench/lighthouse.mjs";
import { serveBuild, serveWithoutScripts } from "../tooling/bench/serve.mjs";
import { printTable } from "../tooling/bench/table.mjs";
import { CHROMIUM_FLAGS, findChromium } from "../tooling/chromium.mjs";
import { IMAGE_HOST, startImageHost } from "../tooling/image-host.mjs";
import { PORTFOLIO_PATH as PORTFOLIO } from "#shared/paths.ts";
import { pageFiles } from "#shared/site-manifest.mjs";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "reports/bench.json" },
    runs: { type: "string", default: "3" },
    "no-build": { type: "boolean", default: false },
  },
});
const RUNS = Math.max(1, Math.min(Number(values.runs), 9));
/** The second build, for Portfolio with SELF_HOST_IMAGES=1. */
const SELF_HOSTED_BUILD = "build-bench-self-hosted";

const cleanups = /** @type {(() => void | Promise<void>)[]} */ ([]);
try {
  // The image host's stand-in: serves the browser, and the self-hosted build's downloads.
  const images = await startImageHost();
  cleanups.push(images.stop);

  if (!values["no-build"]) {
    await build({});
    await build({
      BUILD_DIR: SELF_HOSTED_BUILD,
      SELF_HOST_IMAGES: "1",
      SELF_HOST_IMAGES_RESOLVE: `${IMAGE_HOST}=127.0.0.1:${images.port}`,
      NODE_EXTRA_CA_CERTS: images.certFile,
    });
  }

  // Every page of the build (its page manifest), the 404 page last; BENCH_ROUTES=/,/about for fewer.
  const ROUTES = process.env.BENCH_ROUTES?.split(",") ?? Object.keys(pageFiles("build"));

  // 1. The site, served by `npm start`.
  const site = await startNpm();
  cleanups.push(site.stop);

  // 2. The floor: the same build with every script removed, served by the same server code.
  const floorDir = mkdtempSync(join(tmpdir(), "bench-floor-"));
  cleanups.push(() => rmSync(floorDir, { recursive: true, force: true }));
  const floorOrigin = await serveWithoutScripts("build", floorDir);
  cleanups.push(floorOrigin.stop);

  // 3. The site built with SELF_HOST_IMAGES=1, served by the same server code.
  const selfHosted = await serveBuild(SELF_HOSTED_BUILD);
  cleanups.push(selfHosted.stop);

  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [
      ...CHROMIUM_FLAGS,
      `--host-resolver-rules=MAP ${IMAGE_HOST} 127.0.0.1:${images.port}`,
      "--ignore-certificate-errors",
    ],
  });
  cleanups.push(() => chrome.kill());

  console.log(
    `\nLighthouse ${RUNS}x per route, mobile, simulated throttling; images from a local stand-in for ${IMAGE_HOST}.\n`,
  );
  const results = {
    site: /** @type {Record<string, any>} */ ({}),
    floor: /** @type {Record<string, any>} */ ({}),
    selfHosted: /** @type {Record<string, any>} */ ({}),
  };
  for (const [variant, origin] of /** @type {const} */ ([
    ["site", site.origin],
    ["floor", floorOrigin.origin],
  ])) {
    for (const route of ROUTES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(origin + route, chrome.port));
      results[variant][route] = summarize(runs, variant === "site" ? route : null);
      process.stdout.write(`  ${variant} ${route}: done\n`);
    }
  }
  if (ROUTES.includes(PORTFOLIO)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(selfHosted.origin + PORTFOLIO, chrome.port));
    results.selfHosted[PORTFOLIO] = summarize(runs, PORTFOLIO, SELF_HOSTED_BUILD);
    process.stdout.write(`  SELF_HOST_IMAGES=1 ${PORTFOLIO}: done\n`);
  }

  printTable(results, ROUTES, PORTFOLIO);
  mkdirSync(dirname(values.out ?? "reports/bench.json"), { recursive: true });
  writeFileSync(
    values.out ?? "reports/bench.json",
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs: RUNS,
        imagesFrom: "local stand-in (tooling/image-host.mjs)",
        ...results,
      },
      null,
      2,
    ),
  );
  console.log(`\nFull figures: ${values.out}`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

/** `npm run build` with these settings, without blocking this process (the image host answers from it). */
async function build(/** @type {Record<string, string>} */ env) {
  const child = spawn("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", SELF_HOST_IMAGES: "", ...env },
  });
  const status = await new Promise((done) => child.on("exit", done));
  if (status !== 0) throw new Error(`npm run build failed (${JSON.stringify(env)})`);
}

async function startNpm() {
  const child = spawn("npm", ["start", "--silent"], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", ACCESS_LOG: "off" },
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const origin = await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (c) => {
      out += c;
      const m = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on("exit", (code) => reject(new Error(`npm start exited (${code})`)));
  });
  return {
    origin: /** @type {string} */ (origin),
    stop: () => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    },
  };
}
