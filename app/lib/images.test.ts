import { describe, expect, it } from "vitest";
import { downloadUrl, fullSizeUrl, isSelfHosted, photoOrigins, responsivePhoto, srcSetUpTo } from "./images";

const photo = (image: string) => ({ image, alt: image });
const projects = [
  { photos: [photo("https://images.test/house"), photo("https://images.test/porch")] },
  {
    photos: [photo("kitchen.jpg")],
    beforeAfter: [{ before: photo("kitchen.jpg"), after: photo("https://cdn.test/barn") }],
  },
];

describe("photos", () => {
  it("offers a remote photo in several widths from the image host", () => {
    const photo = responsivePhoto("https://images.test/house", "100vw");
    expect(photo.src).toMatch(/^https:\/\/images\.test\/house\?.*w=720/);
    expect(photo.srcSet.split(", ")).toHaveLength(5);
  });

  it("serves the owner's own photos from the site, and remote ones too with SELF_HOST_IMAGES", () => {
    expect(isSelfHosted("kitchen.jpg", false)).toBe(true);
    expect(isSelfHosted("https://images.test/house", false)).toBe(false);
    expect(isSelfHosted("https://images.test/house", true)).toBe(true);
  });

  it("names each remote origin once, a pair's photos among them, and none when every photo is self-hosted", () => {
    expect(photoOrigins(projects, false)).toEqual(["https://images.test", "https://cdn.test"]);
    expect(photoOrigins(projects, true)).toEqual([]);
  });

  it("downloads a remote photo as one large JPEG", () => {
    expect(downloadUrl("https://images.test/house", 1520)).toBe(
      "https://images.test/house?fm=jpg&w=1520&q=85",
    );
  });

  it("keeps the query of a pasted address, and sets the image host's parameters once", () => {
    expect(fullSizeUrl("https://images.test/house")).toBe(
      "https://images.test/house?auto=format&fit=max&w=1600&q=70",
    );
    expect(fullSizeUrl("https://images.test/house?ixid=abc&w=400")).toBe(
      "https://images.test/house?ixid=abc&w=1600&auto=format&fit=max&q=70",
    );
    expect(responsivePhoto("https://images.test/house?ixid=abc", "100vw").src).toBe(
      "https://images.test/house?ixid=abc&auto=format&fit=crop&w=720&h=540&q=60",
    );
    expect(downloadUrl("https://images.test/house?ixid=abc", 1520)).toBe(
      "https://images.test/house?ixid=abc&fm=jpg&w=1520&q=85",
    );
  });
});

describe("srcSetUpTo", () => {
  it("keeps the candidates no wider than the width given, in their order", () => {
    const srcSet = "/a-380.avif 380w, /a-760.avif 760w, /a-1536.avif 1536w";
    expect(srcSetUpTo(srcSet, 760)).toBe("/a-380.avif 380w, /a-760.avif 760w");
    expect(srcSetUpTo(srcSet, 1536)).toBe(srcSet);
  });
});
