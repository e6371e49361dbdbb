// @ts-check

/** @typedef {{ ok: boolean, what: string, fix?: string }} Finding */

/**
 * The owner's report: each finding on its line (a problem with how to fix it), then a summary.
 * @param {Finding[]} findings
 */
export function report(findings) {
  const lines = findings.map((f) =>
    f.ok ? `  ok  ${f.what}` : `  ✗   ${f.what}\n      How to fix: ${f.fix}`,
  );
  const problems = findings.filter((f) => !f.ok).length;
  const summary =
    problems === 0
      ? "Everything checked is right."
      : `${problems} problem${problems === 1 ? "" : "s"} to fix (marked ✗).`;
  return `${lines.join("\n")}\n\n${summary}\n`;
}
