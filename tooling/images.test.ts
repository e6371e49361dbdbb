// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getCACertificates, setDefaultCACertificates } from "node:tls";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { IMAGE_HOST, startImageHost } from "../scripts/image-host.mjs";
import { PHOTO_WIDTHS, processPhotos, type PhotoFiles } from "./images";

// Encoding AVIF (and drawing the stand-in's photo) takes seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const dir = mkdtempSync(join(tmpdir(), "photos-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A phone photo: 1600x1200 pixels stored on its side (EXIF orientation 6), with a GPS position. */
async function phonePhoto(name: string) {
  // Left half red, right half blue: once upright (turned 90° clockwise), red is on top.
  const half = { width: 800, height: 1200, channels: 3 } as const;
  const red = await sharp({ create: { ...half, background: "#d00000" } })
    .png()
    .toBuffer();
  const blue = await sharp({ create: { ...half, background: "#0000d0" } })
    .png()
    .toBuffer();
  const data = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#000" } })
    .composite([
      { input: red, left: 0, top: 0 },
      { input: blue, left: 800, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "41/1 52/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "87/1 37/1 0/1",
      },
    })
    .toBuffer();
  writeFileSync(join(dir, name), data);
  return data;
}

const fileOf = (files: PhotoFiles, url: string) => files.get(url.split(" ")[0]!)!;

describe("the image pipeline", () => {
  it("makes an owner's phone photo upright, without its metadata, in AVIF, WebP and JPEG at every width", async () => {
    const original = await phonePhoto("porch.jpg");
    const input = await sharp(original).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString("latin1")).toContain("PhoneMaker");

    const files: PhotoFiles = new Map();
    const { "porch.jpg": photo } = await processPhotos(
      ["porch.jpg"],
      { selfHostImages: false, photosDir: dir },
      files,
    );
    expect(photo).toBeDefined();
    expect(photo!.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect({ width: photo!.width, height: photo!.height }).toEqual({ width: 760, height: 570 });

    const candidates = [...photo!.sources.flatMap((s) => s.srcSet.split(", ")), ...photo!.srcSet.split(", ")];
    expect(candidates).toHaveLength(3 * PHOTO_WIDTHS.length);
    for (const candidate of candidates) {
      const [url, w] = candidate.split(" ");
      expect(url).toMatch(/^\/assets\/porch-\d+-[\w-]{10}\.(avif|webp|jpg)$/);
      const out = fileOf(files, candidate);
      const meta = await sharp(out).metadata();
      // Landscape 4:3 at the width it claims: the sideways original was turned upright.
      expect(`${meta.width}w`).toBe(w);
      expect(meta.height).toBe(Math.round((meta.width! * 3) / 4));
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(out.toString("latin1")).not.toMatch(/PhoneMaker|GPS/);
    }
    // Red is on top, blue below: the picture itself is upright, not only its dimensions.
    const { data, info } = await sharp(fileOf(files, photo!.src)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(380, 60)[0]).toBeGreaterThan(150);
    expect(pixel(380, 510)[2]).toBeGreaterThan(150);

    expect(photo!.src).toMatch(/\.jpg$/);
    expect(photo!.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo!.placeholder.length).toBeLessThan(600);
  });

  it("never upscales a small photo", async () => {
    writeFileSync(
      join(dir, "small.png"),
      await sharp({ create: { width: 500, height: 400, channels: 3, background: "#888" } })
        .png()
        .toBuffer(),
    );
    const photos = await processPhotos(["small.png"], { selfHostImages: false, photosDir: dir }, new Map());
    expect(photos["small.png"]!.srcSet.split(", ").map((c) => c.split(" ")[1])).toEqual(["380w"]);
  });

  it("stops on a file that is not an image, naming it", async () => {
    writeFileSync(join(dir, "notes.jpg"), "not a photo");
    await expect(
      processPhotos(["notes.jpg"], { selfHostImages: false, photosDir: dir }, new Map()),
    ).rejects.toThrow(/app\/content\/photos\/notes\.jpg: not an image the build can read/);
  });

  it("stops on a missing file, naming it", async () => {
    await expect(
      processPhotos(["gone.jpg"], { selfHostImages: false, photosDir: dir }, new Map()),
    ).rejects.toThrow("app/content/photos/gone.jpg: no such file");
  });

  it("leaves remote photos alone unless SELF_HOST_IMAGES is set", async () => {
    const photos = await processPhotos(
      [`https://${IMAGE_HOST}/photo-1`],
      { selfHostImages: false },
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
    const photos = await processPhotos([url], { selfHostImages: true, env }, files);
    expect(host.requests).toEqual(["/photo-1600585154340-be6161a56a0c?fm=jpg&w=1520&q=85"]);
    expect(photos[url]!.src).toMatch(/^\/assets\/photo-1600585154340-be6161a56a0c-760-[\w-]{10}\.jpg$/);
    expect([...files.keys()].every((path) => path.startsWith("/assets/"))).toBe(true);
  });

  it("stops the build naming the URL when a download fails", async () => {
    const unreachable = { SELF_HOST_IMAGES_RESOLVE: `${IMAGE_HOST}=127.0.0.1:1` };
    const url = `https://${IMAGE_HOST}/photo-missing`;
    await expect(processPhotos([url], { selfHostImages: true, env: unreachable }, new Map())).rejects.toThrow(
      `SELF_HOST_IMAGES: could not download https://${IMAGE_HOST}/photo-missing?fm=jpg&w=1520&q=85`,
    );
  });
});
