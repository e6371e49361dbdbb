// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openLeadStore, type LeadStore } from "./store.mjs";

const MIGRATIONS = join(import.meta.dirname, "migrations");

let dir: string;
let db: string;
let store: LeadStore | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "leads-migrations-"));
  db = join(dir, "leads.sqlite");
});
afterEach(() => {
  store?.close();
  store = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `read` on the database as another program would, then closes it. */
function inspect<T>(read: (connection: DatabaseSync) => T): T {
  const connection = new DatabaseSync(db);
  try {
    return read(connection);
  } finally {
    connection.close();
  }
}

/** An inbox as an older version made it: the migrations up to `version` applied, nothing after. */
function inboxAt(version: number) {
  inspect((connection) => {
    for (const file of readdirSync(MIGRATIONS).sort()) {
      if (Number.parseInt(file, 10) <= version) connection.exec(readFileSync(join(MIGRATIONS, file), "utf8"));
    }
    connection.exec(`PRAGMA user_version = ${version}`);
  });
}

/** Everything a database holds and how: its tables' columns, foreign keys, indexes, and every row. */
const contents = (connection: DatabaseSync) => ({
  columns: connection.prepare("PRAGMA table_info(leads)").all(),
  outboxColumns: connection.prepare("PRAGMA table_info(outbox)").all(),
  foreignKeys: connection.prepare("PRAGMA foreign_key_list(outbox)").all(),
  indexes: connection
    .prepare("SELECT name, tbl_name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name")
    .all(),
  strict: connection
    .prepare("SELECT name, strict FROM pragma_table_list WHERE name IN ('leads', 'outbox') ORDER BY name")
    .all(),
  leads: connection.prepare("SELECT * FROM leads ORDER BY id").all(),
  outbox: connection.prepare("SELECT * FROM outbox ORDER BY lead_id").all(),
});

const FIELDS = { name: "Ada", email: "ada@example.com", phone: "", message: "A deck" };

describe("migration 003: a lead's number is never used again", () => {
  it("an inbox at migration 002 with leads is upgraded on start, keeping every row, column and index", () => {
    inboxAt(2);
    inspect((connection) => {
      connection.exec(`
        INSERT INTO leads (id, received_at, name, email, phone, message, service, postcode, outside_area,
          start, budget, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, referrer_host,
          from_page, photos)
        VALUES
          (1, '2026-01-01T00:00:00.000Z', 'Ada', 'ada@example.com', '', 'A deck', '', '', 0, '', '', '', '',
            '', '', '', '', '', '', '[]'),
          (2, '2026-02-01T00:00:00.000Z', 'Bo', 'bo@example.com', '555-0100', 'A roof', 'Roofing', '10001', 1,
            'Just planning', 'Not sure yet', 'flyer', 'print', 'fall', 'roof', 'a', 'g1', 'search.example',
            '/services', '[{"file":"1.jpg","name":"roof.jpg","type":"jpeg","bytes":3}]'),
          (5, '2026-03-01T00:00:00.000Z', 'Cy', 'cy@example.com', '', 'A porch', '', '', 0, '', '', '', '',
            '', '', '', '', '', '', '[]');
        INSERT INTO outbox (lead_id, attempts, next_attempt_at, last_error, sent_at)
        VALUES (2, 3, 1000, 'down', NULL), (5, 1, 2000, NULL, '2026-03-01T00:01:00.000Z');`);
    });
    const before = inspect(contents);

    store = openLeadStore(db);
    store.close();
    store = undefined;

    const after = inspect(contents);
    // Every row, column and index kept; migration 004 adds when a mail was refused for good, 005
    // the language of the request's page ("" for those stored before).
    expect(after).toEqual({
      ...before,
      columns: [
        ...before.columns,
        expect.objectContaining({ name: "language", type: "TEXT", dflt_value: "''" }),
      ],
      leads: before.leads.map((row) => ({ ...row, language: "" })),
      outboxColumns: [...before.outboxColumns, expect.objectContaining({ name: "refused_at", type: "TEXT" })],
      indexes: [
        {
          name: "outbox_pending",
          tbl_name: "outbox",
          sql: "CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL AND refused_at IS NULL",
        },
      ],
      outbox: before.outbox.map((row) => ({ ...row, refused_at: null })),
    });
    expect(after.leads).toHaveLength(3);
    expect(after.foreignKeys).toMatchObject([{ table: "leads", from: "lead_id", to: "id" }]);
    inspect((connection) => {
      expect(connection.prepare("PRAGMA user_version").get()).toEqual({ user_version: 5 });
      expect(connection.prepare("PRAGMA foreign_key_check").all()).toEqual([]);
      expect(connection.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
      const { sql } = connection.prepare("SELECT sql FROM sqlite_schema WHERE name = 'leads'").get() as {
        sql: string;
      };
      expect(sql).toMatch(/\bid INTEGER PRIMARY KEY AUTOINCREMENT\b/);
    });

    // The upgraded inbox goes on from the largest number it had, and keeps working.
    store = openLeadStore(db);
    expect(store.remove(5)).toBe(true);
    expect(store.add(FIELDS, { mail: true })).toBe(6);
    expect(store.list().map((lead) => lead.id)).toEqual([1, 2, 6]);
    // The queued lead is still due; one refused for good is not, and says so.
    expect(store.nextDue(Number.MAX_SAFE_INTEGER)?.id).toBe(2);
    store.markRefused(2, "554 rejected");
    expect(store.list().find((lead) => lead.id === 2)).toMatchObject({
      mail: "refused",
      last_error: "554 rejected",
    });
    expect(store.nextDue(Number.MAX_SAFE_INTEGER)?.id).toBe(6);
    expect(store.mailCounts()).toEqual({ queued: 1, refused: 1 });
  });

  it("add two, delete the newest, add: the new lead's number is larger than every number used", () => {
    store = openLeadStore(db);
    const first = store.add(FIELDS, { mail: true });
    const second = store.add(FIELDS, { mail: true });
    expect(store.remove(second)).toBe(true);
    const third = store.add(FIELDS, { mail: false });
    expect(third).toBeGreaterThan(Math.max(first, second));

    // Also after a restart, and when every lead was deleted.
    expect(store.remove(first) && store.remove(third)).toBe(true);
    store.close();
    store = openLeadStore(db);
    expect(store.list()).toEqual([]);
    expect(store.add(FIELDS, { mail: true })).toBeGreaterThan(third);
  });
});
