// @ts-check
/**
 * A few requests a minute per client: a token bucket per client address, holding `perMinute`
 * tokens and refilled at that rate. Memory stays bounded: clients whose bucket has refilled are
 * forgotten whenever many are tracked.
 */
const WINDOW_MS = 60_000;
const PRUNE_ABOVE = 10_000;

/**
 * The client a request counts against: an IPv4 address, or the /64 network of an IPv6 one (one
 * home or phone gets a whole /64, so each of its addresses is the same client). An IPv4 address
 * written as IPv6 (::ffff:1.2.3.4) is that IPv4 address; anything unreadable is itself.
 * @param {string} address as clientAddress (request-origin.mjs) gives it
 */
export function rateKey(address) {
  const ip = address.replace(/%.*$/, "").toLowerCase();
  const mapped =
    /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip) ??
    /^::(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return mapped[1] ?? ip;
  if (!ip.includes(":")) return ip;
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An IPv4 tail (…:1.2.3.4) is two groups; only the first four groups matter here.
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  if (groups.length < 4 || !groups.slice(0, 4).every((g) => /^[0-9a-f]{1,4}$/.test(g))) return ip;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
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
