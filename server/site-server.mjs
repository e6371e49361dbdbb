// @ts-check
/**
 * Serves the pre-rendered build: static files through sirv (which serves only files it indexed at
 * start-up, so no request can reach outside the build), clean page URLs, a real 404, and the
 * headers defined in policy.mjs on every answer.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import sirv from "sirv";
import {
  cacheControl,
  canonicalPagePath,
  securityHeaders,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
} from "./policy.mjs";

const ALLOWED_METHODS = "GET, HEAD";
/** Control characters and backslashes have no place in a URL path of this site. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_IN_PATH = /[\u0000-\u001f\u007f\\]/;
/** Files in the build that are instructions for static hosts, not content. */
const HIDDEN_FILES = new Set(["/_headers", "/_redirects"]);

/**
 * @param {{ buildDir: string, log?: (line: string) => void }} options
 * @returns {import("node:http").RequestListener}
 */
export function createSiteHandler({ buildDir, log = () => {} }) {
  const root = resolve(buildDir);
  /** @type {{ pages: string[], csp: string }} */
  const site = JSON.parse(readFileSync(join(root, "site.json"), "utf8"));
  const pages = new Set(site.pages);
  const headers = securityHeaders(site.csp);
  const clientDir = join(root, "client");
  const notFoundPage = readFileSync(join(clientDir, "404.html"));

  /** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} */
  const notFound = (req, res) =>
    send(res, 404, "text/html; charset=utf-8", req.method === "HEAD" ? null : notFoundPage);

  const files = sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    dotfiles: false,
    setHeaders(res, pathname) {
      if (pathname === SPECULATION_RULES_PATH) res.setHeader("Content-Type", SPECULATION_RULES_TYPE);
    },
    onNoMatch: notFound,
  });

  return (req, res) => {
    const started = process.hrtime.bigint();
    const requested = req.url ?? "";
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(`${req.method} ${truncate(requested)} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });

    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);

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

    const canonical = canonicalPagePath(pathname, pages);
    if (canonical) {
      res.setHeader("Location", canonical + query);
      res.setHeader("Cache-Control", "public, max-age=3600");
      return send(res, 301, "text/plain; charset=utf-8", `Moved to ${canonical}\n`);
    }

    if (
      HIDDEN_FILES.has(pathname) ||
      // 404.html is the answer to unknown paths, never a page of its own (no 200 for "/404").
      pathname === "/404" ||
      pathname === "/404.html"
    ) {
      return notFound(req, res);
    }

    // A small static site has no use for partial content; every answer is the whole file.
    delete req.headers.range;
    res.setHeader("Cache-Control", cacheControl(pathname));
    req.url = encodeURI(pathname);
    return files(req, res);
  };
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
  if (status === 404) res.setHeader("Cache-Control", "no-cache");
  res.end(body ?? undefined);
}

/** @param {string} s */
function truncate(s) {
  return s.length > 200 ? `${s.slice(0, 200)}…` : s;
}

/**
 * @param {{ buildDir: string, log?: (line: string) => void, headersTimeout?: number }} options
 *   headersTimeout: how long (ms) a connection may take to send a request's headers; 10 s unless set.
 */
export function createSiteServer({ headersTimeout = 10_000, ...options }) {
  // No "clientError" handler, on purpose: Node's own answers are the right ones. A connection that
  // sends no complete request headers in time gets "408 Request Timeout" (browsers open sockets before
  // they need them and, reading a 408 on such a socket, retry on a fresh one; a 400 there would be
  // taken as the answer to their request); bytes Node cannot parse get 400, oversized headers 431;
  // and nothing is written once a response has started.
  return createServer(
    {
      // Slow or stalled clients cannot hold a connection for long.
      headersTimeout,
      requestTimeout: Math.max(30_000, headersTimeout),
      // Idle keep-alive connections close silently; the header timeout never applies between requests.
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    },
    createSiteHandler(options),
  );
}
