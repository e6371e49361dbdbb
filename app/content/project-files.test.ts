// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readProjectFolder } from "./project-files";

describe("the projects' folder", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "project-files-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is read file by file, its JSON files only, by name", () => {
    mkdirSync(join(dir, "projects"));
    writeFileSync(join(dir, "projects", "deck.json"), "{}");
    writeFileSync(join(dir, "projects", "notes.txt"), "not a project");
    expect(readProjectFolder(join(dir, "projects"))).toEqual({ "./projects/deck.json": "{}" });
  });

  it("holds no project when it is gone (git keeps no empty folder: an owner who removed every project)", () => {
    expect(readProjectFolder(join(dir, "projects"))).toEqual({});
    expect(readProjectFolder(new URL(`file://${join(dir, "projects")}/`))).toEqual({});
  });
});
