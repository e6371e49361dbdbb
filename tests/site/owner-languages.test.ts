/**
 * A company in each language the kit speaks besides English, each made from its data files alone
 * (tests/support/owners/): a Berlin builder (`"languages": ["de"]`, `"country": "DE"`, hours
 * 07:00-16:30, a number written as Germans write it, the Impressum filled in), a Madrid one (es, ES)
 * and a Lyon one (fr, FR). Each build writes every page in its language: none of English's interface
 * texts is left in any built page or script (and, in German, no English word at all), times are on
 * the 24-hour clock, the number dialled and the address are the country's; the inbox answers in the
 * language. Each build is OWNER_BUILDS[<folder>] (tests/support/builds.ts); what a browser shows of
 * them (axe light and dark, no sideways scroll at 320 px with the language's long words) is
 * tests/e2e/owner-languages.test.ts; the unit suite on an owner's content and language,
 * owner-unit-suite.test.ts.
 * @runs-long: builds three owners' sites, one per language.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { COPIES } from "#shared/copy/all.ts";
import { ADDRESS_WORDS, INBOX_PATH } from "#shared/paths.ts";
import { pageFiles } from "#shared/site-manifest.mjs";
import { pageWeight } from "../../tooling/page-weight.mjs";
import { ensureBuilds, OWNER_BUILDS, OWNERS as OWNERS_DIR } from "../support/builds";
import {
  ensureOwnerBuilt,
  readPages,
  startOwnerSite,
  type OwnerServer,
  OWNER_BUILD_TIMEOUT,
} from "../support/owner-site";
import { decodeHtml } from "../support/site";

/** Each owner, and what its pages must say as its country writes it. */
const OWNERS = [
  {
    folder: "berlin-builder",
    language: "de",
    /** Its contact page's and legal notice's addresses, in its language's words. */
    contact: "/kontakt",
    legalNotice: "/impressum",
    hours: "Montag - Freitag 7:00–16:30 Uhr",
    dialled: "+493012345678",
    town: "10115 Berlin",
    country: "Deutschland",
    locale: "de_DE",
    /** Words German shares with English's interface ("Was" is German's "what"). */
    shared: ["was"],
  },
  {
    folder: "madrid-builder",
    language: "es",
    contact: "/contacto",
    legalNotice: "/aviso-legal",
    hours: "Lunes - viernes 8:00–18:00",
    dialled: "+34911234567",
    town: "28009 Madrid",
    country: "España",
    locale: "es_ES",
    shared: ["no", "legal"],
  },
  {
    folder: "lyon-builder",
    language: "fr",
    contact: "/contact",
    legalNotice: "/mentions-legales",
    hours: "Lundi - vendredi 8:00 – 17:30",
    dialled: "+33472123456",
    town: "69002 Lyon",
    country: "France",
    locale: "fr_FR",
    /** Words French shares with English's interface. */
    shared: [
      "message",
      "photos",
      "photo",
      "contact",
      "menu",
      "questions",
      "services",
      "type",
      "budget",
      "page",
      "possible",
      "on",
    ],
  },
] as const;

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
  represented register supervisory authority company rights trackers tagline something else sure yet main breadcrumb`.split(
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

// The three companies' builds, two at a time from the start, rather than each when its turn comes.
beforeAll(
  () => ensureBuilds(Object.fromEntries(OWNERS.map(({ folder }) => [folder, OWNER_BUILDS[folder]]))),
  OWNER_BUILD_TIMEOUT * 2,
);

for (const owner of OWNERS)
  describe(`a company in ${owner.language} (tests/support/owners/${owner.folder})`, () => {
    const OWNER = join(OWNERS_DIR, owner.folder);
    const companyData = JSON.parse(readFileSync(join(OWNER, "company.json"), "utf8"));
    const words = COPIES[owner.language];
    let copy: string;
    /** Every page's HTML, by path. */
    let pages: Record<string, string>;
    /** Every script the pages load, by file. */
    let scripts: Record<string, string>;
    let site: OwnerServer | undefined;

    beforeAll(async () => {
      copy = await ensureOwnerBuilt(owner.folder);
      pages = readPages(copy);
      const client = join(copy, "build", "client");
      scripts = Object.fromEntries(
        readdirSync(join(client, "assets"))
          .filter((file) => file.endsWith(".js"))
          .map((file) => [file, readFileSync(join(client, "assets", file), "utf8")]),
      );
    }, OWNER_BUILD_TIMEOUT);
    afterAll(async () => {
      await site?.stop();
    });

    test("builds, and says every page is in its language", () => {
      // ensureBuilt throws with the build's output when it fails.
      expect(Object.keys(pages)).toContain(owner.legalNotice);
      for (const [path, html] of Object.entries(pages))
        expect(html, path).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${owner.language}"`));
    });

    test("puts every page at an address in its language's words", () => {
      const own = new Set<string>(Object.values(ADDRESS_WORDS[owner.language]));
      expect(Object.keys(pages)).toContain(owner.contact);
      for (const path of Object.keys(pages)) {
        if (path === "/" || path === "/404") continue;
        const [, page, ...below] = path.split("/");
        expect(own.has(page!), path).toBe(true);
        // Below the contact page, its confirmation pages' words; the owner's slugs elsewhere.
        if (`/${page}` === owner.contact) for (const word of below) expect(own.has(word), path).toBe(true);
      }
      // Every link to a page of the site (not a file: no dot) leads to one of its pages.
      for (const [path, html] of Object.entries(pages))
        for (const [, link] of html.matchAll(/<a [^>]*href="(\/[^"#?.]*)["#?]/g))
          expect(pages[link!.replace(/(.)\/$/, "$1")], `${path} -> ${link}`).toBeDefined();
    });

    test("loads no script where the English site loads none: only the form's and the 404 page's", () => {
      const build = join(copy, "build");
      for (const [path, file] of Object.entries(pageFiles(build))) {
        const { js } = pageWeight(build, file);
        // The same budgets as the English build's (budgets.test.ts), gzipped.
        const budget = path === owner.contact ? 80 * 1024 : path === "/404" ? 1024 : 0;
        expect(js, path).toBeLessThanOrEqual(budget);
      }
    });

    test("leaves no English word of the interface in any page", () => {
      for (const [path, html] of Object.entries(pages)) {
        const said = readable(html).split(/[^A-Za-zÀ-ÿß']+/);
        const english = said.filter(
          (word) =>
            ENGLISH_WORDS.has(word.toLowerCase()) &&
            !(owner.shared as readonly string[]).includes(word.toLowerCase()),
        );
        expect([...new Set(english)], path).toEqual([]);
      }
    });

    test("leaves none of English's interface texts in any page or script", () => {
      const texts = englishTexts(COPIES.en);
      expect(texts.length).toBeGreaterThan(100);
      for (const [file, text] of [...Object.entries(pages), ...Object.entries(scripts)])
        for (const english of texts)
          expect(decodeHtml(text).includes(english), `${file} says "${english}"`).toBe(false);
    });

    test("writes the hours, the phone and the address as its country does", () => {
      const contact = readable(pages[owner.contact]!).replace(/\s+/g, " ");
      // Each time is a <time> of its own: the text between the tags, however they are spaced.
      const dashes = (text: string) => text.replace(/\s*–\s*/g, "–");
      expect(dashes(contact)).toContain(dashes(owner.hours));
      expect(contact).not.toMatch(/\d:\d\d (AM|PM)/);
      expect(pages[owner.contact]).toContain(`href="tel:${owner.dialled}">${companyData.phone}</a>`);
      expect(contact).toContain(`${companyData.address.street} ${owner.town}`);
      // Every address on every page (the footer's, the contact page's, the privacy notice's after
      // the name, the legal notice's before the country): the street, then the town as written there.
      for (const [path, html] of Object.entries(pages))
        for (const [, address] of html.matchAll(/<address[^>]*>(.*?)<\/address>/gs)) {
          const lines = decodeHtml(address!).split(/<br\s*\/?>|, /);
          const street = lines.indexOf(companyData.address.street);
          expect(lines.slice(street, street + 2), path).toEqual([companyData.address.street, owner.town]);
        }
      expect(readable(pages[owner.legalNotice]!)).toContain(
        `${companyData.address.street}, ${owner.town}, ${owner.country}`,
      );
      const jsonLd = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(pages["/"]!)![1]!,
      );
      expect(jsonLd.telephone).toBe(owner.dialled);
      expect(jsonLd.address).toMatchObject({
        addressCountry: companyData.country,
        postalCode: companyData.address.postalCode,
        addressLocality: companyData.address.locality,
      });
      expect(jsonLd.address).not.toHaveProperty("addressRegion");
      expect(pages["/"]).toContain(`<meta property="og:locale" content="${owner.locale}">`);
    });

    test("the inbox answers in the site's language, with JavaScript and without", async () => {
      site ??= await startOwnerSite(copy);
      const json = await fetch(site.origin + INBOX_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: site.origin },
        body: JSON.stringify({ name: "", email: "anna@example.com", message: "" }),
      });
      expect(json.status).toBe(422);
      expect(await json.json()).toEqual({
        errors: { name: words.contactCopy.required.name, message: words.contactCopy.required.message },
      });
      const form = await fetch(site.origin + INBOX_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
        body: new URLSearchParams({ name: "Anna", email: "anna@", message: "—" }),
        redirect: "manual",
      });
      const page = decodeHtml(await form.text());
      expect(page).toContain(`<html lang="${owner.language}"`);
      expect(page).toContain(words.inboxCopy.correction.title);
      expect(page).toContain(words.contactCopy.messages.email);
      // A post that is taken goes on to the confirmation page at its address in the language (one a
      // bot sends is thanked the same way, and not kept: the listing below counts one request).
      const sent = await fetch(site.origin + INBOX_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
        body: new URLSearchParams({ name: "Anna", email: "anna@example.com", message: "—", website: "x" }),
        redirect: "manual",
      });
      expect(sent.status).toBe(303);
      const location = sent.headers.get("location")!;
      expect(location).toBe(`${owner.contact}/${ADDRESS_WORDS[owner.language].sent}`);
      expect(pages[location], location).toBeDefined();
    });

    test("the owner's mail about a request is in the site's language", () => {
      // The mail's module as npm start and the Worker load it, in this company's copy of the project.
      const script = `import { leadMail } from "./server/leads/lead-mail.mjs";
        const lead = { id: 7, name: "Anna", email: "anna@example.com", phone: "", message: "—",
          postcode: "99999", outside_area: 1, received_at: "2026-11-27T10:00:00Z", photos: "[]" };
        process.stdout.write(JSON.stringify(leadMail(lead, { to: "a@b.example", from: "c@d.example" })));`;
      const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
        cwd: copy,
        encoding: "utf8",
      });
      expect(run.status, run.stderr).toBe(0);
      const mail = JSON.parse(run.stdout);
      const { leadsCopy, contactCopy } = words;
      expect(mail.subject).toBe(`${leadsCopy.subject("Anna")} (${leadsCopy.outsideArea})`);
      expect(mail.text).toContain(`${contactCopy.labels.phone}: ${leadsCopy.notGiven}`);
      expect(mail.text).toContain(`${leadsCopy.source}: ${leadsCopy.direct}`);
      expect(mail.text).toContain(leadsCopy.footer(7, "npm run leads"));
    });

    test("npm run leads lists, counts, finds and deletes requests in the site's language", async () => {
      site ??= await startOwnerSite(copy);
      const answer = await fetch(site.origin + INBOX_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: site.origin },
        body: JSON.stringify({ name: "Anna", email: "anna@example.com", message: "—" }),
      });
      expect(answer.status).toBe(201);
      const { leadsCli, leadsCopy } = words;
      const leads = (...args: string[]) => {
        const run = site!.leads(...args);
        return { status: run.status, said: run.stdout + run.stderr };
      };
      const listing = leads();
      expect(listing.status, listing.said).toBe(0);
      expect(listing.said).toContain(`${leadsCopy.source}: ${leadsCopy.direct}`);
      expect(listing.said).toContain(leadsCli.count(1));
      // Dates as the country writes them, not as stored; a CSV its spreadsheet splits into columns.
      expect(listing.said).not.toMatch(/\d{4}-\d\d-\d\dT/);
      const csv = leads("--csv").said;
      expect(csv).toMatch(new RegExp(`^\uFEFF"${leadsCli.csv.id}";"${leadsCli.csv.receivedAt}";`));
      expect(csv).toMatch(/\r\n"1";"\d\d[./]\d\d[./]\d{4} \d\d:\d\d";"Anna";/);
      const { month, requests, source } = leadsCli.sources;
      expect(leads("--sources").said).toMatch(new RegExp(`^${month} +${requests}  ${source}\n`));
      const person = leads("--person", "anna@example.com").said;
      expect(person).toContain(leadsCli.person.request(1));
      expect(person).toContain(leadsCli.person.summary(1, "anna@example.com", "npm run leads -- --delete 1"));
      expect(leads("--delete", "x").said).toContain(leadsCli.delete.notANumber("x"));
      expect(leads("--delete", "9").said).toContain(leadsCli.delete.noSuch("9", "npm run leads"));
      expect(leads("--wat").said).toContain(leadsCli.usage.unknown("--wat"));
      const deleted = leads("--delete", "1");
      expect(deleted.said).toContain(leadsCli.delete.deleted(1));
      expect(deleted.said).toContain(leadsCli.delete.backups(1));
      expect(leads().said).toBe(`${leadsCli.none}\n`);
      // None of English's own sentences is left in what it said.
      const said = [listing.said, person, deleted.said].join("\n");
      for (const english of [
        COPIES.en.leadsCli.count(1),
        COPIES.en.leadsCli.person.request(1),
        "Deleted",
        "Copies of it",
      ])
        expect(said).not.toContain(english);
    });
  });
