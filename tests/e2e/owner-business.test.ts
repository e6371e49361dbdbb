/**
 * An owner makes the kit hold their own business, in the data files only (as `npm run edit` writes
 * them): their hours, a renamed service and a new one with its own page, a fourth project, their
 * towns. The build follows everywhere and keeps nothing of the old values; the specification's
 * checks still pass on the starter content. Runs in a copy of the project (sharing node_modules).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chrome, company, legalNoticePage, projects, services } from "~/content/site";
import { LEGAL_NOTICE_PATH } from "#shared/paths.ts";
import { pageFiles } from "#shared/site-manifest.mjs";
import { axeViolations, DESKTOP, expect, PHONE, test } from "../support/fixtures";
import { buildEnv, copyProject, decodeHtml, startSite } from "../support/site";

test.describe.configure({ mode: "serial" });

let copy: string;
const dataFile = (name: string) => join(copy, "app", "content", `${name}.json`);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the data files as JSON, edited as an owner would
const edit = (name: string, change: (data: any) => void) => {
  const data = JSON.parse(readFileSync(dataFile(name), "utf8"));
  change(data);
  writeFileSync(dataFile(name), `${JSON.stringify(data, null, 2)}\n`);
};

const RENAMED = { from: services[1]!.title, to: "Shop & Office Fit-Outs" };
const NEW_SERVICE = {
  slug: "roof-replacement",
  title: "Roof Replacement",
  category: "Roofing",
  icon: "roofing",
  description: "New roofs on houses and small commercial buildings, tear-off to final inspection.",
  features: ["Asphalt shingle roofs", "Standing-seam metal roofs", "Gutters and flashing"],
  duration: "Most homes: 2 to 4 days",
  priceGuide: "Most homes: $12,000 to $25,000",
  questions: [
    {
      question: "Do you remove the old roof first?",
      answer: "Yes, always: we strip to the deck and check it.",
    },
    { question: "What if it rains?", answer: "We only open what we can close and dry in the same day." },
  ],
};
const NEW_PROJECT = {
  slug: "cedar-street-roof",
  title: "Cedar Street Roof",
  service: NEW_SERVICE.slug,
  description: "A standing-seam metal roof on a 1920s bungalow, with new gutters.",
  photos: [
    {
      image: "https://images.unsplash.com/photo-1570129477492-45c003edd2be",
      alt: "A bungalow with a new grey metal roof",
    },
  ],
};
/** The legal notice ("Impressum") of a German company: its page appears only once it is filled. */
const LEGAL_NOTICE = {
  legalForm: "GmbH",
  representative: "Managing director: Anna Berger",
  register: "Commercial register, Amtsgericht München",
  registerNumber: "HRB 123456",
  vatId: "DE123456789",
  supervisoryBody: "Handwerkskammer für München und Oberbayern",
};
const PLACES = [
  { name: "Maplewood", postalCodes: ["07040"] },
  { name: "South Orange", postalCodes: ["07079"] },
];
/** The towns the content served, those named nowhere else in it (an office or a project's place). */
const OLD_PLACES = (company.areasServed ?? [])
  .map((p) => p.name)
  .filter((name) => !JSON.stringify({ address: company.address, projects }).includes(name));

let pages: Record<string, string>;
/** What each page says, without its markup. */
const text = (path: string) => pages[path]!.replace(/<[^>]+>/g, "");
let built: string;

test.beforeAll(() => {
  test.setTimeout(300_000);
  copy = copyProject("site-business-");
  edit("company", (c) => {
    c.hours = [
      { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "17:00" },
      { days: ["Saturday"], closed: true },
    ];
    c.hoursNote = "Evenings by appointment";
    c.areasServed = PLACES;
    c.legalNotice = LEGAL_NOTICE;
  });
  edit("services", (s) => {
    s.services[1].title = RENAMED.to;
    s.services.push(NEW_SERVICE);
  });
  // A project of its own file, named by its slug, last in the portfolio.
  const { slug, ...project } = NEW_PROJECT;
  writeFileSync(
    join(copy, "app", "content", "projects", `${slug}.json`),
    `${JSON.stringify({ order: 1000, ...project }, null, 2)}\n`,
  );
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, ...buildEnv("build", {}) },
  });
  expect(result.status, result.stdout + result.stderr).toBe(0);
  const client = join(copy, "build", "client");
  pages = Object.fromEntries(
    Object.entries(pageFiles(join(copy, "build"))).map(([path, file]) => [
      path,
      decodeHtml(readFileSync(join(client, file), "utf8")),
    ]),
  );
  built = readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(html|js|css|json|xml|txt)$/.test(file))
    .map((file) => readFileSync(join(client, file), "utf8"))
    .join("\n");
});
test.afterAll(() => rmSync(copy, { recursive: true, force: true }));

test("every page's footer gives the new hours (Saturday closed), the note and the two places", () => {
  for (const path of Object.keys(pages)) {
    expect(text(path), path).toContain("Monday - Friday: 7:00 AM - 5:00 PM");
    expect(text(path), path).toContain("Saturday: Closed");
    expect(text(path), path).toContain("Evenings by appointment");
    for (const place of PLACES) expect(text(path), path).toContain(place.name);
  }
});

test("the new service has its own page: bullets, duration, price guide, questions, its project, a quote link", () => {
  const html = pages[`/services/${NEW_SERVICE.slug}`]!;
  expect(html).toBeDefined();
  expect(html).toContain(
    `<h1 class="text-title font-bold tracking-tight text-balance lg:col-span-2">${NEW_SERVICE.title}</h1>`,
  );
  for (const feature of NEW_SERVICE.features) expect(html).toContain(feature);
  expect(html).toContain(NEW_SERVICE.duration);
  expect(html).toContain(NEW_SERVICE.priceGuide);
  for (const q of NEW_SERVICE.questions) {
    expect(html).toMatch(
      new RegExp(`<details[^>]*><summary[^>]*><span>${q.question.replace(/\?/g, "\\?")}</span>`),
    );
    expect(html).toContain(q.answer);
  }
  expect(html).toContain(NEW_PROJECT.title);
  expect(html).toContain(`href="/contact?service=${NEW_SERVICE.slug}"`);
});

test("Services, the home page and every footer link the new and the renamed service; the old name is gone", () => {
  for (const path of ["/", "/services"]) {
    expect(pages[path]).toContain(`href="/services/${NEW_SERVICE.slug}"`);
    expect(pages[path]).toContain(RENAMED.to);
  }
  expect(pages["/faq"]).toContain(NEW_SERVICE.questions[0]!.question);
  expect(pages["/portfolio"]).toContain(NEW_PROJECT.title);
  expect(built.includes(RENAMED.from), `the build still names "${RENAMED.from}"`).toBe(false);
});

test("the structured data and the sitemap follow", () => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]!),
    );
  const [contractor] = jsonLd(pages["/"]!);
  expect(contractor.openingHoursSpecification).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "07:00",
      closes: "17:00",
    },
  ]);
  expect(contractor.areaServed.map((p: { name: string }) => p.name)).toEqual(PLACES.map((p) => p.name));
  const service = jsonLd(pages[`/services/${NEW_SERVICE.slug}`]!).find((d) => d["@type"] === "Service");
  expect(service).toMatchObject({
    name: NEW_SERVICE.title,
    provider: { "@id": "https://www.example.com/#company" },
    areaServed: PLACES.map((p) => ({ "@type": "City", name: p.name })),
  });
  const sitemap = readFileSync(join(copy, "build", "client", "sitemap.xml"), "utf8");
  expect(sitemap).toContain(`<loc>https://www.example.com/services/${NEW_SERVICE.slug}</loc>`);
});

test("the legal notice, once filled, is a page of its own, linked from every footer and in the sitemap", () => {
  const html = pages[LEGAL_NOTICE_PATH];
  expect(html, "no legal notice page in the build's manifest").toBeDefined();
  const notice = text(LEGAL_NOTICE_PATH);
  expect(notice).toContain(legalNoticePage.header.title);
  expect(notice).toContain(
    `${legalNoticePage.labels.register}${LEGAL_NOTICE.register}, ${LEGAL_NOTICE.registerNumber}`,
  );
  for (const value of [
    LEGAL_NOTICE.legalForm,
    LEGAL_NOTICE.representative,
    LEGAL_NOTICE.vatId,
    LEGAL_NOTICE.supervisoryBody,
  ])
    expect(notice).toContain(value);
  if (company.address) expect(notice).toContain(company.address.street);
  expect(html).toContain(`<title>${legalNoticePage.meta.title} | ${company.name}</title>`);
  for (const path of Object.keys(pages))
    expect(pages[path], path).toMatch(
      new RegExp(`<a [^>]*href="${LEGAL_NOTICE_PATH}"[^>]*>${chrome.footer.legalNoticeLink}</a>`),
    );
  const sitemap = readFileSync(join(copy, "build", "client", "sitemap.xml"), "utf8");
  expect(sitemap).toContain(`<loc>https://www.example.com${LEGAL_NOTICE_PATH}</loc>`);
});

test("the legal notice has no axe violations at 375 and 1280 px, light and dark", async ({ page }) => {
  test.setTimeout(120_000);
  const site = await startSite("build", {}, { cwd: copy });
  try {
    for (const viewport of [PHONE, DESKTOP])
      for (const colorScheme of ["light", "dark"] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await page.goto(site.origin + LEGAL_NOTICE_PATH);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(legalNoticePage.header.title);
        expect(await axeViolations(page), `${viewport.width} px, ${colorScheme}`).toEqual([]);
      }
  } finally {
    await site.stop();
  }
});

test("nothing of the old hours or towns is left in the build", () => {
  for (const old of ["8:00 AM", "6:00 PM", '"opens":"08:00"', ...OLD_PLACES]) {
    expect(built.includes(old), `the build still contains "${old}"`).toBe(false);
  }
});

test("the specification's checks still pass, on the starter content, in the owner's copy", () => {
  test.setTimeout(120_000);
  const result = spawnSync(
    "npx",
    [
      "vitest",
      "run",
      "app/content/site.test.ts",
      "app/routes/starter.test.tsx",
      "app/lib/structured-data.test.ts",
    ],
    { cwd: copy, encoding: "utf8", env: { ...process.env, CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" } },
  );
  expect(result.status, result.stdout + result.stderr).toBe(0);
  // eslint-disable-next-line no-control-regex -- colour codes, should the runner add any
  expect(result.stdout.replace(/\u001b\[[0-9;]*m/g, "")).toMatch(/Tests\s+\d+ passed/);
});
