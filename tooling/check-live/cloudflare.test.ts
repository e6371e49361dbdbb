// @vitest-environment node
/**
 * check-live on a site served by Cloudflare (npm run cloudflare:deploy): a local server on 127.0.0.1
 * answers as Cloudflare's edge does (`server: cloudflare`, a `cf-ray` header) with the site's pages
 * and headers, and for /api/contact as the Worker does (or fails, or is missing). What the owner is
 * told to do then names Cloudflare's tools, not a server's.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from "#shared/policy.mjs";
import { checkLive } from "./check-live.mjs";
import { checkHomePage } from "./home-page.mjs";
import { checkHsts } from "./hsts.mjs";
import { checkHttps } from "./https-redirect.mjs";
import { fetchAs } from "./fetch-as.mjs";
import { startVisit } from "./visit.mjs";

const CSP = "default-src 'self'; form-action 'self'";
/** What the Worker answers a request with no fields (shared/inbox's contract, as npm start does). */
const WORKER_422 = {
  errors: { name: "Please enter your name.", email: "Please enter your email address." },
};
/** A tool of a server of one's own, which an owner on Cloudflare has none of. */
const SERVER_TOOLS = /Caddy|nginx|systemctl|journalctl|npm start|\/srv\/site/;

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((done) => server.close(done));
});

/**
 * The site as Cloudflare serves it: the pages with the build's headers (HSTS when `hsts`), a 404
 * for anything else, and `inbox` as the status /api/contact answers (422: the Worker's answer).
 * `cloudflare: false` answers without Cloudflare's headers (a server of one's own); `broken`: a site
 * not deployed as built (no security headers, pages of another address, /404.html served as a page).
 */
async function startSite({ inbox = 422, hsts = true, cloudflare = true, broken = false } = {}) {
  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host}`;
    const headers: Record<string, string> = {
      ...(!broken && securityHeaders(CSP)),
      ...(hsts && { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY }),
      ...(cloudflare && { Server: "cloudflare", "CF-RAY": "8f1e2d3c4b5a6978-IAD" }),
    };
    const page = (body: string) =>
      `<!doctype html><html><head><link rel="canonical" href="${broken ? "https://www.example.com" : origin}${req.url === "/" ? "/" : req.url}"></head><body>${body}</body></html>`;
    const answer = (status: number, type: string, body: string) => {
      res.writeHead(status, { ...headers, "Content-Type": type });
      res.end(body);
    };
    if (req.method === "POST" && req.url === "/api/contact") {
      if (inbox === 422) answer(422, "application/json", JSON.stringify(WORKER_422));
      else if (inbox >= 500)
        answer(inbox, "application/json", JSON.stringify({ error: "Something went wrong." }));
      else answer(inbox, "text/plain", "Method Not Allowed");
    } else if (req.url === "/") answer(200, "text/html", page("<h1>Smith Builders</h1>"));
    else if (req.url === "/contact")
      answer(200, "text/html", page('<form action="/api/contact" method="post"></form>'));
    else if (broken && req.url === "/404.html") answer(200, "text/html", page("Page not found"));
    else if (req.url === "/robots.txt")
      answer(200, "text/plain", `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
    else if (req.url === "/sitemap.xml")
      answer(
        200,
        "application/xml",
        `<urlset><url><loc>${origin}/</loc></url><url><loc>${origin}/contact</loc></url></urlset>`,
      );
    else answer(404, "text/html", page("Page not found"));
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    port: (server.address() as AddressInfo).port,
  };
}

describe("check-live on a site served by Cloudflare", () => {
  it("a site not deployed as built: each fix is npm run cloudflare:deploy, none a server's tool; the Worker's inbox passes as npm start's does", async () => {
    const { origin } = await startSite({ broken: true });
    const findings = await checkLive(origin);
    expect(findings).toContainEqual({
      ok: true,
      what: "The form's inbox (/api/contact) answers, and checks what it is sent.",
    });
    // This test's site is on plain HTTP (127.0.0.1): that problem is named before Cloudflare is known.
    expect(findings.find((f) => !f.ok)?.what).toBe(
      `${origin} is not an HTTPS address: browsers mark the site "Not secure" and the form's data travels readable.`,
    );
    const problems = findings.filter((f) => !f.ok).slice(1);
    expect(problems.map((f) => f.what.replace(/(: |, but ).*/s, ""))).toEqual([
      "Security headers missing",
      "The pages say their address is https://www.example.com",
      "Not-found pages answer the wrong status",
    ]);
    for (const { fix } of problems) {
      expect(fix).toContain("npm run cloudflare:deploy");
      expect(fix).not.toMatch(SERVER_TOOLS);
    }
    expect(problems[1]?.fix).toBe(
      `Deploy again with the real address (it builds for it): SITE_URL=${origin} npm run cloudflare:deploy`,
    );
  });

  it("the Worker failing (500) or not deployed (405): the fix is its log (wrangler tail) and cloudflare:deploy; a server behind Cloudflare that it cannot reach (522): the server's", async () => {
    const inboxFinding = async (options: Parameters<typeof startSite>[0]) => {
      const { origin } = await startSite(options);
      const findings = await checkLive(origin);
      return findings.find((f) => f.what.includes("/api/contact"));
    };

    const failing = await inboxFinding({ inbox: 500 });
    expect(failing?.what).toBe(
      "The form posts to /api/contact, but the Worker behind it fails there (500): every quote request fails.",
    );
    expect(failing?.fix).toMatch(
      /^See why in the Worker's log: run npx wrangler tail 127-0-0-1 and send the form; then deploy again with npm run cloudflare:deploy \(it also creates a missing database or photo bucket\)\. /,
    );
    // Cloudflare's proxy in front of a server of one's own looks the same from outside: its fix too.
    expect(failing?.fix).toContain(
      "If Cloudflare is only in front of a server of your own instead: start the inbox there (sudo systemctl start site",
    );

    const missing = await inboxFinding({ inbox: 405 });
    expect(missing?.what).toContain(
      "but Cloudflare answers 405 there: the Worker that receives the requests is not deployed",
    );
    expect(missing?.fix).toMatch(
      /^Deploy the site with its Worker: npm run cloudflare:deploy\. If Cloudflare is only in front of a server of your own/,
    );

    const proxied = await inboxFinding({ inbox: 522 });
    expect(proxied?.what).toBe(
      "The form posts to /api/contact, but Cloudflare cannot reach the server behind it (522): every quote request fails.",
    );
    expect(proxied?.fix).toContain("sudo systemctl start site");

    // A 502 from a server of one's own: npm start's advice, as before.
    const server = await inboxFinding({ inbox: 502, cloudflare: false });
    expect(server?.what).toContain("the web server cannot reach npm start behind it (502)");
    expect(server?.fix).toMatch(SERVER_TOOLS);
    // The Worker's fix comes first; a server's only as the other case, after it.
    for (const fix of [failing?.fix, missing?.fix])
      expect(fix?.split(" If Cloudflare is only in front of a server of your own")[0]).not.toMatch(
        SERVER_TOOLS,
      );
  });

  it('plain HTTP served and no HSTS: the fixes are Cloudflare\'s "Always Use HTTPS" and its HSTS setting, or cloudflare:deploy', async () => {
    const { origin, port } = await startSite({ hsts: false });
    // https://www.smith-builders.com, its plain-HTTP address answered by this Cloudflare (no redirect).
    const visit = startVisit("https://www.smith-builders.com", { httpServer: `127.0.0.1:${port}` });
    await checkHttps(visit);
    // Its home page, from the same Cloudflare (no TLS here).
    visit.get = (path, options) => fetchAs(origin + path, options);
    const home = await checkHomePage(visit);
    expect(visit.cloudflare).toBe(true);
    checkHsts(visit, home!);

    const [https, , hsts] = visit.findings;
    expect(https?.what).toBe(
      "http://www.smith-builders.com/ does not redirect to HTTPS (it answers 200): visitors who type the address without https:// stay on an unencrypted page.",
    );
    expect(https?.fix).toBe(
      'Cloudflare answers there: in its dashboard, turn on "Always Use HTTPS" for www.smith-builders.com (SSL/TLS > Edge Certificates), and it redirects every plain-HTTP request.',
    );
    expect(hsts?.what).toContain("No HSTS (Strict-Transport-Security)");
    expect(hsts?.fix).toBe(
      `Deploy with npm run cloudflare:deploy (the build's _headers send "${STRICT_TRANSPORT_SECURITY}"), or turn on HSTS in the Cloudflare dashboard (SSL/TLS > Edge Certificates > HTTP Strict Transport Security, Max Age 6 months or more).`,
    );
  });
});
