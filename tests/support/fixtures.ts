import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page, type Request } from "@playwright/test";
import { IMAGE_HOST } from "../../tooling/image-host.mjs";
import { IMAGE_ORIGINS } from "./pages";

export { expect, IMAGE_ORIGINS };

/**
 * The image hosts no test may reach: the content's, and the starter fixture's (./starter.ts), whose
 * builds the tests of the starter as owners change it serve whatever the owner's content is.
 */
const UNREACHABLE_IMAGES = [...new Set([...IMAGE_ORIGINS, `https://${IMAGE_HOST}`])];

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/**
 * Where every page is checked with axe: a phone and a desktop, each in light and dark (axeInBothSchemes:
 * one load of the page per width, the colours switched in place).
 */
export const AXE_VIEWPORTS = [
  ["375 px", PHONE],
  ["1280 px", DESKTOP],
] as const;

export type ConsoleEntry = { type: string; text: string; url: string };

/**
 * What the pages of a test wrote on the console. Errors and warnings fail the test unless it
 * declared them expected; failed loads of the unreachable image host are always expected.
 */
export class ConsoleLog {
  readonly entries: ConsoleEntry[] = [];
  /** Documents the browser loaded with status 404 (the not-found page's own address). */
  readonly notFoundDocuments = new Set<string>();
  private readonly expected: ((entry: ConsoleEntry) => boolean)[] = [
    (e) =>
      UNREACHABLE_IMAGES.some((o) => e.url.startsWith(o)) && e.text.startsWith("Failed to load resource"),
  ];

  /** Declares entries this test expects (they no longer fail it). */
  expect(predicate: (entry: ConsoleEntry) => boolean) {
    this.expected.push(predicate);
  }

  /** The 404 page as specified: the browser reports the document's 404, the page logs the path. */
  expectNotFoundPages() {
    this.expect(
      (e) =>
        (e.type === "error" &&
          e.text.startsWith("404 Error: User attempted to access non-existent route:")) ||
        (e.text === "Failed to load resource: the server responded with a status of 404 (Not Found)" &&
          this.notFoundDocuments.has(e.url)),
    );
  }

  problems(): ConsoleEntry[] {
    return this.entries.filter(
      (e) => ["error", "warning", "pageerror"].includes(e.type) && !this.expected.some((ok) => ok(e)),
    );
  }
}

/**
 * Playwright's test with the site's ground rules: every browser context blocks the image host (no
 * internet here, and a test must not depend on one) and fails its test on unexpected console errors
 * and warnings. Tests that use neither `page` nor `context` start no browser at all.
 */
export const test = base.extend<{ consoleLog: ConsoleLog }>({
  consoleLog: async ({}, use) => {
    await use(new ConsoleLog());
  },
  context: async ({ context, consoleLog }, use) => {
    for (const origin of UNREACHABLE_IMAGES) {
      await context.route(`${origin}/**`, (route) => route.abort("internetdisconnected"));
    }
    context.on("console", (message) =>
      consoleLog.entries.push({ type: message.type(), text: message.text(), url: message.location().url }),
    );
    context.on("response", (response) => {
      if (response.request().isNavigationRequest() && response.status() === 404) {
        consoleLog.notFoundDocuments.add(response.url());
      }
    });
    context.on("weberror", (error) =>
      consoleLog.entries.push({
        type: "pageerror",
        text: error.error().message,
        url: error.page()?.url() ?? "",
      }),
    );
    await use(context);
    expect(consoleLog.problems(), "errors and warnings on the console").toEqual([]);
  },
});

/**
 * Every request the page makes from now on that could carry what a visitor typed, as "METHOD url":
 * all but plain GETs of the site's own files (the favicon or a script arriving late carry nothing).
 */
export function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    const ownFile = request.method() === "GET" && url.origin === new URL(page.url()).origin && !url.search;
    if (!ownFile) requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}

/**
 * The requests the page made before this call. The page fetches a marker URL and the call returns
 * once the marker shows up among the recorded requests: the browser reports requests in the order
 * the page makes them, so anything the page sent earlier is recorded by then. No sleeping.
 */
export async function requestsSoFar(page: Page, recorded: string[]): Promise<string[]> {
  const marker = `/robots.txt?marker=${Math.random().toString(36).slice(2)}`;
  await page.evaluate((url) => fetch(url).then((r) => r.text()), marker);
  await expect.poll(() => recorded.some((r) => r.endsWith(marker))).toBe(true);
  return recorded.slice(
    0,
    recorded.findIndex((r) => r.endsWith(marker)),
  );
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe-core in the page (evaluated over the DevTools protocol, so the CSP does not block it),
 * once per document: a second check of the same page, say in the other colour scheme, reuses it.
 * `within`: only the part of the page this selector names (ours, in a page of another's make).
 */
export async function axeViolations(page: Page, within?: string) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document | { include: string[] },
            opts: object,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(within ? { include: [within] } : document, {
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
  }, within);
}

/**
 * Until every transition and animation of the page that ends has finished (a colour measured halfway
 * is wrong); one that repeats forever (a spinner) is left running. One cancelled on the way (a
 * transition replaced by another, a viewer's animation stopped) ends without finishing: its
 * successors, if any, are waited for in turn.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    for (let now = running(); now.length > 0; now = running())
      await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * The page in the other colour scheme without loading it again, once the colours have settled:
 * a control's colour transition would otherwise be measured halfway.
 */
export async function switchColorScheme(page: Page, colorScheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme });
  await settled(page);
}

/** The page at another width without loading it again (its layout is CSS's alone), once settled. */
export async function switchViewport(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await settled(page);
}

/**
 * axe's violations on the page as it is, in the light colour scheme and in the dark one (switched
 * in place: the colours follow prefers-color-scheme, nothing reloads), so a failure names the scheme.
 * The scheme the page is in first (a page loads in the scheme the last one was left in): each
 * switch waits out the controls' colour transitions.
 */
export async function axeInBothSchemes(page: Page) {
  const dark = await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches);
  const found: Record<"light" | "dark", Awaited<ReturnType<typeof axeViolations>>> = { light: [], dark: [] };
  for (const colorScheme of dark ? (["dark", "light"] as const) : (["light", "dark"] as const)) {
    await switchColorScheme(page, colorScheme);
    found[colorScheme] = await axeViolations(page);
  }
  return found;
}

/** What axeInBothSchemes answers for a page without a violation. */
export const NO_VIOLATIONS = { light: [], dark: [] };

/** A value written into an aria snapshot template as an exact, quoted name or text. */
export const quoted = (value: string) => JSON.stringify(value);
