// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ownerWords } from "#shared/copy/owner.ts";

const LABELS = ownerWords.contactCopy.labels;
import { retryDelay } from "#shared/inbox/retry.mjs";
import type { Lead } from "../server/leads/store.mjs";
import type { D1Leads } from "./d1-leads.mjs";
import { drainOutbox } from "./outbox.mjs";
import { mailText } from "../tests/support/cloudflare";

/** The outbox table of a D1 database, as d1-leads.mjs reads and writes it, in memory. */
function outboxOf(leads: Lead[]) {
  const rows = new Map(leads.map((lead) => [lead.id, { lead, attempts: 0, due: 0, sent: false, error: "" }]));
  const store = {
    async nextDue(now: number) {
      const due = [...rows.values()].filter((r) => !r.sent && r.due <= now).sort((a, b) => a.due - b.due)[0];
      return due ? { ...due.lead, attempts: due.attempts } : null;
    },
    async claim(id: number, retryAt: number, now: number) {
      const row = rows.get(id)!;
      if (row.sent || row.due > now) return false;
      row.attempts += 1;
      row.due = retryAt;
      return true;
    },
    async markSent(id: number) {
      rows.get(id)!.sent = true;
    },
    async markFailed(id: number, error: string) {
      rows.get(id)!.error = error;
    },
  } as unknown as D1Leads;
  return { store, rows };
}

const lead = (id: number, name: string) =>
  ({
    id,
    received_at: "2026-11-27T08:00:00.000Z",
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: "",
    message: "A deck\r\nBcc: victim@example.com",
    photos: "[]",
  }) as Lead;

describe("the Worker's outbox", () => {
  it("mails each due lead through the email binding, then marks it sent", async () => {
    const { store, rows } = outboxOf([lead(1, "Ada"), lead(2, "Grace")]);
    const sent: { from: string; to: string; raw: string }[] = [];
    const log: string[] = [];
    await drainOutbox({
      leads: store,
      mail: { send: async (message) => void sent.push(message as never) },
      to: "owner@smith.test",
      from: "website@smith.test",
      labels: LABELS,
      log: (line) => log.push(line),
    });
    expect(sent.map((m) => m.to)).toEqual(["owner@smith.test", "owner@smith.test"]);
    expect(sent[0]!.raw).toMatch(/^Subject: Quote request from Ada\r$/m);
    // The visitor's line break stays in the message's text: no header of theirs.
    expect(sent[0]!.raw).not.toMatch(/^Bcc:/m);
    expect(mailText(sent[0]!.raw)).toMatch(/A deck\S?\r\nBcc: victim@example\.com/);
    expect([...rows.values()].every((r) => r.sent && r.attempts === 1)).toBe(true);
    expect(log).toEqual(["lead 1 mailed to owner@smith.test", "lead 2 mailed to owner@smith.test"]);
  });

  it("keeps a lead whose mail failed queued, with why, due again after the retry delay; never lost", async () => {
    const { store, rows } = outboxOf([lead(1, "Ada")]);
    const log: string[] = [];
    const before = Date.now();
    await drainOutbox({
      leads: store,
      mail: {
        send: async () => {
          throw new Error("destination address not verified");
        },
      },
      to: "owner@smith.test",
      from: "website@smith.test",
      labels: LABELS,
      log: (line) => log.push(line),
    });
    const row = rows.get(1)!;
    expect(row).toMatchObject({ sent: false, attempts: 1, error: "destination address not verified" });
    expect(row.due).toBeGreaterThanOrEqual(before + retryDelay(1));
    expect(log).toEqual([
      `lead 1 not mailed (destination address not verified); kept in the outbox, next try in ${retryDelay(1) / 1000} s`,
    ]);

    // The next run once it is due (the cron's): sent.
    row.due = 0;
    const sent: unknown[] = [];
    await drainOutbox({
      leads: store,
      mail: { send: async (message) => void sent.push(message) },
      to: "owner@smith.test",
      from: "website@smith.test",
      labels: LABELS,
      log: () => {},
    });
    expect(sent).toHaveLength(1);
    expect(rows.get(1)).toMatchObject({ sent: true, attempts: 2 });
  });
});
