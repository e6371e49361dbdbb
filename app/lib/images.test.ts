import { describe, expect, it } from "vitest";
import { responsivePhoto } from "./images";

describe("responsivePhoto", () => {
  it("offers a remote photo in several widths from the image host", () => {
    const photo = responsivePhoto("https://images.test/house", "100vw");
    expect(photo.src).toMatch(/^https:\/\/images\.test\/house\?.*w=720/);
    expect(photo.srcSet?.split(", ")).toHaveLength(5);
  });

  it("serves the owner's own photo from the build, by file name", () => {
    const photo = responsivePhoto("kitchen.jpg", "100vw", { "kitchen.jpg": "/assets/kitchen-abc123.jpg" });
    expect(photo).toMatchObject({ src: "/assets/kitchen-abc123.jpg", width: 720, height: 540 });
  });

  it("refuses a local photo that is not in the photos folder", () => {
    expect(() => responsivePhoto("missing.jpg", "100vw", {})).toThrow('No photo named "missing.jpg"');
  });
});
