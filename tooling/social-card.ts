/**
 * The image shown when a page is shared (Open Graph's `og:image`), drawn by every build from the
 * content of each of the owner's languages, without a browser: satori lays out the card and turns
 * its text into shapes (an SVG), and sharp, which the build already uses for photos, rasterises it
 * into a PNG. The font is Inter (OFL), from @fontsource/inter, Latin and Latin Extended.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { OG_IMAGE, type SocialCardTexts } from "../app/lib/social-card";

const require = createRequire(import.meta.url);

/** The file each page names as its sharing image, in its language's folder (`es/og-image.png`). */
export const SOCIAL_CARD_FILE = OG_IMAGE.path.slice(1);

/** Inter's subsets, each a family of its own: satori takes a letter from the first that has it. */
const SUBSETS = { latin: "Inter", "latin-ext": "Inter Extended" } as const;
const FONT_FAMILY = Object.values(SUBSETS)
  .map((family) => `"${family}"`)
  .join(", ");

let fonts: Font[] | undefined;
/** Inter at the card's three weights, Latin and Latin Extended (Polish, Czech, Turkish… names). */
const cardFonts = () =>
  (fonts ??= Object.entries(SUBSETS).flatMap(([subset, name]) =>
    ([400, 700, 800] as const).map((weight) => ({
      name,
      weight,
      style: "normal" as const,
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
    })),
  ));

/** A satori element: the shape React elements have, without React. */
type Element = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };
const h = (type: string, props: Element["props"], ...children: (Element | string)[]): Element => ({
  type,
  props: { ...props, children: children.length === 1 ? children[0] : children },
});

/** The card's margin left and right, the icon's size and the gap after it, in pixels. */
const PADDING = 96;
const ICON = 120;
const GAP = 28;

/** The card: the icon and the name, the pitch under them, the line of services last. */
export function socialCardElement(texts: SocialCardTexts, icon: string): Element {
  return h(
    "div",
    {
      style: {
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: `0 ${PADDING}px`,
        background: "#0f172a",
        color: "#ffffff",
        fontFamily: FONT_FAMILY,
      },
    },
    h(
      "div",
      { style: { display: "flex", alignItems: "center", width: "100%" } },
      h("img", {
        src: `data:image/svg+xml;base64,${Buffer.from(icon).toString("base64")}`,
        width: ICON,
        height: ICON,
        style: { marginRight: GAP, flexShrink: 0 },
      }),
      // The name wraps beside the icon, never past the card's edge: its width is set, as satori
      // measures an accented letter short in a box that flex sizes ("Müller" ran off the card).
      h(
        "div",
        {
          style: {
            width: OG_IMAGE.width - 2 * PADDING - ICON - GAP,
            fontSize: 76,
            fontWeight: 800,
            letterSpacing: -1,
          },
        },
        texts.name,
      ),
    ),
    h(
      "div",
      { style: { marginTop: 36, fontSize: 38, lineHeight: 1.35, color: "#cbd5e1", width: 980 } },
      texts.pitch,
    ),
    h(
      "div",
      {
        style: {
          marginTop: 44,
          fontSize: 28,
          fontWeight: 700,
          color: "#fbbf24",
          letterSpacing: 3,
          textTransform: "uppercase",
        },
      },
      texts.eyebrow,
    ),
  );
}

/** The card as a PNG of OG_IMAGE's size. `icon` is the site's icon, an SVG document. */
export async function drawSocialCard(texts: SocialCardTexts, icon: string): Promise<Buffer> {
  // satori takes React's element shape; this one is built without React (see `h`).
  const svg = await satori(socialCardElement(texts, icon) as unknown as Parameters<typeof satori>[0], {
    width: OG_IMAGE.width,
    height: OG_IMAGE.height,
    fonts: cardFonts(),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
