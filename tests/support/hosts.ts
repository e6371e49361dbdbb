/**
 * The real servers the build's host rules are written for, run on loopback for the parity tests:
 * nginx (Debian's package) with the generated nginx.conf, and Cloudflare's `wrangler pages dev`
 * with `_headers` and `_redirects`. Each runs as a child of the test, from a temporary folder, and
 * `stop()` ends it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { CADDY_SETTINGS } from "../../tooling/caddyfile";
import { NGINX_SETTINGS } from "../../tooling/nginx-conf";
import { INBOX_UPSTREAM } from "../../tooling/nginx-locations";
import { ROOT } from "./site";
import { ASSET_HANDLING } from "../../tooling/wrangler-config";

export type RunningHost = {
  origin: string;
  /** The plain-HTTP origin that redirects to `origin` (nginx and Caddy). */
  httpOrigin?: string;
  /** The certificate (nginx) or certificate authority (Caddy) `origin` is trusted by: given to `send`. */
  ca?: string;
  stop: () => Promise<void>;
  log: () => string;
};

export type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body, decoded from any Content-Encoding. */
  body: Buffer;
};

/** One request, exactly as given (no redirects followed), over HTTP or HTTPS. */
export function send(
  url: string,
  {
    method = "GET",
    headers = {},
    ca,
    body = method === "POST" ? "name=Ada" : undefined,
    path,
    trickle,
  }: {
    method?: string;
    headers?: Record<string, string>;
    ca?: string;
    body?: string | Buffer;
    /** The request's path as sent, unnormalised (`/..`), in place of the URL's. */
    path?: string;
    /** The body sent slowly, as a phone on a poor connection does: `chunk` bytes every `everyMs`. */
    trickle?: { chunk: number; everyMs: number };
  } = {},
): Promise<Answer> {
  const target = new URL(url);
  const https = target.protocol === "https:";
  const requester = https ? httpsRequest : httpRequest;
  // A connection of its own, asking to be kept alive as browsers do (so a "Connection: close" is the
  // server's), and closed after its answer: with the shared pool, a socket the server had closed
  // while a test's spawnSync blocked the event loop was reused and hung up (seen on cloudflare:dev).
  const agent = https ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  return new Promise<Answer>((resolve, reject) => {
    const req = requester(
      target,
      { method, headers, ca, servername: "localhost", agent, ...(path && { path }) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const body =
            encoding === "gzip" ? gunzipSync(raw) : encoding === "br" ? brotliDecompressSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on("error", reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${url}: no answer in 15 s`)));
    if (!trickle || body === undefined) return void req.end(body);
    const bytes = Buffer.from(body);
    req.setHeader("Content-Length", String(bytes.length));
    let at = 0;
    const timer = setInterval(() => {
      req.write(bytes.subarray(at, (at += trickle.chunk)));
      if (at < bytes.length) return;
      clearInterval(timer);
      req.end();
    }, trickle.everyMs);
    req.on("close", () => clearInterval(timer));
  }).finally(() => agent.destroy());
}

/**
 * A port nobody listens on right now, on 127.0.0.1, for a server started next. Below the ports the
 * system hands out itself (32768 and up on Linux: a `listen(0)` and every outgoing connection's own
 * port), so none of the other servers and connections of a run is given it while this one starts:
 * a dev server takes seconds to bind, and one such port was taken in that time.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/**
 * Waits until `check` stops throwing, the child exits, or 60 s pass (loaded CI machines are slow;
 * `timeoutMs` for a slower start).
 */
export async function waitUntil(
  child: ChildProcess,
  what: string,
  output: () => string,
  check: () => Promise<unknown>,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}:\n${output()}`);
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what} did not come up: ${String(error)}\n${output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export function startChild(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      process.kill(-child.pid!, "SIGTERM");
    });
  return { child, stop, log: () => output };
}

/**
 * Starts a host server as a child in its temporary folder `dir`, and waits until `ready` stops
 * throwing. Its `stop()` ends it and removes the folder; so does a start that fails.
 */
async function launch(
  what: string,
  dir: string,
  [command, ...args]: [string, ...string[]],
  { env, ready }: { env?: NodeJS.ProcessEnv; ready: () => Promise<unknown> },
): Promise<Pick<RunningHost, "log" | "stop">> {
  const running = startChild(command, args, { cwd: dir, env });
  const stop = async () => {
    await running.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntil(running.child, what, running.log, ready);
  } catch (error) {
    await stop();
    throw error;
  }
  return { log: running.log, stop };
}

export const NGINX_MISSING = `nginx is not installed, and the host-parity tests run the build's nginx.conf in it.
Install it (the tests need nginx >= 1.22 with the SSL and gzip_static modules, as Debian packages it):
  Debian / Ubuntu:  sudo apt-get install -y nginx
  macOS:            brew install nginx
or set NGINX=/path/to/nginx.`;

/** The nginx binary: $NGINX, then the PATH, then /usr/sbin (not on a normal user's PATH). */
export function findNginx(): string | null {
  const candidates = [process.env.NGINX, "nginx", "/usr/sbin/nginx", "/usr/local/sbin/nginx"];
  for (const candidate of candidates) {
    if (candidate && spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  return null;
}

/**
 * Replaces each SETTING line of the generated configuration with its local value, failing loudly
 * if a line is missing (so a change to the generator cannot silently test something else).
 */
function localise(conf: string, replacements: [string, string][], file = "nginx.conf") {
  return replacements.reduce((text, [from, to]) => {
    const count = text.split(from).length - 1;
    if (count === 0) throw new Error(`${file} no longer has "${from}"`);
    return text.replaceAll(from, to);
  }, conf);
}

/**
 * Runs the build's nginx.conf in nginx: the TLS server on one loopback port with a certificate made
 * for the test, the HTTPS redirect on another. One process (no master), logs to the test. With
 * `inboxUpstream`, a build's `/api/` location passes to that `npm start` instead of port 3000.
 */
export async function startNginx(
  buildDir: string,
  { inboxUpstream }: { inboxUpstream?: string } = {},
): Promise<RunningHost> {
  const nginx = findNginx();
  if (!nginx) throw new Error(NGINX_MISSING);
  const dir = mkdtempSync(join(tmpdir(), "site-nginx-"));
  const [httpsPort, httpPort] = [await freePort(), await freePort()];

  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  const openssl = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
    ],
    { encoding: "utf8" },
  );
  if (openssl.status !== 0) throw new Error(`openssl could not make a test certificate:\n${openssl.stderr}`);

  const site = localise(readFileSync(join(ROOT, buildDir, "nginx.conf"), "utf8"), [
    ["listen 80;", `listen 127.0.0.1:${httpPort};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ["listen [::]:80;\n", ""],
    ["listen [::]:443 ssl http2;\n", ""],
    [`root ${NGINX_SETTINGS.root};`, `root ${join(ROOT, buildDir, "client")};`],
    [`ssl_certificate ${NGINX_SETTINGS.certificate};`, `ssl_certificate ${cert};`],
    [`ssl_certificate_key ${NGINX_SETTINGS.certificateKey};`, `ssl_certificate_key ${key};`],
    ...(inboxUpstream
      ? [[`proxy_pass ${INBOX_UPSTREAM};`, `proxy_pass ${inboxUpstream};`] as [string, string]]
      : []),
  ]);
  writeFileSync(join(dir, "site.conf"), site);

  // The http block of Debian's /etc/nginx/nginx.conf, reduced to what the site's file relies on.
  const confPath = /--conf-path=(\S+)/.exec(spawnSync(nginx, ["-V"], { encoding: "utf8" }).stderr)?.[1];
  const mimeTypes = confPath ? join(dirname(confPath), "mime.types") : "/etc/nginx/mime.types";
  if (!existsSync(mimeTypes)) throw new Error(`nginx's mime.types is not at ${mimeTypes}`);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `    ${t}_temp_path ${join(dir, t)};`)
    .join("\n");
  writeFileSync(
    join(dir, "nginx.conf"),
    `daemon off;
master_process off;
pid ${join(dir, "nginx.pid")};
error_log stderr warn;
events { worker_connections 256; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
${temp}
    include ${join(dir, "site.conf")};
}
`,
  );

  const ca = readFileSync(cert, "utf8");
  const origin = `https://127.0.0.1:${httpsPort}`;
  const running = await launch(
    "nginx",
    dir,
    [nginx, "-p", dir, "-c", join(dir, "nginx.conf"), "-e", "stderr"],
    {
      ready: () => send(origin + "/robots.txt", { ca }),
    },
  );
  return { origin, httpOrigin: `http://127.0.0.1:${httpPort}`, ca, ...running };
}

export const CADDY_MISSING = `Caddy is not installed, and the host-parity tests run the build's Caddyfile in it.
Install it (the tests need Caddy >= 2.6, as Debian 12 packages it):
  Debian / Ubuntu:  sudo apt-get install -y caddy
  macOS:            brew install caddy
or set CADDY=/path/to/caddy.`;

/** The Caddy binary: $CADDY, then the PATH. */
export function findCaddy(): string | null {
  for (const candidate of [process.env.CADDY, "caddy", "/usr/bin/caddy"]) {
    if (candidate && spawnSync(candidate, ["version"]).status === 0) return candidate;
  }
  return null;
}

/**
 * Runs the build's Caddyfile in Caddy as it is, but for its address: the site answers on loopback
 * ports as its domain (from SITE_URL), \`localhost\` and \`127.0.0.1\`, with certificates from Caddy's own local certificate
 * authority (\`local_certs\`: no ACME server is ever asked, and the machine's trust store is left
 * alone). Caddy's automatic HTTP-to-HTTPS redirect listens on a second port. Its state (the local
 * CA, certificates, autosaved config) lives in a temporary folder; no admin endpoint.
 */
export async function startCaddy(
  buildDir: string,
  {
    inboxUpstream,
    site,
    httpsPort: fixedHttpsPort,
  }: {
    inboxUpstream?: string;
    /** A site block of one's own instead of the build's (a hand-made configuration), for these addresses. */
    site?: (addresses: string, root: string) => string;
    /** The HTTPS port, when its origin is one a build names (a free one otherwise). */
    httpsPort?: number;
  } = {},
): Promise<RunningHost> {
  const caddy = findCaddy();
  if (!caddy) throw new Error(CADDY_MISSING);
  const dir = mkdtempSync(join(tmpdir(), "site-caddy-"));
  const [httpsPort, httpPort] = [fixedHttpsPort ?? (await freePort()), await freePort()];
  const { siteUrl } = JSON.parse(readFileSync(join(ROOT, buildDir, "site.json"), "utf8")) as {
    siteUrl: string;
  };

  const domain = new URL(siteUrl).host;
  const generated = localise(
    readFileSync(join(ROOT, buildDir, "Caddyfile"), "utf8"),
    [
      [`\n${domain} {\n`, `\n${domain}, localhost, 127.0.0.1 {\n`],
      [`root * ${CADDY_SETTINGS.root} `, `root * ${join(ROOT, buildDir, "client")} `],
      ...(inboxUpstream
        ? [
            [
              `reverse_proxy /api/* ${new URL(INBOX_UPSTREAM).host} `,
              `reverse_proxy /api/* ${new URL(inboxUpstream).host} `,
            ] as [string, string],
          ]
        : []),
    ],
    "Caddyfile",
  );
  const storage = join(dir, "data");
  writeFileSync(
    join(dir, "Caddyfile"),
    `{
\tadmin off
\tlocal_certs
\tskip_install_trust
\tdefault_bind 127.0.0.1
\thttp_port ${httpPort}
\thttps_port ${httpsPort}
\tstorage file_system ${storage}
\tservers {
\t\tprotocols h1 h2
\t}
}
${site ? site(`${domain}, localhost, 127.0.0.1`, join(ROOT, buildDir, "client")) : generated}`,
  );

  const origin = `https://127.0.0.1:${httpsPort}`;
  const rootCertificate = join(storage, "pki", "authorities", "local", "root.crt");
  let ca = "";
  const running = await launch(
    "caddy",
    dir,
    [caddy, "run", "--config", join(dir, "Caddyfile"), "--adapter", "caddyfile"],
    {
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: join(dir, "xdg"), XDG_CONFIG_HOME: join(dir, "xdg") },
      // Caddy makes its certificate authority as it starts.
      ready: () => {
        ca = readFileSync(rootCertificate, "utf8");
        return send(origin + "/robots.txt", { ca });
      },
    },
  );
  return { origin, httpOrigin: `http://127.0.0.1:${httpPort}`, ca, ...running };
}

/** The wrangler CLI installed with the project's dev dependencies. */
export const WRANGLER = join(ROOT, "node_modules", ".bin", "wrangler");

/** wrangler's environment in a test's folder: offline, quiet, its logs and settings kept there. */
const wranglerEnv = (dir: string) => ({
  ...process.env,
  CI: "true",
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_LOG_PATH: join(dir, "logs"),
  XDG_CONFIG_HOME: join(dir, "config"),
  NO_COLOR: "1",
});

/**
 * Serves the build's client folder with `wrangler pages dev` (Cloudflare's Pages asset server in
 * workerd), offline: no metrics, no login, state and logs in a temporary folder.
 */
export async function startPages(buildDir: string): Promise<RunningHost> {
  const dir = mkdtempSync(join(tmpdir(), "site-pages-"));
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  const running = await launch(
    "wrangler pages dev",
    dir,
    [
      WRANGLER,
      ...["pages", "dev", join(ROOT, buildDir, "client"), "--ip", "127.0.0.1", "--port", String(port)],
      ...["--inspector-port", String(inspectorPort), "--compatibility-date", "2025-09-01"],
      ...["--persist-to", join(dir, "state"), "--log-level", "warn", "--show-interactive-dev-session=false"],
    ],
    {
      env: wranglerEnv(dir),
      ready: () => send(origin + "/robots.txt"),
    },
  );
  return { origin, ...running };
}

/**
 * The build's files as Cloudflare's Workers serve them (the static assets of the site's Worker,
 * npm run cloudflare:deploy's way): wrangler dev with the assets' settings of the build's
 * wrangler.json (ASSET_HANDLING) and the build's _headers and _redirects, offline.
 */
export async function startWorkerAssets(buildDir: string): Promise<RunningHost> {
  const dir = mkdtempSync(join(tmpdir(), "site-worker-"));
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  writeFileSync(
    join(dir, "wrangler.json"),
    JSON.stringify({
      name: "site",
      compatibility_date: "2026-01-01",
      assets: { directory: join(ROOT, buildDir, "client"), ...ASSET_HANDLING },
    }),
  );
  const running = await launch(
    "wrangler dev (Workers assets)",
    dir,
    [
      WRANGLER,
      ...["dev", "-c", join(dir, "wrangler.json"), "--ip", "127.0.0.1", "--port", String(port)],
      ...[
        "--inspector-port",
        String(inspectorPort),
        "--log-level",
        "warn",
        "--show-interactive-dev-session=false",
      ],
    ],
    {
      env: wranglerEnv(dir),
      ready: () => send(origin + "/robots.txt"),
    },
  );
  return { origin, ...running };
}

/** The hosts the build's rules are written for, each serving a build as `npm start` would. */
export type HostName = "nginx" | "caddy" | "pages" | "worker";

/**
 * Starts every host on `buildDir` for a test file (`beforeAll`): `hosts` is filled as they start,
 * and `stopHosts(hosts)` (`afterAll`) stops those that did, even when another did not start.
 */
export async function startHosts(buildDir: string, hosts: Partial<Record<HostName, RunningHost>>) {
  const names = ["nginx", "caddy", "pages", "worker"] as const;
  const started = await Promise.allSettled([
    startNginx(buildDir),
    startCaddy(buildDir),
    startPages(buildDir),
    startWorkerAssets(buildDir),
  ]);
  started.forEach((host, i) => {
    if (host.status === "fulfilled") hosts[names[i]!] = host.value;
  });
  for (const host of started) if (host.status === "rejected") throw host.reason;
}

export const stopHosts = (hosts: Partial<Record<HostName, RunningHost>>) =>
  Promise.all(Object.values(hosts).map((host) => host?.stop()));
