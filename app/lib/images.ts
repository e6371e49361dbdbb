// Relative, not "~/": the build step (config/build-end.ts) loads this module outside Vite's aliases.
import { isRemotePhoto } from "../content/schema";
import { projects } from "../content/site";

/** Where the remote portfolio photos come from: the page preconnects to it and the CSP allows it. */
export const photoOrigins = [
  ...new Set(projects.filter((p) => isRemotePhoto(p.image)).map((p) => new URL(p.image).origin)),
];

/** The portfolio photos are 4:3; the attributes reserve that box before any byte arrives. */
export const PHOTO_ASPECT = { width: 4, height: 3 } as const;
/** Widths offered to the browser: phones at 1x-3x, and desktop cards, without waste. */
const WIDTHS = [360, 480, 720, 960, 1200] as const;

function sized(url: string, width: number): string {
  const height = Math.round((width * PHOTO_ASPECT.height) / PHOTO_ASPECT.width);
  // auto=format lets the image host answer with AVIF or WebP when the browser accepts them.
  return `${url}?auto=format&fit=crop&w=${width}&h=${height}&q=60`;
}

/**
 * Responsive attributes for a photo: a remote one through the image host's width parameters; the
 * owner's own (a file name in app/content/photos/, see `localPhotos`) as the file itself.
 */
export function responsivePhoto(url: string, sizes: string, localPhotos: Record<string, string> = {}) {
  if (!isRemotePhoto(url)) {
    const src = localPhotos[url];
    if (!src) throw new Error(`No photo named "${url}" in app/content/photos/`);
    return { src, sizes, width: 720, height: 540 };
  }
  return {
    src: sized(url, 720),
    srcSet: WIDTHS.map((w) => `${sized(url, w)} ${w}w`).join(", "),
    sizes,
    width: 720,
    height: 540,
  };
}
