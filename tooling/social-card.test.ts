import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawSocialCard } from "./social-card";

const icon = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const texts = {
  name: "Ridgeline Builders",
  pitch: "Homes, offices and renovations built right, by a local team that answers the phone.",
  eyebrow: "Residential · Commercial · Remodeling",
};

describe("the sharing image", () => {
  it("is a 1200 × 630 PNG, opaque, drawn without a browser", async () => {
    const png = await drawSocialCard(texts, icon);
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
  });

  it("shows each of its texts: another name, pitch or line of services is another image", async () => {
    const drawn = await drawSocialCard(texts, icon);
    expect((await drawSocialCard(texts, icon)).equals(drawn)).toBe(true);
    for (const changed of [
      { ...texts, name: "Oakline Homes" },
      { ...texts, pitch: "Kitchens and baths." },
      { ...texts, eyebrow: "Kitchens · Baths" },
    ])
      expect((await drawSocialCard(changed, icon)).equals(drawn), JSON.stringify(changed)).toBe(false);
  });

  it("draws the letters of the kit's languages and of Central Europe's names", async () => {
    // A glyph the fonts lack would throw, or be drawn as nothing: each text is another image.
    const blank = await drawSocialCard({ name: "", pitch: "", eyebrow: "" }, icon);
    for (const name of ["Carpintería Núñez", "Übermaß Bau", "Œuvre à côté", "Łódź Budowa", "¿Qué?"])
      expect((await drawSocialCard({ name, pitch: "", eyebrow: "" }, icon)).equals(blank), name).toBe(false);
  });
});
