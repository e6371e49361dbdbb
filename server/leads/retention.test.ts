// @vitest-environment node
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
import { personText, photoFiles } from "./cli.mjs";
import { DEFAULT_RETENTION_DAYS, readInboxSettings, readRetentionDays } from "./inbox-settings.mjs";
import { leadPhotoDir } from "./lead-photos.mjs";
import { DAY_MS, deleteLead, keptDays, startRetention, sweepExpiredLeads } from "./retention.mjs";
import { openLeadStore, type LeadStore } from "./store.mjs";

const NOW = new Date("2026-11-25T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

let dir: string;
let db: string;
let store: LeadStore;

/** A lead received `days` ago, mailed (unless `mailed` is false: still queued), with one photo in its folder. */
function addLead(email: string, days: number, { mailed = true } = {}) {
  const id = store.add(
    { name: "Ada", email, phone: "", message: "A new deck" },
    { mail: true, now: daysAgo(days) },
  );
  if (mailed) store.markSent(id);
  mkdirSync(leadPhotoDir(db, id), { recursive: true });
  writeFileSync(join(leadPhotoDir(db, id), "1-deck.jpg"), "jpeg bytes");
  return id;
}

/** The outbox rows, read beside the store as another program would. */
function outboxIds() {
  const connection = new DatabaseSync(db);
  try {
    return connection
      .prepare("SELECT lead_id FROM outbox ORDER BY lead_id")
      .all()
      .map((r) => r.lead_id);
  } finally {
    connection.close();
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "leads-retention-"));
  db = join(dir, "leads.sqlite");
  store = openLeadStore(db);
});
afterEach(() => {
  vi.useRealTimers();
  try {
    store.close();
  } catch {
    // A test closed it.
  }
  rmSync(dir, { recursive: true, force: true });
});

describe("LEADS_RETENTION_DAYS", () => {
  it("keeps requests two years unless told otherwise", () => {
    expect(DEFAULT_RETENTION_DAYS).toBe(730);
    expect(readRetentionDays({})).toEqual({ days: 730 });
    expect(readRetentionDays({ LEADS_RETENTION_DAYS: " 90 " })).toEqual({ days: 90 });
    expect(readInboxSettings({ LEADS_RETENTION_DAYS: "365" }).settings?.retentionDays).toBe(365);
  });

  it.each(["0", "-5", "2.5", "30d", "1e3", "36501"])("refuses %j, naming the setting", (value) => {
    expect(readRetentionDays({ LEADS_RETENTION_DAYS: value }).error).toMatch(
      new RegExp(`^LEADS_RETENTION_DAYS must be a whole number of days from 1 to 36500 .*not "${value}"\\.$`),
    );
    expect(readInboxSettings({ LEADS_RETENTION_DAYS: value }).settings).toBeUndefined();
  });
});

describe("the period npm start keeps requests", () => {
  it("is never longer than the build's privacy page promises, and says so", () => {
    const longer = keptDays(900, 730);
    expect(longer.days).toBe(730);
    expect(longer.note).toBe(
      "LEADS_RETENTION_DAYS is 900, longer than the 730 days this build's privacy page promises visitors: requests are kept 730 days. To keep them 900 days, build again with LEADS_RETENTION_DAYS=900 (npm run build) so that the page says so first.",
    );
  });

  it("is a shorter one when set, with a reminder to build again; the page's when they agree", () => {
    expect(keptDays(30, 730)).toEqual({
      days: 30,
      note: expect.stringMatching(
        /^LEADS_RETENTION_DAYS is 30, but this build's privacy page tells visitors 730 days: build again/,
      ),
    });
    expect(keptDays(730, 730)).toEqual({ days: 730 });
    expect(keptDays(90, undefined)).toEqual({ days: 90 });
  });
});

describe("retention", () => {
  it("deletes an old request with its outbox row and its photos, and keeps a newer one", () => {
    const old = addLead("old@example.com", 731);
    const recent = addLead("new@example.com", 729);
    const log = vi.fn();

    expect(sweepExpiredLeads({ store, dbPath: db, days: 730, log, now: NOW })).toEqual([old]);

    expect(store.list().map((lead) => lead.id)).toEqual([recent]);
    expect(outboxIds()).toEqual([recent]);
    expect(existsSync(leadPhotoDir(db, old))).toBe(false);
    expect(existsSync(join(leadPhotoDir(db, recent), "1-deck.jpg"))).toBe(true);
    expect(log).toHaveBeenCalledWith(
      `retention: deleted 1 quote request older than 730 days, with its photos (lead ${old})`,
    );
  });

  it("deletes an old request that was never mailed (queued or refused) too, and names it in the log", () => {
    const unmailed = addLead("unseen@example.com", 40, { mailed: false });
    const refused = addLead("refused@example.com", 35, { mailed: false });
    store.markRefused(refused, "554 5.7.1 Message rejected as spam");
    const mailed = addLead("seen@example.com", 40);
    const recent = addLead("new@example.com", 3, { mailed: false });
    const log = vi.fn();

    expect(sweepExpiredLeads({ store, dbPath: db, days: 30, log, now: NOW })).toEqual([
      unmailed,
      refused,
      mailed,
    ]);

    expect(store.list().map((lead) => lead.id)).toEqual([recent]);
    expect(existsSync(leadPhotoDir(db, unmailed))).toBe(false);
    expect(log).toHaveBeenCalledWith(
      `retention: deleted 3 quote requests older than 30 days, with their photos (lead ${unmailed}, ${refused}, ${mailed})`,
    );
    expect(log).toHaveBeenCalledWith(
      `retention: 2 of them were never mailed to you (lead ${unmailed}, ${refused}): the mail settings failed or the mail server refused them. Check the mail errors in this log, and read new requests with npm run leads`,
    );
  });

  it("deletes an old request that was never meant to be mailed (no mail set up)", () => {
    const id = store.add(
      { name: "Ada", email: "ada@example.com", phone: "", message: "A deck" },
      { mail: false, now: daysAgo(40) },
    );
    const log = vi.fn();
    expect(sweepExpiredLeads({ store, dbPath: db, days: 30, log, now: NOW })).toEqual([id]);
    expect(log).not.toHaveBeenCalledWith(expect.stringContaining("kept"));
  });

  it("sweeps when the server starts, then every day, on a timer that never keeps it running", () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date", "setInterval", "clearInterval"] });
    const soon = addLead("soon@example.com", 729.5);
    const log = vi.fn();
    const retention = startRetention({ store, dbPath: db, days: 730, log });
    expect(store.list().map((lead) => lead.id)).toEqual([soon]);

    vi.advanceTimersByTime(DAY_MS);
    expect(store.list()).toEqual([]);
    expect(existsSync(leadPhotoDir(db, soon))).toBe(false);
    retention.stop();
  });

  it("logs a database it cannot use and carries on", () => {
    addLead("old@example.com", 800);
    store.close();
    const log = vi.fn();
    expect(sweepExpiredLeads({ store, dbPath: db, days: 730, log, now: NOW })).toEqual([]);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^retention: the leads database cannot be read: /),
    );
  });
});

describe("npm run leads -- --delete <id>", () => {
  it("deletes the request, its outbox row and its photos, and leaves the others", () => {
    const mine = addLead("ada@example.com", 3);
    const other = addLead("bob@example.com", 2);
    expect(deleteLead(store, db, mine)).toEqual({ found: true, erased: true });
    expect(store.list().map((lead) => lead.id)).toEqual([other]);
    expect(outboxIds()).toEqual([other]);
    expect(existsSync(leadPhotoDir(db, mine))).toBe(false);
    expect(existsSync(leadPhotoDir(db, other))).toBe(true);
    expect(deleteLead(store, db, mine)).toEqual({ found: false, erased: true });
  });
});

describe("erasure", () => {
  /** Every file of the database (and of a backup) whose bytes still hold `text`. */
  const holding = (folder: string, text: string) =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => readFileSync(file).includes(Buffer.from(text)));

  /** A request with words found nowhere else, and a long message (an overflow page of its own). */
  const addPrivate = (days: number) =>
    store.add(
      {
        name: "Zebulon Quarry",
        email: "zebulon.quarry@example.net",
        phone: "+1 555 0199",
        message: `Secret renovation plans. ${"Brick by brick. ".repeat(400)}`,
      },
      { mail: true, now: daysAgo(days) },
    );

  it("leaves no byte of a deleted request in the database, its log, or a backup made afterwards", async () => {
    // Another program has the database open meanwhile (npm run leads beside npm start).
    const reader = new DatabaseSync(db);
    const id = addPrivate(2);
    addLead("other@example.com", 1);
    expect(holding(dir, "zebulon.quarry@example.net").length).toBeGreaterThan(0);

    expect(deleteLead(store, db, id)).toEqual({ found: true, erased: true });

    for (const text of ["zebulon.quarry@example.net", "Zebulon Quarry", "Secret renovation", "555 0199"]) {
      expect(holding(dir, text), text).toEqual([]);
    }
    const backup = mkdtempSync(join(tmpdir(), "leads-backup-"));
    try {
      await backupLeads(db, join(backup, "copy"));
      expect(holding(backup, "zebulon.quarry@example.net")).toEqual([]);
      expect(holding(backup, "other@example.com").length).toBeGreaterThan(0);
    } finally {
      reader.close();
      rmSync(backup, { recursive: true, force: true });
    }
  });

  it("says when another program's read keeps a deleted request's bytes, waits no more than moments, and erases them next time", () => {
    // Another program holds a read open (a terminal running sqlite3, a backup tool): the log cannot
    // be emptied while it reads.
    const reader = new DatabaseSync(db);
    const id = addPrivate(2);
    const other = addLead("other@example.com", 1);
    reader.exec("BEGIN");
    reader.prepare("SELECT count(*) FROM leads").get();

    expect(deleteLead(store, db, id)).toEqual({ found: true, erased: false });
    expect(store.list().map((lead) => lead.id)).toEqual([other]);

    reader.exec("COMMIT");
    reader.close();
    // Asked again (as the command's words say), it is no lead any more, and its bytes go.
    expect(deleteLead(store, db, id)).toEqual({ found: false, erased: true });
    expect(holding(dir, "zebulon.quarry@example.net")).toEqual([]);
  }, 20_000);

  it("a sweep says when another program's read kept the deleted requests' bytes, and the next sweep erases them", () => {
    const reader = new DatabaseSync(db);
    const old = addPrivate(800);
    addLead("other@example.com", 1);
    reader.exec("BEGIN");
    reader.prepare("SELECT count(*) FROM leads").get();
    const log = vi.fn();

    expect(sweepExpiredLeads({ store, dbPath: db, days: 730, log, now: NOW })).toEqual([old]);
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      `retention: deleted 1 quote request older than 730 days, with its photos (lead ${old})`,
      `retention: 1 of them was never mailed to you (lead ${old}): the mail settings failed or the mail server refused it. Check the mail errors in this log, and read new requests with npm run leads`,
      "retention: another program was reading the leads database (sqlite3, a backup tool?), so what the deleted requests held is still in its write-ahead log (leads.sqlite-wal): close that program; the next sweep (at the next start, or in a day) erases it",
    ]);

    reader.exec("COMMIT");
    reader.close();
    log.mockClear();
    expect(sweepExpiredLeads({ store, dbPath: db, days: 730, log, now: NOW })).toEqual([]);
    expect(log).not.toHaveBeenCalled();
    expect(holding(dir, "zebulon.quarry@example.net")).toEqual([]);
  }, 20_000);

  it("leaves no byte of a request the retention sweep deleted", () => {
    addPrivate(800);
    addLead("other@example.com", 1);
    expect(sweepExpiredLeads({ store, dbPath: db, days: 730, log: () => {}, now: NOW })).toHaveLength(1);
    expect(holding(dir, "zebulon.quarry@example.net")).toEqual([]);
    expect(holding(dir, "Secret renovation")).toEqual([]);
  });
});

describe("npm run leads -- --person <email>", () => {
  it("finds every request from one address, whatever its case, with all it holds", () => {
    const first = addLead("Ada@Example.com", 10);
    addLead("bob@example.com", 5);
    const second = store.add(
      { name: "Ada L.", email: "ada@example.com", phone: "555-0100", message: "Also\na roof" },
      { mail: false, now: daysAgo(1) },
    );
    store.markSent(first);

    const found = store.person(" ADA@example.com ");
    expect(found.map((lead) => lead.id)).toEqual([first, second]);
    expect(found[0]).toMatchObject({ mail: "sent", sent_at: expect.any(String) });
    expect(found[1]).toMatchObject({ mail: "off", phone: "555-0100" });

    const text = personText("ada@example.com", found, (id) => (id === first ? ["1-deck.jpg"] : []));
    expect(text).toContain(`Quote request #${first}\n    id: ${first}\n`);
    expect(text).toContain("    email: Ada@Example.com\n");
    expect(text).toContain(`    received_at: ${daysAgo(10).toISOString()}\n`);
    expect(text).toContain("    message: Also\n      a roof\n");
    expect(text).toMatch(/ {4}mail: mailed to the company 20\d\d-/);
    expect(text).toContain("    mail: not mailed (mail was not set up when it arrived)\n");
    expect(text).toContain("    photos: 1-deck.jpg\n");
    expect(text).toContain(
      `2 quote requests from ada@example.com. To delete them: npm run leads -- --delete ${first}; npm run leads -- --delete ${second}\n`,
    );
    expect(text).not.toContain("bob@example.com");
  });

  it("finds an address whatever the case or Unicode form of its letters beyond ASCII", () => {
    const upper = addLead("ÉLODIE.ÇA@EXEMPLE.FR", 3);
    const decomposed = addLead("e\u0301lodie.c\u0327a@exemple.fr", 2);
    const greek = addLead("ΣΟΦΙΑ@example.gr", 1);
    addLead("elodie.ca@exemple.fr", 1);

    expect(store.person("élodie.ça@exemple.fr").map((lead) => lead.id)).toEqual([upper, decomposed]);
    expect(store.person(" Élodie.Ça@Exemple.fr ").map((lead) => lead.id)).toEqual([upper, decomposed]);
    expect(store.person("σοφια@example.gr").map((lead) => lead.id)).toEqual([greek]);
  });

  it("lists a lead's photos by the paths where the owner finds them", () => {
    const id = addLead("ada@example.com", 3);
    expect(photoFiles(db, id)).toEqual([join(leadPhotoDir(db, id), "1-deck.jpg")]);
    expect(photoFiles(db, id + 1)).toEqual([]);
  });

  it("lists the mail's copies of a lead's photos too, but not the inbox's own markers beside them", () => {
    const id = addLead("ada@example.com", 3);
    const mail = join(leadPhotoDir(db, id), "mail");
    mkdirSync(mail, { recursive: true });
    for (const name of ["1.jpg", "2.none", "3.decoding"]) writeFileSync(join(mail, name), "");
    expect(photoFiles(db, id).sort()).toEqual(
      [join(leadPhotoDir(db, id), "1-deck.jpg"), join(mail, "1.jpg")].sort(),
    );
  });

  it("says so when nothing is held", () => {
    expect(personText("eve@example.com", store.person("eve@example.com"), () => [])).toBe(
      "Nothing is stored about eve@example.com: no quote request came from that address.\n",
    );
  });
});
