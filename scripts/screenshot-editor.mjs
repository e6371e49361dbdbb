// @ts-check
/**
 * The owner's guide's pictures of `npm run edit`, taken from the real thing at 1280 px in Chromium,
 * in a temporary copy of the project (removed afterwards; nothing is saved):
 * - docs/screenshots/editor.png: the editor's list of what can be changed;
 * - docs/screenshots/editor-photos.png: a project's form just after "Add photos" took three
 *   generated test photos (never real ones) and one file that is not a photo.
 * Run: `node scripts/screenshot-editor.mjs`.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { copyProject } from "../tooling/project-copy.mjs";
import { launchChromium } from "../tooling/chromium.mjs";
import { standInPhoto } from "../tooling/stand-in-photo.mjs";

const copy = copyProject("editor-screenshot-");
const editor = spawn("npm", ["run", "edit", "--silent"], { cwd: copy, env: { ...process.env, PORT: "0" } });
const origin = await new Promise((resolve, reject) => {
  let output = "";
  editor.stdout.on("data", (chunk) => {
    output += chunk;
    const url = /open (http:\/\/127\.0\.0\.1:\d+)\/admin\//.exec(output)?.[1];
    if (url) resolve(url);
  });
  editor.on("exit", (code) => reject(new Error(`npm run edit exited (${code}): ${output}`)));
});
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The first start builds the editor's bundle (seconds); then it loads at once.
  page.setDefaultTimeout(90_000);
  await page.goto(`${origin}/admin/`);
  await page.getByRole("tree", { name: "Collection List" }).waitFor();
  await page.getByText("Company details", { exact: true }).waitFor();
  await page.screenshot({ path: "docs/screenshots/editor.png" });
  console.log("wrote docs/screenshots/editor.png");

  await page.goto(`${origin}/admin/#/collections/projects/entries/modern-family-home`);
  const add = page.getByLabel("Add photos");
  await add.waitFor();
  const photo = async (/** @type {number} */ seed) =>
    standInPhoto({ width: 1600, height: 1200, seed, format: "jpeg", quality: 80 });
  await add.setInputFiles([
    { name: "Generated test photo 1.jpg", mimeType: "image/jpeg", buffer: await photo(7) },
    { name: "Generated test photo 2.jpg", mimeType: "image/jpeg", buffer: await photo(8) },
    { name: "plan.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7 not a photo") },
    { name: "Generated test photo 3.jpg", mimeType: "image/jpeg", buffer: await photo(9) },
  ]);
  const report = page.getByRole("status").filter({ hasText: /3/ });
  await report.waitFor();
  // The project's own photos are on an image host this machine may not reach: the picture shows
  // the new ones (nothing is saved).
  const remove = page.getByRole("button", { name: "Remove photo 1", exact: true });
  while ((await page.getByText(/^1\. https:/).count()) > 0) await remove.click();
  await report.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await page.waitForTimeout(300);
  await page.screenshot({ path: "docs/screenshots/editor-photos.png" });
  console.log("wrote docs/screenshots/editor-photos.png");
} finally {
  editor.kill("SIGTERM");
  await browser.close();
  rmSync(copy, { recursive: true, force: true });
}
