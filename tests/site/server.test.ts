import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash } from "node:crypto";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TEST_BUILD, readBuildFile, servedOrigin, startSite, type RunningSite } from "../support/site";
import { notFound } from "~/content/site";
import { IMAGE_ORIGINS, MISSING_PATH, PAGES } from "../support/pages";
import { ABOUT_PATH, CONTACT_PATH, PORTFOLIO_PATH, SERVICES_PATH } from "../support/paths";

/**
 * npm start's answers, over HTTP: the server the global setup started on the test build, shared by
 * every file, where a test only reads; a server of the test's own where it changes a setting. What
 * Chromium makes of the headers is tests/e2e/server.test.ts's.
 */
const site = {
  get origin() {
    return servedOrigin("SITE_ORIGIN");
  },
};

/** Sends bytes exactly as given (no client-side normalisation) and reads the answer. */
function raw(origin: string, request: string | Buffer, waitMs = 5_000) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; head: string; body: string }>((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", body = ""] = text.split("\r\n\r\n", 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    };
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("close", done);
    socket.on("error", () => {});
    socket.write(request);
  });
}
/** Opens a connection and sends nothing; resolves with every byte the server sent once it closes it. */
function idleConnection(origin: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<string>((resolve) => {
    const socket = connect(Number(port), hostname);
    let text = "";
    socket.on("data", (c: Buffer) => (text += c.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => resolve(text));
  });
}

/** Reads one whole response (by its Content-Length) from a connection that may stay open. */
function nextResponse(socket: Socket) {
  return new Promise<{ status: number; head: string; body: string }>((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf("\r\n\r\n");
      if (end === -1) return;
      const head = buffered.subarray(0, end).toString("latin1");
      const length = Number(/\r\nContent-Length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (buffered.length < end + 4 + length) return;
      socket.off("data", onData);
      socket.off("close", onClose);
      const body = buffered.subarray(end + 4, end + 4 + length).toString("utf8");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    };
    const onClose = () => reject(new Error(`closed before a whole response: ${buffered.toString("latin1")}`));
    socket.on("data", onData);
    socket.once("close", onClose);
  });
}

/** What Node answers when a connection sends no complete request headers within the header timeout. */
const REQUEST_TIMEOUT = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";

const get = (path: string, headers = "") =>
  raw(site.origin, `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`);

/**
 * The headers every answer carries, by value: what a browser is told, written out here rather than
 * read from shared/policy.mjs, so that a change to the policy fails until this list agrees. `null`:
 * a header no answer carries.
 */
const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  // Any value but unsafe-none makes Chromium open each page in a new process: ~100 ms later on a
  // phone, for no protection a page without sign-in needs (docs/decisions/0014).
  "cross-origin-opener-policy": null,
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};

/**
 * The Content-Security-Policy, directive by directive: the site's own scripts and the pages' inline
 * scripts (the island bootstrap and the speculation rules), by the hashes of their texts; the
 * site's own fonts; the site's inline stylesheet, by the hash of its
 * text (both found in the pages themselves); the content's remote image
 * host, and data: for the inline favicon and the photos' loading panel (in the CSS); no frames,
 * plugins or foreign form targets.
 */
function expectedPolicy({ style, script }: { style: string[]; script: string[] }) {
  return {
    "default-src": "'self'",
    "script-src": ["'self'", ...script.map((h) => `'${h}'`).sort()].join(" "),
    "style-src": ["'self'", ...style.map((h) => `'${h}'`).sort()].join(" "),
    "img-src": ["'self'", "data:", ...IMAGE_ORIGINS].join(" "),
    "font-src": "'self'",
    "connect-src": "'self'",
    "frame-ancestors": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "object-src": "'none'",
  };
}

/** A policy as a map of directive to its sources (style hashes sorted). */
function parsePolicy(csp: string) {
  return Object.fromEntries(
    csp.split(";").map((d) => {
      const [name = "", ...sources] = d.trim().split(/\s+/);
      const hashes = name === "style-src" || name === "script-src";
      const ordered = hashes ? [sources[0], ...sources.slice(1).sort()] : sources;
      return [name, ordered.join(" ")];
    }),
  );
}

/**
 * sha256 of every inline stylesheet and of every inline script the browser acts on (scripts and
 * speculation rules; not JSON-LD, which is data) on the site's pages, as a CSP names them. Read
 * from the pages once for the file (the build does not change during a run).
 */
let hashes: Promise<{ style: string[]; script: string[] }> | undefined;
const inlineHashes = () => (hashes ??= readInlineHashes());

async function readInlineHashes() {
  const style = new Set<string>();
  const script = new Set<string>();
  const hash = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
  for (const path of [...PAGES, MISSING_PATH]) {
    const html = await (await fetch(site.origin + path)).text();
    for (const [, css] of html.matchAll(/<style>(.*?)<\/style>/gs)) style.add(hash(css!));
    for (const [, code] of html.matchAll(
      /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/ld\+json")[^>]*>(.*?)<\/script>/gs,
    ))
      script.add(hash(code!));
  }
  expect(style.size, "the pages' inline CSS").toBeGreaterThan(0);
  expect(script.size, "the island bootstrap and the speculation rules").toBe(2);
  return { style: [...style], script: [...script] };
}

describe("security headers", () => {
  for (const path of [...PAGES, MISSING_PATH, "/robots.txt", "/favicon.svg", `${ABOUT_PATH}/`, "/assets/"]) {
    test(`are on the answer for ${path}, each with its value`, async () => {
      const response = await fetch(site.origin + path, { redirect: "manual" });
      expect(parsePolicy(response.headers.get("content-security-policy") ?? "")).toEqual(
        expectedPolicy(await inlineHashes()),
      );
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers.get(name), name).toBe(value);
      }
    });
  }

  test("match the _headers file written for static hosts, which comes from the same definition", async () => {
    const file = readBuildFile(TEST_BUILD, "client/_headers");
    const block = file.split("\n\n")[0]!.split("\n").slice(1);
    const response = await fetch(site.origin + "/");
    expect(block.length).toBeGreaterThan(5);
    for (const line of block) {
      const [name, ...value] = line.trim().split(": ");
      // Static hosts always serve HTTPS, and send Allow with every answer (npm start: with its 405).
      if (name === "Strict-Transport-Security" || name === "Allow") continue;
      expect(response.headers.get(name!), name).toBe(value.join(": "));
    }
    expect(file).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(readBuildFile(TEST_BUILD, "client/_redirects")).toContain(`${ABOUT_PATH}/ ${ABOUT_PATH} 301`);
  });

  test("match the nginx server block the build writes from the same definition", async () => {
    const conf = readBuildFile(TEST_BUILD, "nginx.conf");
    const response = await fetch(site.origin + "/");
    const names = [
      "content-security-policy",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "x-frame-options",
    ];
    for (const name of names) {
      const value = response.headers.get(name)!;
      const quoted = value.includes('"') ? `'${value}'` : `"${value}"`;
      expect(conf, name).toContain(
        `add_header ${name.replace(/(^|-)\w/g, (c) => c.toUpperCase())} ${quoted} always;`,
      );
    }
    // How nginx answers with it: tests/site/host-parity.test.ts runs it.
    expect(conf).toContain("error_page 404 /404.html;");
  });
});

describe("URLs", () => {
  for (const path of PAGES)
    test(`${path} is served as its pre-rendered page, query strings ignored`, async () => {
      for (const url of [path, `${path}?utm_source=flyer&x=<y>`]) {
        const response = await fetch(site.origin + url, { redirect: "manual" });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/html;charset=utf-8");
        expect(await response.text()).toContain("<h1");
      }
    });

  for (const [from, to] of [
    [`${ABOUT_PATH}/`, ABOUT_PATH],
    [`${ABOUT_PATH}.html`, ABOUT_PATH],
    [`${ABOUT_PATH}/index.html`, ABOUT_PATH],
    ["/index.html", "/"],
    [ABOUT_PATH.toUpperCase(), ABOUT_PATH],
    [`/${SERVICES_PATH[1]!.toUpperCase()}${SERVICES_PATH.slice(2)}/`, SERVICES_PATH],
    [`/${ABOUT_PATH}`, ABOUT_PATH],
    [`${CONTACT_PATH}/?ref=x`, `${CONTACT_PATH}?ref=x`],
  ] as const)
    test(`${from} redirects permanently to ${to}`, async () => {
      const response = await get(from);
      expect(response.status).toBe(301);
      expect(response.head).toMatch(new RegExp(`\r\nLocation: ${to.replace("?", "\\?")}\r\n`, "i"));
    });

  test("answers unknown paths with the 404 page and status 404, for GET and HEAD", async () => {
    const response = await fetch(site.origin + "/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(notFound.text);
    const head = await fetch(site.origin + "/no/such/page", { method: "HEAD" });
    expect(head.status).toBe(404);
    expect((await fetch(site.origin + ABOUT_PATH, { method: "HEAD" })).status).toBe(200);
  });

  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
    test(`answers ${method} with 405 and an Allow header`, async () => {
      const response = await fetch(site.origin + CONTACT_PATH, {
        method,
        body: method === "OPTIONS" ? undefined : "x=1",
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    });
});

describe("compression and caching", () => {
  for (const [accept, expected] of [
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["identity", null],
  ])
    test(`with Accept-Encoding: ${accept} sends ${expected}`, async () => {
      const response = await get(SERVICES_PATH, `Accept-Encoding: ${accept}\r\n`);
      expect(response.status).toBe(200);
      const encoding = /\r\nContent-Encoding: (\S+)/i.exec(response.head)?.[1] ?? null;
      expect(encoding).toBe(expected);
      expect(response.head).toMatch(/\r\nVary: Accept-Encoding/i);
    });

  test("caches hashed assets for a year and makes pages revalidate, answering 304 when unchanged", async () => {
    const html = await (await fetch(site.origin + CONTACT_PATH)).text();
    // The CSS is inline; the island's script is the page's hashed asset.
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const assetResponse = await fetch(site.origin + asset);
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const page = await fetch(site.origin + ABOUT_PATH);
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const etag = page.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(site.origin + ABOUT_PATH, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeTruthy();
  });
});

describe("hostile and odd requests: never a 500, never a file outside the build", () => {
  const LEAKS = /root:x:0:0|"name": "construction-company-site"|\[extensions\]|PRIVATE KEY/;
  const cases: [string, string | Buffer][] = [
    ["/../package.json", "GET /../package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    ["/../../etc/passwd", "GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    ["%2e%2e encoded", "GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    [
      "double encoded",
      "GET /%252e%252e/%252e%252e/etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    ],
    ["backslashes", "GET /..\\..\\package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    ["encoded backslashes", "GET /..%5c..%5cpackage.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    ["assets traversal", "GET /assets/../../package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    ["encoded NUL", `GET ${ABOUT_PATH}%00.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
    ["raw NUL byte", Buffer.from("GET /ab\0out HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", "latin1")],
    ["control bytes", "GET /%01%1b[31m HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    ["invalid percent-encoding", "GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    ["lone percent", "GET /% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    ["8 KB path", `GET /${"a".repeat(8192)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
    ["junk Host", "GET / HTTP/1.1\r\nHost: <script>alert(1)</script>:99999\r\nConnection: close\r\n\r\n"],
    ["no Host", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n"],
    [
      "32 KB header",
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(32_768)}\r\nConnection: close\r\n\r\n`,
    ],
    ["Range", `GET ${ABOUT_PATH} HTTP/1.1\r\nHost: x\r\nRange: bytes=0-10\r\nConnection: close\r\n\r\n`],
    [
      "bad Range",
      `GET ${ABOUT_PATH} HTTP/1.1\r\nHost: x\r\nRange: bytes=zz-1,5-\r\nConnection: close\r\n\r\n`,
    ],
    ["path with ;", `GET ${ABOUT_PATH};x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
    [
      "body on GET",
      `GET ${ABOUT_PATH} HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\nConnection: close\r\n\r\nhello=world`,
    ],
    ["absolute URL", "GET http://evil.example/about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    ["garbage request line", "HELLO\r\n\r\n"],
    ["dotfile", "GET /.env HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    ["static-host rules", "GET /_headers HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    ["server manifest", "GET /../site.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
  ];

  for (const [name, request] of cases)
    test(name, async () => {
      const response = await raw(site.origin, request);
      expect([200, 301, 400, 404, 431]).toContain(response.status);
      expect(response.body).not.toMatch(LEAKS);
      if (response.status === 301) expect(response.head).toMatch(/\r\nLocation: \/[^/\\]/i);
    });

  test("serves whole files to Range requests (no partial content to get wrong)", async () => {
    const response = await get(ABOUT_PATH, "Range: bytes=0-10\r\n");
    expect(response.status).toBe(200);
  });

  for (const [name, status, request] of [
    ["a garbage request line", 400, "HELLO\r\n\r\n"],
    ["a raw NUL byte", 400, Buffer.from("GET /ab\0out HTTP/1.1\r\nHost: x\r\n\r\n", "latin1")],
    ["a header line without a colon", 400, "GET / HTTP/1.1\r\nHost: x\r\nnonsense\r\n\r\n"],
    ["32 KB of headers", 431, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(32_768)}\r\n\r\n`],
  ] as const)
    test(`answers ${name} with ${status} and closes the connection`, async () => {
      const response = await raw(site.origin, request);
      expect(response.status).toBe(status);
      expect(response.head).toMatch(/\r\nConnection: close(\r\n|$)/i);
    });
});

// Side by side: each waits out the header timeout on connections of its own.
describe.concurrent("idle and slow connections", () => {
  // A short header timeout, so these tests wait past it in seconds rather than the default 10 s.
  let quick: RunningSite;
  beforeAll(async () => {
    quick = await startSite(TEST_BUILD, { HEADERS_TIMEOUT_MS: "1500" });
  });
  afterAll(() => quick?.stop());

  test("closes a connection on which no request ever starts with a 408 (which browsers retry) or nothing at all", async () => {
    const answer = await idleConnection(quick.origin);
    expect(["", REQUEST_TIMEOUT]).toContain(answer);
  });

  test("serves the second request on a keep-alive connection that idled past the header timeout", async () => {
    const { hostname, port } = new URL(quick.origin);
    const socket = connect(Number(port), hostname);
    socket.on("error", () => {});
    try {
      socket.write(`GET ${ABOUT_PATH} HTTP/1.1\r\nHost: x\r\n\r\n`);
      const first = await nextResponse(socket);
      expect(first.status).toBe(200);
      expect(first.head).toMatch(/\r\nConnection: keep-alive\r\n/i);
      // A connection opened after that answer, which sends nothing, is timed out: so the kept-alive
      // one has now idled for longer than the header timeout in force.
      expect(["", REQUEST_TIMEOUT]).toContain(await idleConnection(quick.origin));
      socket.write(`GET ${SERVICES_PATH} HTTP/1.1\r\nHost: x\r\n\r\n`);
      const second = await nextResponse(socket);
      expect(second.status).toBe(200);
      expect(second.body).toContain("<h1");
    } finally {
      socket.destroy();
    }
  });

  test("keeps serving others while a slow client dawdles, then answers the slow one 408", async () => {
    const { hostname, port } = new URL(quick.origin);
    const slow = connect(Number(port), hostname);
    slow.write("GET / HTTP/1.1\r\nHost: x\r\n");
    const closed = new Promise<string>((resolve) => {
      let text = "";
      slow.on("data", (c: Buffer) => (text += c.toString("latin1")));
      slow.on("close", () => resolve(text));
    });
    expect((await fetch(quick.origin + ABOUT_PATH)).status).toBe(200);
    expect(await closed).toBe(REQUEST_TIMEOUT);
  });
});

describe("operations", () => {
  test("writes one access-log line per request", async () => {
    const logged = await startSite(TEST_BUILD);
    try {
      await fetch(logged.origin + `${PORTFOLIO_PATH}?from=log-test`);
      await expect
        .poll(() => logged.log(), { timeout: 5_000 })
        .toMatch(new RegExp(`GET ${PORTFOLIO_PATH}\\?from=log-test 200 [\\d.]+ms`));
    } finally {
      await logged.stop();
    }
  });

  test("says clearly when the port is taken, and exits with an error", async () => {
    const port = new URL(site.origin).port;
    const second = spawn("npm", ["start", "--silent"], {
      env: { ...process.env, BUILD_DIR: TEST_BUILD, HOST: "127.0.0.1", PORT: port },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    second.stdout.on("data", (c: Buffer) => (output += c.toString()));
    second.stderr.on("data", (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((resolve) => second.on("exit", resolve));
    expect(code).not.toBe(0);
    expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
  });

  test("finishes a response in flight on SIGTERM, then exits cleanly", async () => {
    // A build of its own with one file far larger than the socket buffers: the server cannot finish
    // sending it until the test reads, so the test holds the response open across the signal.
    const SIZE = 64 * 1024 * 1024;
    const buildDir = mkdtempSync(join(tmpdir(), "site-sigterm-"));
    mkdirSync(join(buildDir, "client"));
    writeFileSync(join(buildDir, "site.json"), JSON.stringify({ pages: [], csp: "default-src 'self'" }));
    writeFileSync(join(buildDir, "client", "404.html"), "<h1>Not found</h1>");
    writeFileSync(join(buildDir, "client", "large.bin"), Buffer.alloc(SIZE, 1));
    const other = await startSite(buildDir);
    try {
      const { hostname, port } = new URL(other.origin);
      const socket = connect(Number(port), hostname);
      socket.write("GET /large.bin HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      const received: Buffer[] = [];
      const ended = new Promise<void>((resolve) => socket.once("end", resolve));
      await new Promise<void>((resolve) =>
        socket.once("data", (chunk: Buffer) => {
          socket.pause();
          received.push(chunk);
          resolve();
        }),
      );
      expect(Buffer.concat(received).toString("latin1")).toMatch(/^HTTP\/1\.1 200 /);
      expect(other.log()).not.toContain("GET /large.bin");

      const stopped = other.stop();
      await expect.poll(() => other.log(), { timeout: 10_000 }).toContain("SIGTERM received");
      socket.on("data", (chunk: Buffer) => received.push(chunk));
      socket.resume();
      await ended;
      await stopped;

      const all = Buffer.concat(received);
      expect(all.length - (all.indexOf("\r\n\r\n") + 4)).toBe(SIZE);
      // In this order: the signal arrived, then the response finished, then the server stopped cleanly.
      const log = other.log();
      const signal = log.indexOf("SIGTERM received");
      const finished = log.indexOf("GET /large.bin 200");
      expect(signal).toBeGreaterThan(-1);
      expect(finished).toBeGreaterThan(signal);
      expect(log.indexOf("Stopped: every request finished.")).toBeGreaterThan(finished);
    } finally {
      await other.stop();
      rmSync(buildDir, { recursive: true, force: true });
    }
  });

  test("holds 100 concurrent connections with no errors and no 5xx (bounded: 3 s)", async () => {
    const result = await autocannon({
      url: site.origin,
      connections: 100,
      duration: 3,
      requests: [
        { path: "/" },
        { path: ABOUT_PATH },
        { path: CONTACT_PATH },
        { path: "/missing" },
        { path: "/robots.txt" },
      ],
    });
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result["5xx"]).toBe(0);
    expect(result.requests.total).toBeGreaterThan(100);
  });
});
