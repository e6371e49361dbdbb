// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  CACHE_IMMUTABLE,
  CACHE_REDIRECT,
  securityHeaders,
} from "#shared/policy.mjs";
import { createSiteServer } from "./site-server.mjs";

const SITE_CSP = "default-src 'self'";
const EDITOR_CSP = adminContentSecurityPolicy({ imageOrigins: [] });
const WASM = Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "site-server-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A build of one page and its 404 page, with the editor's files; site.json names its policy when `editor`. */
function makeBuild(name: string, { editor }: { editor: boolean }) {
  const dir = join(root, name);
  const client = join(dir, "client");
  mkdirSync(join(client, "admin", "assets"), { recursive: true });
  writeFileSync(
    join(dir, "site.json"),
    JSON.stringify({
      pages: ["/"],
      languages: ["en"],
      csp: SITE_CSP,
      ...(editor && { adminCsp: EDITOR_CSP }),
    }),
  );
  writeFileSync(join(client, "index.html"), "<title>home</title>");
  writeFileSync(join(client, "404.html"), "<title>not found</title>");
  writeFileSync(join(client, "admin", "index.html"), "<title>editor</title>");
  writeFileSync(join(client, "admin", "config.json"), '{"backend":{"name":"github"}}');
  writeFileSync(join(client, "admin", "assets", "heic-1a2b.wasm"), WASM);
  writeFileSync(join(client, "admin", "assets", "font-3c4d.woff2"), "wOF2");
  return dir;
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** The servers a test started, the last one last. */
const servers: ReturnType<typeof createSiteServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((closed) => s.close(closed))));
  servers.length = 0;
});

async function serve(buildDir: string) {
  const server = createSiteServer({ buildDir });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  /** The path sent as written (`/admin/../` too: no URL parser cleans it). */
  return (path: string, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, agent: false }, (res) => {
        let body = "";
        res.setEncoding("latin1");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject).end();
    });
}

/** The answer's policy headers: the site's or the editor's, lower-cased as Node reads them. */
const policy = (headers: IncomingHttpHeaders) => {
  const names = new Set([...Object.keys(securityHeaders("")), ...Object.keys(adminHeaders(""))]);
  return Object.fromEntries(
    [...names].flatMap((name) => {
      const value = headers[name.toLowerCase()];
      return value === undefined ? [] : [[name, value]];
    }),
  );
};
const SITE = securityHeaders(SITE_CSP);
const EDITOR = adminHeaders(EDITOR_CSP);

describe("npm start with a build that has the editor", () => {
  it("redirects /admin to /admin/, the query kept", async () => {
    const ask = await serve(makeBuild("redirect", { editor: true }));
    const answer = await ask("/admin?from=phone");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/admin/?from=phone");
    expect(answer.headers["cache-control"]).toBe(CACHE_REDIRECT);
  });

  it("serves /admin/ from its index.html with the editor's headers, never stored", async () => {
    const ask = await serve(makeBuild("page", { editor: true }));
    const answer = await ask("/admin/");
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("<title>editor</title>");
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(policy(answer.headers)).toEqual(EDITOR);
    expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(answer.headers["cross-origin-opener-policy"]).toBeUndefined();
    const head = await ask("/admin/", "HEAD");
    expect([head.status, head.body, policy(head.headers)]).toEqual([200, "", EDITOR]);
  });

  it("serves its configuration never stored, and its files as immutable, each of its type", async () => {
    const ask = await serve(makeBuild("files", { editor: true }));
    const config = await ask("/admin/config.json");
    expect([config.status, config.headers["content-type"], config.headers["cache-control"]]).toEqual([
      200,
      "application/json",
      "no-store",
    ]);
    expect(policy(config.headers)).toEqual(EDITOR);
    const wasm = await ask("/admin/assets/heic-1a2b.wasm");
    expect([wasm.status, wasm.headers["content-type"], wasm.headers["cache-control"]]).toEqual([
      200,
      "application/wasm",
      CACHE_IMMUTABLE,
    ]);
    expect(Buffer.from(wasm.body, "latin1")).toEqual(WASM);
    expect(policy(wasm.headers)).toEqual(EDITOR);
    expect((await ask("/admin/assets/font-3c4d.woff2")).headers["content-type"]).toBe("font/woff2");
  });

  it.each([
    "/admin/../",
    "/admin/assets/../../index.html",
    "/admin/assets/%2e%2e/config.json",
    "/admin/assets/..%2f..%2findex.html",
    "/admin/index.html",
    "/admin/index",
    "/admin/other",
    "/admin/assets/missing.wasm",
    "/admin/assets/",
  ])("answers %s with the site's 404, the site's headers and all", async (path) => {
    const ask = await serve(makeBuild(`refused-${path.replace(/\W+/g, "-")}`, { editor: true }));
    const answer = await ask(path);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe("<title>not found</title>");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(policy(answer.headers)).toEqual(SITE);
  });

  it("answers the site's pages as a build without the editor does", async () => {
    const [withEditor, without] = [
      await serve(makeBuild("pages-editor", { editor: true })),
      await serve(makeBuild("pages-plain", { editor: false })),
    ];
    for (const path of ["/", "/index.html", "/no-such-page"]) {
      const [a, b] = [await withEditor(path), await without(path)];
      const { date: _a, "last-modified": _la, etag: _ea, ...left } = a.headers;
      const { date: _b, "last-modified": _lb, etag: _eb, ...right } = b.headers;
      expect([a.status, left, a.body], path).toEqual([b.status, right, b.body]);
      expect(policy(a.headers), path).toEqual(SITE);
    }
  });
});

describe("npm start with a build without the editor", () => {
  it("serves nothing under /admin/, even files there: the site's 404, with the site's headers", async () => {
    const ask = await serve(makeBuild("plain", { editor: false }));
    for (const path of [
      "/admin/",
      "/admin/config.json",
      "/admin/assets/heic-1a2b.wasm",
      "/admin/index.html",
    ]) {
      const answer = await ask(path);
      expect([answer.status, answer.body], path).toEqual([404, "<title>not found</title>"]);
      expect(policy(answer.headers), path).toEqual(SITE);
    }
    expect((await ask("/admin")).status).toBe(404);
  });

  it("serves the editor once a reload brings a build that has it", async () => {
    const ask = await serve(makeBuild("before", { editor: false }));
    expect((await ask("/admin/")).status).toBe(404);
    servers[0]!.reloadBuild(makeBuild("after", { editor: true }));
    const answer = await ask("/admin/");
    expect(answer.status).toBe(200);
    expect(policy(answer.headers)).toEqual(EDITOR);
  });
});
