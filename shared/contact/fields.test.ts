import { describe, expect, it } from "vitest";
import { isPhotoType, looksLikePhoto, photoExtension, PHOTOS } from "./fields.ts";
import { COPIES } from "#shared/copy/all.ts";
import { contactRules } from "./rules.ts";

const { photoHint: PHOTO_HINT, photoMessages: PHOTO_MESSAGES } = contactRules(COPIES.en.contactCopy);

describe("the photo formats, written once", () => {
  it("offer the file picker every format's types and extensions", () => {
    expect(PHOTOS.accept).toBe(
      "image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif",
    );
  });

  it("are named the same in the hint and the refusal", () => {
    expect(PHOTO_HINT).toBe(
      "Up to 5 photos of the site or the job (JPEG, PNG, WebP or HEIC, at most 10 MB each).",
    );
    expect(PHOTO_MESSAGES.notPhoto("a.gif")).toBe("a.gif is not a JPEG, PNG, WebP or HEIC photo.");
    expect(PHOTO_MESSAGES.tooLarge("a.jpg")).toBe(
      "a.jpg is larger than 10 MB: please choose a smaller photo.",
    );
  });

  it.each([
    [{ name: "porch.HEIC", type: "" }, true],
    [{ name: "porch", type: "image/jpeg" }, true],
    [{ name: "png", type: "" }, false],
    [{ name: "plan.pdf", type: "application/pdf" }, false],
    [{ name: "anim.gif", type: "image/gif" }, false],
  ])("tell in the browser whether %j looks like a photo: %s", (file, photo) => {
    expect(looksLikePhoto(file)).toBe(photo);
  });

  it("say which types found in a file's bytes the inbox keeps, and under which extension", () => {
    expect(["jpeg", "png", "webp", "heic", "avif", null].filter(isPhotoType)).toEqual([
      "jpeg",
      "png",
      "webp",
      "heic",
    ]);
    expect(photoExtension("jpeg")).toBe("jpg");
    expect(photoExtension("heic")).toBe("heic");
  });
});
