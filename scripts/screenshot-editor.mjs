// @ts-check
/**
 * The README's picture of the editor (docs/screenshots/editor.png), taken from the real thing:
 * starts `npm run edit` on a free port, opens the company's form in Chromium at 1280 px, and stops
 * the editor. Nothing is saved. Run: `node scripts/screenshot-editor.mjs`.
 */
import { spawn } from "node:child_process";
import { launchChromium } from "./chromium.mjs";

const editor = spawn("npm", ["run", "edit", "--silent"], { env: { ...process.env, PORT: "0" } });
try {
  const origin = await new Promise((resolve, reject) => {
    let output = "";
    editor.stdout.on("data", (chunk) => {
      output += chunk;
      const url = /open (http:\/\/127\.0\.0\.1:\d+)\/editor\//.exec(output)?.[1];
      if (url) resolve(url);
    });
    editor.on("exit", (code) => reject(new Error(`npm run edit exited (${code}): ${output}`)));
  });
  const browser = await launchChromium();
  try {
    // Wide: on a phone Decap hides the preview pane (the owner edits at a computer).
    for (const [width, file] of /** @type {const} */ ([[1280, "docs/screenshots/editor.png"]])) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${origin}/editor/#/collections/site/entries/company`);
      await page.getByRole("button", { name: "Published" }).waitFor();
      // The preview pane has loaded the site's contact page.
      await page.frameLocator("iframe").frameLocator("iframe").getByRole("heading", { level: 1 }).waitFor();
      await page.getByLabel("Email", { exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: file });
      console.log(`wrote ${file}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  editor.kill("SIGTERM");
}
