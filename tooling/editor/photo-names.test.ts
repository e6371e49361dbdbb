import { describe, expect, it } from "vitest";
import { isLocalPhoto } from "../../app/content/schema";
import { freePhotoName, photoFileName, refusalReason, uploadReport } from "./photo-names";

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

  it("never replaces a photo already there: the next free number is added", () => {
    const taken = new Set(["deck.jpg", "deck-2.jpg"]);
    expect(freePhotoName("deck.jpg", (name) => taken.has(name))).toBe("deck-3.jpg");
    expect(freePhotoName("porch.jpg", (name) => taken.has(name))).toBe("porch.jpg");
  });
});

describe("what the control says after an upload of several", () => {
  it("counts the photos added and names each file refused, with the backend's reason", () => {
    const reason = refusalReason(
      "a photo must be a JPEG, PNG, WebP or AVIF file: app/content/photos/notes.jpg",
    );
    expect(reason).toBe("a photo must be a JPEG, PNG, WebP or AVIF file");
    expect(uploadReport(["a.jpg", "b.jpg"], [{ file: "Notes.jpg", reason }])).toEqual([
      {
        text: "Added 2 photos at the end of the list: write a description for each, then put them in order.",
        refused: false,
      },
      { text: "Not added: Notes.jpg (a photo must be a JPEG, PNG, WebP or AVIF file).", refused: true },
    ]);
    expect(uploadReport(["a.jpg"], [])[0]?.text).toMatch(/^Added 1 photo at/);
    expect(uploadReport([], [])).toEqual([]);
  });
});
