import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { launchChromium } from "../../scripts/chromium.mjs";
import { startSite, type RunningSite } from "./site";

export { launchChromium };

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Where the portfolio photos live; tests never reach the internet, so these requests fail fast. */
export const IMAGE_HOST = "https://images.unsplash.com";

export type ConsoleEntry = { type: string; text: string; url: string };

export type OpenPage = {
  page: Page;
  context: BrowserContext;
  console: ConsoleEntry[];
  close: () => Promise<void>;
};

export async function openPage(
  browser: Browser,
  {
    viewport = DESKTOP,
    javaScriptEnabled = true,
    colorScheme = "light",
  }: {
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
    colorScheme?: "light" | "dark";
  } = {},
): Promise<OpenPage> {
  const context = await browser.newContext({ viewport, javaScriptEnabled, colorScheme });
  await context.route(`${IMAGE_HOST}/**`, (route) => route.abort("internetdisconnected"));
  const page = await context.newPage();
  const entries: ConsoleEntry[] = [];
  page.on("console", (message) =>
    entries.push({ type: message.type(), text: message.text(), url: message.location().url }),
  );
  page.on("pageerror", (error) => entries.push({ type: "pageerror", text: error.message, url: page.url() }));
  return { page, context, console: entries, close: () => context.close() };
}

/** Errors and warnings on the console, leaving out failed loads of the unreachable image host. */
export function consoleProblems(entries: ConsoleEntry[]): ConsoleEntry[] {
  return entries.filter(
    (e) =>
      ["error", "warning", "pageerror"].includes(e.type) &&
      !(e.url.startsWith(IMAGE_HOST) && e.text.startsWith("Failed to load resource")),
  );
}

/** Exactly one element matches and a visitor can see it. */
export async function expectOneVisible(locator: Locator) {
  await locator.first().waitFor({ state: "visible", timeout: 5_000 });
  expect(await locator.count(), `${locator} should match once`).toBe(1);
}

/** Runs axe-core in the page (evaluated over the DevTools protocol, so the CSP does not block it). */
export async function axeViolations(page: Page) {
  const source = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      },
    });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
}

/**
 * Starts `npm start` and a Chromium before the file's tests and stops both after them. Read
 * `.site` and `.browser` inside tests (they exist once the file's `beforeAll` has run).
 */
export function withSiteInBrowser() {
  const running = {} as { site: RunningSite; browser: Browser };
  beforeAll(async () => {
    running.site = await startSite();
    running.browser = await launchChromium();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.site?.stop();
  });
  return running;
}
