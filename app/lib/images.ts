/** The portfolio photos are 4:3; the attributes reserve that box before any byte arrives. */
export const PHOTO_ASPECT = { width: 4, height: 3 } as const;
const WIDTHS = [400, 640, 800, 1200] as const;

/** Host of the remote photos: the CSP's img-src names it (see server/policy.mjs). */
export const IMAGE_HOST = "https://images.unsplash.com";

function sized(url: string, width: number): string {
  const height = Math.round((width * PHOTO_ASPECT.height) / PHOTO_ASPECT.width);
  // auto=format lets the image host answer with AVIF or WebP when the browser accepts them.
  return `${url}?auto=format&fit=crop&w=${width}&h=${height}&q=70`;
}

/** Responsive attributes for a remote photo, from the image host's width parameters. */
export function responsivePhoto(url: string, sizes: string) {
  return {
    src: sized(url, 800),
    srcSet: WIDTHS.map((w) => `${sized(url, w)} ${w}w`).join(", "),
    sizes,
    width: 800,
    height: 600,
  };
}
