/** Downloads a remote photo for SELF_HOST_IMAGES=1: HTTPS, a few redirects, errors naming the URL. */
import { request } from "node:https";
import { imageType } from "#shared/image-type.mjs";
import { cacheKey, type PhotoCache } from "./photo-cache.ts";

/**
 * `SELF_HOST_IMAGES_RESOLVE="images.example.com=127.0.0.1:8443"` (comma-separated for several): where
 * the downloader connects for a host, keeping the host's name for TLS. Only for the tests and the
 * benchmark, whose stand-in for the image host runs on this machine (its certificate trusted through
 * NODE_EXTRA_CA_CERTS).
 */
function resolveOverrides(
  env: Record<string, string | undefined>,
): Map<string, { host: string; port: number }> {
  const map = new Map<string, { host: string; port: number }>();
  for (const entry of (env.SELF_HOST_IMAGES_RESOLVE ?? "").split(",").filter(Boolean)) {
    const [name = "", target = ""] = entry.split("=");
    const [host = "", port = "443"] = target.split(":");
    map.set(name.trim().toLowerCase(), { host: host.trim(), port: Number(port) });
  }
  return map;
}

/** An answer of the image host: its status, the headers a cache needs, and the body of a 200. */
type Answer = { status: number; headers: Record<string, string | undefined>; body: Buffer };

/** The most a photo's download may weigh: a phone's photo is a few megabytes. */
export const MAX_DOWNLOAD_BYTES = 50 * 2 ** 20;

/** GET over HTTPS with `headers`, following a few redirects; rejects naming the URL on any failure. */
function get(
  url: string,
  env: Record<string, string | undefined>,
  headers: Record<string, string>,
  hops = 5,
): Promise<Answer> {
  const target = new URL(url);
  const override = resolveOverrides(env).get(target.hostname.toLowerCase());
  const fail = (why: string) => new Error(`SELF_HOST_IMAGES: could not download ${url}: ${why}`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        protocol: "https:",
        host: override?.host ?? target.hostname,
        port: override?.port ?? (Number(target.port) || 443),
        servername: target.hostname,
        path: target.pathname + target.search,
        headers: { host: target.host, accept: "image/jpeg,image/*", ...headers },
        timeout: 30_000,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && status !== 304 && res.headers.location && hops > 0) {
          res.resume();
          get(new URL(res.headers.location, url).href, env, headers, hops - 1).then(resolve, reject);
          return;
        }
        if (status !== 200 && status !== 304) {
          res.resume();
          reject(fail(`the host answered ${status}`));
          return;
        }
        const tooLarge = fail(`larger than ${MAX_DOWNLOAD_BYTES / 2 ** 20} MB, more than any photo`);
        if (Number(res.headers["content-length"] ?? 0) > MAX_DOWNLOAD_BYTES) {
          res.destroy();
          reject(tooLarge);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const { etag, "last-modified": lastModified, "cache-control": cacheControl } = res.headers;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_DOWNLOAD_BYTES) {
            res.destroy();
            reject(tooLarge);
          } else chunks.push(chunk);
        });
        res.on("end", () =>
          resolve({
            status,
            headers: { etag, lastModified, cacheControl },
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", (error) => reject(fail(error.message)));
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", (error) => reject(fail(error.message)));
    req.end();
  });
}

/** What the photo cache keeps of a download besides its bytes: what HTTP needs to ask again. */
type Download = { url: string; etag?: string; lastModified?: string; freshUntil: number };

/** How long an answer may be used without asking (its max-age), in ms; 0 when it may not be kept. */
function freshFor(cacheControl: string | undefined) {
  if (!cacheControl || /no-cache|no-store/i.test(cacheControl)) return 0;
  const maxAge = /max-age=(\d+)/i.exec(cacheControl);
  return maxAge ? Number(maxAge[1]) * 1000 : 0;
}

/**
 * A remote photo's bytes, downloaded once: kept in the photo cache with what the host said of it,
 * used without asking while the host's max-age lasts, then asked again with its ETag or date (a 304
 * keeps it). A host that allows no caching is asked every build; an answer that is not an image (a
 * host's error page sent as 200) is never kept.
 */
export async function cachedDownload(
  url: string,
  cache: PhotoCache,
  env: Record<string, string | undefined> = process.env,
  now = Date.now(),
): Promise<Buffer> {
  const key = cacheKey(url);
  const kept = await cache.read<Download>("downloads", key);
  const entry = kept === "damaged" ? undefined : kept;
  if (entry && entry.meta.freshUntil > now) return entry.parts[0]!;
  const ask: Record<string, string> = {};
  if (entry?.meta.etag) ask["if-none-match"] = entry.meta.etag;
  if (entry?.meta.lastModified) ask["if-modified-since"] = entry.meta.lastModified;
  const answer = await get(url, env, ask);
  if (answer.status === 304 && !entry) {
    throw new Error(`SELF_HOST_IMAGES: could not download ${url}: the host answered 304 to a plain request`);
  }
  const notModified = answer.status === 304;
  const body = notModified ? entry!.parts[0]! : answer.body;
  if (/no-store/i.test(answer.headers.cacheControl ?? "")) return body;
  // Kept only if its bytes are an image's, whatever its Content-Type says.
  if (!notModified && imageType(body) === null) return body;
  const freshUntil = now + freshFor(answer.headers.cacheControl);
  // A 304 may leave out the validators it confirms: those kept stay.
  const etag = answer.headers.etag ?? (notModified ? entry!.meta.etag : undefined);
  const lastModified = answer.headers.lastModified ?? (notModified ? entry!.meta.lastModified : undefined);
  if (freshUntil > now || etag || lastModified) {
    await cache.write<Download>("downloads", key, { url, etag, lastModified, freshUntil }, [body]);
  }
  return body;
}
