import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoSizeOf } from "./photo-size.mjs";
import { heic } from "../../tests/support/heic";

const image = (format: "jpeg" | "png" | "webp") =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: "#a33" } })
    .toFormat(format)
    .toBuffer();

describe("a photo's size from its bytes, without an image library (the Worker's check)", () => {
  it("reads a JPEG's, a PNG's and a WebP's header", async () => {
    for (const format of ["jpeg", "png", "webp"] as const)
      expect(photoSizeOf(await image(format), format)).toEqual({ width: 300, height: 200 });
  });

  it("refuses random bytes behind a format's first bytes, and a header of another format", async () => {
    const png = await image("png");
    expect(
      photoSizeOf(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(50_000)]), "jpeg"),
    ).toBeNull();
    expect(photoSizeOf(Buffer.concat([png.subarray(0, 16), randomBytes(1000)]), "png")).toBeNull();
    expect(photoSizeOf(Buffer.concat([png.subarray(0, 29), Buffer.alloc(4)]), "png")).toBeNull();
    expect(photoSizeOf(await image("webp"), "jpeg")).toBeNull();
    expect(photoSizeOf((await image("jpeg")).subarray(0, 100), "jpeg")).toBeNull();
  });

  it("reads a HEIC photo's size from its boxes, as npm start does", () => {
    expect(photoSizeOf(heic(4032, 3024), "heic")).toEqual({ width: 4032, height: 3024 });
    expect(photoSizeOf(heic(30_000, 30_000, { metaLast: true }), "heic")).toEqual({
      width: 30_000,
      height: 30_000,
    });
    expect(photoSizeOf(heic(4032, 3024).subarray(0, 24), "heic")).toBeNull();
  });
});
