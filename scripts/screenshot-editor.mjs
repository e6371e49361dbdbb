// @ts-check
/**
 * The README's pictures of the editor, taken from the real thing at 1280 px in Chromium:
 * - docs/screenshots/editor.png: `npm run edit` in this project, the company's form (nothing saved);
 * - docs/screenshots/editor-photos.png: `npm run edit` in a temporary copy of the project, a
 *   project's form just after "Add several photos" took three generated test photos (never real
 *   ones) and one file that is not a photo. The copy is removed afterwards.
 * Run: `node scripts/screenshot-editor.mjs`.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { copyProject } from "../tests/support/site.ts";
import { launchChromium } from "../tooling/chromium.mjs";
import { standInPhoto } from "../tooling/stand-in-photo.mjs";

/** `npm run edit` in `cwd` on a free port: its address, and how to stop it. @param {string} cwd */
async function startEditor(cwd) {
  const editor = spawn("npm", ["run", "edit", "--silent"], { cwd, env: { ...process.env, PORT: "0" } });
  const origin = await new Promise((resolve, reject) => {
    let output = "";
    editor.stdout.on("data", (chunk) => {
      output += chunk;
      const url = /open (http:\/\/127\.0\.0\.1:\d+)\/editor\//.exec(output)?.[1];
      if (url) resolve(url);
    });
    editor.on("exit", (code) => reject(new Error(`npm run edit exited (${code}): ${output}`)));
  });
  return { origin: /** @type {string} */ (origin), stop: () => editor.kill("SIGTERM") };
}

const browser = await launchChromium();
const copy = copyProject("editor-screenshot-");
const here = await startEditor(process.cwd());
const inCopy = await startEditor(copy);
try {
  // Wide: on a phone Decap hides the preview pane (the owner edits at a computer).
  /** @param {string} origin @param {string} entry */
  const open = async (origin, entry) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/editor/#/collections/${entry}`);
    await page.getByRole("button", { name: "Published" }).waitFor();
    // The preview pane has loaded the site's page.
    await page.frameLocator("iframe").frameLocator("iframe").getByRole("heading", { level: 1 }).waitFor();
    return page;
  };

  const company = await open(here.origin, "site/entries/company");
  await company.getByLabel("Email", { exact: true }).scrollIntoViewIfNeeded();
  await company.screenshot({ path: "docs/screenshots/editor.png" });
  console.log("wrote docs/screenshots/editor.png");

  const project = await open(inCopy.origin, "projects/entries/modern-family-home");
  const photo = async (/** @type {number} */ seed) =>
    standInPhoto({ width: 1600, height: 1200, seed, format: "jpeg", quality: 80 });
  await project.getByLabel("Add several photos").setInputFiles([
    { name: "Generated test photo 1.jpg", mimeType: "image/jpeg", buffer: await photo(7) },
    { name: "Generated test photo 2.jpg", mimeType: "image/jpeg", buffer: await photo(8) },
    { name: "plan.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7 not a photo") },
    { name: "Generated test photo 3.jpg", mimeType: "image/jpeg", buffer: await photo(9) },
  ]);
  await project.getByText(/^Added 3 photos/).waitFor();
  await project
    .getByLabel(/^Photo description/)
    .nth(1)
    .fill("Generated test photo 1: coloured blocks under a blue sky");
  // The control, its report, and the list below it.
  await project
    .getByLabel("Add several photos")
    .evaluate((input) => input.closest("div")?.scrollIntoView({ block: "start" }));
  await project.mouse.wheel(0, -90);
  await project.waitForTimeout(300);
  await project.screenshot({ path: "docs/screenshots/editor-photos.png" });
  console.log("wrote docs/screenshots/editor-photos.png");
} finally {
  here.stop();
  inCopy.stop();
  await browser.close();
  rmSync(copy, { recursive: true, force: true });
}
