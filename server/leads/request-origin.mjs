// @ts-check
/** The visitor's address in Node: the socket's, or a trusted proxy's X-Forwarded-For (which page posted a request: #shared/inbox/gate.mjs). */
import { BlockList, isIP } from "node:net";

/** The proxies trusted when TRUSTED_PROXIES is not set: this machine's own (nginx or Caddy beside npm start). */
export const LOOPBACK = ["127.0.0.0/8", "::1"];

/**
 * The addresses of the proxies whose X-Forwarded-For is believed, from a list of addresses and
 * CIDR ranges ("10.0.0.5", "10.0.0.0/24", "fd00::/8"); an error names the first entry that is neither.
 * @param {readonly string[]} entries
 * @returns {{ proxies: BlockList, error?: undefined } | { proxies?: undefined, error: string }}
 */
export function trustedProxies(entries) {
  const proxies = new BlockList();
  for (const entry of entries) {
    const [address = "", bits, ...rest] = entry.split("/");
    const family = isIP(address);
    const prefix = Number(bits);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (family === 0 || rest.length > 0) return { error: entry };
    if (bits === undefined) proxies.addAddress(address, type);
    else if (/^\d+$/.test(bits) && prefix <= (family === 6 ? 128 : 32))
      proxies.addSubnet(address, prefix, type);
    else return { error: entry };
  }
  return { proxies };
}

/** An address as the socket or a proxy wrote it, without the IPv4-mapped IPv6 prefix. @param {string} address */
const plain = (address) =>
  address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/** @param {BlockList} proxies @param {string} address */
const isProxy = (proxies, address) => {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 6 ? "ipv6" : "ipv4");
};

/**
 * The visitor's address (the rate limit's key). A connection from one of our own proxies (TRUST_PROXY=1,
 * TRUSTED_PROXIES) speaks for its client: the client is the last address in X-Forwarded-For that is
 * not one of our proxies (each proxy appends the address it saw; what stands left of that, the client
 * wrote itself). Any other connection is its own client, whatever it sends.
 * @param {import("node:http").IncomingMessage} req @param {BlockList | null} proxies null: no proxy is trusted
 */
export function clientAddress(req, proxies) {
  const socket = plain(req.socket.remoteAddress ?? "unknown");
  if (!proxies || !isProxy(proxies, socket)) return socket;
  const header = req.headers["x-forwarded-for"];
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  return hops.findLast((hop) => !isProxy(proxies, hop)) ?? hops[0] ?? socket;
}
