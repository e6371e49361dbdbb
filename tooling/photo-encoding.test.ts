// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { PHOTO_WIDTHS, processPhoto, type PhotoFiles } from "./photo-encoding";

// Encoding AVIF takes seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/** A phone photo: 1600x1200 pixels stored on its side (EXIF orientation 6), with a GPS position. */
async function phonePhoto() {
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
  return data;
}

const fileOf = (files: PhotoFiles, url: string) => files.get(url.split(" ")[0]!)!;

describe("the photo encoder", () => {
  it("caps a portrait photo's full size by its long edge", async () => {
    const portrait = await sharp({
      create: { width: 1800, height: 2400, channels: 3, background: "#808080" },
    })
      .jpeg()
      .toBuffer();
    const files: PhotoFiles = new Map();
    const photo = await processPhoto(portrait, "tall.jpg", "app/content/photos/tall.jpg", files);
    expect({ width: photo.full.width, height: photo.full.height }).toEqual({ width: 1200, height: 1600 });
    const meta = await sharp(files.get(photo.full.src)!).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1200, height: 1600 });
  });

  it("makes an owner's phone photo upright, without its metadata, in AVIF, WebP and JPEG at every width", async () => {
    const original = await phonePhoto();
    const input = await sharp(original).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString("latin1")).toContain("PhoneMaker");

    const files: PhotoFiles = new Map();
    const photo = await processPhoto(original, "porch.jpg", "app/content/photos/porch.jpg", files);
    expect(photo.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 760, height: 570 });

    const candidates = [...photo.sources.flatMap((s) => s.srcSet.split(", ")), ...photo.srcSet.split(", ")];
    // Every width up to the upright photo's 1200 px (none larger: never upscaled).
    expect(candidates).toHaveLength(3 * PHOTO_WIDTHS.filter((w) => w <= 1200).length);
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
    const { data, info } = await sharp(fileOf(files, photo.src)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(380, 60)[0]).toBeGreaterThan(150);
    expect(pixel(380, 510)[2]).toBeGreaterThan(150);

    expect(photo.src).toMatch(/\.jpg$/);
    expect(photo.placeholder).toHaveLength(12);
    // Three digits a colour: a blurred placeholder shows no finer shade, and the page carries them all.
    for (const colour of photo.placeholder) expect(colour).toMatch(/^#[0-9a-f]{3}$/);
    // Upright too: red on its top row, bluer on its bottom row (where the crop meets the blue half).
    const rgb = (hex: string) => [1, 2, 3].map((i) => parseInt(hex[i]!, 16) * 17);
    const [topRed, , topBlue] = rgb(photo.placeholder[1]!);
    const [, , bottomBlue] = rgb(photo.placeholder[9]!);
    expect(topRed).toBeGreaterThan(topBlue! + 100);
    expect(bottomBlue).toBeGreaterThan(topBlue! + 50);
  });

  it("names a photo's renditions by one hash of them all, so a page repeats it rather than listing one per file", async () => {
    const renditions = (photo: Awaited<ReturnType<typeof processPhoto>>) => [
      ...photo.sources.flatMap((s) => s.srcSet.split(", ")),
      ...photo.srcSet.split(", "),
    ];
    const hashOf = (candidate: string) => /-([\w-]{10})\.\w+ \d+w$/.exec(candidate)?.[1];
    const files: PhotoFiles = new Map();
    const photo = await processPhoto(await phonePhoto(), "porch.jpg", "app/content/photos/porch.jpg", files);
    const hashes = new Set(renditions(photo).map(hashOf));
    expect(hashes.size).toBe(1);
    expect([...hashes][0]).toMatch(/^[\w-]{10}$/);
    // Every name is a file of its own.
    expect(renditions(photo).every((candidate) => fileOf(files, candidate))).toBe(true);

    // Another photo under the same name: every file gets a new name (a year's cache never serves the old one).
    const other = await sharp(await phonePhoto())
      .flop()
      .jpeg()
      .toBuffer();
    const changed = await processPhoto(other, "porch.jpg", "app/content/photos/porch.jpg", new Map());
    for (const candidate of renditions(changed)) expect(hashes.has(hashOf(candidate))).toBe(false);
  });

  it("makes a full-size JPEG of the whole photo, upright, uncropped, without metadata", async () => {
    const files: PhotoFiles = new Map();
    const photo = await processPhoto(await phonePhoto(), "porch.jpg", "app/content/photos/porch.jpg", files);
    // The original is 1600x1200 on its side: upright, the whole of it is 1200x1600.
    expect(photo.full).toEqual({
      src: expect.stringMatching(/^\/assets\/porch-1200-[\w-]{10}\.jpg$/),
      width: 1200,
      height: 1600,
    });
    const out = files.get(photo.full.src)!;
    const meta = await sharp(out).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(out.toString("latin1")).not.toMatch(/PhoneMaker|GPS/);
  });

  it("never upscales a small photo", async () => {
    const small = await sharp({ create: { width: 500, height: 400, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    const photo = await processPhoto(small, "small.png", "app/content/photos/small.png", new Map());
    expect(photo.srcSet.split(", ").map((c) => c.split(" ")[1])).toEqual(["380w"]);
    expect(photo.full).toMatchObject({ width: 500, height: 400 });
  });

  it("makes a transparent photo's clear parts white where a file cannot be transparent, clear where it can", async () => {
    const clear = await sharp({
      create: { width: 800, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const files: PhotoFiles = new Map();
    const photo = await processPhoto(clear, "logo.png", "app/content/photos/logo.png", files);
    const jpeg = await sharp(files.get(photo.src)!).raw().toBuffer();
    expect([...jpeg.subarray(0, 3)]).toEqual([255, 255, 255]);
    const full = await sharp(files.get(photo.full.src)!).raw().toBuffer();
    expect([...full.subarray(0, 3)]).toEqual([255, 255, 255]);
    expect(new Set(photo.placeholder)).toEqual(new Set(["#fff"]));
    const avif = await sharp(fileOf(files, photo.sources[0]!.srcSet.split(", ")[0]!)).metadata();
    expect(avif.hasAlpha).toBe(true);
  });
});
