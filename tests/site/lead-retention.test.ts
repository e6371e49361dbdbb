/**
 * Retention and a person's rights on the real inbox: `npm start` deletes the requests older than
 * LEADS_RETENTION_DAYS with their photos as it starts; `npm run leads -- --person <email>` shows what
 * is held about someone, `-- --delete <id>` deletes it.
 */
import { spawnSync } from "node:child_process";
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
import { dirname, join } from "node:path";
import { INBOX_PATH } from "../support/paths";
import { leadPhotoDir } from "../../server/leads/lead-photos.mjs";
import { DAY_MS } from "../../server/leads/retention.mjs";
import { openLeadStore } from "../../server/leads/store.mjs";
import { afterEach, beforeEach, expect, test } from "vitest";
import { leadsCli } from "../support/site-words.ts";
import { inboxForEachTest } from "../support/inbox";
import { ROOT } from "../support/site";

const each = inboxForEachTest({ beforeEach, afterEach });

/** Stores a request received `days` ago, with one photo, as the inbox would have. */
function storedLead(email: string, days: number) {
  const store = openLeadStore(each.inbox.db);
  const id = store.add(
    { name: "Ada Lovelace", email, phone: "", message: "A porch, please." },
    { mail: false, now: new Date(Date.now() - days * DAY_MS) },
  );
  store.close();
  mkdirSync(leadPhotoDir(each.inbox.db, id), { recursive: true });
  writeFileSync(join(leadPhotoDir(each.inbox.db, id), "1-porch.jpg"), "jpeg");
  return id;
}

test("npm start deletes the requests older than LEADS_RETENTION_DAYS and their photos, and keeps the newer", async () => {
  const old = storedLead("old@example.com", 31);
  const recent = storedLead("new@example.com", 29);
  // This build's privacy notice says 730 days: a server told otherwise says what to do about it.
  each.site = await each.inbox.start({ LEADS_RETENTION_DAYS: "30" });
  expect(each.inbox.leads().map((lead) => lead.id)).toEqual([recent]);
  expect(existsSync(leadPhotoDir(each.inbox.db, old))).toBe(false);
  expect(existsSync(leadPhotoDir(each.inbox.db, recent))).toBe(true);
  expect(each.site!.log()).toContain(
    `retention: deleted 1 quote request older than 30 days, with its photos (lead ${old})`,
  );
  expect(each.site!.log()).toContain(
    "LEADS_RETENTION_DAYS is 30, but this build's privacy page tells visitors 730 days: build again",
  );
});

test("a longer LEADS_RETENTION_DAYS at npm start keeps no longer than the build's privacy page promises", async () => {
  const old = storedLead("old@example.com", 731);
  const kept = storedLead("kept@example.com", 700);
  each.site = await each.inbox.start({ LEADS_RETENTION_DAYS: "900" });
  expect(each.inbox.leads().map((lead) => lead.id)).toEqual([kept]);
  expect(each.site!.log()).toContain(`(lead ${old})`);
  expect(each.site!.log()).toContain(
    "LEADS_RETENTION_DAYS is 900, longer than the 730 days this build's privacy page promises visitors: requests are kept 730 days.",
  );
  expect(each.site!.log()).toContain(`each kept 730 days (LEADS_RETENTION_DAYS)`);
});

test("by default the build's two years: a request of 700 days stays, one of 731 goes", async () => {
  const old = storedLead("old@example.com", 731);
  const kept = storedLead("kept@example.com", 700);
  each.site = await each.inbox.start();
  expect(each.inbox.leads().map((lead) => lead.id)).toEqual([kept]);
  expect(each.site!.log()).toContain(`each kept 730 days (LEADS_RETENTION_DAYS)`);
  expect(each.site!.log()).toContain(`(lead ${old})`);
});

test("--person shows everything held about one address; --delete removes a request and its photos", () => {
  const ada = storedLead("ada@example.com", 3);
  const bob = storedLead("bob@example.com", 2);
  const held = each.inbox.leadsCommand("--person", "ADA@example.com");
  expect(held).toContain(`${leadsCli.person.request(ada)}\n`);
  expect(held).toContain("    email: ada@example.com\n");
  expect(held).toContain("    message: A porch, please.\n");
  expect(held).toContain(`    ${leadsCli.person.mail}: ${leadsCli.person.notMailed}`);
  expect(held).toContain(join(leadPhotoDir(each.inbox.db, ada), "1-porch.jpg"));
  expect(held).not.toContain("bob@example.com");

  expect(each.inbox.leadsCommand("--delete", String(ada))).toBe(
    `${leadsCli.delete.deleted(ada)}\n${leadsCli.delete.backups(ada)}\n`,
  );
  expect(each.inbox.leads().map((lead) => lead.id)).toEqual([bob]);
  expect(existsSync(leadPhotoDir(each.inbox.db, ada))).toBe(false);
  expect(each.inbox.leadsCommand("--person", "ada@example.com")).toBe(
    `${leadsCli.person.nothing("ada@example.com")}\n`,
  );
});

test("--delete of a number no request can have ends in a sentence, not a stack trace", () => {
  storedLead("ada@example.com", 3);
  for (const id of ["9999999999999999", "99999999999999999999999"]) {
    const result = spawnSync("npm", ["run", "leads", "--silent", "--", "--delete", id], {
      cwd: ROOT,
      env: { ...process.env, LEADS_DB: each.inbox.db },
      encoding: "utf8",
    });
    expect(result.stderr).toBe(`${leadsCli.delete.noSuch(id, "npm run leads")}\n`);
    expect(result.status).toBe(1);
  }
});

/** The files under `folder` whose bytes hold `text`. */
const holding = (folder: string, text: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).includes(Buffer.from(text)));

test("--delete while npm start runs leaves no byte of the request in the database's files or a backup made afterwards", async () => {
  each.site = await each.inbox.start({ LEADS_RATE_LIMIT: "100" });
  const words = ["Zebulon Quarry", "zebulon.quarry@example.net", "Secret renovation of the mill"];
  for (const [name, email, message] of [words, ["Bob Other", "bob.other@example.com", "A shed"]]) {
    const answer = await fetch(each.site!.origin + INBOX_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, email, phone: "+1 555 0199", message }),
    });
    expect(answer.status).toBe(201);
  }
  const data = dirname(each.inbox.db);
  expect(holding(data, "zebulon.quarry@example.net").length).toBeGreaterThan(0);

  // npm start keeps the database open meanwhile (its outbox, its inbox).
  expect(each.inbox.leadsCommand("--delete", "1")).toContain(leadsCli.delete.deleted(1));
  for (const text of words) expect(holding(data, text), text).toEqual([]);

  const backups = mkdtempSync(join(tmpdir(), "leads-backup-"));
  try {
    each.inbox.leadsCommand("--backup", join(backups, "leads.sqlite"));
    for (const text of words) expect(holding(backups, text), text).toEqual([]);
    expect(holding(backups, "bob.other@example.com").length).toBeGreaterThan(0);
  } finally {
    rmSync(backups, { recursive: true, force: true });
  }
}, 90_000);
