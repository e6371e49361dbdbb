import { expect } from "vitest";
import type { Fixed } from "./spec";

/**
 * Asserts a value the specification fixes; a failure says which and quotes the spec. For unit tests
 * (Vitest); spec.ts itself stays free of either runner, so Playwright's tests read it too.
 */
export function expectSpec<T>(actual: unknown, rule: Fixed<T>) {
  expect(actual, `the specification fixes ${JSON.stringify(rule.value)} (${rule.spec})`).toEqual(rule.value);
}
