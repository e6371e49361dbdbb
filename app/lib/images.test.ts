import { describe, expect, it } from "vitest";
import { downloadUrl, isSelfHosted, photoOrigins, responsivePhoto } from "./images";

const projects = [
  { image: "https://images.test/house" },
  { image: "https://images.test/porch" },
  { image: "https://cdn.test/barn" },
  { image: "kitchen.jpg" },
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

  it("names each remote origin once, and none when every photo is self-hosted", () => {
    expect(photoOrigins(projects, false)).toEqual(["https://images.test", "https://cdn.test"]);
    expect(photoOrigins(projects, true)).toEqual([]);
  });

  it("downloads a remote photo as one large JPEG", () => {
    expect(downloadUrl("https://images.test/house", 1520)).toBe(
      "https://images.test/house?fm=jpg&w=1520&q=85",
    );
  });
});
