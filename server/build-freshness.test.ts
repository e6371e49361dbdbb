import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildFreshness } from "./build-freshness.mjs";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes `file` under the project root with the given modification time (seconds ago). */
function write(file: string, secondsAgo: number) {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, "x");
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, time, time);
}

describe("buildFreshness", () => {
  it("counts a missing build as stale", () => {
    root = mkdtempSync(join(tmpdir(), "fresh-"));
    write("app/content/site.ts", 60);
    expect(buildFreshness(root, "build")).toEqual({ stale: true });
  });

  it("finds a build made after every source fresh", () => {
    root = mkdtempSync(join(tmpdir(), "fresh-"));
    write("app/content/site.ts", 60);
    write("package.json", 60);
    write("build/site.json", 10);
    expect(buildFreshness(root, "build")).toEqual({ stale: false });
  });

  it("names the source that changed after the build", () => {
    root = mkdtempSync(join(tmpdir(), "fresh-"));
    write("app/root.tsx", 60);
    write("build/site.json", 30);
    write("app/content/site.ts", 5);
    expect(buildFreshness(root, "build")).toEqual({ stale: true, newer: join("app", "content", "site.ts") });
  });

  it("takes an absolute build folder as it is", () => {
    root = mkdtempSync(join(tmpdir(), "fresh-"));
    write("app/content/site.ts", 60);
    write("elsewhere/site.json", 10);
    expect(buildFreshness(join(tmpdir(), "no-such-root"), join(root, "elsewhere"))).toEqual({ stale: false });
  });

  it("ignores files the build is not made from: tests, the server, the build itself", () => {
    root = mkdtempSync(join(tmpdir(), "fresh-"));
    write("app/content/site.ts", 60);
    write("build/site.json", 30);
    write("app/content/site.test.ts", 5);
    write("server/start.mjs", 5);
    write("build/client/index.html", 5);
    expect(buildFreshness(root, "build")).toEqual({ stale: false });
  });

  it("finds the build stale when a project's file was removed after it", () => {
    root = mkdtempSync(join(tmpdir(), "fresh-"));
    write("app/content/projects/deck.json", 60);
    write("app/content/projects/porch.json", 60);
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, "app/content/projects"), past, past);
    write("build/site.json", 30);
    expect(buildFreshness(root, "build")).toEqual({ stale: false });
    unlinkSync(join(root, "app/content/projects/porch.json"));
    expect(buildFreshness(root, "build")).toEqual({ stale: true, newer: join("app", "content", "projects") });
  });

  it("finds the build stale when a project's file in another of the owner's languages was removed after it", () => {
    root = mkdtempSync(join(tmpdir(), "fresh-"));
    write("app/content/company.json", 60);
    writeFileSync(join(root, "app/content/company.json"), JSON.stringify({ languages: ["en", "es"] }));
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, "app/content/company.json"), past, past);
    write("app/content/es/projects/deck.json", 60);
    write("app/content/es/projects/porch.json", 60);
    utimesSync(join(root, "app/content/es/projects"), past, past);
    write("build/site.json", 30);
    expect(buildFreshness(root, "build")).toEqual({ stale: false });
    unlinkSync(join(root, "app/content/es/projects/porch.json"));
    expect(buildFreshness(root, "build")).toEqual({
      stale: true,
      newer: join("app", "content", "es", "projects"),
    });
  });
});
