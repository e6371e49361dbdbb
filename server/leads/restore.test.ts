// @vitest-environment node
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backupLeads } from "./backup.mjs";
import { leadPhotoDir, leadPhotosRoot } from "./lead-photos.mjs";
import { restoreCommand, restoreLeads, RestoreError } from "./restore.mjs";
import { openLeadStore } from "./store.mjs";

let dir: string;
let dbPath: string;
let backup: string;
const lead = (n: number) => ({
  name: `Client ${n}`,
  email: `c${n}@example.com`,
  phone: "",
  message: `Job ${n}`,
});

/** Stores leads `from`..`to` in the live database, each with a photo in its folder. */
function receive(from: number, to: number) {
  const store = openLeadStore(dbPath);
  for (let n = from; n <= to; n++) {
    const id = store.add(lead(n), { mail: false });
    mkdirSync(leadPhotoDir(dbPath, id), { recursive: true });
    writeFileSync(join(leadPhotoDir(dbPath, id), "1.jpg"), `photo of ${id}`);
  }
  store.close();
}

const names = (file: string) => {
  const store = openLeadStore(file);
  try {
    return store.list().map((l) => l.name);
  } finally {
    store.close();
  }
};

/** Everything under the data folder, for "nothing changed". */
const dataFiles = () => readdirSync(join(dir, "data"), { recursive: true, encoding: "utf8" }).sort();

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "leads-restore-"));
  dbPath = join(dir, "data", "leads.sqlite");
  backup = join(dir, "backups", "1-Mon", "leads.sqlite");
  receive(1, 3);
  await backupLeads(dbPath, backup);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run leads -- --restore", () => {
  it("puts a backup and its photos in place of the live ones, keeping what it replaced aside, and the next request's photos have their folder", async () => {
    // Requests that came after the backup: the restore replaces them.
    receive(4, 5);
    const now = new Date("2026-11-27T10:00:00Z");

    const restored = await restoreLeads(dbPath, backup, { now });

    const aside = join(dir, "data", "replaced-2026-11-27T10-00-00-000Z");
    expect(restored).toEqual({ leads: 3, photoFolders: 3, replaced: { folder: aside, leads: 5 } });
    expect(names(dbPath)).toEqual(["Client 1", "Client 2", "Client 3"]);
    expect(readdirSync(leadPhotosRoot(dbPath)).sort()).toEqual(["1", "2", "3"]);
    // Nothing of what it replaced is lost: the database and its photos, in the same layout.
    expect(names(join(aside, "leads.sqlite"))).toEqual([
      "Client 1",
      "Client 2",
      "Client 3",
      "Client 4",
      "Client 5",
    ]);
    expect(readFileSync(join(aside, "lead-photos", "5", "1.jpg"), "utf8")).toBe("photo of 5");
    expect(readdirSync(join(dir, "data")).sort()).toEqual([
      "lead-photos",
      "leads.sqlite",
      "replaced-2026-11-27T10-00-00-000Z",
    ]);
    // The number a new request gets has no folder of another's in the way (a copy by hand left one).
    const store = openLeadStore(dbPath);
    const next = store.add(lead(6), { mail: false });
    store.close();
    expect(next).toBe(4);
    expect(existsSync(leadPhotoDir(dbPath, next))).toBe(false);
  });

  it("restores onto a server with no database yet", async () => {
    rmSync(join(dir, "data"), { recursive: true });
    expect(await restoreLeads(dbPath, backup)).toMatchObject({ leads: 3, photoFolders: 3, replaced: null });
    expect(names(dbPath)).toHaveLength(3);
  });

  it("refuses while a program has the live database open (npm start), changing nothing", async () => {
    // Another process with the database open, as npm start keeps it.
    const holder = spawn(
      process.execPath,
      [
        "-e",
        `const db = new (require("node:sqlite").DatabaseSync)(${JSON.stringify(dbPath)}); db.exec("PRAGMA journal_mode = WAL"); db.prepare("SELECT count(*) FROM leads").get(); console.log("open"); setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      await new Promise((open) => holder.stdout.once("data", open));
      const before = dataFiles();
      const refused = restoreLeads(dbPath, backup);
      await expect(refused).rejects.toThrow(RestoreError);
      await expect(refused).rejects.toThrow(
        `a program has the database ${dbPath} open, npm start most likely: stop it first`,
      );
      expect(dataFiles()).toEqual(before);
    } finally {
      holder.kill();
    }
  });

  it("refuses a missing backup, a folder, a file that is no backup, a newer version's, and the live database itself", async () => {
    const before = dataFiles();
    const notABackup = join(dir, "notes.txt");
    writeFileSync(notABackup, "not a database at all, but long enough to be read as one, or not".repeat(20));
    const newer = join(dir, "newer", "leads.sqlite");
    mkdirSync(join(dir, "newer"));
    const db = new DatabaseSync(newer);
    db.exec("CREATE TABLE leads (id INTEGER PRIMARY KEY); PRAGMA user_version = 999");
    db.close();
    for (const [file, words] of [
      [join(dir, "backups", "2-Tue", "leads.sqlite"), "there is no backup at"],
      [join(dir, "backups", "1-Mon"), "is a folder: name the backup's file in it, e.g. --restore"],
      [notABackup, `${notABackup} is not a backup of the quote requests`],
      [newer, "was made by a newer version of the site"],
      [dbPath, "is the live database itself"],
    ] as const) {
      await expect(restoreLeads(dbPath, file), file).rejects.toThrow(words);
    }
    expect(dataFiles()).toEqual(before);
  });

  it("says what it restored, what it replaced and where it is kept, and what to do next", async () => {
    receive(4, 4);
    const out = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      expect(await restoreCommand([backup], dbPath)).toBe(0);
      const [done, replaced, next] = out.mock.calls.map(([line]) => String(line));
      expect(done).toBe(`Restored 3 quote requests from ${backup} into ${dbPath}, with the photos of 3.`);
      expect(replaced).toMatch(
        /^The database it replaced, with 4 quote requests, is kept with its photos in .*\/data\/replaced-[\dT-]+Z\/ \(LEADS_DB=.*npm run leads lists them\)\. Delete that folder once you no longer need it/,
      );
      expect(next).toContain("delete them again now (npm run leads -- --delete <number>)");
    } finally {
      out.mockRestore();
    }
    const said = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await restoreCommand([], dbPath)).toBe(2);
      expect(await restoreCommand([join(dir, "none.sqlite")], dbPath)).toBe(1);
      expect(said.mock.calls.at(-1)?.[0]).toBe(
        `Nothing was restored: there is no backup at ${join(dir, "none.sqlite")} (npm run leads -- --backup <file> makes one).`,
      );
    } finally {
      said.mockRestore();
    }
  });
});
