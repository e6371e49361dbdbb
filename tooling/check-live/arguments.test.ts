// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readArguments } from "./arguments.mjs";

describe("check-live's command line", () => {
  it("reads one http(s) address, and where to connect instead of its DNS", () => {
    expect(readArguments(["https://www.example.com"])).toEqual({
      address: "https://www.example.com",
      connect: {},
    });
    expect(
      readArguments([
        "--server",
        "203.0.113.5",
        "https://www.example.com",
        "--http-server",
        "[2001:db8::1]:8080",
      ]),
    ).toEqual({
      address: "https://www.example.com",
      connect: { server: "203.0.113.5", httpServer: "[2001:db8::1]:8080" },
    });
  });

  it("refuses no address, two addresses, and what is not an http(s) address", () => {
    for (const args of [
      [],
      ["https://a.example", "https://b.example"],
      ["www.example.com"],
      ["ftp://example.com"],
    ]) {
      expect(readArguments(args), args.join(" ")).toBeUndefined();
    }
  });
});
