import "@testing-library/jest-dom/vitest";
import { readFileSync } from "node:fs";
import { afterAll, afterEach, beforeEach, expect, vi } from "vitest";

/**
 * The unit files share their worker's modules (vitest.config.ts: isolate false). A file that
 * replaces a module (vi.mock) gets its own instead: evaluated afresh before it imports anything, so
 * that they see its mocks, and again after it, so that no later file sees them.
 */
const testFile = expect.getState().testPath;
if (testFile && /\bvi\.(mock|doMock)\(/.test(readFileSync(testFile, "utf8"))) {
  vi.resetModules();
  afterAll(() => {
    vi.resetModules();
  });
}

/** Any console.error or console.warn a test did not expect fails it (React warnings included). */
const problems: string[] = [];

// Testing Library's React half only where a test renders into a document (jsdom): in Node, its
// import of react-dom costs every file of the server and the build a fraction of a second.
const cleanup =
  typeof document === "undefined" ? undefined : (await import("@testing-library/react")).cleanup;

beforeEach(() => {
  problems.length = 0;
  for (const level of ["error", "warn"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      problems.push(`console.${level}: ${args.map(String).join(" ")}`);
    });
  }
});

afterEach(() => {
  cleanup?.();
  vi.restoreAllMocks();
  if (problems.length > 0) throw new Error(`Unexpected console output:\n${problems.join("\n")}`);
});
