/**
 * `npm run dev` and `npm run edit` answer any page the owner's browser has open (editor.test.ts tells
 * the editor's own guard in Chromium): they serve only what the site needs (its sources, public/,
 * node_modules; and the editor's page, configuration, bundle and API at /admin/), never what else the owner keeps in the project folder (a leads export, a
 * backup's database and photos, the inbox's data/ folder, .env, deploy/), and grant no other origin
 * a read. Runs in a copy of the project of its own holding such files, as the README's own examples
 * leave them (and the dev servers write their bundles there), and with a language the owner is
 * adding in the editor, its files not all written yet. That the pages still load whole in a
 * browser: tests/e2e/dev-servers.test.ts.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startDevServers, type DevServers } from "../support/dev-servers";
import { copyProject } from "../support/site";
import { LANGUAGES } from "#shared/copy/languages.ts";

let copy: string;
let servers: DevServers;
const SECRET = "Ada Lovelace ada@example.com: a porch, please";
/** A language the kit speaks that the owner's site does not yet: the one being added. */
let adding: string;

/** What the owner may keep in the project folder, none of it the site's (path: bytes). */
const OWNER_FILES: Record<string, string> = {
  "data/leads.sqlite": `SQLite format 3\0${SECRET}`,
  "data/leads.sqlite-wal": `SQLite format 3\0${SECRET}`,
  "data/leads.sqlite-shm": `SQLite format 3\0${SECRET}`,
  "data/lead-photos/1/1.jpg": `\xff\xd8\xff\xe0${SECRET}`,
  "app/old-leads.sqlite": `SQLite format 3\0${SECRET}`,
  "leads.csv": `id,name,email,message\n1,${SECRET}\n`,
  "backup-2026-11-26/leads.sqlite": `SQLite format 3\0${SECRET}`,
  "backup-2026-11-26/lead-photos/1/1.jpg": `\xff\xd8\xff\xe0${SECRET}`,
  ".env": `SMTP_URL=smtp://leads:${SECRET}@mail.example.com`,
  "deploy/build.env": `SMTP_URL=smtp://leads:${SECRET}@mail.example.com`,
  "deploy/site.service": `[Service]\nEnvironment=SMTP_URL=smtp://leads:${SECRET}@mail.example.com\n`,
};

beforeAll(async () => {
  copy = copyProject("site-dev-");
  // The owner has named a language in the editor's company form; its forms are not saved yet.
  const companyFile = join(copy, "app", "content", "company.json");
  const company = JSON.parse(readFileSync(companyFile, "utf8"));
  adding = LANGUAGES.find((language) => !company.languages.includes(language))!;
  writeFileSync(companyFile, JSON.stringify({ ...company, languages: [...company.languages, adding] }));
  for (const [path, bytes] of Object.entries(OWNER_FILES)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), bytes, "latin1");
  }
  servers = await startDevServers(copy);
}, 300_000);

afterAll(async () => {
  await servers?.stop();
  rmSync(copy, { recursive: true, force: true });
});

for (const [name, server] of [
  ["npm run dev", "dev"],
  ["npm run edit", "edit"],
] as const)
  describe(name, () => {
    const paths = [
      ...Object.keys(OWNER_FILES).map((path) => `/${path}`),
      "/data/leads.sqlite?raw",
      "/data/leads.sqlite?import",
      "/data/leads.sqlite?url",
      "/leads.csv?raw",
      "/leads.csv?import",
      "/backup-2026-11-26/lead-photos/1/1.jpg?url",
      "/%64ata/leads.sqlite",
      "/app/../leads.csv",
      "/public/../leads.csv",
      "/package.json",
    ];
    for (const path of paths)
      test(`serves nothing of the owner's files at ${path}`, async () => {
        const response = await fetch(servers.origins[server] + path, {
          headers: { Origin: "http://localhost:3000" },
        });
        expect([403, 404]).toContain(response.status);
        expect(await response.text()).not.toContain(SECRET);
        expect(response.headers.get("access-control-allow-origin")).toBeNull();
      });

    test("serves nothing of them through its file system route either", async () => {
      for (const path of [
        "data/leads.sqlite",
        "leads.csv",
        "backup-2026-11-26/lead-photos/1/1.jpg",
        ".env",
      ]) {
        const response = await fetch(`${servers.origins[server]}/@fs${copy}/${path}`);
        expect([403, 404]).toContain(response.status);
        expect(await response.text()).not.toContain(SECRET);
      }
    });

    test("grants no other local page a read (no CORS headers)", async () => {
      const response = await fetch(`${servers.origins[server]}/`, {
        headers: { Origin: "http://localhost:3000" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
    });
  });

test("a language being added, its files not all there: both go on serving the site and the editor", async () => {
  // (Both started with it named in company.json: before, neither could load the site's content.)
  expect(JSON.parse(readFileSync(join(copy, "app", "content", "company.json"), "utf8")).languages).toContain(
    adding,
  );
  for (const origin of [servers.origins.dev, servers.origins.edit])
    expect((await fetch(`${origin}/`)).status, origin).toBe(200);
  // The editor's page, and its configuration with the forms of every language named.
  expect((await fetch(`${servers.origins.edit}/admin/`)).status).toBe(200);
  const config = await fetch(`${servers.origins.edit}/admin/config.json`);
  expect(config.status).toBe(200);
  const { collections } = (await config.json()) as { collections: { name: string }[] };
  expect(collections.map(({ name }) => name)).toEqual(expect.arrayContaining([`site-${adding}`]));
});

describe("npm run edit, while the owner browses other pages", () => {
  // (Moved from editor.test.ts: the editor's server answers it, no browser.)
  test("serves only what the site and the editor need: not a CSV of the leads or a backup's photos the owner keeps in the project", async () => {
    writeFileSync(join(copy, "leads.csv"), "id,name,email\n1,Ada Lovelace,ada@example.com\n");
    mkdirSync(join(copy, "backup-2026-11-01", "lead-photos", "1"), { recursive: true });
    writeFileSync(join(copy, "backup-2026-11-01", "lead-photos", "1", "1.jpg"), "Ada's porch");
    for (const path of ["/leads.csv", "/backup-2026-11-01/lead-photos/1/1.jpg", "/package.json"]) {
      const response = await fetch(servers.origins.edit + path);
      expect(response.status, path).toBe(403);
      expect(await response.text()).not.toContain("Ada");
    }
    // What the editor needs is there: its page, its configuration and its bundle's script, the
    // site's pages and sources; the sources of the editor itself are not.
    const page = await (await fetch(`${servers.origins.edit}/admin/`)).text();
    const script = /<script[^>]* src="(\/admin\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script, "the editor's page loads its script from /admin/assets/").toBeDefined();
    for (const path of ["/admin/", "/admin/config.json", script!, "/", "/app/root.tsx"]) {
      expect((await fetch(servers.origins.edit + path)).status, path).toBe(200);
    }
    for (const [path, code] of [
      ["/tooling/editor/plugin.ts", "localRepository(root, token)"],
      ["/tooling/editor/admin/main.ts", "CMS.registerFieldType("],
      // (A page of the site's that is not there: the dev server answers its not-found page.)
      ["/admin/main.ts", "CMS.registerFieldType("],
    ] as const) {
      const response = await fetch(servers.origins.edit + path);
      expect(response.headers.get("content-type") ?? "", path).not.toMatch(/javascript|typescript/);
      expect(await response.text(), path).not.toContain(code);
    }
  });

  test("serves the editor's bundle from its own folder only: a path that leaves it is none of its files", async () => {
    const packageJson = readFileSync(join(copy, "package.json"), "utf8");
    // Escaped, as only a program sends them: the editor's server reads them, and finds no file.
    for (const path of [
      "/admin/assets/..%2f..%2fpackage.json",
      // Out of node_modules/.cache/site-editor/<version>/assets/ to the project's own.
      "/admin/assets/..%2f..%2f..%2f..%2f..%2fpackage.json",
      "/admin/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json",
      "/admin/assets/..%2F..%2F..%2F..%2Fetc%2Fpasswd",
      "/admin/assets/%2e%2e%2f%2e%2e%2fpackage.json",
      "/admin/assets/..%5c..%5cpackage.json",
      "/admin/assets/%E0%A4%A",
      "/admin/assets/",
    ]) {
      const { status, body } = await rawGet(servers.origins.edit, path);
      expect(status, path).toBe(404);
      expect(body, path).not.toContain('"scripts"');
    }
    // Plain: the address is /package.json itself once its dots are read, which is not served either.
    for (const path of ["/admin/assets/../../package.json", "/admin/assets/%2e%2e/%2e%2e/package.json"]) {
      const { status, body } = await rawGet(servers.origins.edit, path);
      expect([403, 404], path).toContain(status);
      expect(body, path).not.toContain(packageJson.slice(0, 40));
    }
  });

  test("hands this start's token to its own page only: under no other host name, and to no other origin", async () => {
    const origin = servers.origins.edit;
    const own = await fetch(`${origin}/admin/`, { headers: { Origin: "http://localhost:3000" } });
    const page = await own.text();
    const token = /\\"token\\":\\"([\w-]+)\\"/.exec(page)?.[1] ?? "";
    expect(token, "the editor's page carries the token").toMatch(/^[\w-]{40,}$/);
    // Never kept by a cache, never inside another site's frame, never read by another origin.
    expect(own.headers.get("cache-control")).toBe("no-store");
    expect(own.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(own.headers.get("x-frame-options")).toBe("DENY");
    expect(own.headers.get("access-control-allow-origin")).toBeNull();

    // The same server by another name (localhost, or a DNS-rebound one): sent to its own address,
    // refused, or the site's pages; the token in none of them.
    const port = new URL(origin).port;
    for (const host of [`localhost:${port}`, `rebound.attacker.example:${port}`, "127.0.0.1"])
      for (const path of ["/admin/", "/admin/config.json", "/admin/api/auth", "/admin/api/v3/user"]) {
        const { status, location, body } = await rawGet(origin, path, { Host: host });
        expect(body, `${host}${path}`).not.toContain(token);
        if (path === "/admin/" && !host.startsWith("rebound")) {
          expect(status, `${host}${path}`).toBe(308);
          expect(location).toBe(`${origin}/admin/`);
        }
        if (path.startsWith("/admin/api/")) expect(status, `${host}${path}`).toBe(403);
      }

    // The sign-in's last page: the token, for the page that opened it on this origin alone
    // (shared/editor/oauth.mjs; in Chromium: tests/e2e/editor.test.ts).
    const signIn = await fetch(`${origin}/admin/api/auth?provider=github`, {
      headers: { Origin: "http://localhost:3000" },
    });
    expect(signIn.status).toBe(200);
    const result = await signIn.text();
    expect(result).toContain(token);
    expect(signIn.headers.get("content-security-policy")).toMatch(
      /default-src 'none'.*frame-ancestors 'none'/,
    );
    expect(signIn.headers.get("cache-control")).toBe("no-store");
    expect(signIn.headers.get("access-control-allow-origin")).toBeNull();

    // The API: no preflight is ever granted, so no other origin sends the token's header; and with
    // every other mark of the editor's page but the token, nothing is answered.
    const preflight = await fetch(`${origin}/admin/api/v3/user`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3000",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization",
      },
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const withoutToken = await fetch(`${origin}/admin/api/v3/user`, { headers: { Origin: origin } });
    expect(withoutToken.status).toBe(403);
    const withToken = await fetch(`${origin}/admin/api/v3/user`, {
      headers: { Origin: origin, Authorization: `token ${token}` },
    });
    expect(withToken.status).toBe(200);
  });
});

/** A GET with exactly this path and these headers (node:http: fetch would read the path's dots, and sends its own Host). */
function rawGet(origin: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; location: string; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const req = request({ host: hostname, port, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? "", body }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}
