// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attachCopies, mailCopyDir, mailPhotoCopies } from "./mail-photos.mjs";
import { leadMail } from "./lead-mail.mjs";

describe("a lead's web-sized copies", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "mail-photos-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const lead = (...files: string[]) => ({
    photos: JSON.stringify(
      files.map((file, i) => ({ file, name: `photo ${i + 1}`, type: "jpeg", bytes: 1 })),
    ),
  });
  const flat = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } });

  it("copies what can be decoded within the budget, and says why the others have no copy", async () => {
    await flat(3000, 2000).jpeg().toFile(join(dir, "1.jpg"));
    // 64 megapixels, interlaced: decoded whole, some 240 MB.
    await flat(8000, 8000).png({ progressive: true, compressionLevel: 9 }).toFile(join(dir, "2.png"));
    writeFileSync(join(dir, "3.heic"), Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic not really"));

    const copies = await mailPhotoCopies(lead("1.jpg", "2.png", "3.heic"), dir);

    expect(copies.map(({ file, why }) => [file, why])).toEqual([
      ["1.jpg", ""],
      ["2.png", "too large to process safely on this server"],
      ["3.heic", "this server cannot read its format"],
    ]);
    const copy = await sharp(copies[0]!.copy!).metadata();
    expect([copy.format, copy.width, copy.height]).toEqual(["jpeg", 1600, 1067]);

    const { attachments, missing } = attachCopies(copies, dir);
    expect(attachments.map((a) => a.filename)).toEqual(["photo-1.jpg"]);
    expect(missing).toEqual([
      `2.png (photo 2) is not attached: too large to process safely on this server. The original is on the server: ${join(dir, "2.png")}`,
      `3.heic (photo 3) is not attached: this server cannot read its format. The original is on the server: ${join(dir, "3.heic")}`,
    ]);
    const mail = leadMail(
      // @ts-expect-error -- only what the mail reads
      {
        id: 7,
        name: "Ada",
        email: "ada@example.com",
        phone: "",
        message: "Hi",
        received_at: "2026-11-25T10:00:00.000Z",
        ...lead("1.jpg", "2.png", "3.heic"),
      },
      { to: "owner@example.com", from: "site@example.com" },
      missing,
    );
    expect(String(mail.text)).toContain(missing[0]);
  });

  it("makes each copy once: a retry of the mail decodes nothing", async () => {
    await flat(2000, 1500).jpeg().toFile(join(dir, "1.jpg"));
    const first = await mailPhotoCopies(lead("1.jpg", "2.jpg"), dir);
    expect(first.map((c) => c.why)).toEqual(["", "this server cannot read its format"]);
    // The originals are gone or replaced: the kept copy and reason are what a retry attaches.
    writeFileSync(join(dir, "1.jpg"), "no longer a photo");
    await flat(500, 500).jpeg().toFile(join(dir, "2.jpg"));
    const again = await mailPhotoCopies(lead("1.jpg", "2.jpg"), dir);
    expect(again[0]!.copy!.equals(first[0]!.copy!)).toBe(true);
    expect(again[1]!.why).toBe("this server cannot read its format");
    expect(readdirSync(mailCopyDir(dir)).sort()).toEqual(["1.jpg", "2.none"]);
  });

  it("gives up a photo whose decoding was cut short (the server stopped), rather than decode it at every start", async () => {
    await flat(2000, 1500).jpeg().toFile(join(dir, "1.jpg"));
    mkdirSync(mailCopyDir(dir), { recursive: true });
    writeFileSync(join(mailCopyDir(dir), "1.decoding"), "");

    const [copy] = await mailPhotoCopies(lead("1.jpg"), dir);

    expect(copy!.copy).toBeNull();
    expect(copy!.why).toBe("the server stopped while making it, so it is not tried again");
    expect(existsSync(join(mailCopyDir(dir), "1.jpg"))).toBe(false);
    expect(existsSync(join(mailCopyDir(dir), "1.decoding"))).toBe(false);
  });

  it("tries a copy again at the next attempt when it could not be written, not as if the server had stopped", async () => {
    await flat(2000, 1500).jpeg().toFile(join(dir, "1.jpg"));
    // Where the copy is written first is taken (a folder): the write fails, as on a full disk.
    mkdirSync(join(mailCopyDir(dir), "1.jpg.part"), { recursive: true });

    const [first] = await mailPhotoCopies(lead("1.jpg"), dir);
    expect(first!.copy).toBeNull();
    expect(first!.why).toMatch(/^it could not be written \(/);

    rmSync(join(mailCopyDir(dir), "1.jpg.part"), { recursive: true });
    const [again] = await mailPhotoCopies(lead("1.jpg"), dir);
    expect(again!.why).toBe("");
    expect(readdirSync(mailCopyDir(dir))).toEqual(["1.jpg"]);
  });
});
