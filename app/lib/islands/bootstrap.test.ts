import { describe, expect, it } from "vitest";
import { ISLAND_BOOTSTRAP } from "./bootstrap";

const LOADER = "/assets/loader-abc123.js";

/**
 * Runs the bootstrap as a page would, in a stand-in for the browser whose paint, idle time and
 * events the test controls, and reports the scripts it added to the page.
 */
function page({ paintTiming = true, idleCallback = true } = {}) {
  const added: { type?: string; src?: string }[] = [];
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  let observer: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  let disconnected = false;

  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["resource"];
    private callback: (entries: unknown, observer: PerformanceObserver) => void;
    constructor(callback: (entries: unknown, observer: PerformanceObserver) => void) {
      this.callback = callback;
    }
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      expect({ type, buffered }).toEqual({ type: "paint", buffered: true });
      observer = (entries) => this.callback(entries, this);
    }
    disconnect() {
      disconnected = true;
    }
  }
  const document = {
    currentScript: { dataset: { src: LOADER } },
    createElement: (tag: string) => {
      expect(tag).toBe("script");
      return {};
    },
    head: { append: (element: { type?: string; src?: string }) => added.push(element) },
  };
  const requestIdleCallback = idleCallback ? (fn: () => void) => idle.push(fn) : undefined;
  const setTimeout = (fn: () => void) => idle.push(fn);
  const addEventListener = (type: string, fn: () => void) => listeners.set(type, fn);

  new Function(
    "document",
    "PerformanceObserver",
    "requestIdleCallback",
    "setTimeout",
    "addEventListener",
    ISLAND_BOOTSTRAP,
  )(document, PerformanceObserver, requestIdleCallback, setTimeout, addEventListener);

  return {
    added,
    paint: (...names: string[]) => {
      if (!disconnected) observer?.({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) });
    },
    fire: (type: string) => listeners.get(type)?.(),
    runIdle: () => idle.splice(0).forEach((fn) => fn()),
  };
}

describe("the island bootstrap", () => {
  it("adds the loader as a module script once the page's content has painted and the browser is idle", () => {
    const { added, paint, runIdle } = page();
    runIdle();
    expect(added).toEqual([]);
    // A first paint of the background alone is not the page's content.
    paint("first-paint");
    runIdle();
    expect(added).toEqual([]);
    paint("first-paint", "first-contentful-paint");
    expect(added).toEqual([]);
    runIdle();
    expect(added).toEqual([{ type: "module", src: LOADER }]);
  });

  it("without paint timing, waits for the page's load, then for idle time or a short timeout", () => {
    for (const idleCallback of [true, false]) {
      const { added, fire, runIdle } = page({ paintTiming: false, idleCallback });
      runIdle();
      expect(added).toEqual([]);
      fire("load");
      runIdle();
      expect(added).toEqual([{ type: "module", src: LOADER }]);
    }
  });

  it("adds the loader at once when the visitor focuses or touches something first, and only once", () => {
    for (const type of ["focusin", "pointerdown"]) {
      const { added, fire, paint, runIdle } = page();
      fire(type);
      expect(added).toEqual([{ type: "module", src: LOADER }]);
      paint("first-contentful-paint");
      runIdle();
      fire(type === "focusin" ? "pointerdown" : "focusin");
      expect(added).toHaveLength(1);
    }
  });
});
