// @vitest-environment node
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openLeadStore } from "./store.mjs";

describe("the leads database", () => {
  it("is created with its schema on first use, readable by its owner only, and keeps what it stored", () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-unit-"));
    try {
      const path = join(dir, "nested", "leads.sqlite");
      const store = openLeadStore(path);
      const id = store.add(
        {
          name: "Ada",
          email: "ada@example.com",
          phone: "",
          message: "Hi",
          postcode: "99999",
          outsideArea: true,
        },
        { mail: true },
      );
      store.close();
      expect(statSync(path).mode & 0o777).toBe(0o600);
      const again = openLeadStore(path);
      expect(again.list()).toMatchObject([
        { id, name: "Ada", mail: "queued", postcode: "99999", outside_area: 1, service: "", start: "" },
      ]);
      expect(again.nextDue(Date.now())?.id).toBe(id);
      again.markSent(id);
      expect(again.list()[0]?.mail).toBe("sent");
      expect(again.nextAttemptAt()).toBeNull();
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
