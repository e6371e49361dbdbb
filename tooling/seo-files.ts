/** Files for search engines and browsers, generated from the route table and the content module. */

export function sitemap(siteUrl: string, pages: string[]) {
  const urls = pages.map((p) => `  <url><loc>${new URL(p, siteUrl).href}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robots(siteUrl: string) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`;
}
