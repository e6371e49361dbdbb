// @ts-check
/**
 * A local HTTPS stand-in for the portfolio's image host (images.unsplash.com), which this machine
 * cannot reach: used by the benchmark (Chromium's --host-resolver-rules sends the host's name here)
 * and by the tests of SELF_HOST_IMAGES (the build's downloader is sent here by
 * SELF_HOST_IMAGES_RESOLVE and trusts the certificate through NODE_EXTRA_CA_CERTS).
 *
 * Each request is answered at the size it asks (`w`, `h`, or `w` and the 4:3 the site asks for), in
 * the format the real host would choose (`fm`, else with `auto=format` the best the Accept header
 * allows: AVIF, WebP, else JPEG) and with the byte count of a real photo in that format: AVIF about
 * 0.6 bits per pixel, WebP 0.9, JPEG 1.3 (the real host's photos at q=60). The picture itself is a
 * detailed synthetic scene, so an encoder that re-encodes it (the build's pipeline) does real work.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

export const IMAGE_HOST = "images.unsplash.com";

/** Bits per pixel of a real photo from the image host, by format. */
export const PHOTO_BITS_PER_PIXEL = { avif: 0.6, webp: 0.9, jpeg: 1.3 };

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
 * A photo-like scene: sky, 2,000 blocks of colour (walls, windows, foliage) and grain. Tuned so that
 * the build's own encoders (tooling/images.ts) make of it about what they make of a real photo: AVIF
 * ~0.6, WebP ~0.9 bits per pixel at 760 px, so the self-hosted figures are not flattered.
 * @param {number} width @param {number} height @param {number} seed one scene per photo path
 */
async function scene(width, height, seed) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed % 2147483646 || 7;
  const rand = () => (state = (state * 16807) % 2147483647) / 2147483647;
  for (let y = 0; y < height; y++) {
    const t = y / height;
    const sky = [143 + 89 * t, 179 + 41 * t, 217 - 17 * t];
    for (let x = 0; x < width; x++) pixels.set(sky, (y * width + x) * 3);
  }
  for (let i = 0; i < 2000; i++) {
    const w = 2 + rand() * width * 0.03;
    const h = 2 + rand() * height * 0.03;
    const left = rand() * width;
    const top = height * 0.3 + rand() * height * 0.7;
    const colour = [60 + rand() * 160, 50 + rand() * 140, 40 + rand() * 130];
    for (let y = Math.floor(top); y < Math.min(height, top + h); y++) {
      for (let x = Math.floor(left); x < Math.min(width, left + w); x++)
        pixels.set(colour, (y * width + x) * 3);
    }
  }
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = Math.max(0, Math.min(255, (pixels[i] ?? 0) + (rand() - 0.5) * 30));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * Pads an encoded image to `target` bytes in a way its format allows decoders to ignore: bytes after
 * a JPEG's end marker, a `free` box in an AVIF file, an unknown chunk in an extended WebP file.
 * @param {Buffer} data @param {keyof typeof TYPES} format @param {number} target
 * @param {number} width @param {number} height
 */
function padTo(data, format, target, width, height) {
  const extra = target - data.length;
  if (extra <= 16) return data;
  if (format === "jpeg") return Buffer.concat([data, Buffer.alloc(extra)]);
  if (format === "avif") {
    const box = Buffer.alloc(extra);
    box.writeUInt32BE(extra, 0);
    box.write("free", 4, "latin1");
    return Buffer.concat([data, box]);
  }
  // WebP: RIFF "WEBP" + VP8X (extended) + the image's own chunks + an unknown "PADD" chunk.
  const chunks = data.subarray(12);
  const vp8x = Buffer.alloc(18);
  vp8x.write("VP8X", 0, "latin1");
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const padLength = Math.max(0, extra - vp8x.length - 8) & ~1;
  const pad = Buffer.alloc(8 + padLength);
  pad.write("PADD", 0, "latin1");
  pad.writeUInt32LE(padLength, 4);
  const body = Buffer.concat([Buffer.from("WEBP", "latin1"), vp8x, chunks, pad]);
  const header = Buffer.alloc(8);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}

/**
 * Starts the stand-in on 127.0.0.1 and a free port.
 * @returns {Promise<{ port: number, certFile: string, requests: string[], stop: () => Promise<void> }>}
 */
export async function startImageHost() {
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
  const server = createServer(
    { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(certFile) },
    (req, res) => {
      const url = new URL(req.url ?? "/", `https://${IMAGE_HOST}`);
      requests.push(url.pathname + url.search);
      const q = url.searchParams;
      const width = Math.min(Math.max(Number(q.get("w")) || 1080, 16), 3000);
      const height = Math.min(Math.max(Number(q.get("h")) || Math.round((width * 3) / 4), 16), 3000);
      const format = chooseFormat(String(req.headers.accept ?? ""), q);
      const key = `${url.pathname} ${width}x${height}.${format}`;
      const seed = [...url.pathname].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 2147483647, 7);
      if (!cache.has(key)) {
        const target = Math.round((width * height * PHOTO_BITS_PER_PIXEL[format]) / 8);
        cache.set(
          key,
          scene(width, height, seed).then(async (image) => {
            // Asked for a format (the build's download): at the quality asked. Otherwise (a browser) light
            // enough to stay under the real photo's weight, then padded up to it.
            const quality = q.has("fm") ? Number(q.get("q")) || 85 : LIGHT_QUALITY[format];
            const encoded = await image.toFormat(format, { quality }).toBuffer();
            return padTo(encoded, format, target, width, height);
          }),
        );
      }
      cache.get(key)?.then(
        (body) => {
          res.writeHead(200, {
            "Content-Type": TYPES[format],
            "Content-Length": body.length,
            "Cache-Control": "public, max-age=31536000",
            Vary: "Accept",
          });
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
