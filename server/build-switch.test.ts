import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  BUILDS_FOLDER,
  carryAssets,
  KEPT_BUILDS,
  newBuildFolder,
  pruneBuilds,
  servedBuild,
  switchBuild,
} from "./build-switch.mjs";

let root: string;
let link: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "switch-"));
  link = join(root, "build");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A build folder with a page and an asset of its own. */
function makeBuild(folder: string, page: string, asset: string) {
  mkdirSync(join(folder, "client/assets"), { recursive: true });
  writeFileSync(join(folder, "client/index.html"), page);
  writeFileSync(join(folder, "client/assets", asset), `/* ${asset} */`);
  return folder;
}
const page = () => readFileSync(join(link, "client/index.html"), "utf8");

describe("switchBuild", () => {
  it("puts a build made in place beside the others, then serves the new one through a link", () => {
    makeBuild(link, "first", "a.js");
    const next = makeBuild(newBuildFolder(link, "1234567".padEnd(40, "a")), "second", "b.js");
    switchBuild(link, next);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    // Relative: the site's folder can move (or be mounted elsewhere) with its builds.
    expect(readlinkSync(link)).toMatch(new RegExp(`^${BUILDS_FOLDER}/\\d{8}T\\d{6}Z-1234567$`));
    expect(page()).toBe("second");
    expect(servedBuild(link)).toBe(next);
    const kept = readdirSync(join(root, BUILDS_FOLDER)).filter((name) => name.endsWith("-in-place"));
    expect(kept).toHaveLength(1);
    expect(readFileSync(join(root, BUILDS_FOLDER, kept[0]!, "client/index.html"), "utf8")).toBe("first");
  });

  it("replaces the link in one rename: the old build is never gone and no temporary link is left", () => {
    const first = makeBuild(newBuildFolder(link, "aaaaaaa", new Date(1000)), "first", "a.js");
    switchBuild(link, first);
    const second = makeBuild(newBuildFolder(link, "bbbbbbb", new Date(2000)), "second", "b.js");
    switchBuild(link, second);
    expect(page()).toBe("second");
    expect(existsSync(join(first, "client/index.html"))).toBe(true);
    expect(existsSync(`${link}.next`)).toBe(false);
  });
});

describe("carryAssets", () => {
  it("gives the new build the old one's hashed files it lacks, its own untouched", () => {
    const old = makeBuild(join(root, "old"), "old", "old.js");
    writeFileSync(join(old, "client/assets/shared.css"), "old bytes");
    const next = makeBuild(join(root, "next"), "next", "next.js");
    writeFileSync(join(next, "client/assets/shared.css"), "new bytes");
    carryAssets(old, next);
    expect(readdirSync(join(next, "client/assets")).sort()).toEqual(["next.js", "old.js", "shared.css"]);
    expect(readFileSync(join(next, "client/assets/shared.css"), "utf8")).toBe("new bytes");
    // The same file, not a copy: a build's assets cost no disk twice.
    expect(statSync(join(next, "client/assets/old.js")).ino).toBe(
      statSync(join(old, "client/assets/old.js")).ino,
    );
  });

  it("passes a file on while its build is kept (KEPT_BUILDS publishes), then no more", () => {
    const builds = [1, 2, 3, 4].map((n) => makeBuild(join(root, `${n}`), `${n}`, `${n}.js`));
    for (let i = 1; i < builds.length; i++) carryAssets(builds[i - 1]!, builds[i]!);
    // A page of build 2 open while build 4 is served still loads its files; build 1's are gone.
    expect(KEPT_BUILDS).toBe(3);
    expect(readdirSync(join(builds[3]!, "client/assets")).sort()).toEqual(["2.js", "3.js", "4.js"]);
  });
});

describe("pruneBuilds", () => {
  it("keeps the served build and the two before it, and deletes a newer one never served", () => {
    const builds = [1, 2, 3, 4, 5].map((n) =>
      makeBuild(newBuildFolder(link, `${n}`.repeat(7), new Date(n * 1000)), `${n}`, `${n}.js`),
    );
    switchBuild(link, builds[3]!);
    const deleted = pruneBuilds(link);
    expect(deleted.sort()).toEqual([builds[0], builds[4]]);
    expect(builds.map((build) => existsSync(build))).toEqual([false, true, true, true, false]);
    expect(page()).toBe("4");
  });

  it("deletes nothing while the build served is not one of them (made in place)", () => {
    makeBuild(link, "in place", "a.js");
    const other = makeBuild(newBuildFolder(link, "ccccccc"), "other", "c.js");
    mkdirSync(join(root, BUILDS_FOLDER, ".source"), { recursive: true });
    expect(pruneBuilds(link)).toEqual([]);
    expect(existsSync(other)).toBe(true);
  });
});
