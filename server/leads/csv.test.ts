// @vitest-environment node
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.mjs";

describe("CSV", () => {
  it.each([
    ["=1+1", `"'=1+1"`],
    ["+1 555 0100", `"'+1 555 0100"`],
    ["-2", `"'-2"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=1", `"'\t=1"`],
    ['Say "hi", then go', '"Say ""hi"", then go"'],
    ["a = b", '"a = b"'],
  ])("writes %j as %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("starts with a byte order mark and ends lines with CRLF", () => {
    expect(toCsv([["a"], ["b\nc"]])).toBe('\uFEFF"a"\r\n"b\nc"\r\n');
  });

  it("writes no control character into a CSV cell", () => {
    expect(csvCell("Eve\u001b]0;pwned\u0007\nline two")).toBe('"Eve\uFFFD]0;pwned\uFFFD\nline two"');
  });
});
