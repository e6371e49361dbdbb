/** Downloads a remote photo for SELF_HOST_IMAGES=1: HTTPS, a few redirects, errors naming the URL. */
import { request } from "node:https";

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

/** GET over HTTPS, following a few redirects; rejects naming the URL on any failure. */
export function download(
  url: string,
  env: Record<string, string | undefined> = process.env,
  hops = 5,
): Promise<Buffer> {
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
        headers: { host: target.host, accept: "image/jpeg,image/*" },
        timeout: 30_000,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location && hops > 0) {
          res.resume();
          download(new URL(res.headers.location, url).href, env, hops - 1).then(resolve, reject);
          return;
        }
        if (status !== 200) {
          res.resume();
          reject(fail(`the host answered ${status}`));
          return;
        }
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve(Buffer.concat(chunks)));
        res.on("error", (error) => reject(fail(error.message)));
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", (error) => reject(fail(error.message)));
    req.end();
  });
}
