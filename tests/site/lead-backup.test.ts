/**
 * Backups of the leads, as the README tells an owner to make and restore them: `npm run leads --
 * --backup <file>` while `npm start` takes requests, then the backup put back as the database
 * (LEADS_DB) of a server, which lists every lead and takes new ones.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { leadsBackup, leadsCli } from "../support/site-words.ts";
import { INBOX_PATH } from "../support/paths";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createInbox, type Inbox } from "../support/inbox";

const postLead = (origin: string, n: number) =>
  fetch(origin + INBOX_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ name: `Client ${n}`, email: `c${n}@example.com`, phone: "", message: `Job ${n}` }),
  });

let live: Inbox;
let restored: Inbox;
let backups: string;
beforeAll(() => {
  live = createInbox();
  restored = createInbox();
  backups = mkdtempSync(join(tmpdir(), "leads-backups-"));
});
afterAll(() => {
  live?.remove();
  restored?.remove();
  rmSync(backups, { recursive: true, force: true });
});

test("a backup made while npm start takes requests, restored, has every lead, and the server takes new ones", async () => {
  const backup = join(backups, "2026-11-25", "leads.sqlite");
  const site = await live.start({ LEADS_RATE_LIMIT: "100" });
  let printed: string;
  try {
    for (const n of [1, 2, 3, 4, 5]) expect((await postLead(site.origin, n)).status).toBe(201);
    // More requests arrive while the backup is made: it holds each one as a whole, or not at all.
    const arriving = Promise.all([6, 7, 8].map((n) => postLead(site.origin, n)));
    printed = live.leadsCommand("--backup", backup);
    for (const answer of await arriving) expect(answer.status).toBe(201);
  } finally {
    await site.stop();
  }
  // Restore: the backup file becomes the database (LEADS_DB) of a server.
  copyFileSync(backup, restored.db);
  const count = restored.leads().length;
  expect(count).toBeGreaterThanOrEqual(5);
  expect(printed).toBe(`${leadsBackup.done(count, backup, 0, "")}\n`);
  expect(restored.leads()).toEqual(live.leads().slice(0, count));
  const listing = restored.leadsCommand();
  for (const n of [1, 2, 3, 4, 5]) expect(listing).toContain(`Client ${n} <c${n}@example.com>`);
  expect(listing).toContain(leadsCli.count(count));

  const again = await restored.start({ LEADS_RATE_LIMIT: "100" });
  try {
    expect((await postLead(again.origin, 9)).status).toBe(201);
  } finally {
    await again.stop();
  }
  expect(restored.leads().at(-1)).toMatchObject({ id: count + 1, name: "Client 9" });
}, 90_000);

test("says what to do, and makes nothing, when there is no database to back up", () => {
  const empty = createInbox();
  try {
    expect(() => empty.leadsCommand("--backup", join(backups, "none", "leads.sqlite"))).toThrow(
      leadsBackup.notMade(leadsBackup.noDatabase(empty.db)),
    );
  } finally {
    empty.remove();
  }
});
