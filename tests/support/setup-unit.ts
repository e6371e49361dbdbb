import "@testing-library/jest-dom/vitest";
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, expect, vi } from "vitest";

/**
 * The unit files share their worker's modules, and a component file its worker's document
 * (vitest.config.ts: isolate false); this file runs before each of them. A file that replaces a
 * module (vi.mock) gets modules of its own, evaluated afresh so that they see its mocks, and so
 * does the file after it, so that none of them is left to it (even should the file fail to load).
 * Each starts on an empty page at the origin's root.
 */
const testFile = expect.getState().testPath;
const mocks = !!testFile && /\bvi\.(mock|doMock)\(/.test(readFileSync(testFile, "utf8"));
const worker = globalThis as { afterMocks?: boolean };
if (mocks || worker.afterMocks) vi.resetModules();
worker.afterMocks = mocks;
if (typeof document !== "undefined") {
  document.head.replaceChildren();
  document.body.replaceChildren();
  history.replaceState(null, "", "/");
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
