// @ts-check
/**
 * How the site is served: one definition of the headers, cache rules and redirects, used both by
 * the Node server (`npm start`) and by the build, which writes the same rules for static hosts and
 * CDNs (`_headers`, `_redirects`). Changing a policy here changes it everywhere.
 */

/** Hashed build assets never change under the same name. */
export const IMMUTABLE_PREFIX = "/assets/";
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and other files: always revalidate (ETag / Last-Modified answer 304 when unchanged). */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

export const SPECULATION_RULES_PATH = "/speculation-rules.json";
export const SPECULATION_RULES_TYPE = "application/speculationrules+json";

/**
 * Same-origin pages are prerendered when a visitor shows intent (hover, pointer down), so the next
 * page appears at once. Delivered by an HTTP header, so no inline script needs a CSP exception.
 */
export const speculationRules = {
  prerender: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
};

/**
 * @typedef {object} PolicyInput
 * @property {string[]} scriptHashes sha256 hashes ("sha256-…") of the inline scripts the framework emits
 * @property {string[]} imageOrigins origins of remote images (the portfolio's image host)
 * @property {string[]} connectOrigins origins the page may send requests to (the contact endpoint)
 */

/** @param {PolicyInput} input */
export function contentSecurityPolicy({ scriptHashes, imageOrigins, connectOrigins }) {
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((h) => `'${h}'`)],
    "style-src": ["'self'"],
    "img-src": ["'self'", ...imageOrigins],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...connectOrigins],
    "manifest-src": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * Headers for every answer.
 * @param {string} csp
 * @returns {Record<string, string>}
 */
export function securityHeaders(csp) {
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Speculation-Rules": `"${SPECULATION_RULES_PATH}"`,
  };
}

/** @param {string} pathname */
export function cacheControl(pathname) {
  return pathname.startsWith(IMMUTABLE_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * The canonical form of a page path, or null when the path is already canonical.
 * `/about/`, `/about.html`, `/about/index.html`, `//about` -> `/about`; `/index.html` -> `/`.
 * @param {string} pathname a decoded path starting with "/"
 * @param {ReadonlySet<string>} pages the site's page paths, e.g. "/", "/about"
 * @returns {string | null}
 */
export function canonicalPagePath(pathname, pages) {
  let path = pathname.replace(/\/{2,}/g, "/");
  path = path.replace(/(?:\/index)?\.html$/, "").replace(/\/index$/, "");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  if (path === "") path = "/";
  if (!pages.has(path) && pages.has(path.toLowerCase())) path = path.toLowerCase();
  if (path === pathname || !pages.has(path)) return null;
  return path;
}
