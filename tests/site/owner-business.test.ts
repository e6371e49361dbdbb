/**
 * An owner makes the kit hold their own business, in the data files only (as `npm run edit` writes
 * them): their hours, a renamed service and a new one with its own page, a fourth project, their
 * towns. The build follows everywhere and keeps nothing of the old values; the specification's
 * checks still pass on the starter content. Its build is OWNER_BUILDS.business (the edits:
 * tests/support/owner-edits.ts); what a browser shows of the legal notice (axe) is
 * tests/e2e/owner-business.test.ts.
 * @runs-long: builds an owner's site.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { LEGAL_NOTICE_PATH } from "../support/paths";
import { LEGAL_NOTICE, NEW_PROJECT, NEW_SERVICE, PLACES, RENAMED_TO } from "../support/owner-edits";
import { ensureOwnerBuilt, readPages, OWNER_BUILD_TIMEOUT } from "../support/owner-site";
import { decodeHtml } from "../support/site";
import { starterData } from "../support/starter";
import { starter, starterPath } from "../support/starter-content";

// The edits are made to the starter content, whatever the owner's own is.
const { chrome, company, legalNoticePage, services } = starter;

let copy: string;

const RENAMED = { from: services[1]!.title, to: RENAMED_TO };
/** The towns the content served, those named nowhere else in it (an office, a project's place, a page's words). */
const STARTER = starterData();
const OLD_PLACES = (company.areasServed ?? [])
  .map((p) => p.name)
  .filter(
    (name) =>
      !JSON.stringify({ ...STARTER, company: { ...STARTER.company, areasServed: [] } }).includes(name),
  );

let pages: Record<string, string>;
/** What each page says, without its markup. */
const text = (path: string) => pages[path]!.replace(/<[^>]+>/g, "");
let built: string;

beforeAll(async () => {
  copy = await ensureOwnerBuilt("business");
  pages = Object.fromEntries(Object.entries(readPages(copy)).map(([path, html]) => [path, decodeHtml(html)]));
  const client = join(copy, "build", "client");
  built = readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(html|js|css|json|xml|txt)$/.test(file))
    .map((file) => readFileSync(join(client, file), "utf8"))
    .join("\n");
}, OWNER_BUILD_TIMEOUT);

test("every page's footer gives the new hours (Saturday closed), the note and the two places", () => {
  for (const path of Object.keys(pages)) {
    expect(text(path), path).toContain("Monday - Friday: 7:00 AM – 5:00 PM");
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
  const noticePath = starterPath(LEGAL_NOTICE_PATH);
  const html = pages[noticePath];
  expect(html, "no legal notice page in the build's manifest").toBeDefined();
  const notice = text(noticePath);
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
      new RegExp(`<a [^>]*href="${noticePath}"[^>]*>${chrome.footer.legalNoticeLink}</a>`),
    );
  const sitemap = readFileSync(join(copy, "build", "client", "sitemap.xml"), "utf8");
  expect(sitemap).toContain(`<loc>https://www.example.com${noticePath}</loc>`);
});

test("nothing of the old hours or towns is left in the build", () => {
  for (const old of ["8:00 AM", "6:00 PM", '"opens":"08:00"', ...OLD_PLACES]) {
    expect(built.includes(old), `the build still contains "${old}"`).toBe(false);
  }
});

test("the specification's checks still pass, on the starter content, in the owner's copy", () => {
  const result = spawnSync(
    "npx",
    [
      "vitest",
      "run",
      "--project",
      "unit",
      "app/content/site.test.ts",
      "app/routes/starter.test.tsx",
      "app/lib/structured-data.test.ts",
    ],
    { cwd: copy, encoding: "utf8", env: { ...process.env, CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" } },
  );
  expect(result.status, result.stdout + result.stderr).toBe(0);
  // eslint-disable-next-line no-control-regex -- colour codes, should the runner add any
  expect(result.stdout.replace(/\u001b\[[0-9;]*m/g, "")).toMatch(/Tests\s+\d+ passed/);
}, 120_000);
