import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { SITE_MANIFEST } from "#shared/site-manifest.mjs";
import { readBuildSettings } from "../tooling/build-settings";
import { buildFreshness, rebuildEnv, sourceCommit } from "./build-freshness.mjs";

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

describe("a build of the commit the sources are", () => {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  function commitAll() {
    git("init", "--quiet");
    git("add", "app", "package.json");
    git("-c", "user.name=Owner", "-c", "user.email=owner@example.com", "commit", "--quiet", "-m", "Content");
    return git("rev-parse", "HEAD");
  }
  /** A build older than every source (a publish built it, then fast-forwarded the sources). */
  function buildOf(commit: string | undefined) {
    mkdirSync(join(root, "build"), { recursive: true });
    writeFileSync(join(root, "build/site.json"), JSON.stringify({ commit }));
    const time = new Date(Date.now() - 120_000);
    utimesSync(join(root, "build/site.json"), time, time);
  }

  it("is fresh whatever the files' times, and the commit is what sourceCommit says", () => {
    root = mkdtempSync(join(tmpdir(), "fresh-"));
    write("app/content/site.ts", 5);
    write("package.json", 5);
    const commit = commitAll();
    buildOf(commit);
    expect(sourceCommit(root)).toBe(commit);
    expect(buildFreshness(root, "build")).toEqual({ stale: false });
  });

  it("is stale once a source changes after the commit, or the build is of another commit", () => {
    root = mkdtempSync(join(tmpdir(), "fresh-"));
    write("app/content/site.ts", 5);
    write("package.json", 5);
    const commit = commitAll();
    buildOf("0".repeat(40));
    expect(buildFreshness(root, "build").stale).toBe(true);
    buildOf(commit);
    writeFileSync(join(root, "app/content/site.ts"), "changed");
    expect(sourceCommit(root)).toBeUndefined();
    expect(buildFreshness(root, "build")).toEqual({ stale: true, newer: join("app", "content", "site.ts") });
    // A new file, not yet committed, is a change too.
    git("checkout", "--quiet", "app/content/site.ts");
    write("app/content/projects/new.json", 200);
    expect(sourceCommit(root)).toBeUndefined();
  });

  it("names no commit in a folder that is not its own repository", () => {
    root = mkdtempSync(join(tmpdir(), "fresh-"));
    write("app/content/site.ts", 5);
    write("package.json", 5);
    commitAll();
    mkdirSync(join(root, "inner/app"), { recursive: true });
    expect(sourceCommit(join(root, "inner"))).toBeUndefined();
  });
});

describe("a rebuild of the build in service", () => {
  it("takes every setting that build was made with, and the environment's over it", () => {
    // A setting of each kind set away from its default: a setting a build records but a rebuild
    // did not take (BUILD_SETTINGS, shared/site-manifest.mjs) would come back as its default.
    const made = readBuildSettings({
      SITE_URL: "https://www.smith-builders.test",
      CONTACT_ENDPOINT: "/api/contact",
      SELF_HOST_IMAGES: "1",
      LEADS_RETENTION_DAYS: "90",
      INBOX_HOST: "cloudflare",
      CONTENT_REPO: "smith/site",
      CONTENT_BRANCH: "live",
    });
    const dir = mkdtempSync(join(tmpdir(), "site-rebuild-env-"));
    try {
      writeFileSync(join(dir, SITE_MANIFEST), JSON.stringify({ pages: [], ...made }));
      expect(readBuildSettings(rebuildEnv(dir, {}))).toEqual(made);
      expect(readBuildSettings(rebuildEnv(dir, { CONTENT_BRANCH: "main" })).contentBranch).toBe("main");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
