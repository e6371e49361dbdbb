// @ts-check
/**
 * Serves the pre-rendered build: static files through sirv (which serves only files it indexed at
 * start-up, so no request can reach outside the build), clean page URLs, a real 404, and the
 * headers defined in policy.mjs on every answer. How long a request may take is request-timeouts.mjs's.
 */
import { readFileSync, realpathSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, resolve } from "node:path";
import { lookup } from "mrmime";
import sirv from "sirv";
import {
  ADMIN_CONTENT_TYPES,
  ADMIN_PATH,
  ADMIN_REDIRECT_PATH,
  adminCacheControl,
  adminHeaders,
  ALLOWED_METHODS,
  CACHE_NOT_FOUND,
  CACHE_REDIRECT,
  cacheControl,
  canonicalPagePath,
  CONTENT_TYPES,
  languageNotFoundPages,
  NOT_FOUND_PAGE,
  NOT_FOUND_PATHS,
  notFoundPageOf,
  securityHeaders,
  withCharset,
} from "#shared/policy.mjs";
import { limitBody, REQUEST_MS, UPLOAD_MS } from "./request-timeouts.mjs";
import { readSiteManifest } from "#shared/site-manifest.mjs";
import { INBOX_PATH } from "#shared/paths.ts";

/** Control characters and backslashes have no place in a URL path of this site. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_IN_PATH = /[\u0000-\u001f\u007f\\]/;

/**
 * @typedef {object} SiteOptions
 * @property {string} buildDir
 * @property {(line: string) => void} [log] the access log: method, path, status, time (never a body)
 * @property {Record<string, import("node:http").RequestListener>} [routes] what answers every request
 *   to a path of its own under /api/: the form's inbox (server/leads/), the publishing webhook
 *   (server/publish/), the editor's sign-in (server/editor-auth.mjs)
 */

/**
 * @param {SiteOptions} options
 * @returns {import("node:http").RequestListener}
 */
export function createSiteHandler({ buildDir, log = () => {}, routes = {} }) {
  // The folder the build is in now (BUILD_DIR may be a link a publish replaces): this handler
  // serves that build, and the next build gets a handler of its own (reloadBuild). (A build made in
  // place has no other name than BUILD_DIR: after its first publish, the link there shows the new
  // build's files to this handler for the moment until the reload.)
  const root = realpathSync(resolve(buildDir));
  const site = readSiteManifest(root);
  const pages = new Set(site.pages);
  const headers = securityHeaders(site.csp);
  // The editor's, when the build has it (/admin/).
  const editorHeaders = site.adminCsp ? adminHeaders(site.adminCsp) : null;
  /** Every header either set names: an answer gets one set whole, never a mix. */
  const policyHeaders = [...new Set([...Object.keys(headers), ...Object.keys(adminHeaders(""))])];
  /** @param {import("node:http").ServerResponse} res @param {Record<string, string>} set */
  const applyHeaders = (res, set) => {
    for (const name of policyHeaders) if (!Object.hasOwn(set, name)) res.removeHeader(name);
    for (const [name, value] of Object.entries(set)) res.setHeader(name, value);
  };
  const clientDir = join(root, "client");
  // Older builds name no languages: one, at the root.
  const languages = site.languages ?? [""];
  const ownPages = languageNotFoundPages(languages);
  /** Each language's 404 page by its URL: the answer to an unknown path in that language. */
  const notFoundPages = new Map(
    [NOT_FOUND_PAGE, ...ownPages.map(({ page }) => page)].map((page) => [
      page,
      readFileSync(join(clientDir, page)),
    ]),
  );
  /**
   * Files that exist but answer 404: the static hosts' rules, and each 404 page, which is the
   * answer to unknown paths, never a page of its own (no 200 for "/404").
   */
  const notFoundFiles = new Set([...NOT_FOUND_PATHS, ...ownPages.flatMap(({ paths }) => paths)]);

  /** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} */
  const notFound = (req, res) => {
    // The site's, on a path under /admin/ too.
    applyHeaders(res, headers);
    const page = notFoundPages.get(notFoundPageOf((req.url ?? "/").split("?", 1)[0] ?? "/", languages));
    send(res, 404, "text/html; charset=utf-8", req.method === "HEAD" ? null : (page ?? null));
  };

  const files = sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    dotfiles: false,
    setHeaders(res, pathname) {
      const editorType = pathname.startsWith(ADMIN_PATH) ? ADMIN_CONTENT_TYPES[extname(pathname)] : undefined;
      const type = CONTENT_TYPES[pathname] ?? editorType ?? lookup(pathname);
      if (type) res.setHeader("Content-Type", withCharset(type));
    },
    onNoMatch: notFound,
  });

  return (req, res) => {
    const started = process.hrtime.bigint();
    const requested = req.url ?? "";
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Never a query under /api/: a sign-in's code and state are in the callback's.
      const logged = requested.startsWith("/api/") ? requested.split("?", 1)[0] : requested;
      log(`${req.method} ${truncate(logged ?? "")} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });

    applyHeaders(res, headers);

    const path = requested.split("?", 1)[0] ?? "";
    if (Object.hasOwn(routes, path)) return routes[path]?.(req, res);

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", ALLOWED_METHODS);
      return send(res, 405, "text/plain; charset=utf-8", "Method Not Allowed\n");
    }

    const url = req.url ?? "";
    const queryAt = url.indexOf("?");
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? "" : url.slice(queryAt);
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return send(res, 400, "text/plain; charset=utf-8", "Bad Request\n");
    }
    if (!pathname.startsWith("/") || FORBIDDEN_IN_PATH.test(pathname) || FORBIDDEN_IN_PATH.test(rawPath)) {
      return send(res, 400, "text/plain; charset=utf-8", "Bad Request\n");
    }

    // The editor's: its answers when the build has the editor, else none (even files there).
    if (pathname === ADMIN_REDIRECT_PATH || pathname.startsWith(ADMIN_PATH)) {
      if (!editorHeaders) return notFound(req, res);
      if (pathname === ADMIN_REDIRECT_PATH) return redirect(res, ADMIN_PATH, query);
      return editorFile(req, res, pathname, editorHeaders);
    }

    const canonical = canonicalPagePath(pathname, pages);
    if (canonical) return redirect(res, canonical, query);

    if (notFoundFiles.has(pathname)) return notFound(req, res);

    // A small static site has no use for partial content; every answer is the whole file.
    delete req.headers.range;
    res.setHeader("Cache-Control", cacheControl(pathname));
    req.url = encodeURI(pathname);
    return files(req, res);
  };

  /**
   * One of the editor's URLs (shared/policy.mjs ADMIN_PATH): its page (/admin/, its index.html),
   * configuration and files with its headers and caching; any other path under it, and a missing
   * file, the site's 404.
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
   * @param {string} pathname decoded @param {Record<string, string>} own the editor's headers
   */
  function editorFile(req, res, pathname, own) {
    const cache = adminCacheControl(pathname);
    if (!cache) return notFound(req, res);
    applyHeaders(res, own);
    delete req.headers.range;
    res.setHeader("Cache-Control", cache);
    req.url = encodeURI(pathname === ADMIN_PATH ? `${ADMIN_PATH}index.html` : pathname);
    return files(req, res);
  }
}

/**
 * A permanent redirect to `to`, the query kept.
 * @param {import("node:http").ServerResponse} res @param {string} to @param {string} query "?…" or ""
 */
function redirect(res, to, query) {
  res.setHeader("Location", to + query);
  res.setHeader("Cache-Control", CACHE_REDIRECT);
  send(res, 301, "text/plain; charset=utf-8", `Moved to ${to}\n`);
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} type
 * @param {string | Buffer | null} body
 */
function send(res, status, type, body) {
  res.statusCode = status;
  res.setHeader("Content-Type", type);
  if (status === 404) res.setHeader("Cache-Control", CACHE_NOT_FOUND);
  res.end(body ?? undefined);
}

/** @param {string} s */
function truncate(s) {
  return s.length > 200 ? `${s.slice(0, 200)}…` : s;
}

/**
 * @param {SiteOptions & { headersTimeout?: number }} options
 *   headersTimeout: how long (ms) a connection may take to send a request's headers; 10 s unless set.
 */
export function createSiteServer({ headersTimeout = 10_000, ...options }) {
  let handler = createSiteHandler(options);
  // A visitor's photos may take longer to arrive than any other request's body.
  const inboxPath = options.routes?.[INBOX_PATH] ? INBOX_PATH : undefined;
  // No "clientError" handler, on purpose: Node's own answers are the right ones. A connection that
  // sends no complete request headers in time gets "408 Request Timeout" (browsers open sockets before
  // they need them and, reading a 408 on such a socket, retry on a fresh one; a 400 there would be
  // taken as the answer to their request); bytes Node cannot parse get 400, oversized headers 431;
  // and nothing is written once a response has started.
  const server = createServer(
    {
      // Slow or stalled clients cannot hold a connection for long: headers within headersTimeout,
      // bodies as limitBody says (Node's own limit is the longest of them).
      headersTimeout,
      requestTimeout: Math.max(inboxPath ? UPLOAD_MS : REQUEST_MS, headersTimeout),
      // Idle keep-alive connections close silently; the header timeout never applies between requests.
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => {
      limitBody(req, res, inboxPath);
      return handler(req, res);
    },
  );
  return Object.assign(server, {
    /**
     * Serves the build in `dir` (where BUILD_DIR links to, after a publish switched it): its pages,
     * headers and files, from the next request on; requests in flight finish with the old. Throws,
     * and the old build stays in service, when the new one cannot be read.
     * @param {string} dir
     */
    reloadBuild(dir) {
      handler = createSiteHandler({ ...options, buildDir: dir });
    },
  });
}
