import svg from "../../public/favicon.svg?raw";

/**
 * The favicon, written into each page as a data: URL: a browser asks for a linked icon as soon as
 * the page has loaded, a request in the same moment as the first paint, competing with nothing the
 * paint needs but counted against it by Lighthouse. `public/favicon.svg` stays the one source (the
 * PNG icons are drawn from it by `scripts/make-images.mjs`, the sharing image by the build).
 */
export const faviconDataUrl = `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
