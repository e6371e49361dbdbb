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
 * (scripts/image-host.mjs): Chromium's --host-resolver-rules sends the host's name to it, and so does
 * the self-hosted build's downloader (SELF_HOST_IMAGES_RESOLVE, its certificate trusted through
 * NODE_EXTRA_CA_CERTS). It answers each request at the size asked, in the format the real host
 * would choose, with the bytes of a real photo: the figures are those of a page whose images load.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createSiteServer } from "../server/site-server.mjs";
import { CHROMIUM_FLAGS, findChromium } from "./chromium.mjs";
import { IMAGE_HOST, startImageHost } from "./image-host.mjs";
import { pageWeight } from "./page-weight.mjs";
import { NOT_FOUND_PATH, pageFile } from "./site-manifest.mjs";

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
const PORTFOLIO = "/portfolio";
const ROUTES = (process.env.BENCH_ROUTES ?? "/,/about,/services,/portfolio,/contact,/404-example").split(",");

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

  // 1. The site, served by `npm start`.
  const site = await startNpm();
  cleanups.push(site.stop);

  // 2. The floor: the same build with every script removed, served by the same server code.
  const floorDir = mkdtempSync(join(tmpdir(), "bench-floor-"));
  cleanups.push(() => rmSync(floorDir, { recursive: true, force: true }));
  const floorOrigin = await serveWithoutScripts(floorDir);
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

  printTable(results);
  mkdirSync(dirname(values.out ?? "reports/bench.json"), { recursive: true });
  writeFileSync(
    values.out ?? "reports/bench.json",
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs: RUNS,
        imagesFrom: "local stand-in (scripts/image-host.mjs)",
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

/** @param {string} url @param {number} port */
async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // Lighthouse audits only documents answered with 2xx, so the 404 page gets byte figures only.
  if (lhr.runtimeError) return { skipped: lhr.runtimeError.code };
  const items = /** @type {{ resourceType: string, transferSize: number }[]} */ (
    /** @type {any} */ (lhr.audits["resource-summary"]?.details)?.items ?? []
  );
  const bytes = (/** @type {string} */ type) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => `${a?.id}: ${a?.displayValue ?? a?.score}`);
  return {
    failing,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    transfer: {
      html: bytes("document"),
      css: bytes("stylesheet"),
      js: bytes("script"),
      font: bytes("font"),
      image: bytes("image"),
      thirdParty: bytes("third-party"),
    },
  };
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

/** Medians of the runs, and the build's gzipped bytes for the route. */
function summarize(/** @type {any[]} */ runs, /** @type {string | null} */ route, buildDir = "build") {
  const file = route ? pageFile(route.startsWith("/404") ? NOT_FOUND_PATH : route) : null;
  const buildGzip = file ? { buildGzip: pageWeight(buildDir, file) } : {};
  // A run that failed on a busy machine (Lighthouse's runtime error) is left out; all failed: skipped.
  const failed = runs.filter((r) => r.skipped);
  runs = runs.filter((r) => !r.skipped);
  if (runs.length === 0) return { skipped: failed[0]?.skipped, ...buildGzip };
  const median = (/** @type {number[]} */ xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)] ?? NaN;
  };
  const pick = (/** @type {(r: any) => number} */ f) => median(runs.map(f));
  return {
    performance: pick((r) => r.performance),
    accessibility: pick((r) => r.accessibility),
    bestPractices: pick((r) => r.bestPractices),
    seo: pick((r) => r.seo),
    fcpMs: Math.round(pick((r) => r.fcpMs)),
    lcpMs: Math.round(pick((r) => r.lcpMs)),
    tbtMs: Math.round(pick((r) => r.tbtMs)),
    cls: Number(pick((r) => r.cls).toFixed(3)),
    failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
    runs: runs.length,
    failedRuns: failed.map((r) => r.skipped),
    transfer: Object.fromEntries(Object.keys(runs[0].transfer).map((k) => [k, pick((r) => r.transfer[k])])),
    ...buildGzip,
  };
}

function printTable(
  /** @type {{ site: Record<string, any>, floor: Record<string, any>, selfHosted?: Record<string, any> }} */ results,
) {
  const kb = (/** @type {number} */ b) => (b / 1024).toFixed(1);
  const rows = [
    [
      "route",
      "perf",
      "a11y",
      "bp",
      "seo",
      "FCP ms",
      "LCP ms",
      "TBT ms",
      "CLS",
      "HTML KB",
      "CSS KB",
      "JS KB",
      "img KB",
      "font KB",
      "JS gz KB",
      "LCP/floor",
      "bytes/floor",
    ],
  ];
  const total = (/** @type {any} */ x) =>
    Object.entries(x.transfer)
      .filter(([k]) => k !== "thirdParty")
      .reduce((t, [, v]) => t + Number(v), 0);
  /** One line of the table: a run's medians, and its ratios to the floor `f` (if any). */
  const row = (/** @type {string} */ label, /** @type {any} */ s, /** @type {any} */ f) =>
    [
      label,
      s.performance,
      s.accessibility,
      s.bestPractices,
      s.seo,
      s.fcpMs,
      s.lcpMs,
      s.tbtMs,
      s.cls,
      kb(s.transfer.html),
      kb(s.transfer.css),
      kb(s.transfer.js),
      kb(s.transfer.image),
      kb(s.transfer.font),
      kb(s.buildGzip.js),
      f ? (s.lcpMs / f.lcpMs).toFixed(2) : "n/a",
      f ? (total(s) / total(f)).toFixed(2) : "n/a",
    ].map(String);
  for (const route of ROUTES) {
    const s = results.site[route];
    if (s.skipped) {
      rows.push([route, ...Array(13).fill("n/a"), kb(s.buildGzip.js), "n/a", "n/a"]);
      continue;
    }
    rows.push(row(route, s, results.floor[route]));
  }
  // Portfolio with SELF_HOST_IMAGES=1, compared with the floor of the remote-photo page.
  const own = results.selfHosted?.[PORTFOLIO];
  if (own && !own.skipped) rows.push(row(`${PORTFOLIO} (SELF_HOST_IMAGES=1)`, own, results.floor[PORTFOLIO]));
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  for (const [i, row] of rows.entries()) {
    console.log(`| ${row.map((c, j) => c.padEnd(widths[j] ?? 0)).join(" | ")} |`);
    if (i === 0) console.log(`| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`);
  }
  console.log(
    "\nFloor (scripts stripped): " +
      ROUTES.filter((r) => !results.floor[r].skipped)
        .map((r) => `${r} FCP ${results.floor[r].fcpMs} ms, LCP ${results.floor[r].lcpMs} ms`)
        .join("; "),
  );
  console.log("JS gz KB: the build's gzipped JavaScript for the route (scripts and the islands they load).");
  console.log(
    `${PORTFOLIO} (SELF_HOST_IMAGES=1): the photos downloaded at build time and served from the site; its LCP/floor compares with the remote-photo floor.`,
  );
  console.log("n/a: Lighthouse audits only pages answered with 2xx; the 404 page gets byte figures only.");
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

async function serveWithoutScripts(/** @type {string} */ dir) {
  cpSync("build", dir, { recursive: true });
  const client = join(dir, "client");
  for (const file of readdirSync(client).filter((f) => f.endsWith(".html"))) {
    const html = readFileSync(join(client, file), "utf8")
      .replace(/<script type="module"[^>]*>.*?<\/script>/gs, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "");
    writeFileSync(join(client, file), html);
    writeFileSync(join(client, `${file}.gz`), gzipSync(html, { level: 9 }));
    writeFileSync(join(client, `${file}.br`), brotliCompressSync(html));
  }
  return serveBuild(dir);
}

/** Serves a build with the code of `npm start`, on 127.0.0.1 and a free port. */
async function serveBuild(/** @type {string} */ dir) {
  const server = createSiteServer({ buildDir: dir });
  await new Promise((done) => server.listen(0, "127.0.0.1", () => done(undefined)));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    stop: () => new Promise((done) => server.close(() => done(undefined))),
  };
}
