// @vitest-environment node
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getCACertificates, setDefaultCACertificates } from "node:tls";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { IMAGE_HOST, startImageHost } from "./image-host.mjs";
import { processPhotos } from "./images";
import { cacheSize, clearCache, photoCacheDir, pruneCache } from "./photo-cache";
import { photoKey } from "./encode-once";
import { ENCODING, type PhotoFiles } from "./photo-encoding";

// Encoding AVIF takes seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const dir = mkdtempSync(join(tmpdir(), "photo-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(join(dir, "cache-"));
});

const photo = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A build's photos: the files it serves, what its pages name, and what it encoded. */
async function build(
  images: string[],
  options: { env?: Record<string, string>; selfHostImages?: boolean } = {},
) {
  const files: PhotoFiles = new Map();
  const log: string[] = [];
  const result = await processPhotos(
    images,
    {
      selfHostImages: options.selfHostImages ?? false,
      photosDir: dir,
      cacheDir,
      env: options.env ?? {},
      out: { write: (line) => log.push(line) },
    },
    files,
  );
  return { ...result, files, log: log.join("") };
}

const entryFiles = () =>
  readdirSync(join(cacheDir, "encoded")).map((name) => join(cacheDir, "encoded", name));

describe("the photo cache", () => {
  it("encodes a photo once: a second build takes every file from the cache, the same bytes", async () => {
    writeFileSync(join(dir, "deck.jpg"), await photo("#886644"));
    writeFileSync(join(dir, "porch.jpg"), await photo("#446688"));
    const first = await build(["deck.jpg", "porch.jpg"]);
    expect([first.encoded, first.fromCache]).toEqual([2, 0]);
    expect(first.log).toMatch(/Photos: 2 ready in [\d.]+ s \(2 encoded, 0 from the cache in .+\/\)\n$/);

    const second = await build(["deck.jpg", "porch.jpg"]);
    expect([second.encoded, second.fromCache]).toEqual([0, 2]);
    expect(second.photos).toEqual(first.photos);
    expect([...second.files.keys()]).toEqual([...first.files.keys()]);
    for (const [path, data] of first.files) expect(second.files.get(path)!.equals(data)).toBe(true);
    expect(second.log).toContain("(0 encoded, 2 from the cache in ");
  });

  it("encodes a changed photo again, under a new name the page points to", async () => {
    writeFileSync(join(dir, "deck.jpg"), await photo("#886644"));
    const before = await build(["deck.jpg"]);
    writeFileSync(join(dir, "deck.jpg"), await photo("#228822"));
    const after = await build(["deck.jpg"]);
    expect(after.encoded).toBe(1);
    const [oldSrc, newSrc] = [before.photos["deck.jpg"]!.src, after.photos["deck.jpg"]!.src];
    expect(newSrc).toMatch(/^\/assets\/deck-760-[\w-]{10}\.jpg$/);
    expect(newSrc).not.toBe(oldSrc);
    expect(after.files.has(newSrc)).toBe(true);
    expect(after.files.has(oldSrc)).toBe(false);
    // The new file is the new photo: green, not brown.
    const { dominant } = await sharp(after.files.get(newSrc)!).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);
  });

  it("makes a damaged entry again (cut short, or its bytes changed) and says so", async () => {
    writeFileSync(join(dir, "deck.jpg"), await photo("#886644"));
    const first = await build(["deck.jpg"]);
    const [entry] = entryFiles();
    const whole = readFileSync(entry!);

    writeFileSync(entry!, whole.subarray(0, whole.length - 1000));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const afterCut = await build(["deck.jpg"]);
    expect(afterCut.encoded).toBe(1);
    expect(afterCut.photos).toEqual(first.photos);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Photo cache: the saved files of app\/content\/photos\/deck\.jpg were damaged/),
    );

    const flipped = Buffer.from(whole);
    flipped[flipped.length - 10]! ^= 0xff;
    writeFileSync(entry!, flipped);
    expect((await build(["deck.jpg"])).encoded).toBe(1);
    // Made again, whole: the next build reads it.
    expect((await build(["deck.jpg"])).encoded).toBe(0);
    warn.mockRestore();
  });

  it("never stops a build it cannot write (a full disk, a folder it may not write)", async () => {
    writeFileSync(join(dir, "deck.jpg"), await photo("#886644"));
    cacheDir = join(dir, "a-file-not-a-folder");
    writeFileSync(cacheDir, "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { photos, encoded } = await build(["deck.jpg"]);
    expect(encoded).toBe(1);
    expect(photos["deck.jpg"]!.src).toMatch(/^\/assets\/deck-760-/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^Photo cache: could not save into .*a-file-not-a-folder\/ \(/);
    warn.mockRestore();
  });

  it("prunes what the last build did not use, and clears everything", async () => {
    writeFileSync(join(dir, "deck.jpg"), await photo("#886644"));
    writeFileSync(join(dir, "porch.jpg"), await photo("#446688"));
    await build(["deck.jpg", "porch.jpg"]);
    await build(["deck.jpg"]);
    expect((await cacheSize(cacheDir)).entries).toBe(2);
    const { removed } = await pruneCache(cacheDir);
    expect(removed!.entries).toBe(1);
    expect(removed!.bytes).toBeGreaterThan(10_000);
    expect((await build(["deck.jpg"])).encoded).toBe(0);
    expect((await build(["porch.jpg"])).encoded).toBe(1);

    expect((await clearCache(cacheDir)).entries).toBe(2);
    expect(await cacheSize(cacheDir)).toEqual({ entries: 0, bytes: 0 });
    expect(readdirSync(cacheDir)).toEqual([]);
    expect((await build(["deck.jpg"])).encoded).toBe(1);
  });

  it("never deletes what is not its own, nor anything without a record of the last build", async () => {
    // A folder an owner named as PHOTO_CACHE_DIR, with files of their own in it.
    mkdirSync(join(cacheDir, "encoded"), { recursive: true });
    mkdirSync(join(cacheDir, "downloads"), { recursive: true });
    writeFileSync(join(cacheDir, "encoded", "video.mp4"), "the owner's");
    writeFileSync(join(cacheDir, "downloads", "tax-return.pdf"), "the owner's");
    writeFileSync(join(cacheDir, "notes.txt"), "the owner's");
    expect(await pruneCache(cacheDir)).toEqual({
      problem: "no build has recorded which entries it used yet: run npm run build, then prune",
    });
    writeFileSync(join(dir, "deck.jpg"), await photo("#886644"));
    await build(["deck.jpg"]);
    writeFileSync(join(cacheDir, "last-build.json"), "garbage");
    expect(await pruneCache(cacheDir)).toEqual({
      problem: "its record of the last build (last-build.json) is damaged: run npm run build, then prune",
    });
    expect(await cacheSize(cacheDir)).toMatchObject({ entries: 1 });
    await build(["deck.jpg"]);
    expect((await pruneCache(cacheDir)).removed).toEqual({ entries: 0, bytes: 0 });
    expect((await clearCache(cacheDir)).entries).toBe(1);
    expect(readdirSync(join(cacheDir, "encoded"))).toEqual(["video.mp4"]);
    expect(readdirSync(join(cacheDir, "downloads"))).toEqual(["tax-return.pdf"]);
    expect(readFileSync(join(cacheDir, "notes.txt"), "utf8")).toBe("the owner's");
  });

  it("names a photo's entry by its bytes and by every setting that shapes its files", () => {
    const bytes = Buffer.from("a photo");
    const key = photoKey(bytes);
    expect(photoKey(Buffer.from("a photo"))).toBe(key);
    expect(photoKey(Buffer.from("a photp"))).not.toBe(key);
    for (const changed of [
      { ...ENCODING, widths: [380, 760] },
      { ...ENCODING, avif: { ...ENCODING.avif, effort: 4 } },
      { ...ENCODING, jpeg: { ...ENCODING.jpeg, quality: 80 } },
      { ...ENCODING, crop: "centre" },
      { ...ENCODING, encoder: { ...ENCODING.encoder, aom: "3.16.0" } },
      { ...ENCODING, revision: ENCODING.revision + 1 },
    ]) {
      expect(photoKey(bytes, changed)).not.toBe(key);
    }
  });

  it("is never the project's own folder or a disk's root", () => {
    expect(() => photoCacheDir({ PHOTO_CACHE_DIR: "." })).toThrow(
      "PHOTO_CACHE_DIR=. names the project's own folder: name a folder for the photo cache alone",
    );
    expect(() => photoCacheDir({ PHOTO_CACHE_DIR: "/" })).toThrow("PHOTO_CACHE_DIR=/ names the disk's root");
    expect(photoCacheDir({})).toBe(join(import.meta.dirname, "..", ".cache", "photos"));
  });

  it("serves an entry only under its own name: another photo's entry copied or linked there is made again", async () => {
    writeFileSync(join(dir, "red.jpg"), await photo("#c81e1e"));
    writeFileSync(join(dir, "grey.jpg"), await photo("#808080"));
    const first = await build(["red.jpg", "grey.jpg"]);
    const entries = entryFiles();
    const redEntry = entries.find((path) =>
      readFileSync(path).includes(first.photos["red.jpg"]!.placeholder[0]!),
    )!;
    const greyEntry = entries.find((path) => path !== redEntry)!;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const swap of [
      () => writeFileSync(redEntry, readFileSync(greyEntry)),
      () => {
        rmSync(redEntry);
        symlinkSync(greyEntry, redEntry);
      },
    ]) {
      swap();
      const again = await build(["red.jpg", "grey.jpg"]);
      expect(again.encoded).toBe(1);
      expect(again.photos).toEqual(first.photos);
    }
    // A folder where an entry should be: replaced by the entry.
    rmSync(redEntry);
    mkdirSync(redEntry);
    expect((await build(["red.jpg", "grey.jpg"])).encoded).toBe(1);
    expect((await build(["red.jpg", "grey.jpg"])).encoded).toBe(0);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      expect.stringMatching(/^Photo cache: the saved files of app\/content\/photos\/red\.jpg were damaged/),
      expect.stringMatching(/^Photo cache: the saved files of app\/content\/photos\/red\.jpg were damaged/),
      expect.stringMatching(/^Photo cache: the saved files of app\/content\/photos\/red\.jpg were damaged/),
    ]);
    warn.mockRestore();
  });
});

describe("the photo cache with SELF_HOST_IMAGES", () => {
  const url = `https://${IMAGE_HOST}/photo-1600585154340-be6161a56a0c`;
  let trust: string[] = [];
  beforeAll(() => {
    trust = getCACertificates("default");
  });
  afterAll(() => setDefaultCACertificates(getCACertificates("bundled")));

  /** The stand-in for the image host, trusted, and the environment that sends the build to it. */
  async function imageHost(options: { maxAge?: number } = {}) {
    const host = await startImageHost(options);
    setDefaultCACertificates([...trust, readFileSync(host.certFile, "utf8")]);
    return { host, env: { SELF_HOST_IMAGES_RESOLVE: `${IMAGE_HOST}=127.0.0.1:${host.port}` } };
  }

  it("downloads a remote photo once while the host lets it be kept, and encodes it once", async () => {
    const { host, env } = await imageHost();
    try {
      const first = await build([url], { env, selfHostImages: true });
      const second = await build([url], { env, selfHostImages: true });
      expect(host.requests).toHaveLength(1);
      expect([first.encoded, second.encoded]).toEqual([1, 0]);
      expect(second.photos).toEqual(first.photos);
    } finally {
      await host.stop();
    }
  });

  it("never keeps a host's error page sent as a photo, and refuses a download larger than any photo", async () => {
    const { host, env } = await imageHost();
    try {
      const page = `https://${IMAGE_HOST}/maintenance-1`;
      for (let i = 0; i < 2; i++) {
        await expect(build([page], { env, selfHostImages: true })).rejects.toThrow(
          /^SELF_HOST_IMAGES|https:\/\/images\.unsplash\.com\/maintenance-1\S*: not an image the build can read/,
        );
      }
      // Asked again each time: the page was not kept as the photo.
      expect(host.requests.filter((path) => path.startsWith("/maintenance-1"))).toHaveLength(2);
      await expect(build([`https://${IMAGE_HOST}/huge-1`], { env, selfHostImages: true })).rejects.toThrow(
        /SELF_HOST_IMAGES: could not download https:\/\/images\.unsplash\.com\/huge-1\S*: larger than 50 MB, more than any photo/,
      );
    } finally {
      await host.stop();
    }
  });

  it("asks the host again when its answer may not be kept, and keeps its copy on a 304", async () => {
    const { host, env } = await imageHost({ maxAge: 0 });
    try {
      const first = await build([url], { env, selfHostImages: true });
      const second = await build([url], { env, selfHostImages: true });
      expect(host.requests).toHaveLength(2);
      expect(host.notModified).toHaveLength(1);
      expect([first.encoded, second.encoded]).toEqual([1, 0]);
      expect(second.photos).toEqual(first.photos);
    } finally {
      await host.stop();
    }
  });
});
