/**
 * A German company, made from its data files alone (tests/support/owners/berlin-builder/):
 * `"languages": ["de"]`, `"country": "DE"`, hours 07:00-16:30, a Berlin number written as Germans
 * write it, a Berlin address without a region, the Impressum filled in. The build writes every page
 * in German: no English word of the interface is left in any built page or script, times are on the
 * 24-hour clock, the number dialled and the address are Germany's; the inbox answers in German; the
 * pages pass axe light and dark and do not scroll sideways at 320 px with German's long words.
 * Runs in a copy of the project (sharing node_modules).
 */
import { cpSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { COPIES } from "#shared/copy/all.ts";
import { INBOX_PATH } from "#shared/paths.ts";
import { pageFiles } from "#shared/site-manifest.mjs";
import { axeViolations, DESKTOP, expect, PHONE, test } from "../support/fixtures";
import { buildEnv, copyProject, decodeHtml, startSite, type RunningSite } from "../support/site";

test.describe.configure({ mode: "serial" });

const OWNER = join(import.meta.dirname, "..", "support", "owners", "berlin-builder");
const companyData = JSON.parse(readFileSync(join(OWNER, "company.json"), "utf8"));
const german = COPIES.de;

/**
 * Words of English's interface that German does not share: any of them in a page's text is a word
 * the kit failed to translate (German shares "Name", "Budget", "Details", "Service", "Logo", "Cookies").
 */
const ENGLISH_WORDS = new Set(
  `the and our your with for you we us of to is are this that from or at on by call home about contact page send
  message please free quote hours closed privacy notice skip opening year years licensed insured serving more next
  previous photos before after what how why who questions answers choose full number address sent return found
  oops projects services work get touch today view all kind included typical duration price guide scope completed
  location story facts glance founded areas serve menu open close dismiss sending characters remove keep line valid
  digits spaces complete enter tell when would months planning just soon possible within leave field empty legal
  represented register supervisory authority company rights trackers tagline something else sure yet`.split(
    /\s+/,
  ),
);

/** English's interface texts of more than one word: none may be in a German build's pages or scripts. */
const englishTexts = (value: unknown): string[] =>
  typeof value === "string"
    ? value.trim().includes(" ")
      ? [value.trim()]
      : []
    : value && typeof value === "object"
      ? Object.values(value).flatMap(englishTexts)
      : [];

let copy: string;
let build: { status: number | null; output: string };
/** Every page's HTML, by path. */
let pages: Record<string, string>;
/** Every script the pages load, by file. */
let scripts: Record<string, string>;
let site: RunningSite | undefined;

/** What a visitor reads of a page, and what assistive technology and search engines read of it. */
function readable(html: string) {
  const attributes = [...html.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const meta = [
    ...html.matchAll(
      /<meta (?:name|property)="(?:description|og:[a-z:]+|twitter:[a-z:]+)" content="([^"]*)"/g,
    ),
  ]
    .map((m) => m[1]!)
    .filter((value) => !/^https?:|^[a-z]{2}_[A-Z]{2}$|^summary/.test(value));
  const text = html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return decodeHtml([text, ...attributes, ...meta].join(" ")).replace(/&nbsp;/g, " ");
}

test.beforeAll(() => {
  test.setTimeout(300_000);
  copy = copyProject("site-german-");
  const content = join(copy, "app", "content");
  cpSync(OWNER, content, { recursive: true });
  rmSync(join(content, "projects"), { recursive: true, force: true });
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, ...buildEnv("build", { CONTACT_ENDPOINT: INBOX_PATH }) },
  });
  build = { status: result.status, output: result.stdout + result.stderr };
  if (result.status !== 0) return;
  const client = join(copy, "build", "client");
  pages = Object.fromEntries(
    Object.entries(pageFiles(join(copy, "build"))).map(([path, file]) => [
      path,
      readFileSync(join(client, file), "utf8"),
    ]),
  );
  scripts = Object.fromEntries(
    readdirSync(join(client, "assets"))
      .filter((file) => file.endsWith(".js"))
      .map((file) => [file, readFileSync(join(client, "assets", file), "utf8")]),
  );
});
test.afterAll(async () => {
  await site?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test("builds, and says every page is German", () => {
  expect(build.status, build.output).toBe(0);
  expect(Object.keys(pages)).toContain("/legal-notice");
  for (const [path, html] of Object.entries(pages))
    expect(html, path).toMatch(/^<!DOCTYPE html><html lang="de"/);
});

test("leaves no English word of the interface in any page", () => {
  for (const [path, html] of Object.entries(pages)) {
    const words = readable(html).split(/[^A-Za-zÀ-ÿß']+/);
    const english = [...new Set(words.filter((word) => ENGLISH_WORDS.has(word.toLowerCase())))];
    // "Was" is German's "what".
    expect(
      english.filter((word) => word !== "Was"),
      path,
    ).toEqual([]);
  }
});

test("leaves none of English's interface texts in any page or script", () => {
  const texts = englishTexts(COPIES.en);
  expect(texts.length).toBeGreaterThan(100);
  for (const [file, text] of [...Object.entries(pages), ...Object.entries(scripts)])
    for (const english of texts)
      expect(decodeHtml(text).includes(english), `${file} says "${english}"`).toBe(false);
});

test("writes the hours, the phone and the address as Germany does", () => {
  const contact = readable(pages["/contact"]!).replace(/\s+/g, " ");
  expect(contact).toContain("Montag - Freitag 07:00 - 16:30");
  expect(contact).toMatch(/Samstag, Sonntag Geschlossen|Samstag, Sonntag \w+/);
  expect(contact).not.toMatch(/\d:\d\d (AM|PM)/);
  expect(pages["/contact"]).toContain(`href="tel:+493012345678">${companyData.phone}</a>`);
  expect(contact).toContain(`${companyData.address.street} ${companyData.address.postalCode} Berlin`);
  expect(readable(pages["/legal-notice"]!)).toContain(
    `${companyData.address.street}, ${companyData.address.postalCode} Berlin, Deutschland`,
  );
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(pages["/"]!)![1]!);
  expect(jsonLd.telephone).toBe("+493012345678");
  expect(jsonLd.address).toMatchObject({
    addressCountry: "DE",
    postalCode: "10115",
    addressLocality: "Berlin",
  });
  expect(jsonLd.address).not.toHaveProperty("addressRegion");
  expect(pages["/"]).toContain('<meta property="og:locale" content="de_DE">');
});

test("the inbox answers in German, with JavaScript and without", async () => {
  site ??= await startSite("build", {}, { cwd: copy });
  const json = await fetch(site.origin + INBOX_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.origin },
    body: JSON.stringify({ name: "", email: "anna@example.com", message: "" }),
  });
  expect(json.status).toBe(422);
  expect(await json.json()).toEqual({
    errors: { name: german.contactCopy.required.name, message: german.contactCopy.required.message },
  });
  const form = await fetch(site.origin + INBOX_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
    body: new URLSearchParams({ name: "Anna", email: "anna@", message: "Ein neues Bad." }),
    redirect: "manual",
  });
  const page = decodeHtml(await form.text());
  expect(page).toContain('<html lang="de"');
  expect(page).toContain(german.inboxCopy.correction.title);
  expect(page).toContain(german.contactCopy.messages.email);
});

test("every page passes axe light and dark at 375 and 1280 px, and none scrolls sideways at 320 px", async ({
  page,
}) => {
  test.setTimeout(240_000);
  site ??= await startSite("build", {}, { cwd: copy });
  // The not-found page answers 404, which the browser logs: its words are checked above.
  for (const path of Object.keys(pages).filter((path) => path !== "/404")) {
    for (const viewport of [PHONE, DESKTOP])
      for (const colorScheme of ["light", "dark"] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await page.goto(site.origin + path);
        expect(await axeViolations(page), `${path}, ${viewport.width} px, ${colorScheme}`).toEqual([]);
      }
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(site.origin + path);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(320);
  }
});
