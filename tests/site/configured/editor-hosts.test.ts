/**
 * The editor at /admin/ on every host, as npm start serves it: the configured build (CONTENT_REPO
 * set) behind the real nginx and Caddy, and Cloudflare's asset servers (`wrangler pages dev`, and
 * the Worker's), each asked what the editor's page asks for. Its own policy and noindex on the
 * page and its files, no caching of what a publish changes, its hashed files cached for good.
 * (The public pages' parity: tests/site/host-parity.test.ts, on the starter's build.)
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { STRICT_TRANSPORT_SECURITY } from "#shared/policy.mjs";
import { readSiteManifest } from "#shared/site-manifest.mjs";
import { send, type RunningHost, startHosts, stopHosts, type HostName } from "../../support/hosts";
import { CONFIGURED_BUILD, ROOT, servedOrigin } from "../../support/site";

type Server = HostName;
const hosts = {} as Record<Server, RunningHost>;

/** One of the editor's files of each kind the bundle has, by its hashed name. */
const assetOf = (extension: string) => {
  const name = readdirSync(join(ROOT, CONFIGURED_BUILD, "client", "admin", "assets")).find((f) =>
    f.endsWith(extension),
  );
  if (!name) throw new Error(`The editor's bundle has no ${extension} file`);
  return `/admin/assets/${name}`;
};

// Each host started once for the file; wrangler starts its asset server slowly on a busy machine.
beforeAll(() => startHosts(CONFIGURED_BUILD, hosts), 120_000);
afterAll(() => stopHosts(hosts));

/** What an answer tells the browser about the editor, as compared between hosts. */
const facts = async (origin: string, path: string, ca?: string) => {
  const answer = await send(origin + path, { ca, path });
  const h = answer.headers;
  return {
    status: answer.status,
    location: h.location && new URL(h.location, origin).pathname,
    // A file's type (a redirect's short body is each server's own); a script is UTF-8 with or
    // without the charset said, under either of its two names.
    "content-type":
      answer.status === 200
        ? h["content-type"]
            ?.toLowerCase()
            .replace(/\s*;\s*/g, "; ")
            .replace("application/javascript", "text/javascript")
            .replace(/^text\/javascript; charset=utf-8$/, "text/javascript")
        : undefined,
    "cache-control": h["cache-control"],
    "content-security-policy": answer.status === 200 ? h["content-security-policy"] : undefined,
    "x-robots-tag": answer.status === 200 ? h["x-robots-tag"] : undefined,
    "x-frame-options": answer.status === 200 ? h["x-frame-options"] : undefined,
    bytes: answer.status === 200 ? answer.body.length : undefined,
  };
};

test("npm start serves the editor under its own policy, not the site's", async () => {
  const { adminCsp, csp } = readSiteManifest(join(ROOT, CONFIGURED_BUILD));
  const page = await facts(servedOrigin("CONFIGURED_ORIGIN"), "/admin/");
  expect(page["content-security-policy"]).toBe(adminCsp);
  expect(adminCsp).not.toBe(csp);
});

for (const server of ["nginx", "caddy", "pages", "worker"] as const)
  describe(`${server} serves the editor as npm start does`, () => {
    // The page, its address without the slash, its configuration, and a file of each kind its bundle has.
    for (const path of ["/admin", "/admin/", "/admin/config.json", ".js", ".wasm", ".woff2"])
      test(path, async () => {
        const url = path.startsWith(".") ? assetOf(path) : path;
        const [want, got] = await Promise.all([
          facts(servedOrigin("CONFIGURED_ORIGIN"), url),
          facts(hosts[server].origin, url, hosts[server].ca),
        ]);
        expect(got).toEqual(want);
        if (server === "nginx" || server === "caddy") {
          const answer = await send(hosts[server].origin + url, { ca: hosts[server].ca });
          expect(answer.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
        }
      });
  });
