// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { D1Leads } from "./d1-leads.mjs";
import { ORPHAN_AFTER_MS, sweepExpiredLeads, sweepOrphanPhotos } from "./retention.mjs";

const NOW = new Date("2026-11-27T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

/** An R2 bucket in memory, listing a page of two objects at a time as R2 pages its lists. */
function bucketOf(objects: Record<string, Date>) {
  const stored = new Map(Object.entries(objects));
  return {
    stored,
    bucket: {
      async list({ prefix = "", cursor }: { prefix?: string; cursor?: string }) {
        const keys = [...stored.keys()].filter((k) => k.startsWith(prefix)).sort();
        const from = Number(cursor ?? 0);
        const page = keys.slice(from, from + 2);
        return {
          objects: page.map((key) => ({ key, uploaded: stored.get(key)! })),
          truncated: from + 2 < keys.length,
          cursor: String(from + 2),
        };
      },
      async delete(keys: string | string[]) {
        for (const key of [keys].flat()) stored.delete(key);
      },
      async put() {},
    } as unknown as R2Bucket,
  };
}

const KEPT = "11111111-1111-4111-8111-111111111111";
const CUT_OFF = "22222222-2222-4222-8222-222222222222";
const ARRIVING = "33333333-3333-4333-8333-333333333333";

describe("the Worker's retention, by its cron", () => {
  it("deletes the photos no lead records once they are an hour old: a request cut off between its photos and its lead", async () => {
    const { bucket, stored } = bucketOf({
      [`lead-photos/${KEPT}/1.jpg`]: ago(3 * ORPHAN_AFTER_MS),
      [`lead-photos/${CUT_OFF}/1.jpg`]: ago(2 * ORPHAN_AFTER_MS),
      [`lead-photos/${CUT_OFF}/2.png`]: ago(2 * ORPHAN_AFTER_MS),
      [`lead-photos/${ARRIVING}/1.jpg`]: ago(60_000),
    });
    const leads = { photoFolders: async () => new Set([KEPT]) } as unknown as D1Leads;
    const log: string[] = [];
    const deleted = await sweepOrphanPhotos({ leads, bucket, log: (line) => log.push(line), now: NOW });
    expect(deleted).toEqual([`lead-photos/${CUT_OFF}/1.jpg`, `lead-photos/${CUT_OFF}/2.png`]);
    expect([...stored.keys()].sort()).toEqual([`lead-photos/${KEPT}/1.jpg`, `lead-photos/${ARRIVING}/1.jpg`]);
    expect(log).toEqual([
      "retention: deleted 2 photos of requests that were cut off before they were stored",
    ]);
  });

  it("deletes an old lead's photos first, then its rows; one that cannot be deleted is left for the next run", async () => {
    const { bucket, stored } = bucketOf({ [`lead-photos/${KEPT}/1.jpg`]: ago(0) });
    const removed: number[] = [];
    const leads = {
      receivedBefore: async () => [
        { id: 4, photos: [{ file: "1.jpg", folder: KEPT }], unmailed: true },
        { id: 5, photos: [], unmailed: false },
      ],
      remove: async (id: number) => {
        if (id === 5) throw new Error("D1 is busy");
        expect(stored.size).toBe(0);
        removed.push(id);
        return true;
      },
    } as unknown as D1Leads;
    const log: string[] = [];
    expect(
      await sweepExpiredLeads({ leads, bucket, days: 30, log: (line) => log.push(line), now: NOW }),
    ).toEqual([4]);
    expect(removed).toEqual([4]);
    expect(log).toEqual([
      "retention: lead 5 could not be deleted (Error: D1 is busy). It is tried again at the next run",
      "retention: deleted 1 quote request older than 30 days, with its photos (lead 4)",
      "retention: never mailed to you: lead 4. Check the mail errors in the Worker's log",
    ]);
  });
});
