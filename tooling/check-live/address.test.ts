// @vitest-environment node
import { describe, expect, it } from "vitest";
import { hostPort } from "./address.mjs";

describe("check-live --server", () => {
  it("reads a name or an IPv4 address, with or without a port", () => {
    expect(hostPort("203.0.113.5", 443)).toEqual({ host: "203.0.113.5", port: 443 });
    expect(hostPort("203.0.113.5:8443", 443)).toEqual({ host: "203.0.113.5", port: 8443 });
    expect(hostPort("server.example.net:80", 443)).toEqual({ host: "server.example.net", port: 80 });
  });

  it("reads a bare IPv6 address as one address, and a port only after one in brackets", () => {
    expect(hostPort("2001:db8::1", 443)).toEqual({ host: "2001:db8::1", port: 443 });
    expect(hostPort("::1", 80)).toEqual({ host: "::1", port: 80 });
    expect(hostPort("[2001:db8::1]", 443)).toEqual({ host: "2001:db8::1", port: 443 });
    expect(hostPort("[2001:db8::1]:8443", 443)).toEqual({ host: "2001:db8::1", port: 8443 });
  });

  it("refuses what is not an address", () => {
    for (const bad of ["2001:db8:::1:2:3:4:5", "[server.example.net]:80", "host:99999", "a:b:c", "[::1"]) {
      expect(() => hostPort(bad, 443), bad).toThrow(`not an address: ${bad}`);
    }
  });
});
