// @vitest-environment node
import { createCipheriv, createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { checkPhotoFile } from "../server/leads/photo-check.mjs";
import { checkPhotoBytes } from "./upload.mjs";

const dir = mkdtempSync(join(tmpdir(), "photo-parity-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `length` bytes that look random, the same on every run (AES in counter mode, keyed by `seed`). */
function noise(seed: string, length: number) {
  const key = createHash("sha256").update(seed).digest();
  const cipher = createCipheriv("aes-256-ctr", key, Buffer.alloc(16));
  return Buffer.concat([cipher.update(Buffer.alloc(length)), cipher.final()]);
}

/** What npm start says of a file (sharp reads its header), and what the Worker says (no sharp there). */
async function bothSay(bytes: Buffer, name: string) {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return {
    npmStart: await checkPhotoFile(file, bytes.subarray(0, 64), name),
    worker: checkPhotoBytes(bytes, name),
  };
}

const jpeg = (options: { progressive?: boolean } = {}) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#a63" } })
    .jpeg(options)
    .toBuffer();

describe("a photo checked by its bytes says the same on both hosts", () => {
  it("random bytes behind a JPEG's first ones: no photo, on npm start and on the Worker alike", async () => {
    for (let n = 0; n < 12; n++) {
      const fake = Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        noise(`jpeg ${n}`, 3 * 1024 * 1024),
      ]);
      const { npmStart, worker } = await bothSay(fake, `fake-${n}.jpg`);
      expect(worker, `sample ${n}`).toEqual(npmStart);
      expect(worker).toEqual({ refusal: `fake-${n}.jpg is not a JPEG, PNG, WebP or HEIC photo.` });
    }
  });

  it("JPEGs an image library reads: baseline, progressive, with stray bytes between segments, of huge dimensions", async () => {
    const baseline = await jpeg();
    const progressive = await jpeg({ progressive: true });
    // A decoder skips bytes that are no marker (with a warning): still a photo.
    const app0End = 4 + baseline.readUInt16BE(4);
    const stray = Buffer.concat([
      baseline.subarray(0, app0End),
      Buffer.from([0x00, 0x00, 0x7f]),
      baseline.subarray(app0End),
    ]);
    // 20000 x 20000 in its frame header: a photo's header, of too many pixels.
    const huge = Buffer.from(progressive);
    const sof = huge.indexOf(Buffer.from([0xff, 0xc2]));
    huge.writeUInt16BE(20_000, sof + 5);
    huge.writeUInt16BE(20_000, sof + 7);
    for (const [name, bytes] of [
      ["baseline.jpg", baseline],
      ["progressive.jpg", progressive],
      ["stray.jpg", stray],
      ["huge.jpg", huge],
    ] as const) {
      const { npmStart, worker } = await bothSay(bytes, name);
      expect(worker, name).toEqual(npmStart);
    }
    expect(checkPhotoBytes(baseline, "a.jpg")).toEqual({ type: "jpeg", extension: "jpg" });
    expect(checkPhotoBytes(huge, "huge.jpg")).toEqual({
      refusal: "huge.jpg has too many pixels to be a photo: please send a smaller one.",
    });
  });

  it("JPEGs cut short or broken in their headers: no photo on either", async () => {
    const baseline = await jpeg();
    const sof = baseline.indexOf(Buffer.from([0xff, 0xc0]));
    const sos = baseline.indexOf(Buffer.from([0xff, 0xda]));
    const zeroWidth = Buffer.from(baseline);
    zeroWidth.writeUInt16BE(0, sof + 7);
    const unknownMarker = Buffer.from(baseline);
    unknownMarker[sof + 1] = 0xc5;
    for (const [name, bytes] of [
      ["cut-before-frame.jpg", baseline.subarray(0, sof + 4)],
      ["cut-before-scan.jpg", baseline.subarray(0, sos)],
      ["zero-width.jpg", zeroWidth],
      ["hierarchical.jpg", unknownMarker],
    ] as const) {
      const { npmStart, worker } = await bothSay(bytes, name);
      expect(worker, name).toEqual(npmStart);
      expect(worker, name).toHaveProperty("refusal");
    }
  });
});
