import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { company, contact, contactForm, projects } from "~/content/site";
import { pageWeight } from "../../tooling/page-weight.mjs";
import { describe, expect, test } from "vitest";
import { parseHtml } from "../support/html";
import { IMAGE_ORIGINS, PAGE_FILES, pageImages } from "../support/pages";
import { ROOT, TEST_BUILD } from "../support/site";
import { pageFile } from "#shared/site-manifest.mjs";
import {
  ABOUT_PATH,
  CONTACT_PATH,
  LEGAL_NOTICE_PATH,
  PORTFOLIO_PATH,
  PRIVACY_PATH,
  QUESTIONS_PATH,
  SERVICES_PATH,
} from "../support/paths";

/**
 * Byte budgets for every page's first load, in gzipped bytes of the built files it loads
 * (deterministic, so tests can guard them; timings are for `npm run bench`).
 */
const KB = 1024;
const BUDGETS: Record<string, { js: number; css: number; html: number }> = {
  "/": { js: 0, css: 8 * KB, html: 12 * KB },
  [ABOUT_PATH]: { js: 0, css: 8 * KB, html: 12 * KB },
  [SERVICES_PATH]: { js: 0, css: 8 * KB, html: 12 * KB },
  [PORTFOLIO_PATH]: { js: 0, css: 8 * KB, html: 12 * KB },
  // The form on Preact's React-compatible API (decision 0015); React DOM's client was ~77 KB.
  [CONTACT_PATH]: { js: 20 * KB, css: 8 * KB, html: 12 * KB },
  "/404": { js: 1 * KB, css: 8 * KB, html: 12 * KB },
  [QUESTIONS_PATH]: { js: 0, css: 8 * KB, html: 14 * KB },
  [PRIVACY_PATH]: { js: 0, css: 8 * KB, html: 12 * KB },
  [LEGAL_NOTICE_PATH]: { js: 0, css: 8 * KB, html: 12 * KB },
};
/** Every service's page, whichever its slug: no script, and room for its questions and projects. */
const SERVICE_PAGE = { js: 0, css: 8 * KB, html: 14 * KB };
/** Every project's page without a gallery or a pair (the starter's): no script at all. */
const PROJECT_PAGE = { js: 0, css: 8 * KB, html: 12 * KB };

const client = join(ROOT, TEST_BUILD, "client");
const read = (file: string) => readFileSync(join(client, file), "utf8");

// Every page (tests/support/pages.ts; pages.test.ts checks the build made exactly these), each with a budget.
for (const [route, file] of Object.entries(PAGE_FILES))
  describe(`${route} first load`, () => {
    const budget =
      BUDGETS[route] ??
      (route.startsWith(`${SERVICES_PATH}/`)
        ? SERVICE_PAGE
        : route.startsWith(`${PORTFOLIO_PATH}/`)
          ? PROJECT_PAGE
          : { js: 0, css: 0, html: 0 });
    // Read when a test runs: the runner lists the tests before the build exists.
    const weight = () => pageWeight(TEST_BUILD, file);

    test(`stays within its budget (JS ${budget.js / KB} KB, CSS ${budget.css / KB} KB, HTML ${budget.html / KB} KB + its inline CSS, gzipped)`, () => {
      expect(budget.css, `no budget for ${route}`).toBeGreaterThan(0);
      // Inline scripts count as script: a content page's budget of 0 means no code of any kind.
      const { js, css, html } = weight();
      expect(js).toBeLessThanOrEqual(budget.js);
      expect(css).toBeGreaterThan(0);
      expect(css).toBeLessThanOrEqual(budget.css);
      // The CSS is inside the HTML: the HTML may grow by that much, and no more.
      expect(html).toBeLessThanOrEqual(budget.html + css);
    });

    test("references no third-party script, stylesheet or font", () => {
      expect(weight().thirdParty).toEqual([]);
      const html = read(file);
      expect(html).not.toMatch(/<script[^>]+src="(https?:)?\/\//);
      expect(html).not.toMatch(/<link rel="(stylesheet|preload|modulepreload)"[^>]+href="(https?:)?\/\//);
    });

    test("paints from its own HTML: its CSS inline, no render-blocking request", () => {
      const head = /<head>(.*)<\/head>/s.exec(read(file))?.[1] ?? "";
      const blocking = [...head.matchAll(/<script(?![^>]*type="(module|application\/ld\+json)")[^>]*>/g)];
      expect(blocking.map((m) => m[0])).toEqual([]);
      expect(read(file)).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(head.match(/<style>/g)).toHaveLength(1);
    });
  });

test("the contact form's script leaves out the phone number's library: the number dialled comes as a prop", () => {
  const assets = readdirSync(join(client, "assets")).filter((f) => f.endsWith(".js"));
  const island = assets.find((f) => f.startsWith("contact-form-"));
  expect(island, "the contact form's island is built").toBeDefined();
  // libphonenumber-js's metadata lists every country's calling code, e.g. "US":["1", …
  for (const file of assets)
    expect(read(join("assets", file)), file).not.toMatch(/"?US"?:\["1"|libphonenumber/);
  expect(read(join("assets", island!))).toContain("tel:");
});

test("the contact form's script is the kit's alone: the owner's facts and words come with the page", () => {
  const file = readdirSync(join(client, "assets")).find((f) => /^contact-form-.*\.js$/.test(f));
  const script = read(join("assets", file!));
  // What the form shows of the owner's content is in the page (its HTML and the island's props), so
  // an owner's edit changes no script, and one script serves every company.
  const owners = [company.name, company.email, company.phone, contact.header.intro, ...contactForm.budgets];
  expect(owners.filter((text) => text && script.includes(text))).toEqual([]);
  const island = parseHtml(read(pageFile(CONTACT_PATH))).querySelector('[data-island="contact-form"]');
  const props = JSON.parse(island?.getAttribute("data-props") ?? "{}") as { reach?: { email?: string } };
  expect(props.reach?.email).toBe(company.email);
});

test("every image on every page has its dimensions, so nothing shifts", () => {
  const imgs = pageImages(read);
  // At least the portfolio's photos: a check that finds no image proves nothing.
  expect(imgs.length).toBeGreaterThanOrEqual(projects.length);
  for (const img of imgs) {
    expect(img).toMatch(/ width="\d+"/);
    expect(img).toMatch(/ height="\d+"/);
  }
});

describe("fonts and stylesheets", () => {
  test("use the system font stack: no font files, no @font-face, no @import from elsewhere", () => {
    const assets = readdirSync(join(client, "assets"));
    expect(assets.filter((f) => /\.(woff2?|ttf|otf)$/.test(f))).toEqual([]);
    // Inlined into every page, the CSS is no file of its own any more.
    expect(assets.filter((f) => f.endsWith(".css"))).toEqual([]);
    for (const file of Object.values(PAGE_FILES)) {
      const css = /<style>([\s\S]*?)<\/style>/.exec(read(file))?.[1];
      expect(css).toBeTruthy();
      expect(css).not.toMatch(/@font-face|@import|url\(["']?https?:/);
    }
  });

  test("carry only the classes the site's components name: none from the docs, tests or data", () => {
    // Every class of the pages' CSS, unescaped (`sm\:grid-cols-2` is `sm:grid-cols-2`).
    const css = /<style>([\s\S]*?)<\/style>/.exec(read(PAGE_FILES["/"]!))![1]!.replace(/url\([^)]*\)/g, "");
    const classes = new Set(
      [...css.matchAll(/\.((?:\\.|[A-Za-z_-])(?:\\.|[\w-])*)/g)].map((m) => m[1]!.replace(/\\(.)/g, "$1")),
    );
    // What the components (and app.css's own rules) say, as whole words of their source.
    const sources = readdirSync(join(ROOT, "app"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
      .filter((entry) => !entry.parentPath.startsWith(join(ROOT, "app", "content")))
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), "utf8"))
      .join("\n");
    const named = (name: string) =>
      new RegExp(`(^|[\\s"'\`{.])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[\\s"'\`{:,.[])`, "m").test(
        sources,
      );
    expect([...classes].filter((name) => !named(name))).toEqual([]);
  });
});

describe("portfolio images", () => {
  const photos = () =>
    [...read(pageFile(PORTFOLIO_PATH)).matchAll(/<img [^>]*>/g)].map((m) => m[0].replaceAll("&amp;", "&"));

  test("are responsive, ask for a modern format, and reserve their 4:3 box", () => {
    const imgs = photos();
    expect(imgs).toHaveLength(projects.length);
    for (const img of imgs) {
      const srcset = /srcSet="([^"]+)"|srcset="([^"]+)"/.exec(img);
      const candidates = (srcset?.[1] ?? srcset?.[2] ?? "").split(", ");
      expect(candidates.length).toBeGreaterThanOrEqual(4);
      for (const c of candidates) expect(c).toMatch(/auto=format.*&w=(\d+)&h=\d+.* \1w$/);
      expect(img).toMatch(/ sizes="[^"]+"/);
      expect(img).toMatch(/ width="720" height="540"/);
      expect(img).toMatch(/ decoding="async"/);
      expect(img).toMatch(/ alt="[^"]{10,}"/);
    }
  });

  test("load the first photo (the largest paint) at high priority and the others lazily", () => {
    const [first, ...others] = photos();
    expect(others.length + (first ? 1 : 0)).toBe(projects.length);
    if (first) {
      expect(first).toMatch(/fetchPriority="high"|fetchpriority="high"/);
      expect(first).toMatch(/loading="eager"/);
    }
    for (const img of others) expect(img).toMatch(/loading="lazy"/);
  });

  test("draw, and so fetch, every card's photo but the first only as it nears the screen", () => {
    // The box each card's photo fills, card by card (its class list).
    const boxes = [
      ...read(pageFile(PORTFOLIO_PATH)).matchAll(
        /<article class="project-card[^"]*">\s*<div class="([^"]*)"/g,
      ),
    ].map((m) => m[1]!.split(" "));
    expect(boxes).toHaveLength(projects.length);
    const [first, ...others] = boxes;
    if (first) expect(first).not.toContain("[content-visibility:auto]");
    for (const box of others) expect(box).toContain("[content-visibility:auto]");
  });

  test("connect early to the image host, and to nothing else", () => {
    const preconnects = [
      ...read(pageFile(PORTFOLIO_PATH)).matchAll(/<link rel="preconnect" href="([^"]+)"/g),
    ];
    expect(preconnects.map((m) => m[1])).toEqual(IMAGE_ORIGINS);
  });
});

describe("moving between pages", () => {
  for (const [route, file] of Object.entries(PAGE_FILES))
    test(`${route} prerenders same-origin pages on intent through speculation rules in the page, no extra request`, () => {
      const inline = /<script type="speculationrules">([^<]*)<\/script>/.exec(read(file));
      const rules = JSON.parse(inline?.[1] ?? "null") as {
        prerender: { where: { href_matches: string }; eagerness: string }[];
      } | null;
      expect(rules?.prerender).toEqual([{ where: { href_matches: "/*" }, eagerness: "moderate" }]);
      // Allowed by the hash of their text, which the policy names.
      const hash = createHash("sha256").update(inline![1]!).digest("base64");
      const scriptSources = /script-src ([^;\n]*)/.exec(read("_headers"))?.[1]?.split(" ");
      expect(scriptSources).toContain(`'sha256-${hash}'`);
      expect(read("_headers")).not.toMatch(/Speculation-Rules:/i);
    });
});
