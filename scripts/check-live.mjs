// @ts-check
/**
 * `npm run check-live -- <url>`: fetches the live site as a visitor and a search engine would, and
 * says, in words an owner understands, each thing that is wrong and how to fix it. Exits 1 when
 * anything is wrong. Sends no quote request: the form's endpoint gets an invalid request (the inbox)
 * or a CORS preflight (a form service; the inbox on a server of its own gets both), never a lead.
 *
 *   npm run check-live -- https://www.your-company.com
 *   npm run check-live -- https://www.your-company.com --server 203.0.113.5
 *     (before DNS points at the new server: connect there, ask for the domain)
 */
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { isInbox } from "#shared/contact/fields.ts";
import { STRICT_TRANSPORT_SECURITY, securityHeaders } from "#shared/policy.mjs";

/** Six months, the least HSTS max-age Mozilla's Observatory accepts. */
const HSTS_MIN_SECONDS = 15_768_000;
const USER_AGENTS = {
  visitor:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  searchEngine: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};
/** At most this many of the sitemap's pages are fetched (a small company's site has a few dozen). */
const MAX_PAGES = 60;

/**
 * @typedef {{ status: number, headers: import("node:http").IncomingHttpHeaders, body: string }} Answer
 * @typedef {{ ok: boolean, what: string, fix?: string }} Finding
 * @typedef {{ server?: string, httpServer?: string }} Connect where to connect instead of the
 *   address's own DNS: "ip[:port]" for HTTPS (port 443) and for plain HTTP (port 80)
 */

/**
 * "host", "host:port", an IPv4 address with or without a port, a bare IPv6 address, or one in
 * brackets with a port ("[2001:db8::1]:8443"): a port with IPv6 only in brackets.
 * @param {string | undefined} address @param {number} defaultPort
 */
export function hostPort(address, defaultPort) {
  if (!address) return undefined;
  if (isIP(address)) return { host: address, port: defaultPort };
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+))(?::(\d{1,5}))?$/.exec(address);
  const host = match?.[1] ?? match?.[2];
  const port = Number(match?.[3] ?? defaultPort);
  if (!host || (match?.[1] && isIP(host) !== 6) || port < 1 || port > 65_535) {
    throw new Error(
      `not an address: ${address} (an IP address or name, with :port if needed; IPv6 in [ ] with a port)`,
    );
  }
  return { host, port };
}

/**
 * The rules robots.txt gives a crawler named `agent` (lower case), by its groups (RFC 9309): the
 * groups naming it, else the `*` groups.
 * @param {string} body @param {string} agent
 * @returns {{ allow: string[], disallow: string[] }}
 */
function robotsRules(body, agent) {
  /** @type {{ agents: string[], allow: string[], disallow: string[] }[]} */
  const groups = [];
  let inAgents = false;
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, "").trim();
    const [, key, value = ""] = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line) ?? [];
    if (!key) continue;
    const field = key.toLowerCase();
    if (field === "user-agent") {
      if (!inAgents) groups.push({ agents: [], allow: [], disallow: [] });
      groups.at(-1)?.agents.push(value.toLowerCase());
      inAgents = true;
    } else {
      inAgents = false;
      const group = groups.at(-1);
      if (group && field === "allow") group.allow.push(value);
      if (group && field === "disallow" && value) group.disallow.push(value);
    }
  }
  const named = groups.filter((g) => g.agents.includes(agent));
  const chosen = named.length > 0 ? named : groups.filter((g) => g.agents.includes("*"));
  return {
    allow: chosen.flatMap((g) => g.allow),
    disallow: chosen.flatMap((g) => g.disallow),
  };
}

/**
 * Whether robots.txt keeps search engines (any crawler, and Google's when it has its own group)
 * out of the whole site: `Disallow: /` with no `Allow: /` beside it. Other crawlers' groups
 * (an AI crawler turned away) are the owner's choice.
 * @param {string} body
 */
export function robotsForbidsSite(body) {
  return ["*", "googlebot"].some((agent) => {
    const { allow, disallow } = robotsRules(body, agent);
    const root = (/** @type {string} */ rule) => rule === "/" || rule === "/*";
    return disallow.some(root) && !allow.some(root);
  });
}

/**
 * One request, no redirect followed; connects to `connect` when given, still naming the site's host
 * (Host header, TLS server name), as a browser would once DNS points there.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string, connect?: { host: string, port: number }, userAgent?: string }} options
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

/** A network error in words: what the owner can check. @param {unknown} error */
function networkProblem(error) {
  const { code, message } = /** @type {{ code?: string, message?: string }} */ (error ?? {});
  switch (code) {
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "the name does not resolve: check the domain's DNS records (A/AAAA) at your registrar";
    case "ECONNREFUSED":
      return "the server refused the connection: is the web server running, and listening on that port?";
    case "ETIMEDOUT":
    case "ECONNRESET":
      return "the connection failed: check the server's firewall (ports 80 and 443 open)";
    case "CERT_HAS_EXPIRED":
      return "its certificate has expired: check that Caddy or certbot renews it";
    case "ERR_TLS_CERT_ALTNAME_INVALID":
      return "its certificate is for another name: the web server must be configured for this domain";
    case "DEPTH_ZERO_SELF_SIGNED_CERT":
    case "SELF_SIGNED_CERT_IN_CHAIN":
    case "UNABLE_TO_VERIFY_LEAF_SIGNATURE":
    case "UNABLE_TO_GET_ISSUER_CERT_LOCALLY":
      return "its certificate is not trusted by browsers: get one from Let's Encrypt (Caddy does it by itself)";
    default:
      return message ?? String(error);
  }
}

/** @param {string} html @param {string} rel */
const linkHref = (html, rel) =>
  new RegExp(`<link[^>]*rel="${rel}"[^>]*href="([^"]+)"`).exec(html)?.[1] ??
  new RegExp(`<link[^>]*href="([^"]+)"[^>]*rel="${rel}"`).exec(html)?.[1];

/** Every image address of a page: `src` and each `srcset` candidate. @param {string} html */
function imageUrls(html) {
  const urls = [];
  for (const [, attr, value] of html.matchAll(/<(?:img|source)\b[^>]*?\b(src|srcset)="([^"]*)"/g)) {
    if (!value) continue;
    if (attr === "src") urls.push(value);
    else urls.push(...value.split(",").map((c) => c.trim().split(/\s+/)[0] ?? ""));
  }
  return urls.filter((u) => u && !u.startsWith("data:")).map((u) => u.replaceAll("&amp;", "&"));
}

/** The contact form's endpoint, from the island's props in the page ("" when it sends nowhere). @param {string} html */
function formEndpoint(html) {
  const props = /&quot;endpoint&quot;:&quot;(.*?)&quot;/.exec(html)?.[1];
  if (props !== undefined) return props.replaceAll("&amp;", "&");
  return /<form[^>]*\baction="([^"]+)"/.exec(html)?.[1];
}

/**
 * Checks the site at `address` (its origin). Never throws for what the site answers: each problem is
 * a finding.
 * @param {string} address
 * @param {Connect} [connectTo]
 * @returns {Promise<Finding[]>}
 */
export async function checkLive(address, connectTo = {}) {
  const origin = new URL(address).origin;
  const site = new URL(origin);
  const connect = hostPort(connectTo.server, site.protocol === "https:" ? 443 : 80);
  const httpConnect = hostPort(connectTo.httpServer, 80) ?? (connect && { host: connect.host, port: 80 });
  /** @type {Finding[]} */
  const findings = [];
  const ok = (/** @type {string} */ what) => findings.push({ ok: true, what });
  const problem = (/** @type {string} */ what, /** @type {string} */ fix) =>
    findings.push({ ok: false, what, fix });
  /** @param {string} path @param {Parameters<typeof fetchAs>[1]} [options] */
  const get = (path, options = {}) => fetchAs(origin + path, { connect, ...options });

  // 1. HTTPS, and plain HTTP sent there.
  if (site.protocol !== "https:") {
    problem(
      `${origin} is not an HTTPS address: browsers mark the site "Not secure" and the form's data travels readable.`,
      "Serve it over HTTPS: the generated Caddyfile does it by itself (docs/deploy.md); then check https://" +
        site.host,
    );
  } else {
    const plain = `http://${site.hostname}/`;
    try {
      const answer = await fetchAs(plain, { connect: httpConnect });
      const location = answer.headers.location ? new URL(answer.headers.location, plain) : undefined;
      if (
        answer.status >= 300 &&
        answer.status < 400 &&
        location?.protocol === "https:" &&
        location.hostname === site.hostname
      ) {
        ok(`${plain} redirects to HTTPS (${answer.status}).`);
      } else {
        problem(
          `${plain} does not redirect to HTTPS (it answers ${answer.status}${location ? ` to ${location.href}` : ""}): visitors who type the address without https:// stay on an unencrypted page.`,
          'Redirect every plain-HTTP request to https:// on the same host: Caddy does it by itself; build/nginx.conf has the port-80 server; on Netlify or Cloudflare Pages turn on "Always use HTTPS".',
        );
      }
    } catch (error) {
      problem(
        `${plain} does not answer (${networkProblem(error)}): visitors who type the address without https:// get an error.`,
        "Open port 80 on the server and its firewall, and let it redirect to HTTPS (Caddy does; build/nginx.conf has the port-80 server).",
      );
    }
  }

  // 2. The home page, its headers (HSTS, security), and the address it says it has.
  /** @type {Answer} */
  let home;
  try {
    home = await get("/");
  } catch (error) {
    problem(
      `${origin}/ cannot be reached: ${networkProblem(error)}.`,
      "Fix this first; nothing else could be checked.",
    );
    return findings;
  }
  if (home.status !== 200) {
    problem(
      `The home page answers ${home.status}, not 200.`,
      "Check that the web server's root is the deployed build/client folder.",
    );
  } else ok("The home page answers 200.");

  if (site.protocol === "https:") {
    const hsts = String(home.headers["strict-transport-security"] ?? "");
    const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
    if (!hsts) {
      problem(
        "No HSTS (Strict-Transport-Security): browsers may still try plain HTTP, where the connection can be tampered with.",
        `Send "Strict-Transport-Security: ${STRICT_TRANSPORT_SECURITY}" over HTTPS: the generated Caddyfile, nginx.conf and _headers do; a proxy you wrote yourself must add it.`,
      );
    } else if (maxAge < HSTS_MIN_SECONDS) {
      problem(
        `HSTS lasts only ${maxAge} seconds; browsers and the Observatory expect six months or more.`,
        `Send "${STRICT_TRANSPORT_SECURITY}".`,
      );
    } else ok("HSTS is on.");
  }

  const expected = securityHeaders("");
  const missing = Object.keys(expected).filter((name) => !home.headers[name.toLowerCase()]);
  const wrong = Object.entries(expected)
    .filter(
      ([name, value]) =>
        value && home.headers[name.toLowerCase()] && home.headers[name.toLowerCase()] !== value,
    )
    .map(([name]) => name);
  if (missing.length > 0 || wrong.length > 0) {
    problem(
      [
        missing.length > 0 ? `Security headers missing: ${missing.join(", ")}.` : "",
        wrong.length > 0
          ? `Security headers with another value than the site's policy: ${wrong.join(", ")}.`
          : "",
      ]
        .filter(Boolean)
        .join(" ") + " They keep other sites from framing the pages or running scripts in them.",
      "Serve the site with the rules generated by the same build (build/Caddyfile, build/nginx.conf, or _headers on a static host), or behind npm start; a server configured by hand sends none of them.",
    );
  } else ok("The security headers are all there.");

  const canonical = linkHref(home.body, "canonical");
  const builtFor = canonical && URL.canParse(canonical) ? new URL(canonical).origin : undefined;
  if (!builtFor) {
    problem("The home page names no canonical address.", "Deploy the pages of `npm run build` as they are.");
  } else if (builtFor !== origin) {
    problem(
      `The pages say their address is ${builtFor}, but they are served at ${origin}: search engines index the other address, and shared links show it.`,
      `Build with the real address and deploy again: SITE_URL=${origin} npm run build`,
    );
  } else ok(`The pages name ${origin} as their address (SITE_URL).`);

  // 3. As a search engine: robots.txt, the sitemap, and every page it lists.
  /** @type {string[]} */
  let pages = [];
  try {
    const robots = await get("/robots.txt", { userAgent: USER_AGENTS.searchEngine });
    const sitemapLine = /^sitemap:\s*(\S+)/im.exec(robots.body)?.[1];
    if (robots.status !== 200)
      problem(`robots.txt answers ${robots.status}.`, "Deploy the whole build/client folder.");
    else if (robotsForbidsSite(robots.body))
      problem(
        "robots.txt forbids search engines the whole site.",
        "Deploy the robots.txt of `npm run build`.",
      );
    else if (sitemapLine && !sitemapLine.startsWith(`${origin}/`))
      problem(
        `robots.txt points search engines to ${sitemapLine}, another address.`,
        `Build with SITE_URL=${origin} and deploy again.`,
      );
    else ok("robots.txt lets search engines in and points to the sitemap.");

    const sitemap = await get("/sitemap.xml", { userAgent: USER_AGENTS.searchEngine });
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    const foreign = locs.filter((loc) => !loc.startsWith(`${origin}/`));
    if (sitemap.status !== 200 || locs.length === 0) {
      problem(
        `The sitemap (/sitemap.xml) answers ${sitemap.status}${sitemap.status === 200 ? " with no pages" : ""}.`,
        "Deploy the whole build/client folder.",
      );
    } else if (foreign.length > 0) {
      problem(
        `The sitemap lists pages at another address (${new URL(foreign[0] ?? "").origin}): search engines are sent there.`,
        `Build with SITE_URL=${origin} and deploy again.`,
      );
    } else ok(`The sitemap lists ${locs.length} pages at ${origin}.`);
    pages = locs
      .filter((loc) => URL.canParse(loc))
      .map((loc) => new URL(loc).pathname)
      .slice(0, MAX_PAGES);
  } catch (error) {
    problem(`robots.txt or the sitemap could not be fetched: ${networkProblem(error)}.`, "Check the server.");
  }

  /** @type {Map<string, string>} */
  const pageHtml = new Map([["/", home.body]]);
  const wrongStatus = [];
  /** The pages that answer 404, the server knowing nothing of them. */
  const unknown = [];
  for (const path of pages.filter((p) => p !== "/")) {
    try {
      const answer = await get(path, { userAgent: USER_AGENTS.searchEngine });
      if (answer.status !== 200) wrongStatus.push(`${path} answers ${answer.status}`);
      else pageHtml.set(path, answer.body);
      if (answer.status === 404) unknown.push(path);
    } catch (error) {
      wrongStatus.push(`${path}: ${networkProblem(error)}`);
    }
  }
  if (wrongStatus.length > 0) {
    // Other pages answer at their clean address, so the server has the clean-address rules: only
    // these pages are missing from them (or from its files). It serves an older build's rules
    // (Caddy not reloaded) or an older build: the sitemap is the new one, the rest is not.
    const olderBuild = unknown.length === wrongStatus.length && pageHtml.size > 1;
    problem(
      `Pages of the sitemap do not answer 200: ${wrongStatus.join("; ")}. Search engines drop them.`,
      olderBuild
        ? "The server does not know these pages yet: it serves an older build, or its web server still has the rules of an older build (Caddy not reloaded since). On a server set up with deploy/README.md, run its update line there: cd /srv/site && sudo git pull && sudo npm ci && sudo deploy/build.sh (it builds, reloads Caddy and restarts the site). On a static host, publish the whole new build/client folder."
        : "Serve the pages at their clean address (/about serves about.html): use the generated Caddyfile, nginx.conf or _redirects, or npm start.",
    );
  } else if (pages.length > 0) ok(`Every page of the sitemap answers 200.`);

  // 4. The 404s: a missing page must say so, or search engines index "Page not found" as a page.
  const missingPath = `/check-live-${randomBytes(4).toString("hex")}`;
  const notFound = [];
  for (const path of ["/404", "/404.html", missingPath]) {
    try {
      const answer = await get(path, { userAgent: USER_AGENTS.searchEngine });
      if (answer.status !== 404)
        notFound.push(
          `${path === missingPath ? "a page that does not exist" : path} answers ${answer.status}`,
        );
    } catch (error) {
      notFound.push(`${path}: ${networkProblem(error)}`);
    }
  }
  if (notFound.length > 0) {
    problem(
      `Not-found pages answer the wrong status: ${notFound.join("; ")}, not 404. Search engines then keep "Page not found" as a page of the site.`,
      "Serve 404.html with status 404 for unknown paths and for /404: the generated Caddyfile, nginx.conf and _redirects do, and npm start.",
    );
  } else ok("A page that does not exist, /404 and /404.html answer 404.");

  // 5. The form's endpoint, without sending a lead.
  const contactHtml = [...pageHtml.entries()].find(([, html]) => formEndpoint(html) !== undefined);
  if (!contactHtml) {
    problem(
      wrongStatus.length > 0
        ? "The contact form could not be checked: its page did not load (above)."
        : "No page of the sitemap has the contact form.",
      wrongStatus.length > 0 ? "Fix the pages first, then check again." : "Deploy the whole build.",
    );
  } else {
    const endpoint = formEndpoint(contactHtml[1]) ?? "";
    await checkEndpoint(endpoint, origin, get, ok, problem);
  }

  // 6. Photos: from the site's own address, or from another one the site's policy allows.
  const csp = String(home.headers["content-security-policy"] ?? "");
  const imgSrc = (/(?:^|;)\s*img-src([^;]*)/.exec(csp)?.[1] ?? "").trim().split(/\s+/);
  /** @type {Set<string>} */
  const remote = new Set();
  for (const [path, html] of pageHtml) {
    for (const url of imageUrls(html)) {
      const photo = new URL(url, origin + path);
      if (photo.origin !== origin) remote.add(photo.origin);
    }
  }
  const blocked = [...remote].filter((o) => csp && !imgSrc.includes(o));
  if (blocked.length > 0) {
    problem(
      `Photos load from ${blocked.join(", ")}, which the site's own security policy blocks: visitors see empty frames.`,
      "Deploy the host rules of the same build as the pages (they hold the policy), or build with SELF_HOST_IMAGES=1 to serve the photos yourself.",
    );
  } else if (remote.size > 0) {
    ok(
      `Photos load from ${[...remote].join(", ")} (allowed by the site's policy). Each visitor's browser contacts it; to serve them from ${origin} instead, build with SELF_HOST_IMAGES=1.`,
    );
  } else ok(`Every photo is served from ${origin}.`);

  return findings;
}

/**
 * @param {string} endpoint
 * @param {string} origin
 * @param {(path: string, options?: Parameters<typeof fetchAs>[1]) => Promise<Answer>} get
 * @param {(what: string) => void} ok
 * @param {(what: string, fix: string) => void} problem
 */
async function checkEndpoint(endpoint, origin, get, ok, problem) {
  if (!endpoint) {
    problem(
      "The contact form sends requests nowhere (the site was built without CONTACT_ENDPOINT): every quote request is lost.",
      "Build with CONTACT_ENDPOINT=/api/contact (npm start's inbox, behind Caddy or nginx) or a form service's address (docs/owner-guide.md, \"Receive quote requests\").",
    );
    return;
  }
  try {
    if (endpoint.startsWith("/")) {
      // npm start's inbox: an empty request it must refuse as invalid (422), storing nothing.
      const answer = await get(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: "{}",
      });
      if (answer.status === 422) ok(`The form's inbox (${endpoint}) answers, and checks what it is sent.`);
      else if (answer.status >= 502 && answer.status <= 504)
        problem(
          `The form posts to ${endpoint}, but the web server cannot reach npm start behind it (${answer.status}): every quote request fails.`,
          "Start the inbox (sudo systemctl start site; see `journalctl -u site` for why it stopped), listening where the Caddyfile or nginx.conf passes /api/ (127.0.0.1:3000).",
        );
      else if (answer.status === 403)
        problem(
          `The form's inbox refuses the site's own page (403): the proxy in front of npm start changes the Host header.`,
          "Pass the visitor's Host to npm start (the generated Caddyfile and nginx.conf do).",
        );
      else
        problem(
          `The form posts to ${endpoint}, but the server answers ${answer.status} there: no npm start behind it, so every quote request is lost.`,
          "Run npm start behind Caddy or nginx with the configuration of this build (it passes /api/ to it); a static host cannot receive the form: build with a form service's address instead.",
        );
    } else {
      const answer = await fetchAs(endpoint, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
      const allowed = answer.headers["access-control-allow-origin"];
      // This kit's inbox on a server of its own (CONTACT_ENDPOINT=https://inbox…/api/contact).
      const inbox = isInbox(endpoint);
      if (!(answer.status >= 200 && answer.status < 300 && (allowed === "*" || allowed === origin)))
        problem(
          `The form's endpoint ${endpoint} answers ${answer.status} to the browser's check and ${allowed ? `allows only ${allowed}` : "allows no other site"}: visitors' requests fail.`,
          inbox
            ? `On the inbox's server, add ${origin} to LEADS_ALLOWED_ORIGINS (exactly so, commas between several) and restart npm start; or check that CONTACT_ENDPOINT is the right address.`
            : `In the form service's settings, allow ${origin}; or check that CONTACT_ENDPOINT is the right address.`,
        );
      else if (!inbox)
        ok(`The form's endpoint (${new URL(endpoint).host}) answers and accepts requests from ${origin}.`);
      else {
        // Then, as for the inbox beside the pages, an empty request it must refuse as invalid (422).
        const check = await fetchAs(endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: origin },
          body: "{}",
        });
        if (check.status === 422 && check.headers["access-control-allow-origin"] === origin)
          ok(`The form's inbox (${endpoint}) answers pages of ${origin}, and checks what it is sent.`);
        else
          problem(
            `The form posts to ${endpoint}, which passes the browser's check but answers ${check.status} to a request from ${origin}: visitors' requests fail.`,
            "Run this kit's npm start at that address (with LEADS_ALLOWED_ORIGINS), and nothing else in front of it that changes its answers.",
          );
      }
    }
  } catch (error) {
    problem(
      `The form's endpoint ${endpoint} does not answer: ${networkProblem(error)}.`,
      "Check CONTACT_ENDPOINT and the service or server behind it.",
    );
  }
}

/** @param {Finding[]} findings */
export function report(findings) {
  const lines = findings.map((f) =>
    f.ok ? `  ok  ${f.what}` : `  ✗   ${f.what}\n      How to fix: ${f.fix}`,
  );
  const problems = findings.filter((f) => !f.ok).length;
  const summary =
    problems === 0
      ? "Everything checked is right."
      : `${problems} problem${problems === 1 ? "" : "s"} to fix (marked ✗).`;
  return `${lines.join("\n")}\n\n${summary}\n`;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  /** @type {Connect} */
  const connect = {};
  /** @type {string[]} */
  const rest = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? "";
    if (arg === "--server") connect.server = args[++i];
    else if (arg === "--http-server") connect.httpServer = args[++i];
    else rest.push(arg);
  }
  const [address] = rest;
  if (
    rest.length !== 1 ||
    !address ||
    !URL.canParse(address) ||
    !/^https?:$/.test(new URL(address).protocol)
  ) {
    console.error(
      "Use: npm run check-live -- https://www.your-company.com [--server <ip>[:port]] [--http-server <ip>[:port]]",
    );
    process.exit(2);
  }
  console.log(`Checking ${new URL(address).origin} as a visitor and a search engine would…\n`);
  const findings = await checkLive(address, connect);
  process.stdout.write(report(findings));
  process.exit(findings.every((f) => f.ok) ? 0 : 1);
}
