// @vitest-environment node
import type { Metadata } from "sharp";
import { describe, expect, it } from "vitest";
import { DECODE_BUDGET_BYTES, decodeCost } from "./decode-cost.mjs";

const header = (meta: Partial<Metadata>) => ({ channels: 3, depth: "uchar", ...meta }) as Metadata;
const fits = (meta: Partial<Metadata>) => decodeCost(header(meta)) <= DECODE_BUDGET_BYTES;

describe("what decoding a photo costs", () => {
  it("refuses the images that are decoded whole at a size that would cost a gigabyte", () => {
    const huge = { width: 15_000, height: 15_000 };
    expect(fits({ ...huge, format: "png", isProgressive: true })).toBe(false);
    expect(fits({ ...huge, format: "jpeg", isProgressive: true, chromaSubsampling: "4:2:0" })).toBe(false);
    expect(fits({ ...huge, format: "png", depth: "ushort" })).toBe(false);
    expect(fits({ width: 16_000, height: 16_000, format: "webp" })).toBe(false);
    expect(fits({ width: 4000, height: 3000, format: "heif" })).toBe(false);
    // A line of this one alone would cost 750 MB.
    expect(fits({ width: 250_000_000, height: 1, format: "png" })).toBe(false);
  });

  it("takes a phone's photos, and huge ones that are read scaled down or a strip at a time", () => {
    expect(fits({ width: 4000, height: 3000, format: "jpeg", chromaSubsampling: "4:2:0" })).toBe(true);
    expect(
      fits({ width: 4000, height: 3000, format: "jpeg", isProgressive: true, chromaSubsampling: "4:2:0" }),
    ).toBe(true);
    expect(fits({ width: 4032, height: 3024, format: "png", isProgressive: true })).toBe(true);
    expect(fits({ width: 15_000, height: 15_000, format: "jpeg", chromaSubsampling: "4:2:0" })).toBe(true);
    expect(fits({ width: 15_000, height: 15_000, format: "png" })).toBe(true);
    // A WebP's header, as sharp reads it, does not say whether it is lossy: counted as lossless.
    expect(fits({ width: 4000, height: 3000, format: "webp" })).toBe(true);
    expect(fits({ width: 6000, height: 4000, format: "webp" })).toBe(false);
  });
});
