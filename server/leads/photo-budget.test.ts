// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ownerWords } from "#shared/copy/owner.ts";

const { leadsCopy } = ownerWords;
import { createPhotoBudget, WALK_TRUSTED_MS } from "./photo-budget.mjs";

const MB = 1024 * 1024;
let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the photos' budget", () => {
  it("walks the photos' folder once in a while, adding what is kept meanwhile", () => {
    root = mkdtempSync(join(tmpdir(), "photo-budget-"));
    writeFileSync(join(root, "1.jpg"), Buffer.alloc(MB));
    let time = 0;
    const budget = createPhotoBudget({ root, maxMb: 3, reserveMb: 0, now: () => time });
    expect(budget.usedMb()).toBe(1);
    // Kept by a request: counted at once, without a walk.
    const claim = budget.claim();
    expect(claim.take(MB)).toBe(true);
    writeFileSync(join(root, "2.jpg"), Buffer.alloc(MB));
    claim.keep(MB);
    claim.release();
    /** Whether a request's `bytes` fit now (its claim given back after). */
    const fits = (bytes: number) => {
      const one = budget.claim();
      const taken = one.take(bytes);
      one.release();
      return taken;
    };
    expect([fits(MB), fits(MB + 1)]).toEqual([true, false]);
    // Deleted meanwhile (retention): the budget errs on the safe side until its next walk.
    rmSync(join(root, "1.jpg"));
    time = WALK_TRUSTED_MS - 1;
    expect(fits(MB + 1)).toBe(false);
    time = WALK_TRUSTED_MS;
    expect(fits(2 * MB)).toBe(true);
  });

  it("says what limits it, for the owner: the budget, or the disk's reserve", () => {
    root = mkdtempSync(join(tmpdir(), "photo-budget-"));
    const byBudget = createPhotoBudget({ root, maxMb: 1, reserveMb: 0 }).claim();
    expect(byBudget.take(MB + 1)).toBe(false);
    expect(byBudget.limit?.why).toBe("the storage budget for photos was full (LEADS_PHOTOS_MAX_MB)");
    const byDisk = createPhotoBudget({ root, maxMb: 1, reserveMb: 999_999_999 }).claim();
    expect(byDisk.take(1)).toBe(false);
    expect(byDisk.limit?.why).toBe("the server's disk was nearly full (LEADS_DISK_RESERVE_MB)");
  });

  it("is shared by the requests read at the same moment: what one claims, the others cannot", () => {
    root = mkdtempSync(join(tmpdir(), "photo-budget-"));
    const budget = createPhotoBudget({ root, maxMb: 3, reserveMb: 0 });
    // Four uploads of 1 MB at once, each claiming its photo's bytes as they arrive, a piece each
    // in turn: together they want 4 MB of 3.
    const claims = [1, 2, 3, 4].map(() => budget.claim());
    const taken = claims.map(() => 0);
    for (let piece = 0; piece < 8; piece++)
      claims.forEach((claim, n) => {
        if (claim.take(MB / 8)) taken[n]! += MB / 8;
      });
    // The first to find no room gives back its share at once (its photos will not be kept), so
    // the other three finish theirs, rather than all four stopping three quarters in.
    expect(taken.filter((bytes) => bytes === MB)).toHaveLength(3);
    expect(claims[0]!.limit?.why).toBe(leadsCopy.notKeptWhy.budget);
    // Refused once, refused for good: its request's photos are all dropped.
    expect(claims[0]!.take(1)).toBe(false);
    expect(budget.claim().take(1)).toBe(false);
    // A request answered gives its claim back: another may take its share.
    claims[1]!.release();
    const next = budget.claim();
    expect([next.take(MB), next.take(1)]).toEqual([true, false]);
  });

  it("reserves a request's whole length when it fits: four at once never leave every one half-kept", () => {
    root = mkdtempSync(join(tmpdir(), "photo-budget-"));
    const budget = createPhotoBudget({ root, maxMb: 2, reserveMb: 0 });
    // Four requests of 900 KB begin at once; each sends half, then the rest.
    const photo = 900 * 1024;
    const claims = [1, 2, 3, 4].map(() => budget.claim(photo));
    const halves = claims.map((claim) => claim.take(photo / 2));
    const rests = claims.map((claim, n) => halves[n]! && claim.take(photo / 2));
    // Claimed only as they arrived, each would hold half and none could finish. The first two
    // reserved their length whole and keep their photos; the others are refused, not stuck.
    expect(rests.slice(0, 2)).toEqual([true, true]);
    expect(rests.filter(Boolean)).toHaveLength(2);
    // A reservation given back (the request answered) is room for the next.
    claims[0]!.keep(photo);
    claims[1]!.release();
    const next = budget.claim(photo);
    expect([next.take(photo), next.take(2 * MB - 2 * photo + 1)]).toEqual([true, false]);
  });

  it("counts the disk's free space less what every request claimed since it was measured", () => {
    root = mkdtempSync(join(tmpdir(), "photo-budget-"));
    // A reserve that leaves 2 MB of what the disk has free now.
    const { bavail, bsize } = statfsSync(root);
    const reserveMb = Math.floor((bavail * bsize) / MB) - 2;
    const budget = createPhotoBudget({ root, maxMb: 1_000_000, reserveMb });
    const first = budget.claim();
    const second = budget.claim();
    expect(first.take(MB)).toBe(true);
    expect(second.take(MB)).toBe(true);
    expect(first.take(MB)).toBe(false);
    expect(first.limit?.why).toBe("the server's disk was nearly full (LEADS_DISK_RESERVE_MB)");
  });

  it("leaves out the photos still arriving: their requests' claims count them", () => {
    root = mkdtempSync(join(tmpdir(), "photo-budget-"));
    mkdirSync(join(root, ".incoming", "a"), { recursive: true });
    writeFileSync(join(root, ".incoming", "a", "1.part"), Buffer.alloc(MB));
    mkdirSync(join(root, "1"));
    writeFileSync(join(root, "1", "1.jpg"), Buffer.alloc(MB));
    expect(createPhotoBudget({ root, maxMb: 3, reserveMb: 0, skip: [".incoming"] }).usedMb()).toBe(1);
  });
});
