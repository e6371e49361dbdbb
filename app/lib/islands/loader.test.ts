import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { IslandDefinition } from "./define";
import { islands, startIslands, whenPageIsReady } from "./loader";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** A stand-in island that records how it was started. */
function recording() {
  const calls: { element: HTMLElement; props: unknown }[] = [];
  const island: IslandDefinition = { start: (element, props) => void calls.push({ element, props }) };
  return { calls, load: vi.fn(() => Promise.resolve(island)) };
}

describe("startIslands", () => {
  it("starts each island on the page with its container and the props the page serialised", async () => {
    document.body.innerHTML = `<div data-island="form" data-props='{"endpoint":"https://x.example"}'></div><div data-island="log"></div>`;
    const form = recording();
    const log = recording();
    await startIslands(
      document,
      new Map([
        ["form", form.load],
        ["log", log.load],
      ]),
    );
    expect(form.calls).toEqual([
      { element: document.querySelector('[data-island="form"]'), props: { endpoint: "https://x.example" } },
    ]);
    expect(log.calls).toEqual([{ element: document.querySelector('[data-island="log"]'), props: {} }]);
  });

  it("starts an island once, however often the page becomes ready", async () => {
    document.body.innerHTML = `<div data-island="form"></div>`;
    const form = recording();
    const known = new Map([["form", form.load]]);
    await startIslands(document, known);
    await startIslands(document, known);
    expect(form.load).toHaveBeenCalledTimes(1);
    expect(form.calls).toHaveLength(1);
  });

  it("names an island the page has and app/islands/ does not, and still starts the others", async () => {
    document.body.innerHTML = `<div data-island="nowhere"></div><div data-island="form"></div>`;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const form = recording();
    await startIslands(document, new Map([["form", form.load]]));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"nowhere"'));
    expect(form.calls).toHaveLength(1);
  });
});

describe("the loader's islands", () => {
  it("are the files of app/islands/, by file name", () => {
    const files = readdirSync(join(import.meta.dirname, "..", "..", "islands"))
      .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
      .map((f) => f.replace(/\.tsx?$/, ""));
    expect([...islands.keys()].sort()).toEqual(files.sort());
  });
});

describe("whenPageIsReady", () => {
  /** A window whose load, idle time and events the test controls. */
  function fakeWindow(readyState: DocumentReadyState, idle = true) {
    const listeners = new Map<string, () => void>();
    const idleCallbacks: (() => void)[] = [];
    const frames: (() => void)[] = [];
    const win = {
      document: { readyState },
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      requestIdleCallback: idle ? (fn: () => void) => idleCallbacks.push(fn) : undefined,
      setTimeout: (fn: () => void) => idleCallbacks.push(fn),
    };
    const fire = (type: string) => listeners.get(type)?.();
    return {
      win: win as unknown as Window,
      fire,
      /** Produces one frame: runs the animation-frame callbacks queued so far. */
      paint: () => frames.splice(0).forEach((fn) => fn()),
      runIdle: () => idleCallbacks.splice(0).forEach((fn) => fn()),
    };
  }

  it("waits for the page's load, its first frame, then for the browser to be idle", () => {
    const start = vi.fn();
    const { win, fire, paint, runIdle } = fakeWindow("interactive");
    whenPageIsReady(start, win);
    runIdle();
    expect(start).not.toHaveBeenCalled();
    fire("load");
    runIdle();
    expect(start).not.toHaveBeenCalled();
    // Loaded and idle, but no frame yet: the page has not been painted.
    paint();
    runIdle();
    expect(start).not.toHaveBeenCalled();
    paint();
    runIdle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("on an already loaded page, waits for a frame and idle time (or a short timeout without requestIdleCallback)", () => {
    for (const idle of [true, false]) {
      const start = vi.fn();
      const { win, paint, runIdle } = fakeWindow("complete", idle);
      whenPageIsReady(start, win);
      runIdle();
      expect(start).not.toHaveBeenCalled();
      paint();
      paint();
      runIdle();
      expect(start).toHaveBeenCalledTimes(1);
    }
  });

  it("starts at once when the visitor focuses or touches something first", () => {
    for (const type of ["focusin", "pointerdown"]) {
      const start = vi.fn();
      const { win, fire } = fakeWindow("loading");
      whenPageIsReady(start, win);
      fire(type);
      expect(start).toHaveBeenCalledTimes(1);
    }
  });
});
