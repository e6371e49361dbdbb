/**
 * `npm run dev` answers any page the owner's browser has open, like `npm run edit` (editor.test.ts):
 * it must hand none of them the lead inbox's database, and grant no other origin a read. Runs in a
 * copy of the project, whose data/ folder holds a database as `npm start` leaves it by default.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { expect, test } from "../support/fixtures";
import { copyProject } from "../support/site";

// One dev server for the whole file, in one worker.
test.describe.configure({ mode: "default" });

let copy: string;
let dev: ChildProcess;
let origin: string;
const SECRET = "Ada Lovelace ada@example.com: a porch, please";

/** A free port on 127.0.0.1 (the dev server's own option takes no 0). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  copy = copyProject("site-dev-");
  mkdirSync(join(copy, "data"), { recursive: true });
  for (const file of ["leads.sqlite", "leads.sqlite-wal", "leads.sqlite-shm"])
    writeFileSync(join(copy, "data", file), `SQLite format 3\0${SECRET}`);
  writeFileSync(join(copy, "app", "old-leads.sqlite"), `SQLite format 3\0${SECRET}`);
  const port = await freePort();
  dev = spawn(
    "npm",
    ["run", "dev", "--silent", "--", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    {
      cwd: copy,
      detached: true,
    },
  );
  origin = `http://127.0.0.1:${port}`;
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
});

test.afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
  rmSync(copy, { recursive: true, force: true });
});

test.describe("npm run dev", () => {
  for (const path of [
    "/data/leads.sqlite",
    "/data/leads.sqlite-wal",
    "/data/leads.sqlite-shm",
    "/data/leads.sqlite?raw",
    "/data/leads.sqlite?import",
    "/data/leads.sqlite?url",
    "/%64ata/leads.sqlite",
    "/app/old-leads.sqlite",
  ])
    test(`serves nothing of the leads at ${path}`, async () => {
      const response = await fetch(origin + path, { headers: { Origin: "http://localhost:3000" } });
      expect([403, 404]).toContain(response.status);
      expect(await response.text()).not.toContain(SECRET);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
    });

  test("serves nothing of the leads through its file system route either", async () => {
    const response = await fetch(`${origin}/@fs${copy}/data/leads.sqlite`);
    expect([403, 404]).toContain(response.status);
    expect(await response.text()).not.toContain(SECRET);
  });

  test("serves only what the site needs: not a CSV of the leads or a backup's photos the owner keeps in the project", async () => {
    writeFileSync(join(copy, "leads.csv"), `id,name,email\n1,${SECRET}\n`);
    mkdirSync(join(copy, "backup-2026-11-01", "lead-photos", "1"), { recursive: true });
    writeFileSync(join(copy, "backup-2026-11-01", "lead-photos", "1", "1.jpg"), SECRET);
    for (const path of [
      "/leads.csv",
      "/backup-2026-11-01/lead-photos/1/1.jpg",
      "/backup-2026-11-01/lead-photos/1/1.jpg?raw",
      "/package.json",
      "/tooling/editor/main.ts",
    ]) {
      const response = await fetch(origin + path);
      expect(response.status, path).toBe(403);
      expect(await response.text()).not.toContain(SECRET);
    }
    for (const path of ["/", "/about", "/app/root.tsx", "/favicon.svg"]) {
      expect((await fetch(origin + path)).status, path).toBe(200);
    }
  });

  test("grants no other local page a read (no CORS headers)", async () => {
    const response = await fetch(`${origin}/`, { headers: { Origin: "http://localhost:3000" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});
