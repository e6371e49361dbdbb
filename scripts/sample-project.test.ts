import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { addSampleProject, SAMPLE_PROJECT } from "./sample-project.mjs";

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

test("adds the sample project to an owner's content that has no project and no photo yet", async () => {
  root = mkdtempSync(join(tmpdir(), "sample-project-"));
  const content = join(root, "app", "content");
  // As git checks out a content of no project and no photo: neither folder exists.
  mkdirSync(content, { recursive: true });
  writeFileSync(join(content, "services.json"), JSON.stringify({ services: [{ slug: "kitchens" }] }));
  await addSampleProject(root);
  const project = JSON.parse(
    readFileSync(join(content, "projects", `${SAMPLE_PROJECT.slug}.json`), "utf8"),
  ) as { service: string; photos: unknown[] };
  expect(project.service).toBe("kitchens");
  expect(project.photos).toHaveLength(SAMPLE_PROJECT.photos.length);
  expect(readdirSync(join(content, "photos"))).toHaveLength(SAMPLE_PROJECT.photos.length + 2);
}, 60_000);
