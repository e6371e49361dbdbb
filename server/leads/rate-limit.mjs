// @ts-check
/**
 * A few requests a minute per client: a token bucket per client address, holding `perMinute`
 * tokens and refilled at that rate. Memory stays bounded: clients whose bucket has refilled are
 * forgotten whenever many are tracked.
 */
import { isIP } from "node:net";

const WINDOW_MS = 60_000;
const PRUNE_ABOVE = 10_000;

/**
 * The client a request counts against: an IPv4 address, or the /64 network of an IPv6 one (one
 * home or phone gets a whole /64, so each of its addresses is the same client). An IPv4 address
 * written as IPv6 (::ffff:1.2.3.4, ::ffff:102:304) is that IPv4 address; anything unreadable is itself.
 * @param {string} address as clientAddress (request-origin.mjs) gives it
 */
export function rateKey(address) {
  const ip = address.replace(/%.*$/, "").toLowerCase();
  if (isIP(ip) !== 6) return ip;
  const { groups, dotted } = ipv6Groups(ip);
  const zeros = (/** @type {number} */ n) => groups.slice(0, n).every((g) => g === 0);
  // Mapped (::ffff:…), or the old IPv4-compatible form (::1.2.3.4, written with dots).
  if ((zeros(5) && groups[5] === 0xffff) || (zeros(6) && dotted)) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/**
 * The eight 16-bit groups of a valid IPv6 address (its "::" filled, a dotted IPv4 tail as two groups).
 * @param {string} ip
 */
function ipv6Groups(ip) {
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  const [a, b, c, d] = (v4 ?? []).slice(1).map(Number);
  const text = v4
    ? `${ip.slice(0, v4.index)}${(((a ?? 0) << 8) | (b ?? 0)).toString(16)}:${(((c ?? 0) << 8) | (d ?? 0)).toString(16)}`
    : ip;
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return { groups: [...left, ...fill, ...right].map((g) => parseInt(g, 16)), dotted: v4 !== null };
}

/** @param {{ perMinute: number, now?: () => number }} options */
export function createRateLimit({ perMinute, now = Date.now }) {
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();
  const refill = (/** @type {{ tokens: number, at: number }} */ bucket, /** @type {number} */ t) =>
    Math.min(perMinute, bucket.tokens + ((t - bucket.at) * perMinute) / WINDOW_MS);

  return {
    /**
     * Takes one request from the client's allowance: 0 when allowed, or the seconds until it may ask
     * again (for Retry-After).
     * @param {string} client
     */
    take(client) {
      const t = now();
      if (buckets.size > PRUNE_ABOVE) {
        for (const [key, bucket] of buckets) if (refill(bucket, t) >= perMinute) buckets.delete(key);
      }
      const bucket = buckets.get(client) ?? { tokens: perMinute, at: t };
      const tokens = refill(bucket, t);
      if (tokens < 1) return Math.ceil(((1 - tokens) * WINDOW_MS) / perMinute / 1000);
      buckets.set(client, { tokens: tokens - 1, at: t });
      return 0;
    },
  };
}
