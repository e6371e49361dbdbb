/**
 * A project page as an owner fills it: twelve phone photos (2400 x 1800) and a before-and-after
 * pair, generated (scripts/sample-project.mjs), in a copy of the project (OWNER_BUILDS["sample-project"])
 * served by `npm start`. The gallery's full-size links and the pair work without JavaScript; the
 * page is accessible in light and dark, on a phone and a desktop. The page's bytes on the wire:
 * tests/site/project-gallery.test.ts.
 */
import sharp from "sharp";
import { kindTitle } from "~/content/site";
import { comparisonText } from "~/lib/comparison";
import { PHONE_WIDEST } from "~/lib/images";
import { PORTFOLIO_PATH, portfolioKindPath, projectPath, servicePath } from "../support/paths";
import { SAMPLE_PROJECT, SAMPLE_SIZE } from "../../scripts/sample-project.mjs";
import { escapeRegex } from "../../tooling/nginx-locations";
import { PHOTO_WIDTHS } from "../../tooling/photo-encoding";
import type { Page } from "@playwright/test";
import {
  AXE_VIEWPORTS,
  axeInBothSchemes,
  DESKTOP,
  expect,
  NO_VIOLATIONS,
  PHONE,
  test,
} from "../support/fixtures";
import {
  ensureOwnerBuilt,
  startOwnerSite,
  type OwnerServer,
  OWNER_BUILD_TIMEOUT,
} from "../support/owner-site";
import { starter, starterPath, starterWords } from "../support/starter-content";

// The sample project is added to the starter content, whatever the owner's own is.
const { chrome, portfolioPage, projectPage, projects, services } = starter;
/** A kind of work's page's title, in the fixture's words. */
const kindTitleOf = (kind: { title: string }) => kindTitle(kind, starterWords);

test.describe.configure({ mode: "default" });

let site: OwnerServer;
const path = starterPath(projectPath(SAMPLE_PROJECT));
const [cover, ...more] = SAMPLE_PROJECT.photos;
const pair = SAMPLE_PROJECT.beforeAfter[0]!;
/** The starter's projects are all of its first service; the sample is of the second. */
const KINDS = [
  services.find((s) => s.slug === projects[0]!.service)!,
  services.find((s) => s.slug !== projects[0]!.service)!,
];

test.beforeAll(async () => {
  test.setTimeout(OWNER_BUILD_TIMEOUT);
  // The sample project is of another kind of work than the starter's projects (KINDS[1]): the
  // portfolio can be narrowed by kind (tests/support/owner-edits.ts).
  site = await startOwnerSite(await ensureOwnerBuilt("sample-project"));
});
test.afterAll(async () => {
  await site?.stop();
});

test("the gallery lists every photo after the cover, each a link to its full size", async ({ page }) => {
  await page.goto(site.origin + path);
  const gallery = page.getByRole("region", { name: projectPage.photosTitle });
  const links = gallery.getByRole("link");
  await expect(links).toHaveCount(more.length);
  for (const [i, photo] of more.entries()) {
    await expect(links.nth(i)).toHaveAccessibleName(`${photo.alt} (${projectPage.fullSize})`);
    await expect(links.nth(i)).toHaveAttribute("href", /^\/assets\/sample-\d+-1600-[\w-]{10}\.jpg$/);
  }
  await expect(page.getByRole("link", { name: `${cover!.alt} (${projectPage.fullSize})` })).toBeVisible();
});

test("a full-size link opens the whole photo, 1600 px wide, as a JPEG, without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(site.origin + path);
    const link = page.getByRole("link", { name: `${more[0]!.alt} (${projectPage.fullSize})` });
    const [response] = await Promise.all([page.waitForResponse(/\/assets\/.*\.jpg$/), link.click()]);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    const meta = await sharp(await response.body()).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({
      width: 1600,
      height: (1600 * SAMPLE_SIZE.height) / SAMPLE_SIZE.width,
    });
  } finally {
    await context.close();
  }
});

test("the cover loads first, at high priority; every other photo lazily, each in a box of fixed size", async ({
  page,
}) => {
  await page.goto(site.origin + path);
  const imgs = page.getByRole("main").locator("img");
  await expect(imgs).toHaveCount(SAMPLE_PROJECT.photos.length + 2);
  await expect(imgs.first()).toHaveAttribute("alt", cover!.alt);
  await expect(imgs.first()).toHaveAttribute("loading", "eager");
  await expect(imgs.first()).toHaveAttribute("fetchpriority", "high");
  for (let i = 1; i < SAMPLE_PROJECT.photos.length + 2; i++) {
    await expect(imgs.nth(i)).toHaveAttribute("loading", "lazy");
    await expect(imgs.nth(i)).toHaveAttribute("width", /^\d+$/);
    await expect(imgs.nth(i)).toHaveAttribute("height", /^\d+$/);
  }
});

test("a gallery's photo, never wider than 380 px beyond phones, is offered no file wider than its 2x (as phones are)", async ({
  page,
}) => {
  await page.goto(site.origin + path);
  const gallery = page.getByRole("region", { name: projectPage.photosTitle });
  const offered = await gallery
    .locator("source, img")
    .evaluateAll((elements) => elements.flatMap((e) => e.getAttribute("srcset")!.split(", ")));
  expect(offered.length).toBeGreaterThan(more.length);
  for (const candidate of offered)
    expect(renditionWidth(candidate.split(" ")[0]!)).toBeLessThanOrEqual(PHONE_WIDEST);
  // Tablets both ways and desktops: the 760 px file is always its 2x. (Phones take no file wider, whatever the photo.)
  for (const width of [640, 767, 768, 1023, 1024, 1151, 1280, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    const shown = await gallery
      .getByRole("listitem")
      .first()
      .evaluate((li) => li.getBoundingClientRect().width);
    expect(shown * 2, `${width} px`).toBeLessThanOrEqual(PHONE_WIDEST);
  }
});

/** The photo a file is of ("/assets/sample-03-665-<hash>.avif" is of sample-03.jpg), if a photo's. */
const photoOf = (url: string) =>
  /\/assets\/(.+)-\d+-[\w-]{10}\.(?:avif|webp|jpg)$/.exec(new URL(url).pathname)?.[1];
const nameOf = (photo: { image: string }) => photo.image.replace(/\.jpg$/, "");

/**
 * A slow phone connection. Chromium counts a round trip of 300 ms as 3G and then fetches lazy photos
 * up to 2,500 px ahead of the screen (1,250 px on 4G): most of a gallery on a phone, as in
 * Lighthouse's runs.
 */
const SLOW_3G = {
  offline: false,
  latency: 300,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

/** The photos a page fetches, by name ("sample-03"), from now on. */
function photosFetched(page: Page) {
  const fetched = new Set<string>();
  page.on("requestfinished", (request) => {
    const photo = photoOf(request.url());
    if (photo) fetched.add(photo);
  });
  return fetched;
}

/**
 * Scrolls down the page half a screen at a time, as a visitor reads it, each step drawn before the
 * next; resolves to the layout shifts seen meanwhile.
 */
async function scrollDownThePage(page: Page, viewport: { height: number }) {
  const shifts = await page.evaluateHandle(() => {
    const seen: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push((entry as unknown as { value: number }).value);
    });
    observer.observe({ type: "layout-shift" });
    return { seen, observer };
  });
  const end = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < end; y += viewport.height / 2) {
    await page.evaluate(
      (top) =>
        new Promise((drawn) => {
          window.scrollTo({ top, behavior: "instant" });
          requestAnimationFrame(() => requestAnimationFrame(drawn));
        }),
      y,
    );
  }
  return () =>
    shifts.evaluate(({ seen, observer }) => [
      ...seen,
      ...observer.takeRecords().map((entry) => (entry as unknown as { value: number }).value),
    ]);
}

for (const viewport of [PHONE, DESKTOP])
  test(`every photo arrives as the visitor scrolls near it, and nothing moves (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const fetched = photosFetched(page);
    await page.goto(site.origin + path, { waitUntil: "networkidle" });
    const shifts = await scrollDownThePage(page, viewport);
    await expect.poll(() => fetched.size).toBe(SAMPLE_PROJECT.photos.length + 2);
    expect(await shifts()).toEqual([]);
  });

test.describe("on a phone on a slow connection", () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 2 });
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  });

  test("only the cover and the gallery's first row load before the visitor scrolls", async ({ page }) => {
    const fetched = photosFetched(page);
    await page.goto(site.origin + path, { waitUntil: "networkidle" });
    // One column on a phone: the first row is the first photo after the cover.
    expect(fetched).toContain(nameOf(cover!));
    expect([...fetched].filter((photo) => photo !== nameOf(cover!) && photo !== nameOf(more[0]!))).toEqual(
      [],
    );
  });

  test("the portfolio fetches no card's photo more than half a screen below it before the visitor scrolls, and each as they scroll down", async ({
    page,
  }) => {
    const requested = new Set<string>();
    page.on("request", (request) => requested.add(request.url()));
    await page.goto(site.origin + starterPath(PORTFOLIO_PATH), { waitUntil: "networkidle" });
    const photos = page.getByRole("main").getByRole("article").locator("img");
    await expect(photos).toHaveCount(projects.length + 1);
    // Each card's photo: the file it took ("" while the browser has asked for none), and where its
    // box starts, in screens from the top of the screen (read first before any scrolling).
    const cards = () =>
      photos.evaluateAll((imgs) =>
        imgs.map((img) => ({
          src: (img as HTMLImageElement).currentSrc,
          screens: img.closest("article > div")!.getBoundingClientRect().top / innerHeight,
        })),
      );
    const [first, ...others] = await cards();
    expect(requested).toContain(first!.src);
    // The browser draws what is within about half a screen of the screen, and fetches the lazy
    // photos it draws; the starter's projects and the sample reach further down a phone's page.
    const far = others.filter((card) => card.screens > 1.5);
    expect(far.length, "cards more than half a screen below the first screen").toBeGreaterThan(0);
    expect(far.map((card) => card.src)).toEqual(far.map(() => ""));

    const shifts = await scrollDownThePage(page, PHONE);
    await expect.poll(async () => (await cards()).filter((card) => !requested.has(card.src))).toEqual([]);
    expect(await shifts()).toEqual([]);
  });
});

for (const [viewport, sideBySide] of [
  [DESKTOP, true],
  [PHONE, false],
] as const)
  test(`without JavaScript, the pair shows Before and After ${sideBySide ? "side by side" : "stacked"} (${viewport.width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    try {
      await page.goto(site.origin + path);
      const section = page.getByRole("region", { name: projectPage.beforeAfterTitle });
      const before = section.getByRole("figure", { name: projectPage.before, exact: true });
      const after = section.getByRole("figure", { name: projectPage.after, exact: true });
      await expect(before.getByRole("img", { name: pair.before.alt })).toBeVisible();
      await after.scrollIntoViewIfNeeded();
      await expect(after.getByRole("img", { name: pair.after.alt })).toBeVisible();
      const [a, b] = [(await before.boundingBox())!, (await after.boundingBox())!];
      if (sideBySide) {
        expect(b.y).toBe(a.y);
        expect(b.x).toBeGreaterThan(a.x + a.width - 1);
      } else {
        expect(b.x).toBe(a.x);
        expect(b.y).toBeGreaterThan(a.y + a.height - 1);
      }
    } finally {
      await context.close();
    }
  });

/** The page at `viewport`, in `colorScheme`. */
async function openIn(
  page: Page,
  viewport: { width: number; height: number },
  colorScheme: "light" | "dark",
) {
  await page.emulateMedia({ colorScheme });
  await page.setViewportSize(viewport);
  await page.goto(site.origin + path);
}

for (const [label, viewport] of AXE_VIEWPORTS)
  test(`no axe violations (${label}, light and dark)`, async ({ page }) => {
    await openIn(page, viewport, "light");
    expect(await axeInBothSchemes(page)).toEqual(NO_VIOLATIONS);
  });

test.describe("the portfolio narrowed by kind of work, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists every kind, and each kind's page shows only its projects", async ({ page }) => {
    await page.goto(site.origin + starterPath(PORTFOLIO_PATH));
    const kinds = page.getByRole("navigation", { name: projectPage.kindsLabel });
    await expect(kinds.getByRole("link")).toHaveText([projectPage.allKinds, ...KINDS.map((k) => k.title)]);
    await expect(kinds.getByRole("link", { name: projectPage.allKinds })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(projects.length + 1);

    for (const [kind, titles] of [
      [KINDS[0]!, projects.map((p) => p.title)],
      [KINDS[1]!, [SAMPLE_PROJECT.title]],
    ] as const) {
      await kinds.getByRole("link", { name: kind.title }).click();
      await expect(page).toHaveURL(site.origin + starterPath(portfolioKindPath(kind)));
      // Its own title and heading, not its service page's: two pages of one title compete in search.
      await expect(
        page.getByRole("heading", { level: 1, name: kindTitleOf(kind), exact: true }),
      ).toBeVisible();
      const title = await page.title();
      expect(title.startsWith(`${kindTitleOf(kind)} | `)).toBe(true);
      await expect(kinds.getByRole("link", { name: kind.title })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("main").getByRole("article").getByRole("link")).toHaveText([...titles]);
      await page.goto(site.origin + starterPath(servicePath(kind)));
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(kindTitleOf(kind));
      expect(await page.title()).not.toBe(title);
      await page.goBack();
      await expect(
        page
          .getByRole("navigation", { name: chrome.breadcrumbLabel })
          .getByRole("link", { name: portfolioPage.header.title }),
      ).toHaveAttribute("href", starterPath(PORTFOLIO_PATH));
    }
  });
});

test.describe("with JavaScript", () => {
  /** The page's island has started (it marks its container): before, a link opens the file itself. */
  const started = (page: Page) =>
    expect(page.locator('[data-island="project-photos"]')).toHaveAttribute("data-started", "");

  test("the viewer, fetched at its first opening, works by keyboard: arrows, Escape, focus kept and returned", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
    await page.goto(site.origin + path);
    await started(page);
    const before = scripts.length;

    const link = page.getByRole("link", { name: `${more[1]!.alt} (${projectPage.fullSize})` });
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: projectPage.photosTitle });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(site.origin + path);
    expect(scripts.length).toBeGreaterThan(before);
    await expect(dialog.getByRole("img", { name: more[1]!.alt })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("img", { name: more[2]!.alt })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("img", { name: more[0]!.alt })).toBeVisible();
    // Tab stays in the viewer.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("if the viewer's code cannot load, a click still opens the full-size photo", async ({
    page,
    consoleLog,
  }) => {
    await page.route(/\/assets\/[^/]*photoswipe[^/]*$/i, (route) => route.abort());
    consoleLog.expect((e) => e.text.startsWith("Failed to load resource") && /photoswipe/i.test(e.url));
    await page.goto(site.origin + path);
    await started(page);
    const link = page.getByRole("link", { name: `${more[0]!.alt} (${projectPage.fullSize})` });
    const href = await link.getAttribute("href");
    // Chromium's own page for an image styles it inline, which the site's CSP (sent with the file) refuses.
    consoleLog.expect(
      (e) => e.url === site.origin + href && e.text.startsWith("Applying inline style violates"),
    );
    await link.click();
    await expect(page).toHaveURL(site.origin + href);
  });

  test("a double click opens one viewer, and Escape closes it", async ({ page }) => {
    await page.goto(site.origin + path);
    await started(page);
    const link = page.getByRole("link", { name: `${more[0]!.alt} (${projectPage.fullSize})` });
    await link.dblclick();
    const dialog = page.getByRole("dialog", { name: projectPage.photosTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCount(1);
    // PhotoSwipe ignores Escape during its opening animation (a fraction of a second): once open, it closes.
    await expect(async () => {
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(page).toHaveURL(site.origin + path);
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

    test("Tab stays in the viewer, whose arrows are hidden", async ({ page }) => {
      await page.goto(site.origin + path);
      await started(page);
      await page.getByRole("link", { name: `${more[0]!.alt} (${projectPage.fullSize})` }).click();
      const dialog = page.getByRole("dialog", { name: projectPage.photosTitle });
      await expect(dialog).toBeVisible();
      for (const shift of [false, true])
        for (let i = 0; i < 5; i++) {
          await page.keyboard.press(shift ? "Shift+Tab" : "Tab");
          expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
        }
    });
  });

  test("the comparison is one frame with a slider that the keyboard moves (arrows, Home, End)", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(site.origin + path);
    await started(page);
    const section = page.getByRole("region", { name: projectPage.beforeAfterTitle });
    const before = section.getByRole("figure", { name: projectPage.before, exact: true });
    const after = section.getByRole("figure", { name: projectPage.after, exact: true });
    // One frame: the two photos over each other (boxes in the page, whatever the scroll).
    const inPage = (figure: typeof before) =>
      figure.evaluate((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
      });
    const a = await inPage(before);
    expect(await inPage(after)).toEqual(a);
    const slider = section.getByRole("slider", { name: projectPage.compareLabel });
    await expect(slider).toBeVisible();
    await expect(slider).toHaveAttribute("aria-valuetext", comparisonText(50, projectPage.after));
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuetext", comparisonText(51, projectPage.after));
    await page.keyboard.press("End");
    await expect(slider).toHaveAttribute("aria-valuetext", comparisonText(100, projectPage.after));
    // All of the After photo shows.
    await expect(section.locator("[data-comparison]")).toHaveCSS("--after", "100%");
    await page.keyboard.press("Home");
    await expect(slider).toHaveAttribute("aria-valuetext", comparisonText(0, projectPage.after));
    // The frame never moved.
    expect(await inPage(before)).toEqual(a);
  });

  test("the slider follows the mouse", async ({ page }) => {
    /** What the slider says within 3 of `percent`. */
    const near = (percent: number) =>
      new RegExp(
        `^(${Array.from({ length: 7 }, (_, i) => escapeRegex(comparisonText(percent - 3 + i, projectPage.after))).join("|")})$`,
      );
    await page.setViewportSize(DESKTOP);
    await page.goto(site.origin + path);
    await started(page);
    const slider = page.getByRole("slider", { name: projectPage.compareLabel });
    await slider.scrollIntoViewIfNeeded();
    const box = (await slider.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
    await expect(slider).toHaveAttribute("aria-valuetext", near(80));
  });

  for (const [label, viewport] of AXE_VIEWPORTS)
    test(`with the viewer open: no axe violations (${label}, light and dark)`, async ({ page }) => {
      await openIn(page, viewport, "light");
      await started(page);
      await page.getByRole("link", { name: `${cover!.alt} (${projectPage.fullSize})` }).click();
      await expect(page.getByRole("dialog", { name: projectPage.photosTitle })).toBeVisible();
      expect(await axeInBothSchemes(page)).toEqual(NO_VIOLATIONS);
    });

  for (const colorScheme of ["light", "dark"] as const)
    test(`a keyboard user sees the focus ring of the comparison's After photo, whole (${colorScheme})`, async ({
      page,
    }) => {
      await openIn(page, DESKTOP, colorScheme);
      await started(page);
      const section = page.getByRole("region", { name: projectPage.beforeAfterTitle });
      await section.getByRole("link", { name: `${pair.before.alt} (${projectPage.fullSize})` }).focus();
      await page.keyboard.press("Tab");
      await expect(
        section.getByRole("link", { name: `${pair.after.alt} (${projectPage.fullSize})` }),
      ).toBeFocused();
      // The box that draws the ring (the focused link or a box around it), and whether a clip cuts it.
      const ring = await page.evaluate(() => {
        let box = document.activeElement;
        while (box && getComputedStyle(box).outlineStyle === "none") box = box.parentElement;
        if (!box) return null;
        let clipped = false;
        for (let e: Element | null = box; e; e = e.parentElement)
          clipped ||= getComputedStyle(e).clipPath !== "none";
        const style = getComputedStyle(box);
        // The accent of this colour scheme, as the browser computes a colour.
        const probe = document.body.appendChild(document.createElement("span"));
        probe.style.color = "var(--color-accent)";
        const accent = getComputedStyle(probe).color;
        probe.remove();
        return {
          style: style.outlineStyle,
          width: style.outlineWidth,
          accent: style.outlineColor === accent,
          clipped,
        };
      });
      expect(ring).toEqual({ style: "solid", width: "3px", accent: true, clipped: false });
    });

  test("the slider shows only once the comparison works: never if its script cannot load", async ({
    page,
    consoleLog,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.route(/\/assets\/project-photos-[^/]*\.js$/, (route) => route.abort());
    consoleLog.expect((e) => /project-photos/.test(e.url) || /dynamically imported module/.test(e.text));
    await page.goto(site.origin + path);
    const section = page.getByRole("region", { name: projectPage.beforeAfterTitle });
    await section.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    const range = section.locator('input[type="range"]');
    await expect(range).toBeHidden();
    await expect(section.getByRole("slider")).toHaveCount(0);
    // Its place is kept (no shift when it appears), under the one frame of the two photos.
    expect((await range.boundingBox())!.height).toBeGreaterThan(0);
    await expect(section.getByRole("figure", { name: projectPage.after, exact: true })).toBeVisible();
  });

  test("Back closes the viewer and stays on the page, where it was; closed otherwise, Back leaves", async ({
    page,
  }) => {
    await page.goto(site.origin + starterPath(PORTFOLIO_PATH));
    await page.goto(site.origin + path);
    await started(page);
    const link = page.getByRole("link", { name: `${more[4]!.alt} (${projectPage.fullSize})` });
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    const state: unknown = await page.evaluate(() => history.state);
    expect(scrolled).toBeGreaterThan(0);
    const dialog = page.getByRole("dialog", { name: projectPage.photosTitle });

    await link.click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(site.origin + path);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    // Forward to the closed viewer's entry opens nothing and is stepped off: history as it was.
    await page.goForward();
    await expect.poll(() => page.evaluate(() => history.state)).toEqual(state);
    await expect(dialog).toHaveCount(0);

    // Closed with Escape, the viewer leaves the history as it was: Back leaves the page.
    await link.click();
    await expect(dialog).toBeVisible();
    await expect(async () => {
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(page).toHaveURL(site.origin + path);
    await expect.poll(() => page.evaluate(() => history.state)).toEqual(state);
    await page.goBack();
    await expect(page).toHaveURL(site.origin + starterPath(PORTFOLIO_PATH));
  });

  test("in the viewer, the pair's photos say Before and After, in that order", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(site.origin + path);
    await started(page);
    const section = page.getByRole("region", { name: projectPage.beforeAfterTitle });
    await section.getByRole("link", { name: `${pair.before.alt} (${projectPage.fullSize})` }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: projectPage.photosTitle });
    await expect(dialog.getByRole("img", { name: pair.before.alt })).toBeVisible();
    await expect(dialog.getByText(projectPage.before, { exact: true })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("img", { name: pair.after.alt })).toBeVisible();
    await expect(dialog.getByText(projectPage.after, { exact: true })).toBeVisible();
    await expect(dialog.getByText(projectPage.before, { exact: true })).toBeHidden();
    // A photo of the gallery says neither.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("img", { name: more.at(-1)!.alt })).toBeVisible();
    await expect(dialog.getByText(projectPage.before, { exact: true })).toBeHidden();
    await expect(dialog.getByText(projectPage.after, { exact: true })).toBeHidden();
  });
});

/** The width of the file an image shows (its name says it: "…-1536-<hash>.avif"). */
const renditionWidth = (src: string) => Number(/-(\d+)-[\w-]{10}\.(avif|webp|jpg)$/.exec(src)?.[1]);

for (const [viewport, deviceScaleFactor] of [
  [DESKTOP, 1],
  [DESKTOP, 2],
  [PHONE, 2],
  [PHONE, 3],
] as const)
  test(`the cover and the comparison are sharp, and no larger than needed (${viewport.width} px, ${deviceScaleFactor}x)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, deviceScaleFactor });
    const page = await context.newPage();
    try {
      await page.goto(site.origin + path);
      const section = page.getByRole("region", { name: projectPage.beforeAfterTitle });
      const images = [
        page.getByRole("link", { name: `${cover!.alt} (${projectPage.fullSize})` }).getByRole("img"),
        section.getByRole("img", { name: pair.before.alt }),
        section.getByRole("img", { name: pair.after.alt }),
      ];
      for (const image of images) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.currentSrc))
          .toBeTruthy();
        const { src, width } = await image.evaluate((i: HTMLImageElement) => ({
          src: i.currentSrc,
          width: i.getBoundingClientRect().width,
        }));
        const file = renditionWidth(src);
        // Sharp up to 2x; a 3x phone takes the 2x file, as before (bytes it cannot show on a phone).
        const needed = Math.min(width * Math.min(deviceScaleFactor, 2), PHOTO_WIDTHS.at(-1)!);
        expect(file, src).toBeGreaterThanOrEqual(Math.floor(needed));
        if (viewport === PHONE) expect(file, src).toBeLessThanOrEqual(PHONE_WIDEST);
        // A 1x screen needs no file made for 2x.
        if (deviceScaleFactor === 1) expect(file, src).toBeLessThan(PHOTO_WIDTHS.at(-1)!);
      }
    } finally {
      await context.close();
    }
  });
