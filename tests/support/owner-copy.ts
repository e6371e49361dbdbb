/**
 * Another company's site, made from its data files alone: a copy of the project (sharing
 * node_modules) with the owner's files in place of the starter's app/content/, built as the owner
 * builds it, with the site's own inbox. The owner tests (owner-kitchen-and-bath, owner-languages)
 * check what it says.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { INBOX_PATH } from "#shared/paths.ts";
import { pageFiles } from "#shared/site-manifest.mjs";
import type { Page } from "@playwright/test";
import { axeViolations, DESKTOP, expect, PHONE } from "./fixtures";
import { buildEnv, copyProject, ROOT } from "./site";

export type OwnerCopy = {
  /** The copy's folder. */
  copy: string;
  /** npm run build's exit status and everything it printed. */
  build: { status: number | null; output: string };
  /** Every page's HTML, by path (none when the build failed). */
  pages: Record<string, string>;
};

/**
 * Copies the project into a new `<prefix>…` folder, puts the data files of `owner` (a folder like
 * tests/support/owners/kitchen-and-bath/) in app/content/, and builds it. `whole`: the rest of the
 * repository too (the docs, deploy/, the browser suite's settings), for suites that check them;
 * never what running makes (builds, data, reports) nor git's own folder.
 */
export function buildOwnerCopy(owner: string, prefix: string, { whole = false } = {}): OwnerCopy {
  const copy = copyProject(prefix);
  if (whole)
    for (const entry of readdirSync(ROOT))
      if (
        !existsSync(join(copy, entry)) &&
        !/^(\.git|\.react-router|node_modules|build.*|data|test-results|playwright-report|reports)$/.test(
          entry,
        )
      )
        cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  const content = join(copy, "app", "content");
  // The owner's own data files replace the starter's; git keeps no empty folder: no projects folder.
  rmSync(join(content, "projects"), { recursive: true, force: true });
  cpSync(owner, content, { recursive: true });
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, ...buildEnv("build", { CONTACT_ENDPOINT: INBOX_PATH }) },
  });
  const build = { status: result.status, output: result.stdout + result.stderr };
  if (result.status !== 0) return { copy, build, pages: {} };
  const client = join(copy, "build", "client");
  const pages = Object.fromEntries(
    Object.entries(pageFiles(join(copy, "build"))).map(([path, file]) => [
      path,
      readFileSync(join(client, file), "utf8"),
    ]),
  );
  return { copy, build, pages };
}

/**
 * The unit suite run in an owner's copy, as the owner runs it: its exit status and what it printed
 * (colour codes removed). An owner's content, or language, must never turn it red.
 */
export function runUnitSuite(copy: string) {
  const result = spawnSync("npx", ["vitest", "run"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  // eslint-disable-next-line no-control-regex -- colour codes, should the runner add any
  const output = (result.stdout + result.stderr).replace(/\u001b\[[0-9;]*m/g, "");
  return { status: result.status, output };
}

/**
 * Each page passes axe in light and dark at 375 and 1280 px, and none scrolls sideways at 320 px
 * (a language's long words, an owner's long names).
 */
export async function expectAccessiblePages(page: Page, origin: string, paths: readonly string[]) {
  for (const path of paths) {
    for (const viewport of [PHONE, DESKTOP])
      for (const colorScheme of ["light", "dark"] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await page.goto(origin + path);
        expect(await axeViolations(page), `${path}, ${viewport.width} px, ${colorScheme}`).toEqual([]);
      }
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(origin + path);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(320);
  }
}
