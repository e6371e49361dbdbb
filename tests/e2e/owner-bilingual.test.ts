/**
 * A company in two languages (tests/support/owners/bilingual/): the starter's content with
 * `"languages": ["en", "es"]` and its texts in Spanish in es/. What a browser shows of it: the
 * language link leading to the same page in the other language without JavaScript, a request sent
 * from a Spanish page without JavaScript, and every page's axe check. Its build is
 * OWNER_BUILDS.bilingual (tests/support/builds.ts); its pages, sitemap, structured data and
 * scripts without a browser are tests/site/owner-bilingual.test.ts.
 */
import { COPIES } from "#shared/copy/all.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { INBOX_PATH, pathIn } from "#shared/paths.ts";
import { OWNERS } from "../support/builds";
import { DESKTOP, expect, test } from "../support/fixtures";
import { expectAccessiblePages } from "../support/owner-copy";
import {
  ensureOwnerBuilt,
  readPages,
  startOwnerSite,
  type OwnerServer,
  OWNER_BUILD_TIMEOUT,
} from "../support/owner-site";

// In order, in one worker: one server (and its own leads database) for the file.
test.describe.configure({ mode: "default" });

const OWNER = join(OWNERS, "bilingual");
const LANGUAGES = ["en", "es"] as const;
const readJson = (path: string) => JSON.parse(readFileSync(join(OWNER, path), "utf8"));

let copy: string;
let pages: Record<string, string>;
let site: OwnerServer;

test.beforeAll(async () => {
  test.setTimeout(OWNER_BUILD_TIMEOUT);
  copy = await ensureOwnerBuilt("bilingual");
  pages = readPages(copy);
  site = await startOwnerSite(copy);
});
test.afterAll(async () => {
  await site?.stop();
});

/** The English pages' paths (the 404 page aside: a host serves one, the first language's). */
const englishPaths = () => Object.keys(pages).filter((path) => path !== "/404" && !/^\/es(\/|$)/.test(path));

test("the language link leads there without JavaScript", async ({ browser }) => {
  // (npm start serves both languages: tests/site/owner-bilingual.test.ts.)
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${site.origin}/services`);
  await page.getByRole("contentinfo").getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(`${site.origin}/es/servicios`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(`${site.origin}/services`);
  await context.close();
});

test("a request from a Spanish page is checked against its form, stored with its language, and answered in Spanish", async ({
  browser,
}) => {
  const [first, second] = readJson("es/services.json").services;
  // Without JavaScript: the form's own post, from the Spanish contact page to its confirmation page.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.origin}/es/contacto`);
  await page.locator('[name="name"]').fill("Ana");
  await page.locator('[name="email"]').fill("ana@example.com");
  await page.locator('[name="message"]').fill("Queremos remodelar la cocina completa.");
  await page.locator('[name="service"]').selectOption(first.title);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(`${site.origin}/es/contacto/enviado`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  // One the inbox sends back (an address without a dot after the @, which the browser lets
  // through): the Spanish form again, saying in Spanish what to correct.
  const { contactCopy, inboxCopy } = COPIES.es;
  await page.goto(`${site.origin}/es/contacto`);
  await page.locator('[name="name"]').fill("Ana");
  await page.locator('[name="email"]').fill("ana@ejemplo");
  await page.locator('[name="message"]').fill("Queremos remodelar la cocina completa.");
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(inboxCopy.correction.title);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("alert")).toContainText(contactCopy.messages.email);
  await expect(page.getByLabel(contactCopy.labels.name)).toHaveValue("Ana");
  await context.close();
  // With JavaScript the form sends the same fields as JSON, its page's language among them.
  const json = await fetch(site.origin + INBOX_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.origin },
    body: JSON.stringify({
      name: "Luis",
      email: "luis@example.com",
      message: "Una terraza nueva",
      service: second.title,
      language: "es",
    }),
  });
  expect(json.status).toBe(201);
  // A Spanish title is no choice of the English form's.
  const english = await fetch(site.origin + INBOX_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.origin },
    body: JSON.stringify({ name: "Bo", email: "bo@example.com", message: "A deck", service: second.title }),
  });
  expect(english.status).toBe(422);
  // The owner reads them in English, with the language of the page each came from.
  const listing = site.leads();
  expect(listing.status, listing.stderr).toBe(0);
  expect(listing.stdout).toContain(first.title);
  expect(listing.stdout).toContain(second.title);
  expect(listing.stdout.match(/\(page in Spanish\)/g)).toHaveLength(2);
  // (The Worker built beside the pages checks them against the same Spanish form: tests/site/owner-bilingual.test.ts.)
  const csv = site.leads("--csv");
  expect(
    csv.stdout
      .trim()
      .split("\r\n")
      .slice(1)
      .map((row) => row.split(",").at(-1)),
  ).toEqual(Array(2).fill(`"${new Intl.DisplayNames("en", { type: "language" }).of("es")}"`));
});

test("the pages pass axe light and dark at 375 and 1280 px, and none scrolls sideways at 320, 375 or 1280 px", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const checked = [...englishPaths().map((path) => pathIn("es", LANGUAGES, path)), "/", "/about"];
  await expectAccessiblePages(page, site.origin, checked);
});
