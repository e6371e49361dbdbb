// @ts-check
/** A local HTTPS stand-in for the portfolio's image host, for the benchmark and the photo tests. */
/*
 * The real host (images.unsplash.com) cannot be reached from this machine. The benchmark sends the
 * host's name here with Chromium's --host-resolver-rules; the tests of SELF_HOST_IMAGES send the
 * build's downloader here with SELF_HOST_IMAGES_RESOLVE, trusting the certificate through
 * NODE_EXTRA_CA_CERTS.
 *
 * Each request is answered at the size it asks (`w`, `h`, or `w` and the 4:3 the site asks for), in
 * the format the real host would choose (`fm`, else with `auto=format` the best the Accept header
 * allows: AVIF, WebP, else JPEG) and with the byte count of a real photo in that format: AVIF about
 * 0.6 bits per pixel, WebP 0.9, JPEG 1.3 (the real host's photos at q=60). The picture itself is a
 * detailed synthetic scene (stand-in-photo.mjs), so an encoder that re-encodes it (the build's
 * pipeline) does real work.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { standInPhoto } from "./stand-in-photo.mjs";

export const IMAGE_HOST = "images.unsplash.com";

const TYPES = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
const LIGHT_QUALITY = { avif: 25, webp: 35, jpeg: 50 };

/** @param {string} accept @param {URLSearchParams} query @returns {keyof typeof TYPES} */
function chooseFormat(accept, query) {
  const fm = query.get("fm");
  if (fm === "jpg" || fm === "jpeg") return "jpeg";
  if (fm === "webp" || fm === "avif") return fm;
  if (query.get("auto") === "format") {
    if (accept.includes("image/avif")) return "avif";
    if (accept.includes("image/webp")) return "webp";
  }
  return "jpeg";
}

/**
 * Starts the stand-in on 127.0.0.1 and a free port. Its answers may be kept a year (`maxAge`, in
 * seconds, as the real host's) and carry an ETag, which a request's If-None-Match gets a 304 for.
 * @param {{ maxAge?: number }} [options]
 * `requests` lists every request's path; `notModified` those answered 304. A path beginning
 * /maintenance is answered with an error page (200, HTML said to be a JPEG), /huge with a 60 MB photo.
 * @returns {Promise<{ port: number, certFile: string, requests: string[], notModified: string[], stop: () => Promise<void> }>}
 */
export async function startImageHost({ maxAge = 31536000 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "image-host-"));
  const certFile = join(dir, "cert.pem");
  const ssl = spawnSync("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-subj",
    `/CN=${IMAGE_HOST}`,
    "-addext",
    `subjectAltName=DNS:${IMAGE_HOST}`,
    "-keyout",
    join(dir, "key.pem"),
    "-out",
    certFile,
  ]);
  if (ssl.status !== 0) throw new Error(`openssl could not make a certificate: ${ssl.stderr}`);

  /** @type {Map<string, Promise<Buffer>>} */
  const cache = new Map();
  /** @type {string[]} */
  const requests = [];
  /** @type {string[]} */
  const notModified = [];
  const server = createServer(
    { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(certFile) },
    (req, res) => {
      const url = new URL(req.url ?? "/", `https://${IMAGE_HOST}`);
      requests.push(url.pathname + url.search);
      // A host having a bad day, for the tests: its error page sent as a photo, and a file too large.
      if (url.pathname.startsWith("/maintenance")) {
        // Said to be a JPEG, as a misconfigured host or CDN may say of anything.
        res.writeHead(200, { "Content-Type": "image/jpeg", "Cache-Control": `public, max-age=${maxAge}` });
        res.end("<html>Down for maintenance</html>");
        return;
      }
      if (url.pathname.startsWith("/huge")) {
        res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": 60 * 2 ** 20 });
        res.end();
        return;
      }
      const q = url.searchParams;
      const width = Math.min(Math.max(Number(q.get("w")) || 1080, 16), 3000);
      const height = Math.min(Math.max(Number(q.get("h")) || Math.round((width * 3) / 4), 16), 3000);
      const format = chooseFormat(String(req.headers.accept ?? ""), q);
      const key = `${url.pathname} ${width}x${height}.${format}`;
      const seed = [...url.pathname].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 2147483647, 7);
      if (!cache.has(key)) {
        // Asked for a format (the build's download): at the quality asked. Otherwise (a browser) light
        // enough to stay under the real photo's weight, then padded up to it.
        const quality = q.has("fm") ? Number(q.get("q")) || 85 : LIGHT_QUALITY[format];
        cache.set(key, standInPhoto({ width, height, seed, format, quality }));
      }
      const etag = `"${seed}-${width}x${height}-${format}"`;
      cache.get(key)?.then(
        (body) => {
          const headers = { "Cache-Control": `public, max-age=${maxAge}`, ETag: etag, Vary: "Accept" };
          if (req.headers["if-none-match"] === etag) {
            notModified.push(url.pathname + url.search);
            res.writeHead(304, headers).end();
            return;
          }
          res.writeHead(200, { ...headers, "Content-Type": TYPES[format], "Content-Length": body.length });
          res.end(body);
        },
        () => {
          res.writeHead(500).end();
        },
      );
    },
  );
  await new Promise((done) => server.listen(0, "127.0.0.1", () => done(undefined)));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    certFile,
    requests,
    notModified,
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          done(undefined);
        });
      }),
  };
}
