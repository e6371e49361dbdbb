// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bodyType } from "./request-body.mjs";

describe("body types", () => {
  it.each([
    ["application/json", "application/json"],
    ["application/json; charset=UTF-8", "application/json"],
    ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded"],
    ["application/json; charset=iso-8859-1", null],
    ["text/plain", null],
    [undefined, null],
  ])("%j is %j", (header, type) => {
    expect(bodyType(header)).toBe(type);
  });
});
