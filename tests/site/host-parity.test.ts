/**
 * The host rules the build writes (build/nginx.conf, build/Caddyfile, _headers, _redirects), served
 * by the real servers, answer as `npm start` does: nginx 1.22 and Caddy 2.6 (Debian's packages,
 * installed by .ci/run) and Cloudflare's Pages asset server (`wrangler pages dev`, a dev dependency,
 * offline). Every request of the table is sent to all four; what still differs is listed in
 * ACCEPTED, with the reason.
 */
import { createHash } from "node:crypto";
import { STRICT_TRANSPORT_SECURITY, securityHeaders } from "#shared/policy.mjs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { send, type Answer, type RunningHost, startHosts, stopHosts, type HostName } from "../support/hosts";
import { observatory, type ObservatoryInput } from "../support/observatory";
import { PAGES, PAGES_IN_EVERY_LANGUAGE } from "../support/pages";
import { otherName } from "../../tooling/caddyfile";
import { TEST_BUILD, readBuildFile, servedOrigin } from "../support/site";
import { ABOUT_PATH, CONTACT_PATH } from "../support/paths";

// In order (Vitest runs a file's tests so): the last test of each server checks what the ones before it saw.

type Server = HostName;
type Field = "status" | "location" | "content-type" | "cache-control" | "allow" | "body" | string;

/** The build, read once a test runs (the runner lists the tests before the build exists). */
const built = () => {
  const site: { pages: string[]; csp: string; loader: string; siteUrl: string } = JSON.parse(
    readBuildFile(TEST_BUILD, "site.json"),
  );
  return { site, securityHeaders: Object.keys(securityHeaders(site.csp)).map((h) => h.toLowerCase()) };
};

/** A hashed asset of the build (its name is known once the build exists): the pages' island loader. */
const ASSET = "(the island loader, a hashed asset)";

/** A page with its slash doubled, as a hand-typed link may have it. */
const DOUBLE_SLASH = `/${PAGES.find((p) => p !== "/")}`;

/** A page's address as typed with a capital ("/About"). */
const CAPITALIZED = `/${ABOUT_PATH[1]!.toUpperCase()}${ABOUT_PATH.slice(2)}`;

/** The table: every page as linked and as typed, the 404 page's own URLs, unknown paths, files. */
const REQUESTS: [method: string, path: string][] = [
  ...PAGES_IN_EVERY_LANGUAGE.flatMap((page) =>
    (page === "/"
      ? ["/", "/index.html"]
      : [page, `${page}/`, `${page}.html`, `${page}?utm_source=flyer`]
    ).map((path): [string, string] => ["GET", path]),
  ),
  ["GET", `${PAGES.find((p) => p !== "/")}/?ref=flyer`],
  ["GET", CAPITALIZED],
  // Only the page's name is read in any letter case; its suffix is not (then it is no page).
  ["GET", `${PAGES.find((p) => p !== "/")!.toUpperCase()}.HTML`],
  ["GET", `${PAGES.find((p) => p.split("/").length > 2)}/INDEX.HTML`],
  ["GET", "/INDEX.html"],
  ["GET", DOUBLE_SLASH],
  ["GET", "/.."],
  ["GET", "/404"],
  ["GET", "/404.html"],
  ["GET", "/no-such-page"],
  ["GET", "/no/such/page/"],
  ["GET", ASSET],
  ["GET", "/robots.txt"],
  ["GET", "/sitemap.xml"],
  ["GET", "/favicon.svg"],
  ["GET", "/favicon.png"],
  ["GET", "/_headers"],
  ["POST", CONTACT_PATH],
  ["POST", "/"],
];

/**
 * What a server may answer differently, and why that is acceptable. `request: "*"` allows the
 * difference on any request. The test fails when a listed difference no longer occurs too, so this
 * list stays exactly what is true.
 */
const ACCEPTED: { server: Server; request: string; fields: Field[]; reason: string }[] = [
  ...(["pages", "worker"] as const).flatMap((server) => [
    {
      server,
      request: `GET ${CAPITALIZED}`,
      fields: ["status", "location", "cache-control", "content-type", "body"] as Field[],
      reason:
        "Cloudflare matches _redirects case-sensitively, and a rule per letter-case variant is unbounded; " +
        "the visitor gets the 404 page (status 404), never a wrong page.",
    },
    {
      server,
      request: "*",
      fields: ["compressed without vary"] as Field[],
      reason:
        "wrangler's dev server gzips on the fly and sends no Vary; on Cloudflare, compression is the " +
        "edge's job, in front of this asset server (and the build's .gz files are unused there).",
    },
  ]),
  ...(["nginx", "pages"] as const).map((server) => ({
    server,
    request: `GET ${ASSET}`,
    fields: ["content-type"],
    reason:
      "npm start names scripts text/javascript (RFC 9239), nginx's and Pages' tables the older " +
      "application/javascript: both are JavaScript MIME types, which browsers run as module scripts.",
  })),
  ...(["nginx", "caddy", "pages"] as const).map((server) => ({
    server,
    request: `GET ${DOUBLE_SLASH}`,
    fields: ["status", "location", "cache-control", "content-type", "body"] as Field[],
    reason:
      "nginx merges the slashes, Caddy and Pages clean the path: they serve the page itself where " +
      "npm start redirects to it; its canonical link names the one URL, so search engines index that.",
  })),
  ...(["caddy", "pages", "worker"] as const).map((server) => ({
    server,
    request: "GET /..",
    fields: ["status", "cache-control", "body"] as Field[],
    reason:
      "Caddy and Pages resolve /.. to / and serve the home page (npm start answers 404): nothing " +
      "outside the build is reachable, and browsers resolve /.. to / before they ask.",
  })),
  {
    server: "worker",
    request: `GET ${DOUBLE_SLASH}`,
    fields: ["status", "cache-control"],
    reason:
      "Workers' asset server cleans the doubled slash itself, with a temporary redirect (307, no cache " +
      "rule) where npm start's is permanent (301): the visitor lands on the same one URL of the page.",
  },
  // Every request answered with the 404 page (a missing page, its own addresses, the host's files).
  ...[
    `GET ${PAGES.find((p) => p !== "/")!.toUpperCase()}.HTML`,
    `GET ${PAGES.find((p) => p.split("/").length > 2)}/INDEX.HTML`,
    "GET /INDEX.html",
    "GET /404",
    "GET /404.html",
    "GET /no-such-page",
    "GET /no/such/page/",
    "GET /_headers",
  ].map((request) => ({
    server: "worker" as const,
    request,
    fields: ["cache-control"] as Field[],
    reason:
      "Workers' asset server gives its 404 page the revalidating rule of every page (public, " +
      "max-age=0, must-revalidate) where npm start says no-store: it is asked again every time it is " +
      "shown, so a page added later is never hidden by a stored 404.",
  })),
  {
    server: "nginx",
    request: "GET /..",
    fields: ["status", "cache-control", "content-type", "body"],
    reason:
      "nginx refuses a path above the root as a bad request (400; npm start answers 404): " +
      "nothing outside the build is reachable, and browsers resolve /.. to / before they ask.",
  },
];
/** The wildcard differences seen, to prove each still occurs. */
const seen = new Set<string>();

/**
 * Never compared: a redirect's or a 405's body and its type, which no browser shows (each server
 * writes its own short text), and validators (ETag, Last-Modified), which each server computes.
 */
const comparesBody = (a: Answer) => a.status === 200 || a.status === 404;

/** `text/html;charset=UTF-8` and `text/html; charset=utf-8` are the same type. */
const normaliseType = (t: string | undefined) => t?.toLowerCase().replace(/\s*;\s*/g, "; ");

function facts(answer: Answer, origin: string): Record<Field, string | undefined> {
  const h = answer.headers;
  const location = h.location ? new URL(h.location, origin) : undefined;
  return {
    status: String(answer.status),
    location: location && location.pathname + location.search,
    "cache-control": h["cache-control"],
    allow: answer.status === 405 ? h.allow : undefined,
    ...(comparesBody(answer) && {
      "content-type": normaliseType(h["content-type"]),
      body: createHash("sha256").update(answer.body).digest("hex").slice(0, 16),
    }),
    ...Object.fromEntries(built().securityHeaders.map((name) => [name, h[name] as string | undefined])),
    // A cache must not hand gzip to a client that did not ask for it.
    "compressed without vary":
      h["content-encoding"] && !/accept-encoding/i.test(h.vary ?? "") ? h["content-encoding"] : undefined,
  };
}

/** The server the global setup started on the test build, shared by every file. */
const npmStart = {
  get origin() {
    return servedOrigin("SITE_ORIGIN");
  },
};
const hosts = {} as Record<Server, RunningHost>;

// Each host started once for the file; wrangler starts its asset server slowly on a busy machine.
beforeAll(() => startHosts(TEST_BUILD, hosts), 120_000);
afterAll(() => stopHosts(hosts));

const ask = (host: { origin: string; ca?: string }, method: string, path: string) =>
  send(host.origin + (path === ASSET ? built().site.loader : path), {
    method,
    headers: { "accept-encoding": "gzip" },
    ca: host.ca,
    // As typed, not as a URL parser would clean it (`/..`).
    ...(path !== ASSET && { path }),
  });

test("the table asks for every page the build made", () => {
  expect([...built().site.pages].sort()).toEqual([...PAGES_IN_EVERY_LANGUAGE].sort());
});

for (const server of ["nginx", "caddy", "pages", "worker"] as const)
  describe(`${server} serves the build as npm start does`, () => {
    for (const [method, path] of REQUESTS)
      test(`${method} ${path}`, async () => {
        const [expected, actual] = await Promise.all([
          ask(npmStart, method, path),
          ask(hosts[server], method, path),
        ]);
        const want = facts(expected, npmStart.origin);
        const got = facts(actual, hosts[server].origin);
        const differing = [...new Set([...Object.keys(want), ...Object.keys(got)])].filter(
          (field) => want[field] !== got[field],
        );
        const request = `${method} ${path}`;
        const accepted = ACCEPTED.filter((a) => a.server === server && a.request === request).flatMap(
          (a) => a.fields,
        );
        for (const entry of ACCEPTED.filter((a) => a.server === server && a.request === "*")) {
          for (const field of entry.fields.filter((f) => differing.includes(f))) {
            accepted.push(field);
            seen.add(`${server} ${field}`);
          }
        }
        expect(
          Object.fromEntries(differing.map((f) => [f, { "npm start": want[f], [server]: got[f] }])),
          "differences from npm start",
        ).toEqual(Object.fromEntries(accepted.map((f) => [f, expect.anything()])));

        // Always over HTTPS: HSTS on every answer.
        expect(actual.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
      });

    test("still differs in every way the accepted list allows for any request", () => {
      const wildcards = ACCEPTED.filter((a) => a.server === server && a.request === "*");
      for (const field of wildcards.flatMap((a) => a.fields))
        expect([...seen]).toContain(`${server} ${field}`);
    });
  });

test("nginx takes the configuration without a warning", () => {
  expect(hosts.nginx.log()).not.toMatch(/\[(warn|error|crit|alert|emerg)\]/);
});

test("Caddy takes the configuration without a warning but the local CA's missing OCSP responder", () => {
  // Caddy logs JSON lines. Its local certificate authority (the test's stand-in for Let's Encrypt)
  // names no OCSP responder, so stapling is skipped with a warning; a public certificate has one.
  const problems = hosts.caddy
    .log()
    .split("\n")
    .filter((line) => /"level":"(warn|error|fatal|panic)"/.test(line))
    .filter((line) => !/"msg":"stapling OCSP".*no OCSP server specified in certificate/.test(line))
    // The test's own global options turn the admin endpoint off; the generated file leaves it on.
    .filter((line) => !/"msg":"admin endpoint disabled"/.test(line));
  expect(problems).toEqual([]);
});

describe("HTTPS", () => {
  test("Caddy sends every plain-HTTP request to HTTPS by itself, same host, path and query", async () => {
    const answer = await send(`${hosts.caddy.httpOrigin}${ABOUT_PATH}/?ref=flyer`);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(`https://127.0.0.1${ABOUT_PATH}/?ref=flyer`);
  });

  test("Caddy sends the site's other name (www. added or removed) to SITE_URL's host, path and query kept", async () => {
    const { siteUrl } = built().site;
    const other = otherName(siteUrl)!;
    expect(other).toBeTruthy();
    const answer = await send(`${hosts.caddy.origin}${ABOUT_PATH}/?ref=flyer`, {
      headers: { host: other },
      ca: hosts.caddy.ca,
    });
    // Permanent (Caddy's `redir … permanent`).
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${siteUrl}${ABOUT_PATH}/?ref=flyer`);
    expect(answer.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
  });

  test("an HTTPS deployment with the Caddyfile scores A+ on Mozilla's HTTP Observatory", async () => {
    const home = await ask(hosts.caddy, "GET", "/");
    const http = await send(`${hosts.caddy.httpOrigin}/`);
    const result = observatory({
      https: home.headers,
      http: { status: http.status, location: http.headers.location },
      host: "127.0.0.1",
    });
    expect(result.tests.redirection!.result).toBe("redirection-to-https");
    expect(result.grade, JSON.stringify(result.tests, null, 2)).toBe("A+");
  });

  test("nginx's port-80 server sends every request to HTTPS, same host, path and query", async () => {
    const answer = await send(`${hosts.nginx.httpOrigin}${ABOUT_PATH}/?ref=flyer`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://127.0.0.1${ABOUT_PATH}/?ref=flyer`);
  });

  test("npm start speaks plain HTTP and leaves HSTS to the TLS proxy in front of it", async () => {
    const answer = await ask(npmStart, "GET", "/");
    expect(answer.status).toBe(200);
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  });

  test("an HTTPS deployment with nginx.conf scores A+ on Mozilla's HTTP Observatory", async () => {
    const home = await ask(hosts.nginx, "GET", "/");
    const http = await send(`${hosts.nginx.httpOrigin}/`);
    const result = observatory({
      https: home.headers,
      http: { status: http.status, location: http.headers.location },
      host: "127.0.0.1",
    });
    expect(result.tests["strict-transport-security"]!.modifier).toBe(0);
    expect(result.tests.redirection!.result).toBe("redirection-to-https");
    expect(result.grade, JSON.stringify(result.tests, null, 2)).toBe("A+");
  });

  test("so does a static host with _headers (Pages and Netlify redirect HTTP to HTTPS themselves)", async () => {
    const home = await ask(hosts.pages, "GET", "/");
    const result = observatory({
      https: home.headers,
      http: { status: 301, location: "https://www.example.com/" },
      host: "www.example.com",
    });
    expect(result.grade, JSON.stringify(result.tests, null, 2)).toBe("A+");
  });
});

describe("the Observatory's rules, as encoded for these tests", () => {
  // The build's own headers (read when a test runs).
  const ours = (): Record<string, string> => ({
    ...securityHeaders(built().site.csp),
    "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
  });
  const without = (headers: Record<string, string>, name: string) =>
    Object.fromEntries(Object.entries(headers).filter(([k]) => k !== name));
  const lower = (h: Record<string, string>) =>
    Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
  const redirect = { status: 301, location: "https://example.com/" };
  const grade = (headers: Record<string, string>, http: ObservatoryInput["http"] = redirect) =>
    observatory({ https: lower(headers), http, host: "example.com" });

  test("give our headers over HTTPS with a redirect from HTTP 125 points (A+)", () => {
    // 135 with Cross-Origin-Opener-Policy, which the pages no longer send (docs/decisions/0014).
    expect(grade(ours())).toMatchObject({ score: 125, grade: "A+" });
  });

  test("give C+ without HSTS and without the redirect (the deployments before this change)", () => {
    expect(grade(without(ours(), "Strict-Transport-Security"), { status: 200 })).toMatchObject({
      score: 60,
      grade: "C+",
    });
  });

  test("take 10 for an HSTS max-age under six months, and grant bonuses only while penalties leave 90 or more", () => {
    expect(grade({ ...ours(), "Strict-Transport-Security": "max-age=86400" })).toMatchObject({ score: 115 });
    const rest = without(ours(), "X-Content-Type-Options");
    expect(grade({ ...rest, "Strict-Transport-Security": "max-age=86400" })).toMatchObject({
      score: 85,
      grade: "A-",
    });
  });

  test("take 20 for 'unsafe-inline' scripts, but not when hashes make browsers ignore it", () => {
    const csp = "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'";
    expect(grade({ ...ours(), "Content-Security-Policy": csp }).tests["content-security-policy"]).toEqual({
      result: "csp-implemented-with-unsafe-inline",
      modifier: -20,
    });
    const hashed = csp.replace("'unsafe-inline'", "'unsafe-inline' 'sha256-abc='");
    expect(
      grade({ ...ours(), "Content-Security-Policy": hashed }).tests["content-security-policy"]!.modifier,
    ).toBe(5);
  });

  test("count frame-ancestors as X-Frame-Options, and a missing one as -20", () => {
    const noXfo = without(ours(), "X-Frame-Options");
    expect(grade(noXfo).tests["x-frame-options"]!.modifier).toBe(5);
    expect(
      grade({ ...noXfo, "Content-Security-Policy": "default-src 'self'" }).tests["x-frame-options"]!.modifier,
    ).toBe(-20);
  });
});
