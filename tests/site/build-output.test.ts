/**
 * A build prints what the owner should know (its notes) and nothing the project itself could fix:
 * no bundler's warning (a dynamic import it cannot follow, a deprecation, a chunk's size), in any
 * of the configurations the tests build.
 */
import { expect, test } from "vitest";
import { BUILD_WARNING, BUILDS, buildOutput, type BuildName } from "../support/builds";

test.each(Object.keys(BUILDS) as BuildName[])("the %s build prints no warning", (name) => {
  const warnings = buildOutput(name, BUILDS[name])
    .split("\n")
    .filter((line) => BUILD_WARNING.test(line));
  expect(warnings).toEqual([]);
});
