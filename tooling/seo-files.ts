/** Files for search engines and browsers, generated from the route table and the content module. */
import { company } from "../app/content/site";

export function sitemap(siteUrl: string, pages: string[]) {
  const urls = pages.map((p) => `  <url><loc>${new URL(p, siteUrl).href}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robots(siteUrl: string) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`;
}

export function webManifest() {
  return JSON.stringify({
    name: company.name,
    short_name: company.name.split(" ")[0],
    description: company.description,
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: company.themeColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  });
}
