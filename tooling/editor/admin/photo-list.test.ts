import { describe, expect, it, vi } from "vitest";
import { COPIES } from "#shared/copy/all.ts";
import { photoListControl, pickReport, refusalOf, savedName } from "./photo-list";

// Each photo of the repository, as GitHub would give its bytes.
vi.mock("./github", () => ({ fileOf: async (_repository: unknown, path: string) => new Blob([path]) }));

const words = COPIES.en.liveEditor;

describe("a photo picked in the live editor", () => {
  it("is saved under a name the site takes, with the extension of its kind when its own is none", () => {
    expect(savedName({ name: "Küche Süd (1).JPG", type: "image/jpeg" })).toBe("kuche-sud-1.jpg");
    expect(savedName({ name: "1000012345", type: "image/jpeg" })).toBe("1000012345.jpg");
    expect(savedName({ name: "scan.image", type: "image/png" })).toBe("scan.png");
    expect(savedName({ name: "porch.webp", type: "image/webp" })).toBe("porch.webp");
  });

  it("is reported added, or not added with the reason, in the owner's language", () => {
    const refused = [{ file: "plan.pdf", reason: words.notAPhoto }];
    expect(pickReport(words, 2, refused)).toEqual([
      {
        text: "Added 2 photos at the end of the list: write a description for each, then put them in order.",
        refused: false,
      },
      { text: "Not added: plan.pdf (not a JPEG, PNG, WebP or AVIF photo).", refused: true },
    ]);
    expect(pickReport(COPIES.de.liveEditor, 1, [])).toEqual([
      { text: "1 Foto am Ende der Liste hinzugefügt: Schreiben Sie seine Beschreibung.", refused: false },
    ]);
  });

  it("is refused, with the reason, when it is no photo the site takes or too large", () => {
    expect(refusalOf(words, { type: "application/pdf", size: 10 })).toBe(
      "not a JPEG, PNG, WebP or AVIF photo",
    );
    expect(refusalOf(words, { type: "image/heic", size: 10 })).toBe("not a JPEG, PNG, WebP or AVIF photo");
    expect(refusalOf(words, { type: "image/jpeg", size: 26 * 1024 * 1024 })).toBe("larger than 25 MB");
    expect(refusalOf(words, { type: "image/jpeg", size: 3 * 1024 * 1024 })).toBeUndefined();
    // Many at once: up to 100 MB a save, the rest after it.
    expect(
      refusalOf(words, { type: "image/jpeg", size: 20 * 1024 * 1024 }, 80 * 1024 * 1024),
    ).toBeUndefined();
    expect(refusalOf(words, { type: "image/jpeg", size: 20 * 1024 * 1024 }, 81 * 1024 * 1024)).toBe(
      "more than 100 MB in one save: save, then add it",
    );
  });
});

describe("the photos of a project already in the repository", () => {
  it("each keep their thumbnail, however many arrive before the list is drawn again", async () => {
    type Update = object | ((state: object) => object);
    const spec = photoListControl({ h: () => null, createClass: (spec: object) => spec }, words, {
      repo: "owner/site",
      branch: "main",
    }) as { getInitialState(): { thumbnails: Record<string, string> }; askThumbnails(): void };
    // As React has it: the updates asked for are applied together before the list is drawn again,
    // and until then `this.state` is the state it was last drawn with.
    const updates: Update[] = [];
    const list = Object.assign(Object.create(spec), {
      props: {
        value: [
          { image: "porch-front.jpg", alt: "The porch" },
          { image: "porch-steps.jpg", alt: "The steps" },
        ],
        field: { get: () => "photos" },
      },
      state: spec.getInitialState(),
      setState: (update: Update) => updates.push(update),
    });
    list.askThumbnails();
    await vi.waitFor(() => expect(updates).toHaveLength(2));
    for (const update of updates)
      list.state = { ...list.state, ...(typeof update === "function" ? update(list.state) : update) };
    expect(Object.keys(list.state.thumbnails)).toEqual(["porch-front.jpg", "porch-steps.jpg"]);
  });
});
