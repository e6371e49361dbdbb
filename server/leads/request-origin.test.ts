// @vitest-environment node
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, fromOurOwnPage } from "./request-origin.mjs";

/** A request to www.example.com from `socketAddress`, with these headers. */
const request = (headers: Record<string, string>, socketAddress = "198.51.100.7") =>
  ({
    headers: { host: "www.example.com", ...headers },
    socket: { remoteAddress: socketAddress },
  }) as unknown as IncomingMessage;

describe("where a request comes from", () => {
  it.each([
    [{}, true],
    [{ origin: "https://www.example.com" }, true],
    [{ origin: "https://evil.example" }, false],
    [{ origin: "https://www.example.com.evil.example" }, false],
    [{ origin: "null" }, false],
  ])("with %j, takes it as from our own page: %s", (headers, ours) => {
    expect(fromOurOwnPage(request(headers))).toBe(ours);
  });

  it("counts the socket's address unless the proxy is trusted", () => {
    const forwarded = request({ "x-forwarded-for": "203.0.113.1, 192.0.2.9" });
    expect(clientAddress(forwarded, false)).toBe("198.51.100.7");
    // Our proxy appends the address it saw: the last one is the one a client cannot forge.
    expect(clientAddress(forwarded, true)).toBe("192.0.2.9");
    expect(clientAddress(request({}), true)).toBe("198.51.100.7");
  });
});
