import { describe, expect, test } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FLOOR_PAGE, firstPhoto, floorPhotoPage, writeFloorPages } from "./serve.mjs";

const picture =
  '<picture><source type="image/avif" srcset="/assets/a-380.avif 380w, /assets/a-665.avif 665w" sizes="calc(100vw - 32px)">' +
  '<img src="/assets/a-1536.jpg" srcset="/assets/a-380.jpg 380w" sizes="calc(100vw - 32px)" width="1536" height="1152" alt="A porch" loading="eager" fetchpriority="high" class="photo"></picture>';

describe("the floor with a photo", () => {
  test("takes a built page's first photo whole: its sources, sizes and priority", () => {
    const html = `<main><h1>Portfolio</h1>${picture}<picture><img src="/assets/b.jpg"></picture></main>`;
    expect(firstPhoto(html)).toBe(picture);
    expect(firstPhoto('<p><img src="/x.jpg" alt=""></p>')).toBe('<img src="/x.jpg" alt="">');
    expect(firstPhoto("<p>No photo</p>")).toBeUndefined();
  });

  test("is the bare floor page with that photo as wide as the page, and still no style sheet or script", () => {
    const page = floorPhotoPage(picture);
    expect(page).toContain('srcset="/assets/a-380.avif 380w, /assets/a-665.avif 665w"');
    expect(page).toContain('fetchpriority="high"');
    expect(page).toMatch(/<img [^>]*width="100%"/);
    expect(page).not.toMatch(/height="1152"|<style|<script|<link/);
    // Everything else is the bare floor's.
    expect(page.replace(/\n<picture>[\s\S]*<\/picture>/, "").length).toBeLessThan(FLOOR_PAGE.length + 80);
  });
});

describe("the floors written beside a build's pages", () => {
  test("carry the site's icons, so the browser asks for no /favicon.ico while they load", () => {
    const dir = mkdtempSync(join(tmpdir(), "bench-floors-"));
    try {
      mkdirSync(join(dir, "client"));
      const icons =
        '<link rel="icon" href="/favicon.png" type="image/png" sizes="32x32">\n<link rel="icon" href="data:image/svg+xml,%3Csvg%3E" type="image/svg+xml">\n<link rel="apple-touch-icon" href="/apple-touch-icon.png">';
      writeFileSync(join(dir, "client", "portfolio.html"), `<head>${icons}</head><body>${picture}</body>`);
      writeFloorPages(dir, "portfolio.html");
      for (const file of ["_bench-floor.html", "_bench-floor-photo.html"]) {
        const head = readFileSync(join(dir, "client", file), "utf8").split("</head>")[0];
        expect(head).toContain(icons);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
