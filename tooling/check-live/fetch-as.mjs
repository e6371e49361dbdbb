// @ts-check
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

/**
 * @typedef {{ status: number, headers: import("node:http").IncomingHttpHeaders, body: string }} Answer
 * @typedef {{ method?: string, headers?: Record<string, string>, body?: string, connect?: { host: string, port: number }, userAgent?: string }} FetchOptions
 */

/** Who check-live says it is: a phone's browser, or Google's crawler. */
export const USER_AGENTS = {
  visitor:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  searchEngine: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

/**
 * One request, no redirect followed; connects to `connect` when given, still naming the site's host
 * (Host header, TLS server name), as a browser would once DNS points there.
 * @param {string} url
 * @param {FetchOptions} options
 * @returns {Promise<Answer>}
 */
export function fetchAs(
  url,
  { method = "GET", headers = {}, body, connect, userAgent = USER_AGENTS.visitor } = {},
) {
  const target = new URL(url);
  const requester = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = requester(
      {
        method,
        protocol: target.protocol,
        hostname: connect?.host ?? target.hostname,
        port: connect?.port ?? target.port,
        path: target.pathname + target.search,
        servername: target.hostname,
        headers: { Host: target.host, "User-Agent": userAgent, Accept: "*/*", ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          if (text.length < 2_000_000) text += chunk;
        });
        res.on("error", reject);
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.setTimeout(10_000, () => req.destroy(new Error("no answer within 10 seconds")));
    req.end(body);
  });
}
