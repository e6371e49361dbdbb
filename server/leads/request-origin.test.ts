// @vitest-environment node
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, LOOPBACK, trustedProxies } from "./request-origin.mjs";

/** A request to www.example.com from `socketAddress`, with these headers. */
const request = (headers: Record<string, string>, socketAddress = "198.51.100.7") =>
  ({
    headers: { host: "www.example.com", ...headers },
    socket: { remoteAddress: socketAddress },
  }) as unknown as IncomingMessage;

describe("the visitor's address", () => {
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
