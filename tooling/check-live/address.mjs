// @ts-check
import { isIP } from "node:net";

/**
 * Where `--server` or `--http-server` says to connect: "host", "host:port", an IPv4 address with or
 * without a port, a bare IPv6 address, or one in brackets with a port ("[2001:db8::1]:8443"): a port
 * with IPv6 only in brackets. Undefined when no address is given.
 * @param {string | undefined} address @param {number} defaultPort
 */
export function hostPort(address, defaultPort) {
  if (!address) return undefined;
  if (isIP(address)) return { host: address, port: defaultPort };
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+))(?::(\d{1,5}))?$/.exec(address);
  const host = match?.[1] ?? match?.[2];
  const port = Number(match?.[3] ?? defaultPort);
  if (!host || (match?.[1] && isIP(host) !== 6) || port < 1 || port > 65_535) {
    throw new Error(
      `not an address: ${address} (an IP address or name, with :port if needed; IPv6 in [ ] with a port)`,
    );
  }
  return { host, port };
}
