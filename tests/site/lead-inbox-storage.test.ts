/**
 * The inbox when its storage fails (issue 23, items 1 and 6): the site stays up, nothing is mailed
 * twice, and the owner reads the real cause.
 *
 * The full disk is a real one: a 1 MB tmpfs, which the tests can mount when they run as root (as
 * CI does). Elsewhere that test is skipped, and the outbox's unit test covers the same failure with
 * a store double that throws SQLite's own "disk is full" error (server/leads/outbox.test.ts). The
 * read-only database and the unwritable folder are tried as the server's unprivileged user would
 * meet them: run as "nobody" when the tests run as root (root may write anything).
 */
import { spawnSync } from "node:child_process";
import { chmodSync, closeSync, cpSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { INBOX_PATH } from "../support/paths";
import { openLeadStore } from "../../server/leads/store.mjs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { inboxCopy, leadsStore } from "../support/site-words.ts";
import { escapeRegex } from "../../tooling/nginx-locations";
import { createInbox, INBOX_BUILD } from "../support/inbox";

/** The log's line of a request not stored in a database `*leads.sqlite`, up to its problem. */
const notStored = (problem: string) => {
  const [before, after] = leadsStore.log.notStored("\0", problem).split("\0") as [string, string];
  return new RegExp(
    `${escapeRegex(before)}.*leads\\.sqlite${escapeRegex(after.slice(0, after.indexOf(problem) + problem.length))}`,
  );
};
/** The log's line of an outbox that cannot use the database, up to its problem (the rest says when it tries next). */
const outboxProblem = (problem: string) => {
  const line = leadsStore.log.outbox(problem, "", 0);
  return line.slice(0, line.indexOf(problem) + problem.length);
};
import { ROOT, type RunningSite } from "../support/site";
import { startSmtp, type Smtp } from "../support/smtp";

const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;
const LEAD = { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "A porch, please." };

const postLead = (origin: string, message: string) =>
  fetch(origin + INBOX_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...LEAD, message }),
  });

/** Writes to `file` until the disk is full. */
function fillDisk(file: string) {
  const fd = openSync(file, "w");
  const block = Buffer.alloc(4096, 1);
  try {
    for (;;) writeSync(fd, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(fd);
  }
}

// Mounting a tmpfs needs root; server/leads/outbox.test.ts covers this with a store double.
describe.skipIf(!asRoot)("a full disk under the lead inbox", () => {
  let mount: string;
  let smtp: Smtp;
  let site: RunningSite | undefined;

  beforeAll(() => {
    mount = mkdtempSync(join(tmpdir(), "leads-full-"));
    const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", mount], {
      encoding: "utf8",
    });
    expect(mounted.status, mounted.stderr).toBe(0);
  });
  afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
    spawnSync("umount", [mount]);
    rmSync(mount, { recursive: true, force: true });
  });

  test("while a mail is in flight: the site stays up, the cause is logged, and the lead is mailed once", async () => {
    // The mail server takes 3 s to accept each mail: time for the disk to fill meanwhile.
    smtp = await startSmtp({ acceptAfterMs: 3_000 });
    const inbox = { ...createInbox(), db: join(mount, "leads.sqlite") };
    const start = () =>
      inbox.start({ LEADS_DB: inbox.db, SMTP_URL: smtp.url, LEADS_NOTIFY_TO: "owner@example.com" });
    site = await start();
    expect((await postLead(site.origin, "In flight")).status).toBe(201);
    await expect.poll(() => smtp.started(), { message: "the mail to begin", timeout: 5_000 }).toBe(1);
    fillDisk(join(mount, "filler"));

    await expect
      .poll(() => site!.log(), { timeout: 10_000 })
      .toContain(outboxProblem(leadsStore.problem.full));
    expect(smtp.mails).toHaveLength(1);
    // The site still answers, and a visitor whose request cannot be stored is told so honestly.
    expect((await fetch(`${site.origin}/`)).status).toBe(200);
    const refused = await postLead(site.origin, "No room");
    expect(refused.status).toBe(500);
    expect((await refused.json()).error).toBe(inboxCopy.reasons[500]);
    // The server's output reaches the test a moment after its answer: wait for the line.
    await expect.poll(() => site!.log(), { timeout: 5_000 }).toMatch(notStored(leadsStore.problem.full));
    expect(site.log()).not.toContain("cannot rollback");

    // The owner frees space: the mail's "sent" is recorded, and it is never mailed again. The
    // outbox mails one lead after another, those due at the start first: once a lead sent after the
    // restart has been mailed, the first would have been mailed again before it.
    rmSync(join(mount, "filler"));
    await expect.poll(() => site!.log(), { timeout: 30_000 }).toMatch(/lead 1 recorded as mailed/);
    await site.stop();
    site = await start();
    expect((await fetch(`${site.origin}/`)).status).toBe(200);
    expect((await postLead(site.origin, "After the restart")).status).toBe(201);
    await expect
      .poll(() => smtp.mails.filter((mail) => mail.text.includes("After the restart")), { timeout: 10_000 })
      .toHaveLength(1);
    expect(smtp.started()).toBe(2);
    expect(smtp.mails.filter((mail) => mail.text.includes("In flight"))).toHaveLength(1);
  }, 90_000);
});

/**
 * npm start on the inbox build, as an unprivileged user when the tests run as root; resolves with
 * its exit status and output once it exits (or after 20 s, when it did not).
 */
function startUnprivileged(leadsDb: string) {
  return spawnSync(process.execPath, ["server/start.mjs"], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR: INBOX_BUILD, HOST: "127.0.0.1", PORT: "0", LEADS_DB: leadsDb },
    encoding: "utf8",
    timeout: 20_000,
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
}

describe("a lead database npm start cannot write", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "leads-readonly-"));
    chmodSync(dir, 0o755);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("a read-only file: npm start stops at once, naming LEADS_DB and what to do", () => {
    const db = join(dir, "leads.sqlite");
    openLeadStore(db).close();
    chmodSync(db, 0o444);
    const result = startUnprivileged(db);
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain("Receiving quote requests");
    expect(result.stderr).toContain(leadsStore.log.cannotOpen(db, leadsStore.problem.readOnly));
  });

  test("a folder it may not write in: npm start stops at once, with no stack trace", () => {
    const locked = join(dir, "locked");
    mkdirSync(locked, { mode: 0o555 });
    chmodSync(locked, 0o555);
    const db = join(locked, "leads.sqlite");
    const result = startUnprivileged(db);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(leadsStore.log.cannotOpen(db, leadsStore.problem.cannotOpen));
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

test("a build without its server bundle: npm start stops at once, saying to build again", () => {
  const dir = mkdtempSync(join(tmpdir(), "build-without-server-"));
  try {
    const build = join(dir, "build");
    cpSync(join(ROOT, INBOX_BUILD), build, { recursive: true });
    rmSync(join(build, "server"), { recursive: true });
    const result = spawnSync(process.execPath, ["server/start.mjs"], {
      cwd: ROOT,
      env: {
        ...process.env,
        BUILD_DIR: build,
        HOST: "127.0.0.1",
        PORT: "0",
        LEADS_DB: join(dir, "leads.sqlite"),
      },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("The lead inbox cannot answer forms sent without JavaScript");
    expect(result.stderr).toContain("run npm run build, then npm start again");
    expect(result.stdout).not.toContain("Receiving quote requests");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
