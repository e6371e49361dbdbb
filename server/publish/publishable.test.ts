import { describe, expect, it } from "vitest";
import { notPublishable, PUBLISHABLE } from "./publishable.mjs";

const publishable = (path: string) => PUBLISHABLE.some((pattern) => pattern.test(path));

describe("what a push may publish", () => {
  it("takes the owner's data files and photos, in every language, and nothing that runs", () => {
    for (const path of [
      "app/content/company.json",
      "app/content/es/services.json",
      "app/content/projects/deck-and-porch.json",
      "app/content/es/projects/deck-and-porch.json",
      "app/content/photos/kuche-sud-1.jpg",
      "app/content/photos/IMG_0001.JPEG",
    ])
      expect(publishable(path), path).toBe(true);
    for (const path of [
      "app/content/site.ts",
      "app/content/package.json",
      "package.json",
      "app/content/photos/IMG 0001.HEIC",
      "app/content/photos/plan.pdf",
      "app/content/photos/Küche.jpg",
    ])
      expect(publishable(path), path).toBe(false);
  });

  it("tells the owner to rename or delete a photo the site does not take, and anything else to update by hand", () => {
    expect(notPublishable("abc1234", ["app/content/photos/IMG 0001.HEIC"])).toBe(
      `abc1234 adds photos the site does not take (app/content/photos/IMG 0001.HEIC): a photo's name is letters, digits, "-", "_" and "." and ends in .jpg, .png, .webp or .avif. Rename or delete each in the editor's photo library (or in app/content/photos/), and save again.`,
    );
    expect(notPublishable("abc1234", ["app/content/photos/x.pdf", "app/content/site.ts"])).toMatch(
      /^abc1234 changes more than the content \(app\/content\/photos\/x\.pdf, app\/content\/site\.ts\): .* Update the server by hand/,
    );
  });
});
