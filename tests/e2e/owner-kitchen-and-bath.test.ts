/**
 * A company unlike the starter's, made from the data files alone (tests/support/owners/kitchen-and-bath/):
 * three services of kitchens and bathrooms, closed at weekends, no commercial work, no licence, no
 * insurance named, no founding year, no projects, no questions, no testimonials. The build succeeds
 * and says what shows in place of each empty list; no page says anything of the starter company
 * (its name, its story, "commercial", "licensed"); the pages work and pass axe; and the unit suite,
 * whose tests read the content or build the starter fixture, passes on this company's content.
 * Runs in a copy of the project (sharing node_modules).
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { about, company, home } from "~/content/site";
import { axeViolations, DESKTOP, expect, PHONE, test } from "../support/fixtures";
import { buildOwnerCopy, runUnitSuite } from "../support/owner-copy";
import { decodeHtml, startSite, type RunningSite } from "../support/site";

test.describe.configure({ mode: "serial" });

const OWNER = join(import.meta.dirname, "..", "support", "owners", "kitchen-and-bath");
const owner = (name: string) => JSON.parse(readFileSync(join(OWNER, `${name}.json`), "utf8"));
const pagesData = owner("pages");
const companyData = owner("company");

let copy: string;
let build: { status: number | null; output: string };
/** Every page's HTML, by path. */
let pages: Record<string, string>;
/** Every file a visitor can fetch, and the host rules and settings the build writes, as text. */
let built: Record<string, string>;
let site: RunningSite | undefined;

test.beforeAll(() => {
  test.setTimeout(300_000);
  ({ copy, build, pages } = buildOwnerCopy(OWNER, "site-kitchen-", { whole: true }));
  if (build.status !== 0) return;
  const client = join(copy, "build", "client");
  built = Object.fromEntries([
    ...readdirSync(client, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(html|js|css|json|xml|txt|webmanifest)$/.test(file))
      .map((file) => [`client/${file}`, readFileSync(join(client, file), "utf8")]),
    ...["Caddyfile", "nginx.conf", "site.json"].map((file) => [
      file,
      readFileSync(join(copy, "build", file), "utf8"),
    ]),
  ]);
});
test.afterAll(async () => {
  await site?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test("builds from the data files alone, saying what shows in place of no projects and no questions", () => {
  expect(build.status, build.output).toBe(0);
  expect(build.output).toContain(
    `Note: no projects yet: the portfolio says "${pagesData.portfolioPage.empty}"`,
  );
  expect(build.output).toContain(
    `Note: no questions yet: the questions page says "${pagesData.questionsPage.empty}"`,
  );
  expect(build.output).toContain("Note: no testimonials");
  // Nothing of this company is marked as the kit's example.
  expect(build.output).not.toContain("kit's examples");
});

test("no built file says anything of the starter company: commercial, licensed, its name or its story", () => {
  const other = [
    /commercial/i,
    /licensed/i,
    /insured/i,
    // Words of the starter's trade the code itself must not write: a kitchen studio is no builder.
    /\bbuilder\b/i,
    /construction/i,
    // The site's own content (the starter's, in the kit), where it differs from this company's.
    ...[
      company.name,
      home.meta.title,
      home.meta.description,
      ...about.story,
      ...home.whyChoose.map((c) => c.text),
    ],
  ];
  for (const [file, text] of Object.entries(built))
    for (const words of other) {
      // schema.org's name for the kind of business every trade of the kit is (the structured data's
      // "@type" when the owner names no trade) is a term of its vocabulary, not a word said to visitors.
      const said = decodeHtml(text).replaceAll('"HomeAndConstructionBusiness"', "");
      const found = typeof words === "string" ? said.includes(words) : words.test(said);
      expect(found, `${file} says ${words}`).toBe(false);
    }
});

test("files the company as the kind of business every trade is, having named no trade", () => {
  for (const html of Object.values(pages)) expect(html).toContain('"@type":"HomeAndConstructionBusiness"');
});

test("says only what the owner gave: no years, no licence line, their closed weekend, their own words", () => {
  const text = (path: string) => decodeHtml(pages[path]!).replace(/<[^>]+>/g, " ");
  const home = decodeHtml(pages["/"]!);
  expect(home).toContain(`<title>${companyData.name} | ${pagesData.home.title}</title>`);
  expect(home).toContain(`<meta name="description" content="${pagesData.home.description}">`);
  for (const path of ["/", "/about", "/portfolio"])
    expect(text(path), path).not.toMatch(/\d+ years|since \d{4}|Founded/);
  for (const paragraph of pagesData.about.story) expect(text("/about")).toContain(paragraph);
  expect(text("/portfolio")).toContain(pagesData.portfolioPage.empty);
  expect(text("/faq")).toContain(pagesData.questionsPage.empty);
  expect(text("/contact")).toMatch(/Saturday, Sunday\s*Closed/);
  expect(text(`/services/kitchen-remodeling`)).toContain(pagesData.contact.quoteText);
});

test("the empty portfolio, the questions and About have no axe violations at 375 and 1280 px, light and dark", async ({
  page,
}) => {
  test.setTimeout(180_000);
  site = await startSite("build", {}, { cwd: copy });
  for (const path of ["/", "/about", "/portfolio", "/faq"])
    for (const viewport of [PHONE, DESKTOP])
      for (const colorScheme of ["light", "dark"] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await page.goto(site.origin + path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await axeViolations(page), `${path}, ${viewport.width} px, ${colorScheme}`).toEqual([]);
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scroll, `${path} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(
          viewport.width,
        );
      }
});

test("a visitor's quote request reaches this company's inbox", async ({ request }) => {
  site ??= await startSite("build", {}, { cwd: copy });
  const response = await request.post(`${site.origin}/api/contact`, {
    headers: { Origin: site.origin, Accept: "application/json" },
    form: {
      name: "Dana Visitor",
      email: "dana@example.com",
      message: "A new vanity and a walk-in shower.",
      service: "Bathroom Remodeling",
      postcode: "04101",
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const listed = spawnSync("npm", ["run", "leads", "--silent"], { cwd: copy, encoding: "utf8" });
  expect(listed.stdout).toContain("Dana Visitor");
  expect(listed.stdout).toContain("Bathroom Remodeling");
});

test("the unit suite passes on this company's content", () => {
  test.setTimeout(300_000);
  const { status, output } = runUnitSuite(copy);
  expect(status, output.slice(-4000)).toBe(0);
  expect(output).toMatch(/Tests\s+\d+ passed/);
});

/** The browser suite's files that read the owner's content: what a visitor of this company's site gets. */
const OWNER_FACING = [
  "accessibility",
  "budgets",
  "check-live",
  "contact-form",
  "design",
  "lead-inbox",
  "lead-inbox-details",
  "lead-inbox-photos",
  "navigation",
  "not-found",
  "pages",
  "privacy",
  "project-pages",
  "seo",
  "server",
  "service-pages",
  "configured/",
].map((name) => `tests/e2e/${name}${name.endsWith("/") ? "" : ".test.ts"}`);

test("the browser suite's owner-facing checks pass on this company's site", () => {
  test.setTimeout(1_200_000);
  // The copy's own run: its builds, its servers on free ports, none of this run's settings.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      // Nor NO_COLOR beside FORCE_COLOR: Node would warn of it in the output the tests read.
      ([key]) =>
        !/^(PW_|PLAYWRIGHT_|TEST_|SITE_ORIGIN|CONFIGURED_ORIGIN|CONFIGURED_BUILD_NOTE|NO_COLOR|FORCE_COLOR)/i.test(
          key,
        ),
    ),
  );
  const result = spawnSync(
    "npx",
    // One worker: this run shares the machine with the rest of the suite's two.
    [
      "playwright",
      "test",
      "--project=default",
      "--project=configured",
      "--workers=1",
      "--reporter=line",
      ...OWNER_FACING,
    ],
    { cwd: copy, encoding: "utf8", env: { ...env, CI: "true", FORCE_COLOR: "0" } },
  );
  // eslint-disable-next-line no-control-regex -- colour codes, should the runner add any
  const output = (result.stdout + result.stderr).replace(/\u001b\[[0-9;]*m/g, "");
  // The first failure's report, else the end of the run.
  const failure = output.indexOf("\n  1) ");
  expect(result.status, failure >= 0 ? output.slice(failure, failure + 8000) : output.slice(-6000)).toBe(0);
  expect(output).toMatch(/\d+ passed/);
});
