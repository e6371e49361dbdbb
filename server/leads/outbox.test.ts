// @vitest-environment node
/**
 * The outbox when the leads database fails under it. A store double: the real store, whose every
 * call throws SQLite's own "database or disk is full" error while `full` is set (the test
 * tests/site/lead-inbox-storage.test.ts fills a real tmpfs where it runs as root). An exception
 * escaping the outbox would be an unhandled rejection, which fails this test run (and, in npm
 * start, would stop the whole site).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tooLarge } from "./mail-server.mjs";
import { createOutbox, retryDelay } from "./outbox.mjs";
import { openLeadStore, type LeadStore } from "./store.mjs";

const diskFull = () =>
  Object.assign(new Error("database or disk is full"), { code: "ERR_SQLITE_ERROR", errcode: 13 });

let dir: string;
let real: LeadStore;
let full: boolean;
let store: LeadStore;
let log: string[];
let sent: string[];

/** A mail server that takes each mail, and meanwhile (the mail in flight) the disk may fill up. */
function mailServer(whileSending: () => void = () => {}) {
  return {
    sendMail: vi.fn(async (mail: { subject?: unknown }) => {
      whileSending();
      sent.push(String(mail.subject));
      return {};
    }),
    close: () => {},
  };
}

function outbox(transport = mailServer()) {
  return createOutbox({
    store,
    smtpUrl: "smtp://unused.invalid",
    to: "owner@example.com",
    from: "owner@example.com",
    log: (line) => log.push(line),
    // @ts-expect-error -- a stand-in with the two methods the outbox calls
    transport,
  });
}

const add = (name: string) =>
  real.add({ name, email: "ada@example.com", phone: "", message: "A porch" }, { mail: true });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-25T10:00:00Z") });
  dir = mkdtempSync(join(tmpdir(), "outbox-unit-"));
  real = openLeadStore(join(dir, "leads.sqlite"));
  full = false;
  log = [];
  sent = [];
  store = new Proxy(real, {
    get(target, key: keyof LeadStore) {
      const method = target[key];
      if (key === "close" || typeof method !== "function") return method;
      return (...args: unknown[]) => {
        if (full) throw diskFull();
        return (method as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  real.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the outbox, when the disk fills up", () => {
  it("while a mail is in flight: logs why, never mails it again, and records it once there is room", async () => {
    const id = add("Ada");
    const running = outbox(mailServer(() => (full = true)));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(["Quote request from Ada"]);
    expect(log.join("\n")).toMatch(
      `the outbox cannot use the leads database: the disk is full: free some space on it. The requests stay queued (lead ${id} was mailed and will not be mailed again); next try in 5 s`,
    );

    // Still full: tried again later, and later still; nothing mailed twice.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(log.at(-1)).toMatch(/next try in 10 s$/);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);

    full = false;
    await vi.advanceTimersByTimeAsync(40_000);
    expect(log).toContain(`lead ${id} recorded as mailed`);
    expect(real.list()).toMatchObject([{ id, mail: "sent", attempts: 1 }]);

    // A restart (the state is on disk now): nothing is mailed again.
    await running.stop();
    const restarted = outbox();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sent).toHaveLength(1);
    await restarted.stop();
  });

  it("before a mail is sent: sends nothing until the database can record the attempt", async () => {
    add("Grace");
    full = true;
    const running = outbox();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);
    expect(log.at(-1)).toMatch(/the disk is full.*next try in 5 s$/);

    // Restarted again and again while the disk is full (a supervisor's restart loop): still nothing.
    for (let i = 0; i < 3; i++) {
      await running.stop();
      const again = outbox();
      await vi.advanceTimersByTimeAsync(1_000);
      await again.stop();
    }
    expect(sent).toEqual([]);

    full = false;
    const last = outbox();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(["Quote request from Grace"]);
    expect(real.list()).toMatchObject([{ mail: "sent", attempts: 1 }]);
    await last.stop();
  });

  it("when the mail fails and its failure cannot be recorded either: retried as claimed, once", async () => {
    add("Hedy");
    const failing = {
      sendMail: vi.fn(async () => {
        full = true;
        throw new Error("connection refused");
      }),
      close: () => {},
    };
    const running = outbox(failing as never);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.join("\n")).toMatch(
      /lead 1 not mailed \(connection refused\); kept in the outbox, next try in 30 s/,
    );
    expect(log.at(-1)).toMatch(/the disk is full/);
    full = false;
    await running.stop();

    const working = outbox();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(["Quote request from Hedy"]);
    await working.stop();
  });
});

describe("the outbox, when the mail server refuses a mail", () => {
  /** A mail server that answers every mail with `error` (nodemailer's, as its SMTP client makes them). */
  const refusing = (error: object) => ({
    sendMail: vi.fn(async () => {
      throw Object.assign(
        new Error(`Message failed: ${String((error as { response?: string }).response)}`),
        error,
      );
    }),
    close: () => {},
  });

  it("for good (550): tried once, marked refused with the server's words, never again, even after a restart", async () => {
    add("Ada");
    const server = refusing({
      code: "EMESSAGE",
      responseCode: 550,
      response: "550-5.7.1 Message rejected\n550 5.7.1 as spam",
    });
    const first = outbox(server as never);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    await first.stop();
    const again = outbox(server as never);
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    await again.stop();

    expect(server.sendMail).toHaveBeenCalledTimes(1);
    expect(real.list()).toMatchObject([
      { mail: "refused", attempts: 1, last_error: "550-5.7.1 Message rejected 550 5.7.1 as spam" },
    ]);
    expect(real.mailCounts()).toEqual({ queued: 0, refused: 1 });
    expect(log).toEqual([
      "lead 1 not mailed: the mail server refused it for good (550-5.7.1 Message rejected 550 5.7.1 as spam). It is not tried again; read it with npm run leads and answer it from there",
    ]);
  });

  it("an address refused for good (550 at RCPT TO): the same", async () => {
    add("Bea");
    const server = refusing({ code: "EENVELOPE", responseCode: 550, response: "550 5.1.1 No such user" });
    const running = outbox(server as never);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    await running.stop();
    expect(server.sendMail).toHaveBeenCalledTimes(1);
    expect(real.list()).toMatchObject([{ mail: "refused", last_error: "550 5.1.1 No such user" }]);
  });

  it("too large (552) with nothing to leave out: refused at once, not sent again", async () => {
    add("Cleo");
    const server = refusing({ code: "EMESSAGE", responseCode: 552, response: "552 5.3.4 Message too big" });
    const running = outbox(server as never);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    await running.stop();
    expect(server.sendMail).toHaveBeenCalledTimes(1);
    expect(real.list()).toMatchObject([{ mail: "refused", last_error: "552 5.3.4 Message too big" }]);
  });

  it.each([
    ["a 4xx answer (421)", { code: "EMESSAGE", responseCode: 421, response: "421 4.7.0 Try again later" }],
    [
      "a login refused (535): the settings'",
      { code: "EAUTH", responseCode: 535, response: "535 5.7.8 Bad credentials" },
    ],
    ["no connection", { code: "ECONNECTION" }],
  ])("%s: kept in the outbox and tried again", async (_, error) => {
    add("Dora");
    const server = refusing(error);
    const running = outbox(server as never);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(30_000);
    await running.stop();
    expect(server.sendMail).toHaveBeenCalledTimes(2);
    expect(real.list()).toMatchObject([{ mail: "queued", attempts: 2 }]);
    expect(real.mailCounts()).toEqual({ queued: 1, refused: 0 });
  });
});

describe("a refusal for the mail's size", () => {
  it("is told by 552, 5.3.4 or words that say so, not by any answer that mentions a size", () => {
    const refusal = (responseCode: number, response: string) => ({
      code: "EMESSAGE",
      responseCode,
      response,
    });
    expect(tooLarge(refusal(552, "552 Requested mail action aborted"))).toBe(true);
    expect(tooLarge(refusal(554, "554 5.3.4 Message too big for system"))).toBe(true);
    expect(tooLarge(refusal(550, "550 Message exceeds the maximum message size"))).toBe(true);
    expect(
      tooLarge(refusal(554, "554 5.7.1 Rejected: the sender's domain has an oversized SPF record")),
    ).toBe(false);
    expect(tooLarge(refusal(550, "550 5.1.1 Mailbox unavailable (quota and size checks passed)"))).toBe(
      false,
    );
  });
});

describe("the outbox's waits between attempts", () => {
  it("double from 30 s up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(20)).toBe(3_600_000);
  });
});
