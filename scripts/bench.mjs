// @ts-check
/**
 * `npm run bench [-- --out reports/bench.json] [--runs 3] [--no-build]`
 *
 * Builds the starter site with the sample project (twelve phone photos and a before-and-after pair,
 * scripts/sample-project.mjs) in a copy of the project, serves it with `npm start` on 127.0.0.1, and
 * runs Lighthouse (mobile preset, simulated throttling, this machine's Chromium) several times on
 * every route. Beside the site the same server serves **the floor**: a bare page of one heading and
 * one paragraph, no CSS, no script, the fastest page a browser can show. It is measured in every
 * round with the pages, so each page's LCP is printed as a ratio to the floor's of the same run: a
 * figure that survives a new browser or a busier machine, where the milliseconds do not. Beside it,
 * **the floor with a photo**: the same page with the portfolio's first photo, as the site serves it,
 * the least a page whose largest paint is a photo can cost; a page whose largest paint is a photo
 * is printed as a ratio to it too.
 *
 * Prints per route the median category scores, FCP, LCP, TBT, CLS, bytes transferred by type, the
 * build's gzipped JS, the ratio to the floor, the main thread's work by kind (style and layout,
 * HTML parsing, ...), and the same page with every script stripped (what the page's design costs
 * without JavaScript). Portfolio is measured twice: with the remote photos (the default build) and
 * with SELF_HOST_IMAGES=1 (a second build that downloads them). Writes all figures as JSON to --out.
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
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import { audit, summarize } from "../tooling/bench/lighthouse.mjs";
import {
  FLOOR_PATH,
  FLOOR_PHOTO_PATH,
  serveBuild,
  serveWithoutScripts,
  writeFloorPages,
} from "../tooling/bench/serve.mjs";
import { printTable } from "../tooling/bench/table.mjs";
import { CHROMIUM_FLAGS, findChromium } from "../tooling/chromium.mjs";
import { IMAGE_HOST, startImageHost } from "../tooling/image-host.mjs";
import { copyProject, ROOT } from "../tooling/project-copy.mjs";
import { addSampleProject } from "./sample-project.mjs";
import { addressIn, PORTFOLIO_PATH } from "#shared/paths.ts";
import { siteLanguagesOf } from "#shared/copy/site-language.ts";
import { pageFile, pageFiles } from "#shared/site-manifest.mjs";

/** The portfolio, at its address in the site's first language. */
const PORTFOLIO = addressIn(siteLanguagesOf()[0] ?? "en", PORTFOLIO_PATH);

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "reports/bench.json" },
    runs: { type: "string", default: "3" },
    "no-build": { type: "boolean", default: false },
  },
});
const RUNS = Math.max(1, Math.min(Number(values.runs), 9));
const OUT = resolve(values.out ?? "reports/bench.json");
/**
 * The copy of the project the benchmark builds and serves (kept between runs for --no-build): the
 * project's own `build/` and content stay untouched.
 */
const SITE = join(tmpdir(), `site-bench-${createHash("sha256").update(ROOT).digest("hex").slice(0, 10)}`);
const BUILD = join(SITE, "build");
/** The second build, for Portfolio with SELF_HOST_IMAGES=1. */
const SELF_HOSTED_BUILD = join(SITE, "build-bench-self-hosted");

const cleanups = /** @type {(() => void | Promise<void>)[]} */ ([]);
try {
  // The image host's stand-in: serves the browser, and the self-hosted build's downloads.
  const images = await startImageHost();
  cleanups.push(images.stop);

  if (!values["no-build"]) {
    rmSync(SITE, { recursive: true, force: true });
    copyProject("", SITE);
    await addSampleProject(SITE);
    // The sample's photos are encoded once, in the project's own cache folder (outside git).
    const cache = { PHOTO_CACHE_DIR: join(ROOT, ".cache", "bench-photos") };
    await build({ ...cache, BUILD_DIR: BUILD });
    await build({
      ...cache,
      BUILD_DIR: SELF_HOSTED_BUILD,
      SELF_HOST_IMAGES: "1",
      SELF_HOST_IMAGES_RESOLVE: `${IMAGE_HOST}=127.0.0.1:${images.port}`,
      NODE_EXTRA_CA_CERTS: images.certFile,
    });
  }
  if (!existsSync(join(BUILD, "client"))) {
    throw new Error(
      `--no-build, but there is no build in ${SITE}: run npm run bench without --no-build once`,
    );
  }
  // The floors: the bare page, and the bare page with the portfolio's first photo.
  writeFloorPages(BUILD, pageFile(PORTFOLIO));

  // Every page of the build (its page manifest), the 404 page last; BENCH_ROUTES=/,/about for fewer.
  const ROUTES = process.env.BENCH_ROUTES?.split(",") ?? Object.keys(pageFiles(BUILD));

  // 1. The site, and the floor page beside it, served by `npm start`.
  const site = await startNpm();
  cleanups.push(site.stop);

  // 2. The same build with every script removed, served by the same server code.
  const strippedDir = mkdtempSync(join(tmpdir(), "bench-stripped-"));
  cleanups.push(() => rmSync(strippedDir, { recursive: true, force: true }));
  const stripped = await serveWithoutScripts(BUILD, strippedDir);
  cleanups.push(stripped.stop);

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
  /** Every page's runs, a round at a time: the floor, then each page, so all share the machine's moods. */
  const runs = {
    floor: /** @type {any[]} */ ([]),
    floorPhoto: /** @type {any[]} */ ([]),
    site: /** @type {Record<string, any[]>} */ ({}),
    stripped: /** @type {Record<string, any[]>} */ ({}),
    selfHosted: /** @type {Record<string, any[]>} */ ({}),
  };
  for (let round = 1; round <= RUNS; round++) {
    runs.floor.push(await audit(site.origin + FLOOR_PATH, chrome.port));
    runs.floorPhoto.push(await audit(site.origin + FLOOR_PHOTO_PATH, chrome.port));
    for (const route of ROUTES) {
      (runs.site[route] ??= []).push(await audit(site.origin + route, chrome.port));
      (runs.stripped[route] ??= []).push(await audit(stripped.origin + route, chrome.port));
    }
    if (ROUTES.includes(PORTFOLIO))
      (runs.selfHosted[PORTFOLIO] ??= []).push(await audit(selfHosted.origin + PORTFOLIO, chrome.port));
    process.stdout.write(`  round ${round} of ${RUNS}: done\n`);
  }
  const each = (/** @type {Record<string, any[]>} */ byRoute, buildDir = BUILD) =>
    Object.fromEntries(Object.entries(byRoute).map(([route, r]) => [route, summarize(r, route, buildDir)]));
  const results = {
    floor: summarize(runs.floor, null),
    floorPhoto: summarize(runs.floorPhoto, null),
    site: each(runs.site),
    stripped: each(runs.stripped),
    selfHosted: each(runs.selfHosted, SELF_HOSTED_BUILD),
  };

  printTable(results, ROUTES, PORTFOLIO);
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(
    OUT,
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
  console.log(`\nFull figures: ${OUT}`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

/** `npm run build` in the copy with these settings, without blocking this process (the image host answers from it). */
async function build(/** @type {Record<string, string>} */ env) {
  const child = spawn("npm", ["run", "build"], {
    cwd: SITE,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", SELF_HOST_IMAGES: "", ...env },
  });
  const status = await new Promise((done) => child.on("exit", done));
  if (status !== 0) throw new Error(`npm run build failed (${JSON.stringify(env)})`);
}

async function startNpm() {
  const child = spawn("npm", ["start", "--silent"], {
    cwd: SITE,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", ACCESS_LOG: "off", BUILD_DIR: BUILD },
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
