import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { pruneEditorCache } from "./admin-bundle";

let cache: string;
afterEach(() => rmSync(cache, { recursive: true, force: true }));

it("keeps the editor's three bundles used last, and any used within the hour", async () => {
  cache = mkdtempSync(join(tmpdir(), "site-editor-cache-"));
  const now = Date.now();
  const hoursAgo = { a: 1, b: 5, c: 2, d: 9, e: 3, f: 0.5 } as const;
  for (const [name, hours] of Object.entries(hoursAgo)) {
    mkdirSync(join(cache, name));
    const when = new Date(now - hours * 3_600_000);
    utimesSync(join(cache, name), when, when);
  }
  await pruneEditorCache(cache, 3, now);
  // The three newest (f, a, c), and none older but younger than an hour (none here but those).
  expect(readdirSync(cache).sort()).toEqual(["a", "c", "f"]);
});
