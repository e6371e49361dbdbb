// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupLeads } from "./backup.mjs";
import { leadPhotoDir } from "./lead-photos.mjs";
import { openLeadStore } from "./store.mjs";

let dir: string;
let dbPath: string;
const lead = (n: number) => ({
  name: `Client ${n}`,
  email: `c${n}@example.com`,
  phone: "",
  message: `Job ${n}`,
});

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "leads-backup-"));
  dbPath = join(dir, "data", "leads.sqlite");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run leads -- --backup", () => {
  it("copies every lead and its mail state into a file that opens as the leads database", async () => {
    const store = openLeadStore(dbPath);
    for (const n of [1, 2, 3]) store.add(lead(n), { mail: n !== 2 });
    store.markSent(1);
    const target = join(dir, "backups", "leads.sqlite");

    expect(await backupLeads(dbPath, target)).toEqual({ leads: 3, photoFolders: 0 });
    const restored = openLeadStore(target);
    expect(restored.list()).toEqual(store.list());
    restored.close();
    store.close();
    // One self-contained file, for its owner's eyes only.
    expect(existsSync(`${target}-wal`)).toBe(false);
    expect(statSync(target).mode & 0o777).toBe(0o600);
  });

  it("copies one moment while the server writes: a lead whose write is not yet committed is not in it", async () => {
    const store = openLeadStore(dbPath);
    store.add(lead(1), { mail: false });
    // The server, mid-write: a second connection holds a write transaction open.
    const server = new DatabaseSync(dbPath);
    server.exec("BEGIN IMMEDIATE");
    server
      .prepare(
        "INSERT INTO leads (received_at, name, email, phone, message) VALUES ('x', 'B', 'b@example.com', '', 'm')",
      )
      .run();
    const target = join(dir, "backups", "leads.sqlite");

    expect((await backupLeads(dbPath, target)).leads).toBe(1);
    server.exec("COMMIT");
    server.close();
    expect(store.list()).toHaveLength(2);
    store.close();
  });

  it("copies the photos of the leads it holds, in the same layout beside the backup", async () => {
    const store = openLeadStore(dbPath);
    for (const n of [1, 2]) store.add(lead(n), { mail: false });
    store.close();
    for (const id of [1, 2, 9]) {
      mkdirSync(leadPhotoDir(dbPath, id), { recursive: true });
      writeFileSync(join(leadPhotoDir(dbPath, id), "kitchen.jpg"), `photo of lead ${id}`);
    }
    const target = join(dir, "backups", "leads.sqlite");

    expect(await backupLeads(dbPath, target)).toEqual({ leads: 2, photoFolders: 2 });
    // Lead 9 is not in the database (deleted): its leftover folder is not carried into the backup.
    expect(readdirSync(join(dir, "backups", "lead-photos")).sort()).toEqual(["1", "2"]);
    expect(readFileSync(leadPhotoDir(target, 2) + "/kitchen.jpg", "utf8")).toBe("photo of lead 2");
  });

  it("replaces an older backup at the same place, photos included", async () => {
    const store = openLeadStore(dbPath);
    store.add(lead(1), { mail: false });
    mkdirSync(leadPhotoDir(dbPath, 1), { recursive: true });
    writeFileSync(join(leadPhotoDir(dbPath, 1), "a.jpg"), "a");
    const target = join(dir, "backups", "leads.sqlite");
    await backupLeads(dbPath, target);
    rmSync(leadPhotoDir(dbPath, 1), { recursive: true });
    store.add(lead(2), { mail: false });
    store.close();

    expect(await backupLeads(dbPath, target)).toEqual({ leads: 2, photoFolders: 0 });
    expect(existsSync(join(dir, "backups", "lead-photos"))).toBe(false);
    expect(readdirSync(join(dir, "backups"))).toEqual(["leads.sqlite"]);
  });

  it("refuses, leaving nothing, without a database or into the database's own folder", async () => {
    await expect(backupLeads(dbPath, join(dir, "b", "leads.sqlite"))).rejects.toThrow(
      `there is no database at ${dbPath} to back up`,
    );
    openLeadStore(dbPath).close();
    await expect(backupLeads(dbPath, join(dir, "data", "copy.sqlite"))).rejects.toThrow(
      "write the backup to another folder than the database's own",
    );
    expect(readdirSync(join(dir, "data")).filter((f) => !f.startsWith("leads.sqlite"))).toEqual([]);
    expect(existsSync(join(dir, "b"))).toBe(false);
  });
});
