// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

  it("keeps an old request that was never mailed, says why, and deletes it once mailed", () => {
    const unmailed = addLead("unseen@example.com", 40, { mailed: false });
    const alsoUnmailed = addLead("unseen2@example.com", 35, { mailed: false });
    const mailed = addLead("seen@example.com", 40);
    const log = vi.fn();

    expect(sweepExpiredLeads({ store, dbPath: db, days: 30, log, now: NOW })).toEqual([mailed]);

    expect(store.list().map((lead) => lead.id)).toEqual([unmailed, alsoUnmailed]);
    expect(existsSync(join(leadPhotoDir(db, unmailed), "1-deck.jpg"))).toBe(true);
    expect(log).toHaveBeenCalledWith(
      "retention: kept 2 quote requests older than 30 days because they have not been mailed to you yet: fix the mail settings (the mail errors above say what fails), or read them with npm run leads. They are deleted at the first daily sweep after being mailed",
    );

    store.markSent(unmailed);
    log.mockClear();
    expect(sweepExpiredLeads({ store, dbPath: db, days: 30, log, now: NOW })).toEqual([unmailed]);
    expect(existsSync(leadPhotoDir(db, unmailed))).toBe(false);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^retention: kept 1 quote request older than 30 days because it has not/),
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
    expect(deleteLead(store, db, mine)).toBe("deleted");
    expect(store.list().map((lead) => lead.id)).toEqual([other]);
    expect(outboxIds()).toEqual([other]);
    expect(existsSync(leadPhotoDir(db, mine))).toBe(false);
    expect(existsSync(leadPhotoDir(db, other))).toBe(true);
    expect(deleteLead(store, db, mine)).toBe("missing");
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

  it("says so when nothing is held", () => {
    expect(personText("eve@example.com", store.person("eve@example.com"), () => [])).toBe(
      "Nothing is stored about eve@example.com: no quote request came from that address.\n",
    );
  });
});
