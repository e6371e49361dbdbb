/**
 * `npm run dev` and `npm run edit` answer any page the owner's browser has open (editor.test.ts tells
 * the editor's own guard): they serve only what the site needs (its sources, public/, node_modules,
 * the editor's page), never what else the owner keeps in the project folder (a leads export, a
 * backup's database and photos, the inbox's data/ folder, .env, deploy/), and grant no other origin
 * a read. Runs in a copy of the project of its own holding such files, as the README's own examples
 * leave them (and the dev servers write their bundles there), and with a language the owner is
 * adding in the editor, its files not all written yet. That the pages still load whole in a
 * browser: tests/e2e/dev-servers.test.ts.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
  expect((await fetch(`${servers.origins.edit}/tooling/editor/main.ts`)).status).toBe(200);
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
    // What the editor needs is there: its script, the site's pages and sources.
    for (const path of ["/tooling/editor/main.ts", "/", "/app/root.tsx"]) {
      expect((await fetch(servers.origins.edit + path)).status, path).toBe(200);
    }
  });
});
