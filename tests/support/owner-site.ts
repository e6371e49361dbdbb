/**
 * Another company's site, or the starter as an owner changed it, built in a copy of the project
 * (OWNER_BUILDS in tests/support/builds.ts), as its tests read it in Vitest and Playwright alike:
 * its pages, `npm start` on it with a leads database of the test's own, `npm run leads` on that
 * database, and the unit suite run in a copy, as the owner runs it.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pageFiles } from "#shared/site-manifest.mjs";
import { ensureBuilt, OWNER_BUILDS, type OwnerBuildName } from "./builds";
import { copyProject, nodeScript, ROOT, startSite, type RunningSite } from "./site";

/**
 * How long a hook that may make one of these builds waits: a build in a copy takes a minute or two,
 * and three or more while several suites share the machine.
 */
export const OWNER_BUILD_TIMEOUT = 600_000;

/** The copy of the project OWNER_BUILDS[name] is built in, made first unless it already is. */
export const ensureOwnerBuilt = (name: OwnerBuildName) => ensureBuilt(name, OWNER_BUILDS[name]);

/** Every page's HTML in the copy's build, by path. */
export function readPages(copy: string): Record<string, string> {
  const build = join(copy, "build");
  return Object.fromEntries(
    Object.entries(pageFiles(build)).map(([path, file]) => [
      path,
      readFileSync(join(build, "client", file), "utf8"),
    ]),
  );
}

export type OwnerServer = RunningSite & {
  /** `npm run leads -- <args>` in the copy, on this server's database: its exit status, stdout and stderr. */
  leads: (...args: string[]) => { status: number | null; stdout: string; stderr: string };
};

/**
 * `npm start` on the copy's build with a leads database of its own (LEADS_DB, outside the copy): the
 * copy is shared by the files that read it, in Vitest and Playwright, and no file's requests may
 * show in another's listing. `stop()` stops it and removes the database.
 */
export async function startOwnerSite(copy: string): Promise<OwnerServer> {
  const data = mkdtempSync(join(tmpdir(), "owner-leads-"));
  const env = { LEADS_DB: join(data, "leads.sqlite") };
  const site = await startSite("build", env, { cwd: copy });
  return {
    ...site,
    stop: async () => {
      await site.stop();
      rmSync(data, { recursive: true, force: true });
    },
    leads: (...args) => {
      const run = spawnSync(process.execPath, [...nodeScript("leads"), ...args], {
        cwd: copy,
        encoding: "utf8",
        env: { ...process.env, ...env },
      });
      return { status: run.status, stdout: run.stdout, stderr: run.stderr };
    },
  };
}

/**
 * A copy of the whole repository (the docs, deploy/ and the rest the unit suite checks; never what
 * running makes, nor git's own folder), with the data files of `owner` (a folder like
 * tests/support/owners/kitchen-and-bath/) in app/content/. Nothing is built.
 */
export function ownerCopy(owner: string, prefix: string): string {
  const copy = copyProject(prefix);
  for (const entry of readdirSync(ROOT))
    if (
      !existsSync(join(copy, entry)) &&
      !/^(\.git|\.react-router|\.cache|\.wrangler|node_modules|build.*|data|test-results|playwright-report|reports)$/.test(
        entry,
      )
    )
      cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  const content = join(copy, "app", "content");
  // The owner's own data files replace the starter's; git keeps no empty folder: no projects folder.
  rmSync(join(content, "projects"), { recursive: true, force: true });
  cpSync(owner, content, { recursive: true });
  return copy;
}

/**
 * The unit suite (Vitest's `unit` project) run in a copy, as the owner runs it: its exit status and
 * what it printed (colour codes removed). An owner's content, or language, must never turn it red.
 */
export function runUnitSuite(copy: string) {
  // The copy's own run: none of this runner's settings (a Vitest worker's own variables among them).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(VITEST|PW_|PLAYWRIGHT_|NO_COLOR|FORCE_COLOR)/.test(key),
    ),
  );
  const result = spawnSync("npx", ["vitest", "run", "--project", "unit"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...env, CI: "true", NO_COLOR: "1" },
  });
  return { status: result.status, output: withoutColours(result.stdout + result.stderr) };
}

/** A runner's output without its colour codes, should it add any. */
// eslint-disable-next-line no-control-regex -- the codes' own first character
export const withoutColours = (output: string) => output.replace(/\u001b\[[0-9;]*m/g, "");
