// @ts-check
/**
 * The client a request counts against for the inbox's rate limit, on every host: npm start's own
 * buckets (server/leads/rate-limit.mjs) and Cloudflare's rate-limiting binding (cloudflare/inbox.mjs).
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** An IPv6 address (no zone), as the URL parser accepts one. @param {string} ip */
const isIPv6 = (ip) => ip.includes(":") && !/[^0-9a-f:.]/.test(ip) && URL.canParse(`http://[${ip}]/`);

/**
 * The client a request counts against: an IPv4 address, or the /64 network of an IPv6 one (one
 * home or phone gets a whole /64, so each of its addresses is the same client). An IPv4 address
 * written as IPv6 (::ffff:1.2.3.4, ::ffff:102:304) is that IPv4 address; anything unreadable is itself.
 * @param {string} address the client's address as the host gives it
 */
export function rateKey(address) {
  const ip = address.replace(/%.*$/, "").toLowerCase();
  if (IPV4.test(ip) || !isIPv6(ip)) return ip;
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
