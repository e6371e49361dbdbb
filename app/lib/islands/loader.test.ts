// @vitest-environment jsdom
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StartableIsland } from "./define";
import { islands, startIslands } from "./loader";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** A stand-in island that records how it was started. */
function recording(words?: StartableIsland["words"]) {
  const calls: { element: HTMLElement; props: unknown; words?: unknown }[] = [];
  const island: StartableIsland = {
    start: (element, props, given) => void calls.push({ element, props, ...(words && { words: given }) }),
    ...(words && { words }),
  };
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

  it("starts an island with words with those of its page's language, loaded first", async () => {
    document.body.innerHTML = `<div data-island="form" data-language="de"></div>`;
    const words = vi.fn((language: string) => Promise.resolve({ submit: `submit (${language})` }));
    const form = recording(words);
    await startIslands(document, new Map([["form", form.load]]));
    expect(words).toHaveBeenCalledWith("de");
    expect(form.calls).toEqual([
      {
        element: document.querySelector('[data-island="form"]'),
        props: {},
        words: { submit: "submit (de)" },
      },
    ]);
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
