// @ts-check
/**
 * The benchmark's tables (`npm run bench`): each route's medians and its ratio to the floor page
 * measured in the same run, then where each page's main-thread time goes.
 */

/** The goal of issue 49: LCP within 1.1 times the floor's, TBT under 50 ms, all four scores 100, CLS 0. */
export const GOAL = { lcpRatio: 1.1, tbtMs: 50 };

/**
 * A page's figures against the floor's of the same run: its LCP as a ratio, its TBT beside the
 * floor's own (Lighthouse simulates TBT from the recorded tasks times four, so on a slow machine
 * even the bare floor page can block), and whether it meets the goal. A page whose largest paint is
 * a photo is also a ratio to the floor with a photo (`photoRatio`; NaN for a page of text): the goal
 * stays the bare floor's, and a miss says how far the page is from the least a photo costs.
 * @param {{ lcpMs: number, tbtMs: number, cls: number, performance: number, accessibility: number, bestPractices: number, seo: number, lcpPhoto?: boolean }} page
 * @param {{ lcpMs: number, tbtMs: number } | undefined} floor
 * @param {{ lcpMs: number } | undefined} [floorPhoto]
 */
export function againstFloor(page, floor, floorPhoto) {
  const lcpRatio = floor ? page.lcpMs / floor.lcpMs : NaN;
  const photoRatio = page.lcpPhoto && floorPhoto ? page.lcpMs / floorPhoto.lcpMs : NaN;
  const scores = [page.performance, page.accessibility, page.bestPractices, page.seo];
  const lcpMiss = Number.isNaN(lcpRatio)
    ? "LCP unknown"
    : `LCP ${lcpRatio.toFixed(2)}x${Number.isNaN(photoRatio) ? "" : ` (${photoRatio.toFixed(2)}x the floor with a photo)`}`;
  const misses = [
    ...(lcpRatio <= GOAL.lcpRatio ? [] : [lcpMiss]),
    ...(page.tbtMs < GOAL.tbtMs ? [] : [`TBT ${page.tbtMs} ms`]),
    ...(scores.every((s) => s === 100) ? [] : ["scores"]),
    ...(page.cls === 0 ? [] : [`CLS ${page.cls}`]),
  ];
  return { lcpRatio, photoRatio, tbtOverFloor: floor ? page.tbtMs - floor.tbtMs : NaN, misses };
}

/** Lighthouse's groups of main-thread work, in the order the second table prints them. */
const WORK = [
  ["styleLayout", "style+layout"],
  ["parseHTML", "parse HTML"],
  ["paintCompositeRender", "paint"],
  ["scriptEvaluation", "script"],
  ["garbageCollection", "GC"],
  ["other", "other"],
];

/** Prints rows as a Markdown table, its columns padded. @param {string[][]} rows */
function printRows(rows) {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  for (const [i, row] of rows.entries()) {
    console.log(`| ${row.map((c, j) => c.padEnd(widths[j] ?? 0)).join(" | ")} |`);
    if (i === 0) console.log(`| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`);
  }
}

/**
 * @param {{ floor: any, floorPhoto?: any, site: Record<string, any>, stripped: Record<string, any>, selfHosted?: Record<string, any> }} results
 * @param {string[]} routes in the table's order
 * @param {string} portfolio the route measured twice (remote photos and SELF_HOST_IMAGES=1)
 */
export function printTable(results, routes, portfolio) {
  const kb = (/** @type {number} */ b) => (b / 1024).toFixed(1);
  const floor = results.floor.skipped ? undefined : results.floor;
  const floorPhoto = !results.floorPhoto || results.floorPhoto.skipped ? undefined : results.floorPhoto;
  const total = (/** @type {any} */ x) =>
    Object.entries(x.transfer)
      .filter(([k]) => k !== "thirdParty")
      .reduce((t, [, v]) => t + Number(v), 0);
  const header = [
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
    "LCP/photo floor",
    "no-JS LCP",
    "bytes/no-JS",
    "goal",
  ];
  /**
   * One line of the table: a route's medians, its ratio to the floor, its page without scripts. A
   * floor's own line says "reference": it is what the pages are measured against, not a page.
   */
  const row = (
    /** @type {string} */ label,
    /** @type {any} */ s,
    /** @type {any} */ noJs,
    reference = false,
  ) => {
    const { lcpRatio, photoRatio, misses } = againstFloor(s, floor, floorPhoto);
    return [
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
      kb(s.buildGzip?.js ?? 0),
      Number.isNaN(lcpRatio) ? "n/a" : lcpRatio.toFixed(2),
      Number.isNaN(photoRatio) ? "-" : photoRatio.toFixed(2),
      noJs && !noJs.skipped ? noJs.lcpMs : "n/a",
      noJs && !noJs.skipped ? (total(s) / total(noJs)).toFixed(2) : "n/a",
      reference ? "reference" : misses.length === 0 ? "met" : misses.join(", "),
    ].map(String);
  };
  const rows = [header];
  if (floor) rows.push(row("floor (bare page)", floor, undefined, true));
  if (floorPhoto) rows.push(row("floor with a photo", floorPhoto, undefined, true));
  for (const route of routes) {
    const s = results.site[route];
    if (!s || s.skipped) {
      rows.push([route, ...Array(header.length - 2).fill("n/a"), "not audited (not 2xx)"]);
      continue;
    }
    rows.push(row(route, s, results.stripped[route]));
  }
  // Portfolio with SELF_HOST_IMAGES=1.
  const own = results.selfHosted?.[portfolio];
  if (own && !own.skipped) rows.push(row(`${portfolio} (SELF_HOST_IMAGES=1)`, own, undefined));
  printRows(rows);

  console.log("\nMain-thread work (Lighthouse's simulated ms, medians), where each page's time goes:\n");
  const work = [["route", ...WORK.map(([, name]) => name ?? ""), "total"]];
  const workRow = (/** @type {string} */ label, /** @type {Record<string, number>} */ m) => [
    label,
    ...WORK.map(([key]) => String(m[key ?? ""] ?? 0)),
    String(Object.values(m).reduce((t, v) => t + v, 0)),
  ];
  if (floor) work.push(workRow("floor (bare page)", floor.mainThread));
  if (floorPhoto) work.push(workRow("floor with a photo", floorPhoto.mainThread));
  for (const route of routes) {
    const s = results.site[route];
    if (s && !s.skipped) work.push(workRow(route, s.mainThread));
  }
  printRows(work);

  console.log(
    `\nLCP/floor: the page's LCP over the bare floor page's (one heading, one paragraph, no CSS or script), measured in the same rounds; the goal is at most ${GOAL.lcpRatio}, with TBT under ${GOAL.tbtMs} ms, all four scores 100 and CLS 0.`,
  );
  if (floor) {
    console.log(
      `The floor: FCP ${floor.fcpMs} ms, LCP ${floor.lcpMs} ms, TBT ${floor.tbtMs} ms (its TBT is the browser's own work, times four).`,
    );
  }
  console.log(
    "LCP/photo floor: for a page whose largest paint is a photo, its LCP over the floor with a photo's (the bare page and the portfolio's first photo, as the site serves it): the photo's bytes come after the HTML's, a round trip and their transfer that a page of text never waits for. '-': the largest paint was text (or no run of the floor with a photo succeeded).",
  );
  console.log(
    "no-JS LCP and bytes/no-JS: the same page with every script stripped (its LCP in ms, and the bytes the page transfers over its). KB columns are bytes transferred (compressed); JS gz KB is the build's gzipped JavaScript for the route.",
  );
  console.log(
    `${portfolio} (SELF_HOST_IMAGES=1): the photos downloaded at build time and served from the site.`,
  );
  console.log("n/a: Lighthouse audits only pages answered with 2xx; the 404 page gets byte figures only.");
}
