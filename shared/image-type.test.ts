// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageType } from "./image-type.mjs";

const pixel = sharp({ create: { width: 2, height: 2, channels: 3, background: "#c60" } });

describe("the kind of an image, from its bytes", () => {
  it.each(["jpeg", "png", "webp", "avif"] as const)("knows a real %s", async (format) => {
    const bytes = await pixel.clone().toFormat(format).toBuffer();
    expect(imageType(bytes)).toBe(format);
  });

  it("knows a HEIC photo's header (what iPhones save)", () => {
    const box = Buffer.alloc(24);
    box.writeUInt32BE(24, 0);
    box.write("ftypheic", 4, "latin1");
    box.write("mif1heic", 16, "latin1");
    expect(imageType(box)).toBe("heic");
  });

  it.each([
    ["HTML named like a photo", Buffer.from("<!doctype html><script>alert(1)</script>")],
    ["an empty file", Buffer.alloc(0)],
    ["a ZIP archive", Buffer.from("PK\u0003\u0004rest of a zip")],
    ["an MP4 video", Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypisom\0\0\0\0isomavc1")])],
  ])("refuses %s", (_label, bytes) => {
    expect(imageType(bytes)).toBeNull();
  });
});
