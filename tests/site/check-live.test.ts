/**
 * `npm run check-live -- <url>` against the servers the tests run: the generated Caddyfile in front
 * of npm start's inbox (everything right), and the mistakes it must name: a hand-made Caddyfile, the
 * wrong SITE_URL, an inbox with no npm start behind it, npm start without a TLS proxy.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projects } from "~/content/site";
import { ABOUT_PATH } from "../support/paths";
import { escapeRegex } from "../../tooling/nginx-locations";
import { photoOrigins } from "~/lib/images";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openLeadStore } from "../../server/leads/store.mjs";
import { BUILDS } from "../support/builds";
import { freePort, send, startCaddy, type RunningHost } from "../support/hosts";
import { STRICT_TRANSPORT_SECURITY } from "#shared/policy.mjs";
import { CADDY_SETTINGS } from "../../tooling/caddyfile";
import { ROOT, TEST_BUILD, servedOrigin, startSite } from "../support/site";

/** The build whose form posts to npm start's own inbox (made once per run). */
const INBOX_BUILD = BUILDS.inbox.dir;

const SITE = "https://www.example.com"; // the SITE_URL of the test builds (the default)
let folder: string;
const stops: (() => Promise<void>)[] = [];

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "check-live-"));
});
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  rmSync(folder, { recursive: true, force: true });
});

/** `npm run check-live` as the README gives it, trusting the host's test CA. */
function checkLive(host: RunningHost | undefined, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (host?.ca) {
    const ca = join(folder, `ca-${stops.length}.pem`);
    writeFileSync(ca, host.ca);
    env.NODE_EXTRA_CA_CERTS = ca;
  }
  const connect = host
    ? ["--server", new URL(host.origin).host, "--http-server", new URL(host.httpOrigin!).host]
    : [];
  const result = spawnSync("npm", ["run", "check-live", "--silent", "--", ...args, ...connect], {
    cwd: ROOT,
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, out: result.stdout + result.stderr };
}

const problems = (out: string) => out.split("\n").filter((line) => line.startsWith("  ✗"));

test("the generated Caddyfile in front of npm start's inbox: everything right, and no lead sent", async () => {
  // npm start's inbox with a leads database of its own, in the test's folder; publishing and the
  // editor's sign-in set up.
  const leads = join(folder, "leads.sqlite");
  const site = await startSite(INBOX_BUILD, {
    LEADS_DB: leads,
    TRUST_PROXY: "1",
    PUBLISH_SECRET: "check-live-".padEnd(40, "0"),
    PUBLISH_DIR: join(folder, "publish"),
    GITHUB_CLIENT_ID: "Iv1.checklive",
    GITHUB_CLIENT_SECRET: "not-used-here",
  });
  stops.push(site.stop);
  const caddy = await startCaddy(INBOX_BUILD, { inboxUpstream: site.origin });
  stops.push(caddy.stop);

  const { status, out } = checkLive(caddy, SITE);
  expect(problems(out)).toEqual([]);
  expect(out).toContain("http://www.example.com/ redirects to HTTPS (308).");
  expect(out).toContain("HSTS is on.");
  expect(out).toContain("The security headers are all there.");
  expect(out).toContain(`The pages name ${SITE} as their address (SITE_URL).`);
  expect(out).toContain("Every page of the sitemap answers 200.");
  expect(out).toContain("A page that does not exist, /404 and /404.html answer 404.");
  expect(out).toContain("The form's inbox (/api/contact) answers, and checks what it is sent.");
  expect(out).toContain("The publishing webhook refuses a delivery without GitHub's signature.");
  expect(out).toContain(`The editor's sign-in sends you to GitHub, back to ${SITE}/api/auth/callback.`);
  // The sign-in's popup page keeps its own policy through Caddy (the site's would block its script).
  const callback = await send(`${caddy.origin}/api/auth/callback?state=x&code=y`, { ca: caddy.ca });
  expect(callback.headers["content-security-policy"]).toMatch(/^default-src 'none'; script-src 'sha256-/);
  expect(callback.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
  expect(String(callback.body)).toMatch(/did not begin here/);
  // The owner's photo hosts, if their projects load photos from one.
  const hosts = photoOrigins(projects, false);
  expect(out).toContain(
    hosts.length > 0
      ? `Photos load from ${hosts.join(", ")} (allowed by the site's policy).`
      : `Every photo is served from ${SITE}.`,
  );
  expect(out).toMatch(/Everything checked is right\.\n$/);
  expect(status).toBe(0);
  const store = openLeadStore(leads);
  expect(store.list()).toEqual([]);
  store.close();
}, 120_000);

test("a hand-made Caddyfile (file_server only): no HSTS, no security headers, pages 404, /404.html 200", async () => {
  const caddy = await startCaddy(TEST_BUILD, {
    site: (addresses, root) => `${addresses} {\n\troot * ${root}\n\tfile_server\n}\n`,
  });
  stops.push(caddy.stop);

  const { status, out } = checkLive(caddy, SITE);
  expect(status).toBe(1);
  expect(out).toContain("No HSTS (Strict-Transport-Security)");
  expect(out).toContain("Security headers missing: Content-Security-Policy, X-Content-Type-Options");
  expect(out).toMatch(
    new RegExp(`Pages of the sitemap do not answer 200: [^\n]*${escapeRegex(ABOUT_PATH)} answers 404[;.]`),
  );
  expect(out).toContain("How to fix: Serve the pages at their clean address (/about serves about.html)");
  expect(out).toContain("Not-found pages answer the wrong status: /404.html answers 200, not 404.");
  expect(out).toContain("The contact form could not be checked: its page did not load (above).");
  // Caddy redirects to HTTPS by itself, whatever the file says.
  expect(out).toContain("http://www.example.com/ redirects to HTTPS (308).");
  expect(problems(out)).toHaveLength(5);
}, 120_000);

test("a new page the server does not know (its Caddy still has an older build's rules): the fix is the update, not another Caddyfile", async () => {
  // The build's own Caddyfile, but without /about's rule, as an older build's file had no such page.
  const generated = readFileSync(join(ROOT, TEST_BUILD, "Caddyfile"), "utf8");
  const older = generated.replace(
    new RegExp(
      `\t\t@page(\\d+) path_regexp \\^${escapeRegex(ABOUT_PATH)}\\$\n\t\trewrite @page\\1 ${escapeRegex(ABOUT_PATH)}\\.html\n`,
    ),
    "",
  );
  expect(older).not.toBe(generated);
  const caddy = await startCaddy(TEST_BUILD, {
    site: (addresses, root) =>
      older
        .replace(`\n${new URL(SITE).host} {\n`, `\n${addresses} {\n`)
        .replace(`root * ${CADDY_SETTINGS.root} `, `root * ${root} `),
  });
  stops.push(caddy.stop);

  const { status, out } = checkLive(caddy, SITE);
  expect(status).toBe(1);
  expect(out).toContain("HSTS is on.");
  expect(out).toContain(`Pages of the sitemap do not answer 200: ${ABOUT_PATH} answers 404. `);
  expect(out).toContain("How to fix: The server does not know these pages yet: it serves an older build");
  expect(out).toContain("cd /srv/site && sudo git pull && sudo npm ci && sudo deploy/build.sh");
  expect(out).not.toContain("use the generated Caddyfile");
}, 120_000);

test("the wrong SITE_URL: the pages, robots.txt and the sitemap name another address", async () => {
  const caddy = await startCaddy(TEST_BUILD);
  stops.push(caddy.stop);
  const served = `https://localhost:${new URL(caddy.origin).port}`;

  const { status, out } = checkLive(caddy, served);
  expect(status).toBe(1);
  expect(out).toContain(`The pages say their address is ${SITE}, but they are served at ${served}`);
  expect(out).toContain(
    `How to fix: Build with the real address and deploy again: SITE_URL=${served} npm run build`,
  );
  expect(out).toContain(`The sitemap lists pages at another address (${SITE})`);
  expect(out).toContain(`robots.txt points search engines to ${SITE}/sitemap.xml, another address.`);
}, 120_000);

test("an inbox build whose npm start is not running: the form's endpoint does not answer", async () => {
  const caddy = await startCaddy(INBOX_BUILD, { inboxUpstream: `http://127.0.0.1:${await freePort()}` });
  stops.push(caddy.stop);

  const { status, out } = checkLive(caddy, SITE);
  expect(status).toBe(1);
  expect(problems(out)).toEqual([
    "  ✗   The form posts to /api/contact, but the web server cannot reach npm start behind it (502): every quote request fails.",
  ]);
  expect(out).toContain("How to fix: Start the inbox (sudo systemctl start site;");
}, 120_000);

test("npm start alone, without a TLS proxy: not HTTPS, built for another address, a form that sends nowhere", () => {
  const origin = servedOrigin("SITE_ORIGIN");
  const { status, out } = checkLive(undefined, origin);
  expect(status).toBe(1);
  expect(out).toContain(`${origin} is not an HTTPS address`);
  expect(out).toContain(`The pages say their address is ${SITE}, but they are served at ${origin}`);
  expect(out).toContain("The contact form sends requests nowhere");
  expect(out).toContain("How to fix: Build with CONTACT_ENDPOINT=/api/contact");
  expect(out).toContain("A page that does not exist, /404 and /404.html answer 404.");
});

test("refuses anything but one http(s) address, saying how to use it", () => {
  const { status, out } = checkLive(undefined, "www.example.com");
  expect(status).toBe(2);
  expect(out).toContain("Use: npm run check-live -- https://www.your-company.com");
});

test("a form service that does not answer (the configured build's, offline here) is named with its address", () => {
  const { status, out } = checkLive(undefined, servedOrigin("CONFIGURED_ORIGIN"));
  expect(status).toBe(1);
  expect(out).toContain(
    "The form's endpoint https://forms.example.com/f/quote does not answer: the name does not resolve",
  );
  expect(out).toContain("How to fix: Check CONTACT_ENDPOINT and the service or server behind it.");
  // Its content is in a GitHub repository (CONTENT_REPO): the editor is there.
  expect(out).toContain("The editor at /admin/ answers under its own policy, out of search engines' reach.");
});
