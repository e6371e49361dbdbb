// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createRateLimit } from "./rate-limit.mjs";

describe("the rate limit", () => {
  it("allows a few a minute per client, says when to come back, and refills", () => {
    let now = 0;
    const limit = createRateLimit({ perMinute: 3, now: () => now });
    expect([limit.take("a"), limit.take("a"), limit.take("a")]).toEqual([0, 0, 0]);
    expect(limit.take("a")).toBe(20);
    expect(limit.take("b")).toBe(0);
    now = 20_000;
    expect(limit.take("a")).toBe(0);
    expect(limit.take("a")).toBe(20);
  });
});
