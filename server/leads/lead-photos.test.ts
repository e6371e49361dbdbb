// @vitest-environment node
/**
 * The photos' private folders: two requests with photos arriving at once after a start (when the
 * inbox has just removed lead-photos/.incoming/) both find a folder missing, and both make it.
 */
import type * as Fs from "node:fs";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

/** A folder that another request made between this request's look and its mkdir. */
const raced = new Set<string>();
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  return { ...fs, existsSync: (path: string) => !raced.has(path) && fs.existsSync(path) };
});
const { makePrivateFolder } = await import("./lead-photos.mjs");

let root: string;
afterEach(() => {
  raced.clear();
  rmSync(root, { recursive: true, force: true });
});

describe("makePrivateFolder", () => {
  it("makes each missing folder, readable by its owner only", () => {
    root = mkdtempSync(join(tmpdir(), "lead-photos-"));
    makePrivateFolder(join(root, "lead-photos", ".incoming", "a"));
    for (const folder of ["lead-photos", "lead-photos/.incoming", "lead-photos/.incoming/a"])
      expect(statSync(join(root, folder)).mode & 0o777).toBe(0o700);
  });

  it("takes a folder another request made meanwhile, rather than fail the request", () => {
    root = mkdtempSync(join(tmpdir(), "lead-photos-"));
    const incoming = join(root, "lead-photos", ".incoming");
    mkdirSync(incoming, { recursive: true });
    raced.add(incoming);
    raced.add(join(root, "lead-photos"));
    expect(() => makePrivateFolder(join(incoming, "b"))).not.toThrow();
    expect(statSync(join(incoming, "b")).isDirectory()).toBe(true);
  });
});
