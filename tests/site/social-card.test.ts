/**
 * The image shown when the site is shared (public/og-image.png) carries the company's name. It is
 * drawn by `node scripts/make-images.mjs` with a browser, not by the build: after a rename, the
 * build tells the owner so, and the script redraws it with the new name. In a copy of the project
 * of its own: it renames the company and the script writes the image and its record.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { copyProject } from "../support/site";

let copy: string;
beforeAll(() => {
  copy = copyProject("site-card-");
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const run = (script: string) => {
  const result = spawnSync(process.execPath, [script], { cwd: copy, encoding: "utf8", timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

test("after a rename the build says the sharing image shows the old name; make-images redraws it", async () => {
  const file = join(copy, "app/content/company.json");
  const data = JSON.parse(readFileSync(file, "utf8"));
  // The name the image shows, as make-images recorded it (the owner's, or the starter's if not redrawn).
  const old = JSON.parse(readFileSync(join(copy, "scripts/og-image-texts.json"), "utf8")).name;
  data.name = "Oakline Homes";
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  const image = () => readFileSync(join(copy, "public/og-image.png"));
  const before = image();

  const stale = run("scripts/check-site.mjs");
  expect(stale.status).toBe(0);
  expect(stale.output).toContain(
    `still shows another name ("${old}"); run node scripts/make-images.mjs to redraw it.`,
  );

  const drawn = run("scripts/make-images.mjs");
  expect(drawn.status, drawn.output).toBe(0);
  expect(image().equals(before)).toBe(false);
  expect(JSON.parse(readFileSync(join(copy, "scripts/og-image-texts.json"), "utf8")).name).toBe(
    "Oakline Homes",
  );
  expect(run("scripts/check-site.mjs").output).not.toContain("public/og-image.png");
}, 240_000);
