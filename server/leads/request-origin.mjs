// @ts-check
/** Where a request to the inbox comes from: a page of this site or not, and the visitor's address. */

/**
 * A page of this site posted it (browsers send Origin with every POST), or a program that sends no
 * Origin at all; "null" (a sandboxed or privacy-sensitive context) is not our page either.
 * @param {import("node:http").IncomingMessage} req
 */
export function fromOurOwnPage(req) {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * The visitor's address (the rate limit's key): the socket's, or, behind our own proxy
 * (TRUST_PROXY=1), the one it added last to X-Forwarded-For.
 * @param {import("node:http").IncomingMessage} req @param {boolean} trustProxy
 */
export function clientAddress(req, trustProxy) {
  const forwarded = trustProxy ? req.headers["x-forwarded-for"] : undefined;
  const last = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded)?.split(",").at(-1)?.trim();
  return last || req.socket.remoteAddress || "unknown";
}
