/**
 * The texts the social sharing image shows (public/og-image.png, drawn by
 * `node scripts/make-images.mjs` with a browser, so the build itself needs none). The script
 * records them beside it; the build compares them with the content and tells the owner when the
 * image still shows another name or pitch.
 */
export type SocialCardTexts = { name: string; pitch: string; eyebrow: string };

/** Where make-images records what it drew (beside the script: never deployed). */
export const DRAWN_TEXTS_FILE = "scripts/og-image-texts.json";

/** What the card shows, from the content. */
export const socialCardTexts = (content: {
  company: { name: string; pitch: string };
  home: { eyebrow: string };
}): SocialCardTexts => ({
  name: content.company.name,
  pitch: content.company.pitch,
  eyebrow: content.home.eyebrow,
});

/** The build's note when the image shows other texts than the content's, or null. */
export function staleCardNotice(wanted: SocialCardTexts, drawn: unknown): string | null {
  const shown = (drawn ?? {}) as Partial<SocialCardTexts>;
  const changed = (Object.keys(wanted) as (keyof SocialCardTexts)[]).filter(
    (key) => shown[key] !== wanted[key],
  );
  if (changed.length === 0) return null;
  return `Note: the image shown when the site is shared (public/og-image.png) still shows ${changed
    .map(
      (key) =>
        `another ${key === "eyebrow" ? "line of services" : key}${shown[key] ? ` ("${shown[key]}")` : ""}`,
    )
    .join(", ")}; run node scripts/make-images.mjs to redraw it.`;
}
