// @ts-check
/**
 * Finds and launches a Chromium for browser tests, screenshots and the benchmark: CHROME_PATH if
 * set, else the usual install paths on Linux, macOS and Windows.
 */
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
];

/** Flags that keep a headless Chromium quiet and offline (no background requests, no sandbox as root). */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium or Chrome found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) " +
        "or set CHROME_PATH to the browser's executable.",
    );
  }
  return found;
}

/**
 * Launches Chromium; Playwright gives every launch a fresh, temporary profile of its own.
 * @param {string[]} [extraArgs]
 */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
}
