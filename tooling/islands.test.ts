// @vitest-environment node
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Manifest } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COPIES } from "#shared/copy/all.ts";
import { LANGUAGES } from "#shared/copy/languages.ts";
import { buildIslands, islandFiles, pruneUnusedScripts, type IslandFiles } from "./islands";

describe("islandFiles", () => {
  const manifest: Manifest = {
    "app/lib/islands/start.ts": {
      file: "assets/loader-a1.js",
      src: "app/lib/islands/start.ts",
      isEntry: true,
    },
    "app/islands/contact-form.tsx": {
      file: "assets/contact-form-b2.js",
      src: "app/islands/contact-form.tsx",
      isDynamicEntry: true,
      imports: ["_shared-c3.js"],
    },
    "_shared-c3.js": { file: "assets/shared-c3.js", imports: ["_deep-d4.js"] },
    "_deep-d4.js": { file: "assets/deep-d4.js" },
    "app/islands/not-found.ts": {
      file: "assets/not-found-e5.js",
      src: "app/islands/not-found.ts",
      isDynamicEntry: true,
    },
    "app/islands/viewer.ts": {
      file: "assets/viewer-f6.js",
      src: "app/islands/viewer.ts",
      isDynamicEntry: true,
      dynamicImports: ["node_modules/big/big.js", "shared/copy/en/form.ts", "shared/copy/de/form.ts"],
    },
    "shared/copy/en/form.ts": {
      file: "assets/form-en-h8.js",
      src: "shared/copy/en/form.ts",
      isDynamicEntry: true,
    },
    "shared/copy/de/form.ts": {
      file: "assets/form-de-i9.js",
      src: "shared/copy/de/form.ts",
      isDynamicEntry: true,
      imports: ["_deep-d4.js", "_umlaut-j0.js"],
    },
    "_umlaut-j0.js": { file: "assets/umlaut-j0.js" },
    "node_modules/big/big.js": {
      file: "assets/big-g7.js",
      src: "node_modules/big/big.js",
      isDynamicEntry: true,
      imports: ["_deep-d4.js"],
    },
  };

  it("reads the loader's URL and each island's files, with every chunk it imports", () => {
    const files = islandFiles(manifest);
    expect(files.loader).toBe("/assets/loader-a1.js");
    expect(Object.fromEntries(files.islands)).toEqual({
      "contact-form": ["/assets/contact-form-b2.js", "/assets/shared-c3.js", "/assets/deep-d4.js"],
      "not-found": ["/assets/not-found-e5.js"],
      viewer: ["/assets/viewer-f6.js"],
    });
  });

  it("lists apart what an island fetches only when it asks (its dynamic imports and theirs)", () => {
    expect(Object.fromEntries(islandFiles(manifest).later)).toEqual({
      viewer: ["/assets/big-g7.js", "/assets/deep-d4.js"],
    });
  });

  it("lists an island's words by language, each with the chunks it imports that the island lacks", () => {
    expect(Object.fromEntries(islandFiles(manifest).words)).toEqual({
      viewer: {
        en: ["/assets/form-en-h8.js"],
        de: ["/assets/form-de-i9.js", "/assets/deep-d4.js", "/assets/umlaut-j0.js"],
      },
    });
  });

  it("fails the build when the loader is missing", () => {
    const { "app/lib/islands/start.ts": _loader, ...rest } = manifest;
    expect(() => islandFiles(rest)).toThrow(/app\/lib\/islands\/start\.ts/);
  });
});

describe("pruneUnusedScripts", () => {
  it("deletes every script but the island build's in the site's languages, and leaves other assets alone", async () => {
    const client = await mkdtemp(join(tmpdir(), "prune-"));
    await mkdir(join(client, "assets"));
    for (const f of [
      "loader-a1.js",
      "form-b2.js",
      "router-x9.js",
      "root-z.css",
      "big-g7.js",
      "de-k1.js",
      "en-l2.js",
    ])
      await writeFile(join(client, "assets", f), "");
    const files: IslandFiles = {
      loader: "/assets/loader-a1.js",
      islands: new Map([["form", ["/assets/form-b2.js"]]]),
      later: new Map([["form", ["/assets/big-g7.js"]]]),
      words: new Map([["form", { de: ["/assets/de-k1.js"], en: ["/assets/en-l2.js"] }]]),
    };
    await pruneUnusedScripts(client, files, ["de"]);
    expect((await readdir(join(client, "assets"))).sort()).toEqual([
      "big-g7.js",
      "de-k1.js",
      "form-b2.js",
      "loader-a1.js",
      "root-z.css",
    ]);
    await rm(client, { recursive: true });
  });
});

describe("buildIslands (a real build of app/islands/)", () => {
  let client: string;
  let files: IslandFiles;
  const read = (url: string) => readFile(join(client, url), "utf8");

  beforeAll(async () => {
    client = await mkdtemp(join(tmpdir(), "islands-"));
    files = await buildIslands(client);
  }, 120_000);
  afterAll(() => rm(client, { recursive: true, force: true }));

  it("writes a hashed loader in /assets/ and one chunk per file of app/islands/", async () => {
    expect(files.loader).toMatch(/^\/assets\/loader-[\w-]+\.js$/);
    expect([...files.islands.keys()].sort()).toEqual(
      (await readdir("app/islands"))
        .filter((f) => !f.includes(".test."))
        .map((f) => f.replace(/\.tsx?$/, ""))
        .sort(),
    );
  });

  it("gives the loader plain dynamic imports of the islands: no preload helper, minified, well under 1 KB gzipped", async () => {
    const loader = await read(files.loader);
    // Quoted as the minifier likes: "…" or `…`.
    for (const [, [chunk]] of files.islands)
      expect(loader).toMatch(new RegExp(`import\\((["\`])\\./${chunk!.slice("/assets/".length)}\\1\\)`));
    expect(loader).not.toMatch(/modulepreload|__vitePreload|document\.head\.appendChild/);
    expect(loader.split("\n").filter(Boolean)).toHaveLength(1);
    expect(gzipSync(loader).length).toBeLessThan(1024);
  });

  it("keeps React out of the 404 island, and hydrates the form with Preact's stand-in for React DOM", async () => {
    const notFound = await read(files.islands.get("not-found")![0]!);
    expect(notFound).toContain("404 Error: User attempted to access non-existent route:");
    expect(notFound).not.toMatch(/react/i);
    const form = (await Promise.all(files.islands.get("contact-form")!.map(read))).join("\n");
    // React DOM's own client, in either build, names itself in its errors; Preact's does not (the
    // browser tests prove the form hydrates).
    expect(form).not.toMatch(/Minified React error|react-dom\.development/);
    expect(form).not.toMatch(/process\.env/);
    expect(gzipSync(form).length).toBeLessThan(20 * 1024);
  });

  it("keeps the form's words out of its code: a chunk per language of the kit, loaded by the page's", async () => {
    const form = (await Promise.all(files.islands.get("contact-form")!.map(read))).join("\n");
    const words = files.words.get("contact-form")!;
    expect(Object.keys(words).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const submit = COPIES[language].contactPage.submitLabel;
      expect(form).not.toContain(submit);
      expect((await Promise.all(words[language]!.map(read))).join("\n")).toContain(submit);
    }
  });
});
