// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { heifSize, photoSize } from "./photo-header.mjs";
import { box, heic } from "../../tests/support/heic";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "photo-header-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, bytes: Buffer) => {
  writeFileSync(join(dir, name), bytes);
  return join(dir, name);
};

describe("a photo's size, as its header says", () => {
  it("reads a HEIC's size from its boxes, wherever they sit, the grid's rather than a tile's", async () => {
    expect(heifSize(file("a.heic", heic(4032, 3024)))).toEqual({ width: 4032, height: 3024 });
    expect(heifSize(file("b.heic", heic(30_000, 30_000, { metaLast: true })))).toEqual({
      width: 30_000,
      height: 30_000,
    });
    expect(await photoSize(join(dir, "a.heic"), "heic")).toEqual({ width: 4032, height: 3024 });
  });

  it("reads no further than a thousand boxes: a file of a million empty ones is no photo", () => {
    const empty = box("free");
    const many = Buffer.concat([
      box("ftyp", Buffer.from("heic\0\0\0\0mif1heic", "latin1")),
      Buffer.concat(Array.from({ length: 1_000_000 }, () => empty)),
      heic(4032, 3024).subarray(24),
    ]);
    expect(heifSize(file("many.heic", many))).toBeNull();
  });

  it("finds nothing in a HEIC without an image size, or in random bytes", async () => {
    const bare = Buffer.concat([
      box("ftyp", Buffer.from("heic\0\0\0\0mif1heic", "latin1")),
      box("mdat", Buffer.alloc(99)),
    ]);
    expect(await photoSize(file("c.heic", bare), "heic")).toBeNull();
    const random = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("x".repeat(5000))]);
    expect(await photoSize(file("d.jpg", random), "jpeg")).toBeNull();
  });

  it("reads the library's size for the others, and refuses one whose header names another format", async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(await photoSize(file("e.png", png), "png")).toEqual({ width: 30, height: 20 });
    expect(await photoSize(join(dir, "e.png"), "jpeg")).toBeNull();
  });
});
