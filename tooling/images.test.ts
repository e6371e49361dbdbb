// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getCACertificates, setDefaultCACertificates } from "node:tls";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { IMAGE_HOST, startImageHost } from "./image-host.mjs";
import { FULL_WIDTH } from "../app/lib/images";
import { processPhotos } from "./images";
import { PHOTO_WIDTHS, type PhotoFiles } from "./photo-encoding";

// Encoding AVIF (and drawing the stand-in's photo) takes seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const dir = mkdtempSync(join(tmpdir(), "photos-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the image pipeline", () => {
  it("makes the owner's photo a project names, read from app/content/photos/", async () => {
    writeFileSync(
      join(dir, "deck.png"),
      await sharp({ create: { width: 800, height: 600, channels: 3, background: "#886644" } })
        .png()
        .toBuffer(),
    );
    const files: PhotoFiles = new Map();
    const { photos } = await processPhotos(
      ["deck.png"],
      { selfHostImages: false, photosDir: dir, cacheDir: join(dir, "cache") },
      files,
    );
    expect(Object.keys(photos)).toEqual(["deck.png"]);
    expect(photos["deck.png"]!.src).toMatch(/^\/assets\/deck-760-[\w-]{10}\.jpg$/);
    // Every width up to the photo's 800 px in AVIF, WebP and JPEG, and the full-size JPEG.
    expect(files.size).toBe(3 * PHOTO_WIDTHS.filter((w) => w <= 800).length + 1);
  });

  it("stops on a file that is not an image, naming it", async () => {
    writeFileSync(join(dir, "notes.jpg"), "not a photo");
    await expect(
      processPhotos(
        ["notes.jpg"],
        { selfHostImages: false, photosDir: dir, cacheDir: join(dir, "cache") },
        new Map(),
      ),
    ).rejects.toThrow(/app\/content\/photos\/notes\.jpg: not an image the build can read/);
  });

  it("stops on a photo cut short (its header reads, its pixels do not), naming it", async () => {
    const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#886644" } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(dir, "cut.jpg"), whole.subarray(0, 400));
    await expect(
      processPhotos(
        ["cut.jpg"],
        { selfHostImages: false, photosDir: dir, cacheDir: join(dir, "cache") },
        new Map(),
      ),
    ).rejects.toThrow(/^app\/content\/photos\/cut\.jpg: not an image the build can read \(/);
  });

  it("stops on a missing file, naming it", async () => {
    await expect(
      processPhotos(
        ["gone.jpg"],
        { selfHostImages: false, photosDir: dir, cacheDir: join(dir, "cache") },
        new Map(),
      ),
    ).rejects.toThrow("app/content/photos/gone.jpg: no such file");
  });

  it("leaves remote photos alone unless SELF_HOST_IMAGES is set", async () => {
    const { photos } = await processPhotos(
      [`https://${IMAGE_HOST}/photo-1`],
      { selfHostImages: false, cacheDir: join(dir, "cache") },
      new Map(),
    );
    expect(photos).toEqual({});
  });
});

describe("SELF_HOST_IMAGES", () => {
  let host: Awaited<ReturnType<typeof startImageHost>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    host = await startImageHost();
    // What NODE_EXTRA_CA_CERTS does for a build: trust the stand-in's self-signed certificate.
    setDefaultCACertificates([...getCACertificates("default"), readFileSync(host.certFile, "utf8")]);
    env = { SELF_HOST_IMAGES_RESOLVE: `${IMAGE_HOST}=127.0.0.1:${host.port}` };
  });
  afterAll(async () => {
    setDefaultCACertificates(getCACertificates("bundled"));
    await host?.stop();
  });

  it("downloads a remote photo from its host and serves it from /assets/", async () => {
    const url = `https://${IMAGE_HOST}/photo-1600585154340-be6161a56a0c`;
    const files: PhotoFiles = new Map();
    const { photos } = await processPhotos(
      [url],
      { selfHostImages: true, env, cacheDir: join(dir, "cache") },
      files,
    );
    expect(host.requests).toEqual([`/photo-1600585154340-be6161a56a0c?fm=jpg&w=${FULL_WIDTH}&q=85`]);
    expect(photos[url]!.src).toMatch(/^\/assets\/photo-1600585154340-be6161a56a0c-1536-[\w-]{10}\.jpg$/);
    expect([...files.keys()].every((path) => path.startsWith("/assets/"))).toBe(true);
  });

  it("stops the build naming the URL when a download fails", async () => {
    const unreachable = { SELF_HOST_IMAGES_RESOLVE: `${IMAGE_HOST}=127.0.0.1:1` };
    const url = `https://${IMAGE_HOST}/photo-missing`;
    await expect(
      processPhotos(
        [url],
        { selfHostImages: true, env: unreachable, cacheDir: join(dir, "cache") },
        new Map(),
      ),
    ).rejects.toThrow(
      `SELF_HOST_IMAGES: could not download https://${IMAGE_HOST}/photo-missing?fm=jpg&w=${FULL_WIDTH}&q=85`,
    );
  });
});
