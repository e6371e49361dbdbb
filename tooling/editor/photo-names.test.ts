import { describe, expect, it } from "vitest";
import { isLocalPhoto } from "../../app/content/schema";
import { photoFileName } from "./photo-names";

describe("the name an uploaded photo is stored under", () => {
  it("is lower-case ASCII, with other characters made hyphens, and a name the schema takes", () => {
    const names = {
      "IMG_1234.JPG": "img_1234.jpg",
      "Küche Süd (1).jpeg": "kuche-sud-1.jpeg",
      "  deck -- view.PNG": "deck-view.png",
      "porch.final.webp": "porch.final.webp",
      "我的照片.avif": "photo.avif",
      ".hidden.jpg": "hidden.jpg",
    };
    for (const [picked, stored] of Object.entries(names)) {
      expect(photoFileName(picked), picked).toBe(stored);
      expect(isLocalPhoto(stored), stored).toBe(true);
    }
  });

  it("keeps another kind's extension, so the backend refuses the file under its own name", () => {
    expect(photoFileName("Plan.PDF")).toBe("plan.pdf");
    expect(isLocalPhoto(photoFileName("Plan.PDF"))).toBe(false);
    expect(photoFileName("notes")).toBe("notes");
  });
});
