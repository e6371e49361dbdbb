// @ts-check
/**
 * A few requests a minute per client: a token bucket per client address, holding `perMinute`
 * tokens and refilled at that rate. Memory stays bounded: clients whose bucket has refilled are
 * forgotten whenever many are tracked.
 */
import { rateKey } from "#shared/inbox/rate-key.mjs";

export { rateKey };

const WINDOW_MS = 60_000;
const PRUNE_ABOVE = 10_000;

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
