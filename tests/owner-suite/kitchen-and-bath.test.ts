/**
 * The suite's owner-facing files, run again on another company's own builds: the kitchen-and-bath
 * company of tests/support/owners/ (tests/site/owner-kitchen-and-bath.test.ts), in a copy of the
 * project, as that owner would run the kit's tests on their site. Not part of `npm test`: the run
 * builds that company's site four times more (the tests' own builds, in the copy) and runs those
 * files again, more than the whole suite's time allows. `npm run test:owner-suite` (or
 * OWNER_SUITE=1 npx vitest run --project owner-suite) runs it: vitest.config.ts adds its project
 * only then, so an ordinary run neither runs nor skips it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OWNERS } from "../support/builds";
import { ownerCopy, withoutColours } from "../support/owner-site";
import { ROOT } from "../support/site";

const OWNER = join(OWNERS, "kitchen-and-bath");

/**
 * The test files that read the owner's content and check what a visitor of this company's site
 * gets, by name: each in tests/site/ (no browser) and tests/e2e/ (a browser), wherever it has tests.
 */
const OWNER_FACING = [
  "accessibility",
  "budgets",
  "check-live",
  "contact-form",
  "design",
  "lead-inbox",
  "lead-inbox-details",
  "lead-inbox-photos",
  "navigation",
  "not-found",
  "pages",
  "privacy",
  "project-pages",
  "seo",
  "server",
  "service-pages",
];

describe("on this company's site, as its owner runs the tests", () => {
  let whole: string;
  beforeAll(() => {
    whole = ownerCopy(OWNER, "site-kitchen-suite-");
  });
  afterAll(() => {
    if (whole) rmSync(whole, { recursive: true, force: true });
  });

  /** A runner in the copy, with none of this run's settings: its output, colour codes removed. */
  const run = (args: string[]) => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) =>
          !/^(VITEST|PW_|PLAYWRIGHT_|TEST_|SITE_ORIGIN|CONFIGURED_ORIGIN|NO_COLOR|FORCE_COLOR|OWNER_SUITE|npm_)/i.test(
            key,
          ),
      ),
    );
    const result = spawnSync("npx", args, {
      cwd: whole,
      encoding: "utf8",
      env: { ...env, CI: "true", NO_COLOR: "1" },
    });
    return { status: result.status, output: withoutColours(result.stdout + result.stderr) };
  };
  const existing = (folder: string, names: string[]) =>
    names.map((name) => `tests/${folder}/${name}`).filter((file) => existsSync(join(ROOT, file)));

  test("the owner-facing checks without a browser pass on this company's site", () => {
    const files = existing("site", [...OWNER_FACING.map((name) => `${name}.test.ts`), "configured"]);
    const { status, output } = run(["vitest", "run", "--project", "site", ...files]);
    expect(status, output.slice(-8000)).toBe(0);
    expect(output).toMatch(/Tests\s+\d+ passed/);
  }, 1_800_000);

  test("the browser suite's owner-facing checks pass on this company's site", () => {
    const files = existing("e2e", [...OWNER_FACING.map((name) => `${name}.test.ts`), "configured"]);
    // One worker: this run shares the machine with the rest of the suite's two.
    const { status, output } = run([
      "playwright",
      "test",
      "--project=default",
      "--project=configured",
      "--workers=1",
      "--reporter=line",
      ...files,
    ]);
    // The first failure's report, else the end of the run.
    const failure = output.indexOf("\n  1) ");
    expect(status, failure >= 0 ? output.slice(failure, failure + 8000) : output.slice(-6000)).toBe(0);
    expect(output).toMatch(/\d+ passed/);
  }, 1_800_000);
});
