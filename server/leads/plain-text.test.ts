// @vitest-environment node
import { describe, expect, it } from "vitest";
import { oneLine, plainText } from "./plain-text.mjs";

describe("what visitors typed, where the owner reads it", () => {
  it("shows escape sequences and direction overrides as U+FFFD, keeping lines", () => {
    expect(plainText("a\u001b[2Jb\u202ec\nd\te\u0085")).toBe("a\uFFFD[2Jb\uFFFDc\nd\te\uFFFD");
    expect(oneLine(" Bob\nEmail: x@evil.example \u0007")).toBe("Bob Email: x@evil.example \uFFFD");
  });
});
