// @vitest-environment node
import { describe, expect, it } from "vitest";
import { keptPhotos } from "./cloudflare-leads.mjs";

const folder = "0b6c5a9e-1f2d-4c3b-8a7e-6d5c4b3a2f1e";

describe("the photos a lead on Cloudflare records", () => {
  it("are those the Worker names, and never a path: the mirror writes only inside a lead's folder", () => {
    const photos = JSON.stringify([
      { file: "1.jpg", name: "deck.jpg", bytes: 10, folder },
      { file: "../../../.bashrc", name: "x", bytes: 1, folder },
      { file: "2.png", name: "x", bytes: 1, folder: "../../etc" },
      { name: "kitchen.jpg", notKept: "the storage budget for photos was full" },
    ]);
    expect(keptPhotos(photos)).toEqual([{ file: "1.jpg", name: "deck.jpg", bytes: 10, folder }]);
    expect(keptPhotos("not json")).toEqual([]);
  });
});
