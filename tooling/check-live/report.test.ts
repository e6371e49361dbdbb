// @vitest-environment node
import { describe, expect, it } from "vitest";
import { report } from "./report.mjs";

describe("check-live's report", () => {
  it("puts each finding on its line, a problem with how to fix it, then the count of problems", () => {
    expect(
      report([
        { ok: true, what: "The home page answers 200." },
        { ok: false, what: "No HSTS.", fix: "Send it." },
      ]),
    ).toBe(
      "  ok  The home page answers 200.\n  ✗   No HSTS.\n      How to fix: Send it.\n\n1 problem to fix (marked ✗).\n",
    );
    expect(report([{ ok: true, what: "HSTS is on." }])).toBe(
      "  ok  HSTS is on.\n\nEverything checked is right.\n",
    );
  });
});
