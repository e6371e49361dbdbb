/**
 * `npm run dev` and `npm run edit` answer any page the owner's browser has open (editor.test.ts tells
 * the editor's own guard): they serve only what the site needs (its sources, public/, node_modules,
 * the editor's page), never what else the owner keeps in the project folder (a leads export, a
 * backup's database and photos, the inbox's data/ folder, .env, deploy/), and grant no other origin
 * a read. Runs in a copy of the project holding such files, as the README's own examples leave them.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { projects } from "~/content/site";
import { expect, test } from "../support/fixtures";
import { copyProject } from "../support/site";

// One copy and its two dev servers for the whole file, in one worker.
test.describe.configure({ mode: "default" });

let copy: string;
const servers: ChildProcess[] = [];
/** The address of each dev server. */
const origins = { dev: "", edit: "" };
const SECRET = "Ada Lovelace ada@example.com: a porch, please";

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

/** A free port on 127.0.0.1 (the dev server's own option takes no 0). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Starts `npm run <script>` in the copy and waits until it answers `/` on `origin`. */
async function start(script: string, origin: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  servers.push(
    spawn("npm", ["run", script, "--silent", "--", ...args], {
      cwd: copy,
      env: { ...process.env, ...env },
      detached: true,
    }),
  );
  await expect
    .poll(
      () =>
        fetch(`${origin}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  copy = copyProject("site-dev-");
  for (const [path, bytes] of Object.entries(OWNER_FILES)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), bytes, "latin1");
  }
  const [devPort, editPort] = [await freePort(), await freePort()];
  origins.dev = `http://127.0.0.1:${devPort}`;
  origins.edit = `http://127.0.0.1:${editPort}`;
  await start("dev", origins.dev, ["--host", "127.0.0.1", "--port", String(devPort), "--strictPort"]);
  // scripts/edit.mjs takes its port from PORT (and passes no arguments on).
  await start("edit", origins.edit, [], { PORT: String(editPort) });
});

test.afterAll(() => {
  for (const server of servers) if (server.pid) process.kill(-server.pid, "SIGTERM");
  rmSync(copy, { recursive: true, force: true });
});

for (const [name, server] of [
  ["npm run dev", "dev"],
  ["npm run edit", "edit"],
] as const)
  test.describe(name, () => {
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
        const response = await fetch(origins[server] + path, {
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
        const response = await fetch(`${origins[server]}/@fs${copy}/${path}`);
        expect([403, 404]).toContain(response.status);
        expect(await response.text()).not.toContain(SECRET);
      }
    });

    test("grants no other local page a read (no CORS headers)", async () => {
      const response = await fetch(`${origins[server]}/`, { headers: { Origin: "http://localhost:3000" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
    });

    test("still serves the site: its pages load whole, every module and file they ask for", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const refused: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
      });
      for (const path of ["/", "/contact/", "/favicon.svg"]) {
        const response = await page.goto(origins[server] + path);
        expect(response?.status()).toBe(200);
      }
      await page.goto(`${origins[server]}/`);
      await expect(page.getByRole("navigation").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      if (server === "edit") {
        // The editor's page, Decap CMS and the editor's own script, its forms filled from app/content.
        await page.goto(`${origins.edit}/editor/#/collections/projects`);
        for (const project of projects)
          await expect(page.getByText(project.title)).toBeVisible({ timeout: 60_000 });
        // Its bundled dependencies are its own: npm run dev's, in the same folder at the same time,
        // would otherwise replace them under its pages ("504 Outdated Optimize Dep", seen in CI).
        expect(existsSync(join(copy, "node_modules/.vite-edit/deps/_metadata.json"))).toBe(true);
      }
      expect(refused).toEqual([]);
    });
  });
