// Relative, not "~/": the build step (tooling/build-end.ts) loads this module outside Vite's aliases.
// photo-source, not the schema: pages ask this without bundling Zod.
import { isRemotePhoto } from "../content/photo-source.ts";

/**
 * Whether the build serves a project's photo from the site's own origin: always for the owner's own
 * (a file in app/content/photos/), and for remote ones too when built with SELF_HOST_IMAGES=1.
 */
export const isSelfHosted = (image: string, selfHostImages: boolean) =>
  selfHostImages || !isRemotePhoto(image);

/** A photo of the content: where it is, and what it shows. */
export type Photo = { image: string; alt: string };
/** What of a project holds photos. */
type WithPhotos = { photos: readonly Photo[]; beforeAfter?: readonly { before: Photo; after: Photo }[] };

/** Every photo of a project: its photos (the cover first), then each pair's before and after. */
export const photosOf = (project: WithPhotos): Photo[] => [
  ...project.photos,
  ...(project.beforeAfter ?? []).flatMap((pair) => [pair.before, pair.after]),
];

/**
 * The origins photos still come from: the portfolio preconnects to them and the CSP allows them.
 * None when every photo is self-hosted.
 */
export function photoOrigins(projects: readonly WithPhotos[], selfHostImages: boolean): string[] {
  const remote = projects.flatMap(photosOf).filter((p) => !isSelfHosted(p.image, selfHostImages));
  return [...new Set(remote.map((p) => new URL(p.image).origin))];
}

/** The placeholder's size in pixels: the cards' 4:3. */
export const PLACEHOLDER_GRID = { columns: 4, rows: 3 } as const;

/** A photo made by the build's image pipeline (tooling/images.ts), every URL on the site's origin. */
export type SelfHostedPhoto = {
  /** Intrinsic size of the largest file: reserves the box before any byte arrives. */
  width: number;
  height: number;
  /**
   * The photo at PLACEHOLDER_GRID pixels, as CSS colours ("#c84") row by row: drawn inline and blurred until
   * the photo covers it (no image, no request).
   */
  placeholder: string[];
  /** Best first: AVIF, then WebP, each in every width ("… 380w, … 760w"). */
  sources: { type: "image/avif" | "image/webp"; srcSet: string }[];
  /** The JPEG fallback for browsers without either format. */
  src: string;
  srcSet: string;
  /**
   * The whole photo, uncropped, as large as FULL_WIDTH: what a photo links to (its full-size view,
   * with or without JavaScript) and a project page's Open Graph image.
   */
  full: { src: string; width: number; height: number };
};

/**
 * The widest file a phone (a viewport under 640 px) is offered: the 2x file of a photo the phone's
 * width. A 3x phone takes it rather than the desktop's 1536 px file, twice its bytes for a
 * sharpness a phone's screen barely shows.
 */
export const PHONE_WIDEST = 760;
export const PHONE_MEDIA = "(max-width: 639px)";

/** The candidates of a `srcset` ("a.avif 380w, b.avif 760w") no wider than `widest`. */
export const srcSetUpTo = (srcSet: string, widest: number) =>
  srcSet
    .split(", ")
    .filter((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]) <= widest)
    .join(", ");

/** The full-size view's width, at most (a photo is never upscaled). */
export const FULL_WIDTH = 1600;

/** A remote photo's full-size view, through the image host (its own proportions). */
export const fullSizeUrl = (url: string) =>
  withParams(url, { auto: "format", fit: "max", w: String(FULL_WIDTH), q: "70" });

/**
 * `url` with `params` set in its query: a pasted address that has a query already keeps it (and
 * the image host's own parameters are ours).
 */
function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [name, value] of Object.entries(params)) u.searchParams.set(name, value);
  return u.href;
}

/** The portfolio photos are 4:3; the attributes reserve that box before any byte arrives. */
export const PHOTO_ASPECT = { width: 4, height: 3 } as const;
/** Widths offered to the browser: phones at 1x-3x, and desktop cards, without waste. */
const WIDTHS = [360, 480, 720, 960, 1200] as const;

function sized(url: string, width: number): string {
  const height = Math.round((width * PHOTO_ASPECT.height) / PHOTO_ASPECT.width);
  // auto=format lets the image host answer with AVIF or WebP when the browser accepts them.
  return withParams(url, { auto: "format", fit: "crop", w: String(width), h: String(height), q: "60" });
}

/** Responsive attributes for a remote photo, through the image host's width parameters. */
export function responsivePhoto(url: string, sizes: string) {
  return {
    src: sized(url, 720),
    srcSet: WIDTHS.map((w) => `${sized(url, w)} ${w}w`).join(", "),
    sizes,
    width: 720,
    height: 540,
  };
}

/**
 * What SELF_HOST_IMAGES downloads for a remote photo: one high-quality JPEG from the same image host,
 * large enough for every width the pipeline makes; the pipeline re-encodes it.
 */
export function downloadUrl(url: string, width: number): string {
  return withParams(url, { fm: "jpg", w: String(width), q: "85" });
}
