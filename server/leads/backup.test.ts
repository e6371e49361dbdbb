// @vitest-environment node
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backupCommand, backupLeads } from "./backup.mjs";
import { BackupError } from "./backup-target.mjs";
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

/** The leads' names in a database file as SQLite reads it on its own (none if it has no table yet). */
const leadNames = (file: string) => {
  const db = new DatabaseSync(file);
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'leads'").get();
    return table
      ? db
          .prepare("SELECT name FROM leads ORDER BY id")
          .all()
          .map((r) => r.name)
      : [];
  } finally {
    db.close();
  }
};

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

  it("copies what the server committed but SQLite keeps only in its write-ahead log, which a copy of the file misses", async () => {
    const store = openLeadStore(dbPath);
    store.add(lead(1), { mail: false });
    store.add(lead(2), { mail: false });
    // The server still runs (the store is open): its committed leads are in leads.sqlite-wal.
    expect(statSync(`${dbPath}-wal`).size).toBeGreaterThan(0);
    // The premise: a plain copy of the main file alone lacks them.
    const plainCopy = join(dir, "plain.sqlite");
    copyFileSync(dbPath, plainCopy);
    expect(leadNames(plainCopy)).not.toEqual(["Client 1", "Client 2"]);
    const target = join(dir, "backups", "leads.sqlite");

    expect((await backupLeads(dbPath, target)).leads).toBe(2);
    store.close();
    const restored = openLeadStore(target);
    expect(restored.list().map((l) => l.name)).toEqual(["Client 1", "Client 2"]);
    expect(leadNames(target)).toEqual(["Client 1", "Client 2"]);
    restored.close();
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

  it("makes its own folders and files, and the live data folder, readable by their user only, whatever the umask", async () => {
    const umask = process.umask(0o022);
    try {
      // The live folders as npm start makes them: data/ with the database (lead-photos/ is made
      // 0700 by the inbox), here a photo folder left 0755 by an older version.
      const store = openLeadStore(dbPath);
      store.add(lead(1), { mail: false });
      store.close();
      mkdirSync(leadPhotoDir(dbPath, 1), { recursive: true, mode: 0o755 });
      writeFileSync(join(leadPhotoDir(dbPath, 1), "kitchen.jpg"), "photo of lead 1", { mode: 0o644 });
      const target = join(dir, "backups", "2026-11-26", "leads.sqlite");

      await backupLeads(dbPath, target);

      const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
      expect({
        data: mode(dirname(dbPath)),
        database: mode(dbPath),
        backups: mode(join(dir, "backups")),
        backup: mode(dirname(target)),
        copy: mode(target),
        photos: mode(join(dirname(target), "lead-photos")),
        lead: mode(leadPhotoDir(target, 1)),
        photo: mode(join(leadPhotoDir(target, 1), "kitchen.jpg")),
      }).toEqual({
        data: "700",
        database: "600",
        backups: "700",
        backup: "700",
        copy: "600",
        photos: "700",
        lead: "700",
        photo: "600",
      });
    } finally {
      process.umask(umask);
    }
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

  it("refuses a folder that is the database's own through a symlink, its photos folder, or the database itself", async () => {
    const store = openLeadStore(dbPath);
    store.add(lead(1), { mail: false });
    mkdirSync(leadPhotoDir(dbPath, 1), { recursive: true });
    writeFileSync(join(leadPhotoDir(dbPath, 1), "a.jpg"), "a");
    // As under systemd's DynamicUser: /var/lib/site is a symlink to /var/lib/private/site.
    const link = join(dir, "site");
    symlinkSync(join(dir, "data"), link);
    const before = readdirSync(join(dir, "data")).sort();

    for (const target of [
      join(link, "leads.sqlite"),
      join(link, "copy.sqlite"),
      join(dir, "data", "lead-photos", "backup.sqlite"),
      join(link, "lead-photos", "1", "backup.sqlite"),
    ]) {
      await expect(backupLeads(dbPath, target), target).rejects.toThrow(BackupError);
    }
    const fileLink = join(dir, "elsewhere", "leads.sqlite");
    mkdirSync(dirname(fileLink));
    symlinkSync(dbPath, fileLink);
    await expect(backupLeads(dbPath, fileLink)).rejects.toThrow("is the live database");

    // The live lead and its photos are untouched.
    expect(readdirSync(join(dir, "data")).sort()).toEqual(before);
    expect(readFileSync(join(leadPhotoDir(dbPath, 1), "a.jpg"), "utf8")).toBe("a");
    expect(store.list()).toHaveLength(1);
    store.close();
  });

  it("refuses an existing folder as the backup's file, in words, leaving no partial copy beside it", async () => {
    const store = openLeadStore(dbPath);
    store.add(lead(1), { mail: false });
    store.close();
    const folder = join(dir, "backups");
    mkdirSync(join(folder, "1-Mon"), { recursive: true });
    const said = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await backupCommand([folder], dbPath)).toBe(1);
      expect(said.mock.calls).toEqual([
        [
          `No backup was made: ${folder} is a folder: name the backup's file in it, e.g. --backup ${join(folder, "leads.sqlite")}.`,
        ],
      ]);
    } finally {
      said.mockRestore();
    }
    expect(readdirSync(dir).sort()).toEqual(["backups", "data"]);
    expect(readdirSync(folder)).toEqual(["1-Mon"]);
  });

  it("leaves no partial copy when the finished copy cannot be put in place", async () => {
    const store = openLeadStore(dbPath);
    store.add(lead(1), { mail: false });
    store.close();
    mkdirSync(leadPhotoDir(dbPath, 1), { recursive: true });
    const target = join(dir, "backups", "leads.sqlite");
    // A folder made at the backup's place while its photos were copied: the copy cannot go there.
    const failed = backupLeads(dbPath, target, {
      copyFolder: (_from, to) => {
        mkdirSync(to, { recursive: true });
        mkdirSync(join(target, "in-the-way"), { recursive: true });
      },
    });
    await expect(failed).rejects.toThrow(BackupError);
    await expect(failed).rejects.toThrow(`the copy could not be put at ${target}`);
    expect(readdirSync(join(dir, "backups"))).toEqual(["leads.sqlite"]);
    expect(readdirSync(target)).toEqual(["in-the-way"]);
  });

  it("leaves no partial copy when a photo cannot be copied, and says what to do", async () => {
    const store = openLeadStore(dbPath);
    for (const n of [1, 2]) store.add(lead(n), { mail: false });
    store.close();
    for (const id of [1, 2]) {
      mkdirSync(leadPhotoDir(dbPath, id), { recursive: true });
      writeFileSync(join(leadPhotoDir(dbPath, id), "a.jpg"), "a");
    }
    const target = join(dir, "backups", "leads.sqlite");
    // An injected copy: the first folder copies, the second fails as a full disk does.
    let copies = 0;
    const copyFolder = (from: string, to: string) => {
      if (++copies === 2)
        throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
      mkdirSync(to, { recursive: true });
      writeFileSync(join(to, "a.jpg"), readFileSync(join(from, "a.jpg")));
    };

    const failed = backupLeads(dbPath, target, { copyFolder });
    await expect(failed).rejects.toThrow(BackupError);
    await expect(failed).rejects.toThrow(/could not be copied \(the disk is full\); nothing was written/);
    expect(readdirSync(join(dir, "backups"))).toEqual([]);
  });
});
