// @ts-check
import { hostPort } from "./address.mjs";
import { fetchAs } from "./fetch-as.mjs";

/**
 * @typedef {import("./fetch-as.mjs").Answer} Answer
 * @typedef {import("./fetch-as.mjs").FetchOptions} FetchOptions
 * @typedef {import("./report.mjs").Finding} Finding
 * @typedef {{ server?: string, httpServer?: string }} Connect where to connect instead of the
 *   address's own DNS: "ip[:port]" for HTTPS (port 443) and for plain HTTP (port 80)
 * @typedef {{
 *   origin: string,
 *   site: URL,
 *   httpConnect: { host: string, port: number } | undefined,
 *   get: (path: string, options?: FetchOptions) => Promise<Answer>,
 *   ok: (what: string) => void,
 *   problem: (what: string, fix: string) => void,
 *   findings: Finding[],
 *   cloudflare: boolean,
 * }} Visit cloudflare: whether the site is on Cloudflare (its home page's answer says so; set by
 *   checkHomePage), which the checks after it name the tools of
 */

/**
 * What every check is given: the site's origin, how to fetch a path of it (through `--server` when
 * given), and where to note what it finds (`ok`, or a `problem` with how to fix it).
 * @param {string} address @param {Connect} connectTo
 * @returns {Visit}
 */
export function startVisit(address, connectTo) {
  const origin = new URL(address).origin;
  const site = new URL(origin);
  const connect = hostPort(connectTo.server, site.protocol === "https:" ? 443 : 80);
  const httpConnect = hostPort(connectTo.httpServer, 80) ?? (connect && { host: connect.host, port: 80 });
  /** @type {Finding[]} */
  const findings = [];
  return {
    origin,
    site,
    httpConnect,
    get: (path, options = {}) => fetchAs(origin + path, { connect, ...options }),
    ok: (what) => findings.push({ ok: true, what }),
    problem: (what, fix) => findings.push({ ok: false, what, fix }),
    findings,
    cloudflare: false,
  };
}
