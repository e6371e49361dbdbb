/**
 * The texts of the image shown when a page is shared (`og-image.png`, drawn by the build from the
 * content of each language: tooling/social-card.ts).
 */
/** The card's address (in each language's folder: `/es/og-image.png`) and size. */
export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

export type SocialCardTexts = { name: string; pitch: string; eyebrow: string };

/** What the card shows, from the content. */
export const socialCardTexts = (content: {
  company: { name: string; pitch: string };
  home: { eyebrow: string };
}): SocialCardTexts => ({
  name: content.company.name,
  pitch: content.company.pitch,
  eyebrow: content.home.eyebrow,
});
