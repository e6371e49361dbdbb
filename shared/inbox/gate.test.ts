import { describe, expect, it } from "vitest";
import { allowedOrigins, pageOrigin } from "./gate.mjs";

/** The headers of a request to www.example.com. */
const header = (headers: Record<string, string>) => (name: string) =>
  ({ host: "www.example.com", ...headers })[name];

describe("where a request comes from", () => {
  it.each([
    [{}, true],
    [{ origin: "https://www.example.com" }, true],
    [{ origin: "https://evil.example" }, false],
    [{ origin: "https://www.example.com.evil.example" }, false],
    [{ origin: "null" }, false],
  ])("with %j, takes it as from our own page: %s", (headers, ours) => {
    expect(pageOrigin(header(headers)) === "").toBe(ours);
  });
});

describe("pages of other sites (LEADS_ALLOWED_ORIGINS)", () => {
  const allowed = ["https://www.builders.example"];

  it.each([
    [{}, ""],
    [{ origin: "https://www.example.com" }, ""],
    [{ origin: "https://www.builders.example" }, "https://www.builders.example"],
    [{ origin: "http://www.builders.example" }, null],
    [{ origin: "https://www.builders.example:8443" }, null],
    [{ origin: "https://builders.example" }, null],
    [{ origin: "https://www.builders.example.evil.example" }, null],
    [{ origin: "https://evil.example" }, null],
    [{ origin: "null" }, null],
  ])("with %j, is from %j", (headers, origin) => {
    expect(pageOrigin(header(headers), allowed)).toBe(origin);
  });

  it("takes exact origins only, and names the first entry that is not one", () => {
    expect(allowedOrigins(["https://www.builders.example", "http://127.0.0.1:8080"])).toEqual({
      origins: ["https://www.builders.example", "http://127.0.0.1:8080"],
    });
    for (const entry of [
      "https://www.builders.example/",
      "https://www.builders.example/contact",
      "www.builders.example",
      "null",
      "*",
      "https://WWW.builders.example",
      "https://www.builders.example:443",
      "ftp://www.builders.example",
      "https://user@www.builders.example",
    ]) {
      expect(allowedOrigins(["https://ok.example", entry])).toEqual({ error: entry });
    }
  });
});
