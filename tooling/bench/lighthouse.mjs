// @ts-check
/** One Lighthouse run of a page, and the medians of several (`npm run bench`). */
import lighthouse from "lighthouse";
import { pageWeight } from "../page-weight.mjs";
import { pageFile } from "#shared/site-manifest.mjs";
import { NOT_FOUND_PATH } from "#shared/paths.ts";

/** @param {string} url @param {number} port */
export async function audit(url, port) {
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
  // The main thread's work by kind (Lighthouse's groups: styleLayout, parseHTML, other, ...), in
  // simulated milliseconds: where a page's time goes beyond the floor's.
  const work = /** @type {{ group: string, duration: number }[]} */ (
    /** @type {any} */ (lhr.audits["mainthread-work-breakdown"]?.details)?.items ?? []
  );
  // What the largest paint was: a photo (an <img>) or text, for the floor it is measured against.
  // (Lighthouse 13 names the element in its LCP breakdown insight, beside the breakdown's table.)
  const lcpNode = /** @type {any} */ (lhr.audits["lcp-breakdown-insight"]?.details)?.items
    ?.flatMap((/** @type {any} */ item) => (item.type === "node" ? [item] : (item.items ?? [])))
    .find((/** @type {any} */ item) => item.type === "node");
  return {
    failing,
    lcpPhoto: typeof lcpNode?.snippet === "string" && lcpNode.snippet.startsWith("<img"),
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    mainThread: Object.fromEntries(work.map((w) => [w.group, w.duration])),
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

/** Medians of the runs, and the build's gzipped bytes for the route. */
export function summarize(/** @type {any[]} */ runs, /** @type {string | null} */ route, buildDir = "build") {
  const file = route ? pageFile(route.startsWith(NOT_FOUND_PATH) ? NOT_FOUND_PATH : route) : null;
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
    // A photo when it was in most runs.
    lcpPhoto: runs.filter((r) => r.lcpPhoto).length * 2 > runs.length,
    failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
    runs: runs.length,
    failedRuns: failed.map((r) => r.skipped),
    transfer: Object.fromEntries(Object.keys(runs[0].transfer).map((k) => [k, pick((r) => r.transfer[k])])),
    mainThread: Object.fromEntries(
      [...new Set(runs.flatMap((r) => Object.keys(r.mainThread)))].map((k) => [
        k,
        Math.round(pick((r) => r.mainThread[k] ?? 0)),
      ]),
    ),
    ...buildGzip,
  };
}
