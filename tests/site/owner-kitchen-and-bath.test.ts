/**
 * A company unlike the starter's, made from the data files alone (tests/support/owners/kitchen-and-bath/):
 * three services of kitchens and bathrooms, closed at weekends, no commercial work, no licence, no
 * insurance named, no founding year, no projects, no questions, no testimonials. The build succeeds
 * and says what shows in place of each empty list; no page says anything of the starter company
 * (its name, its story, "commercial", "licensed"); a request reaches its inbox. Its build is
 * OWNER_BUILDS["kitchen-and-bath"] (tests/support/builds.ts); what a browser shows of it (axe) is
 * tests/e2e/owner-kitchen-and-bath.test.ts; the unit suite on an owner's content,
 * owner-unit-suite.test.ts. On demand (`npm run test:owner-suite`), the suite's owner-facing files
 * run on this company's own builds, in a copy (tests/owner-suite/).
 * @runs-long: builds an owner's site.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { about, company, home } from "~/content/site";
import { buildOutput, OWNER_BUILDS, OWNERS } from "../support/builds";
import {
  ensureOwnerBuilt,
  OWNER_BUILD_TIMEOUT,
  readPages,
  startOwnerSite,
  type OwnerServer,
} from "../support/owner-site";
import { decodeHtml } from "../support/site";

const OWNER = join(OWNERS, "kitchen-and-bath");
const owner = (name: string) => JSON.parse(readFileSync(join(OWNER, `${name}.json`), "utf8"));
const pagesData = owner("pages");
const companyData = owner("company");
/** Every text of this company's own data files. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(textsOf)
      : [];
const ownWords = readdirSync(OWNER)
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) => textsOf(JSON.parse(readFileSync(join(OWNER, file), "utf8"))));

let copy: string;
/** Every page's HTML, by path. */
let pages: Record<string, string>;
/** Every file a visitor can fetch, and the host rules and settings the build writes, as text. */
let built: Record<string, string>;
let site: OwnerServer | undefined;

beforeAll(async () => {
  copy = await ensureOwnerBuilt("kitchen-and-bath");
  pages = readPages(copy);
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
}, OWNER_BUILD_TIMEOUT);
afterAll(async () => {
  await site?.stop();
});

test("builds from the data files alone, saying what shows in place of no projects and no questions", () => {
  // ensureBuilt throws with the build's output when it fails: this is what the build printed.
  const output = buildOutput("kitchen-and-bath", OWNER_BUILDS["kitchen-and-bath"]);
  expect(output).toContain(`Note: no projects yet: the portfolio says "${pagesData.portfolioPage.empty}"`);
  expect(output).toContain(
    `Note: no questions yet: the questions page says "${pagesData.questionsPage.empty}"`,
  );
  expect(output).toContain("Note: no testimonials");
  // Nothing of this company is marked as the kit's example.
  expect(output).not.toContain("kit's examples");
});

test("no built file says anything of the starter company: commercial, licensed, its name or its story", () => {
  const other = [
    /commercial/i,
    /licensed/i,
    /insured/i,
    // Words of the starter's trade the code itself must not write: a kitchen studio is no builder.
    /\bbuilder\b/i,
    /construction/i,
    // The site's own content (the starter's, in the kit), where it differs from this company's:
    // none of it, should the kit's own content be this company's.
    ...[
      company.name,
      home.meta.title,
      home.meta.description,
      ...about.story,
      ...home.whyChoose.map((c) => c.text),
    ].filter((words) => !ownWords.some((own) => own.includes(words))),
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

test("a visitor's quote request reaches this company's inbox", async () => {
  site = await startOwnerSite(copy);
  const response = await fetch(`${site.origin}/api/contact`, {
    method: "POST",
    headers: { Origin: site.origin, Accept: "application/json" },
    body: new URLSearchParams({
      name: "Dana Visitor",
      email: "dana@example.com",
      message: "A new vanity and a walk-in shower.",
      service: "Bathroom Remodeling",
      postcode: "04101",
    }),
  });
  expect(response.status, await response.text()).toBe(200);
  const listed = site.leads();
  expect(listed.stdout).toContain("Dana Visitor");
  expect(listed.stdout).toContain("Bathroom Remodeling");
});
