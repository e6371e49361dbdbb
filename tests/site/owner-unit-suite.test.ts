/**
 * An owner's content, or language, never turns the unit suite red: the owner runs the kit's tests
 * on their own site. Once per run, in one copy of the repository (nothing built) whose content
 * combines what the owners of tests/support/owners/ vary from the starter's, each way the starter
 * (which the unit suite runs on in the project itself) does not: the Berlin company's files
 * (German, Germany, a legal notice, an hours note, no projects, no testimonials) without what the
 * kitchen-and-bath company leaves out (no trade, no founding year, no insurance, no licence, no
 * questions). Today's owner tests ran the suite in each of those two companies' copies.
 * @runs-long: runs the whole unit suite again, in a copy.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { OWNERS } from "../support/builds";
import { ownerCopy, runUnitSuite } from "../support/owner-site";

let copy: string;

beforeAll(() => {
  copy = ownerCopy(join(OWNERS, "berlin-builder"), "site-unit-suite-");
  const content = join(copy, "app", "content");
  const company = JSON.parse(readFileSync(join(content, "company.json"), "utf8"));
  for (const fact of ["businessType", "foundedYear", "insurance", "licenseNumber"]) delete company[fact];
  writeFileSync(join(content, "company.json"), `${JSON.stringify(company, null, 2)}\n`);
  writeFileSync(
    join(content, "questions.json"),
    readFileSync(join(OWNERS, "kitchen-and-bath", "questions.json")),
  );
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test("the unit suite passes on an owner's content and language", () => {
  const { status, output } = runUnitSuite(copy);
  // The failures' report, else the end of the run.
  const failures = output.indexOf("Failed Tests");
  expect(status, failures >= 0 ? output.slice(failures, failures + 8000) : output.slice(-4000)).toBe(0);
  expect(output).toMatch(/Tests\s+\d+ passed/);
}, 600_000);
