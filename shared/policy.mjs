// @ts-check
/**
 * How the site is served: one definition of the headers, cache rules and redirects, used both by
 * the Node server (`npm start`) and by the build, which writes the same rules for static hosts and
 * CDNs (`_headers`, `_redirects`). Changing a policy here changes it everywhere.
 */
import { NOT_FOUND_PATH, languageOfPath } from "./paths.ts";

/** Hashed build assets never change under the same name. */
export const IMMUTABLE_PREFIX = "/assets/";
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and other files: always revalidate (ETag / Last-Modified answer 304 when unchanged). */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
/** A canonical-URL redirect: stable, but an hour is enough to be able to change one. */
export const CACHE_REDIRECT = "public, max-age=3600";
/**
 * The 404 page: never stored, so a path that becomes a page with the next deploy is never answered
 * from a cache with the old 404 (Cloudflare Pages forces this value on 404s; every host sends it).
 */
export const CACHE_NOT_FOUND = "no-store";

/** The only methods a static site answers; anything else is 405 with this `Allow` header. */
export const ALLOWED_METHODS = "GET, HEAD";

/**
 * HTTPS only, for two years, subdomains included (Mozilla's HTTP Observatory asks for at least six
 * months). Sent by whatever terminates TLS: the nginx TLS server, the static hosts, or the proxy in
 * front of `npm start` (which speaks plain HTTP, where browsers ignore this header).
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** The page shown, with status 404, for any path that is not a page or a file of the build. */
export const NOT_FOUND_PAGE = "/404.html";
/** Paths that must answer 404 although a file exists: the 404 page's own URLs, the host rules. */
export const NOT_FOUND_PATHS = [NOT_FOUND_PATH, NOT_FOUND_PAGE, "/_headers", "/_redirects"];

/**
 * Where each of the owner's languages after the first keeps its own 404 page: under its prefix
 * (`/es/404.html`), answered for every unknown path there. The first language's is NOT_FOUND_PAGE.
 * @param {readonly string[]} languages the site's languages, the first at the root
 * @returns {{ prefix: string, page: string, paths: string[] }[]} paths: its URLs that answer 404
 */
export const languageNotFoundPages = (languages) =>
  languages.slice(1).map((language) => ({
    prefix: `/${language}/`,
    page: `/${language}${NOT_FOUND_PAGE}`,
    paths: [`/${language}${NOT_FOUND_PATH}`, `/${language}${NOT_FOUND_PAGE}`],
  }));

/**
 * The 404 page that answers a path: its language's (`/es/…` → `/es/404.html`), else the first's.
 * @param {string} path @param {readonly string[]} languages
 */
export const notFoundPageOf = (path, languages) => {
  const { language } = languageOfPath(path, languages);
  return language === languages[0] ? NOT_FOUND_PAGE : `/${language}${NOT_FOUND_PAGE}`;
};

/**
 * Files whose type the servers' own tables lack or disagree on (the sitemap is text/xml to some,
 * application/xml to others), by path. Every server is told.
 * @type {Record<string, string>}
 */
export const CONTENT_TYPES = {
  "/sitemap.xml": "application/xml",
};

/**
 * Every text file of the build is UTF-8, and says so (the static hosts add the parameter to text
 * types; the servers here are told to do the same).
 * @param {string} type a media type without parameters
 */
export function withCharset(type) {
  return type.startsWith("text/") ? `${type}; charset=utf-8` : type;
}

/**
 * @typedef {object} PolicyInput
 * @property {string[]} [styleHashes] sha256 hashes of the inline stylesheets (the site's CSS, inlined into every page)
 * @property {string[]} [scriptHashes] sha256 hashes of the inline scripts (the island bootstrap and the speculation rules, fixed texts)
 * @property {string[]} imageOrigins origins of remote images (the portfolio's image host)
 * @property {string[]} connectOrigins origins the page may send requests to (the contact endpoint)
 * @property {string[]} [formOrigins] origins a form may post to without JavaScript (an inbox on a server of its own)
 */

/** @param {PolicyInput} input */
export function contentSecurityPolicy({
  styleHashes = [],
  scriptHashes = [],
  imageOrigins,
  connectOrigins,
  formOrigins = [],
}) {
  const directives = {
    "default-src": ["'self'"],
    // The site's own files, and by the hashes of their texts the two inline scripts: the island
    // bootstrap (app/lib/islands/bootstrap.ts) and the speculation rules, JSON the browser reads
    // and never runs (app/lib/speculation-rules.tsx). Both are fixed texts, so the policy does not
    // change with the code. ('inline-speculation-rules' would not do: Chromium ignores it once the
    // policy holds a hash.)
    "script-src": ["'self'", ...scriptHashes.map((h) => `'${h}'`)],
    "style-src": ["'self'", ...styleHashes.map((h) => `'${h}'`)],
    // data: for the favicon, which is in each page (no request before the first paint), and for
    // the drawing of the panel a photo shows while it loads (app/photo-placeholder.svg, in the CSS).
    "img-src": ["'self'", "data:", ...imageOrigins],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...connectOrigins],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...formOrigins],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** The browser features no page of the site uses, refused to every script on it. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()";

/**
 * Headers for every answer. No Cross-Origin-Opener-Policy: any value but unsafe-none makes Chromium
 * give each page a new process, which measured ~100 ms of LCP and of blocking time on every page
 * (the bare floor page too), and the site has nothing it guards (docs/decisions/0014).
 * @param {string} csp
 * @returns {Record<string, string>}
 */
export function securityHeaders(csp) {
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

/**
 * The editor (Sveltia CMS, issue 48), in builds made with CONTENT_REPO: its page, its
 * configuration (ADMIN_CONFIG_PATH) and its hashed files (ADMIN_ASSETS_PREFIX), answered with
 * adminHeaders. Any other path under it is a 404, and without the editor all of them are.
 */
export const ADMIN_PATH = "/admin/";
/** The editor's folder without its slash: a permanent redirect to ADMIN_PATH. */
export const ADMIN_REDIRECT_PATH = ADMIN_PATH.slice(0, -1);
export const ADMIN_CONFIG_PATH = `${ADMIN_PATH}config.json`;
export const ADMIN_ASSETS_PREFIX = `${ADMIN_PATH}assets/`;
/**
 * The editor's page and configuration are never stored: a publish changes them (the page names
 * new hashed files), and an old copy would start an old editor.
 */
export const CACHE_ADMIN_PAGE = "no-store";

/**
 * The types of the editor's files, by extension, that some server's own table lacks (Caddy's has
 * no woff2 without /etc/mime.types, an older nginx's no wasm; a browser compiles WebAssembly only
 * from application/wasm). Every server is told, for the editor's files.
 * @type {Record<string, string>}
 */
export const ADMIN_CONTENT_TYPES = {
  ".wasm": "application/wasm",
  ".woff2": "font/woff2",
  ".json": "application/json",
};

/**
 * The editor's Content-Security-Policy: what Sveltia CMS needs and no more, on its answers alone.
 * @param {{ imageOrigins: string[] }} input imageOrigins: the site's remote image hosts, whose
 *   photos the editor shows
 */
export function adminContentSecurityPolicy({ imageOrigins }) {
  const directives = {
    "default-src": ["'none'"],
    // Sveltia compiles WebAssembly (it reads HEIC photos and writes WebP): 'wasm-unsafe-eval',
    // which allows that alone, never 'unsafe-eval'.
    "script-src": ["'self'", "'wasm-unsafe-eval'"],
    // Svelte injects style elements and style attributes as the editor runs: no hash can name them.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Previews of the files being added (blob:, data:), the site's remote photos, the owner's
    // GitHub avatar.
    "img-src": ["'self'", "data:", "blob:", ...imageOrigins, "https://avatars.githubusercontent.com"],
    "font-src": ["'self'", "data:"],
    // The content is read and written through the GitHub API; the editor fetches its own data:
    // SVGs and blob: files too.
    "connect-src": ["'self'", "data:", "blob:", "https://api.github.com"],
    // Its workers, previews in frames and media previews are blob: URLs it makes itself.
    "worker-src": ["'self'", "blob:"],
    "frame-src": ["'self'", "blob:"],
    "media-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * Headers for the editor's answers, in place of securityHeaders. Still no
 * Cross-Origin-Opener-Policy: the sign-in popup hands its token to `window.opener`, which any value
 * but unsafe-none would cut (shared/editor/oauth.mjs, docs/decisions/0014). Never indexed, and
 * no Referer leaves the site from it (same-origin).
 * @param {string} csp adminContentSecurityPolicy's
 * @returns {Record<string, string>}
 */
export function adminHeaders(csp) {
  return {
    "Content-Security-Policy": csp,
    "X-Robots-Tag": "noindex, nofollow",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

/**
 * The editor's Cache-Control for one of its URLs, or null when the path is none of the editor's:
 * its page and configuration CACHE_ADMIN_PAGE, its hashed files CACHE_IMMUTABLE.
 * @param {string} pathname a decoded path
 * @returns {string | null}
 */
export function adminCacheControl(pathname) {
  if (pathname === ADMIN_PATH || pathname === ADMIN_CONFIG_PATH) return CACHE_ADMIN_PAGE;
  const file = pathname.startsWith(ADMIN_ASSETS_PREFIX) ? pathname.slice(ADMIN_ASSETS_PREFIX.length) : "";
  // A file's name, or names in its folders; never "." or ".." (nothing outside the folder).
  const names = file.split("/");
  return file && names.every((name) => name !== "" && name !== "." && name !== "..") ? CACHE_IMMUTABLE : null;
}

/** @param {string} pathname */
export function cacheControl(pathname) {
  return pathname.startsWith(IMMUTABLE_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * The redirects static hosts need written out (they cannot compute `canonicalPagePath`): each page's
 * other spellings, as [from, to] pairs. `/about/`, `/about.html`, `/about/index.html` -> `/about`.
 * @param {readonly string[]} pages
 * @returns {[string, string][]}
 */
export function pageRedirects(pages) {
  /** @type {[string, string][]} */
  const pairs = [["/index.html", "/"]];
  for (const page of pages.filter((p) => p !== "/")) {
    pairs.push([`${page}/`, page], [`${page}.html`, page], [`${page}/index.html`, page]);
  }
  return pairs;
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
