// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createPhotoBudget, WALK_TRUSTED_MS } from "./photo-budget.mjs";

const MB = 1024 * 1024;
let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the photos' budget", () => {
  it("walks the photos' folder once in a while, adding what is stored meanwhile", () => {
    root = mkdtempSync(join(tmpdir(), "photo-budget-"));
    writeFileSync(join(root, "1.jpg"), Buffer.alloc(MB));
    let time = 0;
    const budget = createPhotoBudget({ root, maxMb: 3, reserveMb: 0, now: () => time });
    expect(budget.room()).toMatchObject({ bytes: 2 * MB, usedMb: 1 });
    // Stored by a request: counted at once, without a walk.
    writeFileSync(join(root, "2.jpg"), Buffer.alloc(MB));
    budget.kept(MB);
    expect(budget.room().bytes).toBe(MB);
    // Deleted meanwhile (retention): the budget errs on the safe side until its next walk.
    rmSync(join(root, "1.jpg"));
    time = WALK_TRUSTED_MS - 1;
    expect(budget.room().bytes).toBe(MB);
    time = WALK_TRUSTED_MS;
    expect(budget.room()).toMatchObject({ bytes: 2 * MB, usedMb: 1 });
  });

  it("says what limits it, for the owner: the budget, or the disk's reserve", () => {
    root = mkdtempSync(join(tmpdir(), "photo-budget-"));
    const byBudget = createPhotoBudget({ root, maxMb: 1, reserveMb: 0 }).room();
    expect(byBudget.why).toBe("the storage budget for photos was full (LEADS_PHOTOS_MAX_MB)");
    const byDisk = createPhotoBudget({ root, maxMb: 1, reserveMb: 999_999_999 }).room();
    expect(byDisk).toMatchObject({
      bytes: 0,
      why: "the server's disk was nearly full (LEADS_DISK_RESERVE_MB)",
    });
  });
});
