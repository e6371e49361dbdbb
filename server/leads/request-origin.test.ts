// @vitest-environment node
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import {
  allowedOrigins,
  clientAddress,
  fromOurOwnPage,
  LOOPBACK,
  pageOrigin,
  trustedProxies,
} from "./request-origin.mjs";

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

  const loopback = trustedProxies(LOOPBACK).proxies!;
  const forwarded = { "x-forwarded-for": "203.0.113.1, 192.0.2.9" };

  it("counts the socket's address when no proxy is trusted", () => {
    expect(clientAddress(request(forwarded, "127.0.0.1"), null)).toBe("127.0.0.1");
  });

  it("believes X-Forwarded-For only from a trusted proxy: a direct client is its own address", () => {
    // A client that reaches the port directly cannot choose its address (issue 23, item 4).
    expect(clientAddress(request(forwarded, "198.51.100.7"), loopback)).toBe("198.51.100.7");
    expect(clientAddress(request(forwarded, "::ffff:198.51.100.7"), loopback)).toBe("198.51.100.7");
    // Our proxy appends the address it saw: the last one is the one a client cannot forge.
    expect(clientAddress(request(forwarded, "127.0.0.1"), loopback)).toBe("192.0.2.9");
    expect(clientAddress(request(forwarded, "::ffff:127.0.0.1"), loopback)).toBe("192.0.2.9");
    expect(clientAddress(request({}, "::1"), loopback)).toBe("::1");
  });

  it("skips the proxies of a chain, from the right", () => {
    const chain = trustedProxies(["127.0.0.1", "10.0.0.0/8"]).proxies!;
    const req = request({ "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.1.2.3" }, "127.0.0.1");
    expect(clientAddress(req, chain)).toBe("203.0.113.5");
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
    expect(pageOrigin(request(headers), allowed)).toBe(origin);
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
