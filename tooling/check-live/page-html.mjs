// @ts-check
/** What check-live reads in a page's HTML: links, photos, the contact form's endpoint. */

/**
 * The address of the page's `<link rel="…">` (canonical), whichever attribute comes first.
 * @param {string} html @param {string} rel
 */
export const linkHref = (html, rel) =>
  new RegExp(`<link[^>]*rel="${rel}"[^>]*href="([^"]+)"`).exec(html)?.[1] ??
  new RegExp(`<link[^>]*href="([^"]+)"[^>]*rel="${rel}"`).exec(html)?.[1];

/** Every image address of a page: `src` and each `srcset` candidate. @param {string} html */
export function imageUrls(html) {
  const urls = [];
  for (const [, attr, value] of html.matchAll(/<(?:img|source)\b[^>]*?\b(src|srcset)="([^"]*)"/g)) {
    if (!value) continue;
    if (attr === "src") urls.push(value);
    else urls.push(...value.split(",").map((c) => c.trim().split(/\s+/)[0] ?? ""));
  }
  return urls.filter((u) => u && !u.startsWith("data:")).map((u) => u.replaceAll("&amp;", "&"));
}

/** The contact form's endpoint, from the island's props in the page ("" when it sends nowhere). @param {string} html */
export function formEndpoint(html) {
  const props = /&quot;endpoint&quot;:&quot;(.*?)&quot;/.exec(html)?.[1];
  if (props !== undefined) return props.replaceAll("&amp;", "&");
  return /<form[^>]*\baction="([^"]+)"/.exec(html)?.[1];
}
