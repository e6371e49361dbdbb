// @ts-check
/** The benchmark's table: each route's medians, and its ratios to the floor (`npm run bench`). */

/**
 * @param {{ site: Record<string, any>, floor: Record<string, any>, selfHosted?: Record<string, any> }} results
 * @param {string[]} routes in the table's order
 * @param {string} portfolio the route measured twice (remote photos and SELF_HOST_IMAGES=1)
 */
export function printTable(results, routes, portfolio) {
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
  for (const route of routes) {
    const s = results.site[route];
    if (s.skipped) {
      rows.push([route, ...Array(13).fill("n/a"), kb(s.buildGzip.js), "n/a", "n/a"]);
      continue;
    }
    // A floor whose every run failed (a busy machine) gives no ratio.
    const floor = results.floor[route];
    rows.push(row(route, s, floor?.skipped ? undefined : floor));
  }
  // Portfolio with SELF_HOST_IMAGES=1, compared with the floor of the remote-photo page.
  const own = results.selfHosted?.[portfolio];
  if (own && !own.skipped) rows.push(row(`${portfolio} (SELF_HOST_IMAGES=1)`, own, results.floor[portfolio]));
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  for (const [i, row] of rows.entries()) {
    console.log(`| ${row.map((c, j) => c.padEnd(widths[j] ?? 0)).join(" | ")} |`);
    if (i === 0) console.log(`| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`);
  }
  console.log(
    "\nFloor (scripts stripped): " +
      routes
        .filter((r) => !results.floor[r].skipped)
        .map((r) => `${r} FCP ${results.floor[r].fcpMs} ms, LCP ${results.floor[r].lcpMs} ms`)
        .join("; "),
  );
  console.log("JS gz KB: the build's gzipped JavaScript for the route (scripts and the islands they load).");
  console.log(
    `${portfolio} (SELF_HOST_IMAGES=1): the photos downloaded at build time and served from the site; its LCP/floor compares with the remote-photo floor.`,
  );
  console.log("n/a: Lighthouse audits only pages answered with 2xx; the 404 page gets byte figures only.");
}
