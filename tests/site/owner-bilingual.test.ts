/**
 * A company in two languages (tests/support/owners/bilingual/): the starter's content (a copy of it,
 * so that an owner's own content never turns this red) with `"languages": ["en", "es"]` and its
 * texts in Spanish in es/. One build writes both trees: every page in English at its address and
 * in Spanish under /es/, each with its language, its canonical URL, its alternates in both and
 * x-default (in <head> and in the sitemap), the language link in the header and the footer leading
 * to the same page in the other language without JavaScript, structured data in its language, the
 * owner's Spanish texts on the Spanish pages, an unknown address under /es/ answered with the
 * Spanish 404 page on every host, each language's sharing image drawn from its texts. Its build is
 * OWNER_BUILDS.bilingual (tests/support/builds.ts); what a browser shows of it (the language link
 * without JavaScript, a request from a Spanish page, axe) is tests/e2e/owner-bilingual.test.ts.
 * @runs-long: builds a site in two languages.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { COPIES } from "#shared/copy/all.ts";
import { CACHE_NOT_FOUND, CACHE_REVALIDATE } from "#shared/policy.mjs";
import { escapeRegex } from "../../tooling/nginx-locations";
import { drawSocialCard } from "../../tooling/social-card";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ADDRESS_WORDS, CONTACT_PATH, languageOfPath, pathIn, PORTFOLIO_PATH } from "#shared/paths.ts";
import { readSiteManifest } from "#shared/site-manifest.mjs";
import { pageWeight } from "../../tooling/page-weight.mjs";
import { pageFiles } from "#shared/site-manifest.mjs";
import { BUILD_WARNING, buildOutput, OWNER_BUILDS, OWNERS } from "../support/builds";
import {
  ensureOwnerBuilt,
  readPages,
  startOwnerSite,
  type OwnerServer,
  OWNER_BUILD_TIMEOUT,
} from "../support/owner-site";
import {
  send,
  startCaddy,
  startNginx,
  startPages,
  startWorkerAssets,
  type RunningHost,
} from "../support/hosts";
import { decodeHtml, ROOT } from "../support/site";
import { startCloudflare } from "../support/cloudflare";

const OWNER = join(OWNERS, "bilingual");
const LANGUAGES = ["en", "es"] as const;
const readJson = (path: string) => JSON.parse(readFileSync(join(OWNER, path), "utf8"));

/** The site's copy, built for Cloudflare: npm start and cloudflare:dev serve the same build. */
let copy: string;
let pages: Record<string, string>;
let origin: string;
let site: OwnerServer | undefined;

beforeAll(async () => {
  copy = await ensureOwnerBuilt("bilingual");
  pages = readPages(copy);
  origin = readSiteManifest(join(copy, "build")).siteUrl;
}, OWNER_BUILD_TIMEOUT);
afterAll(async () => {
  await site?.stop();
});

/** The English pages' paths (the 404 page aside). */
const englishPaths = () => Object.keys(pages).filter((path) => path !== "/404" && !/^\/es(\/|$)/.test(path));
const href = (path: string) => decodeHtml(new URL(path, origin).href);
/** The <link> tags of a page's head that name another language, as [hreflang, href]. */
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1], m[2]]);

test("builds every page in both languages, each in its own", () => {
  // ensureBuilt throws with the build's output when it fails: this is what the build printed.
  const output = buildOutput("bilingual", OWNER_BUILDS.bilingual);
  expect(output).not.toMatch(/not yet/);
  expect(output.split("\n").filter((line) => BUILD_WARNING.test(line))).toEqual([]);
  // One `react-router build` pre-renders every language's pages (app/routes.ts): none per language.
  expect(output.match(/^Prerender \(html\): SPA Fallback/gm)).toHaveLength(1);
  expect(output).toMatch(/^Prerender \(html\): \/es\/sobre-nosotros -> /m);
  const english = englishPaths();
  expect(english.length).toBeGreaterThan(15);
  for (const path of english) {
    const spanish = pathIn("es", LANGUAGES, path);
    expect(pages[path], path).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(pages[spanish], spanish).toMatch(/^<!DOCTYPE html><html lang="es"/);
  }
  expect(Object.keys(pages)).toHaveLength(english.length * 2 + 1);
});

test("the Spanish pages' addresses are in Spanish, the English ones' in English", () => {
  const words = (language: "en" | "es") => new Set<string>(Object.values(ADDRESS_WORDS[language]));
  for (const path of englishPaths()) {
    const spanish = pathIn("es", LANGUAGES, path);
    // The page's own word (and the words under it); the owner's slugs are the same in both.
    const [, first] = path.split("/");
    const [, , own] = spanish.split("/");
    if (first && words("en").has(first)) {
      expect(words("es").has(own!), spanish).toBe(true);
      expect(pages[spanish], spanish).toBeDefined();
    }
  }
  expect(Object.keys(pages)).toEqual(
    expect.arrayContaining([
      "/es/sobre-nosotros",
      "/es/servicios",
      "/es/proyectos",
      "/es/contacto",
      "/es/privacidad",
    ]),
  );
  expect(Object.keys(pages)).not.toContain("/es/about");
});

test("each page names its address, its address in each language and x-default", () => {
  for (const path of englishPaths()) {
    // The pages a sent request lands on are for no search engine: none has a canonical URL.
    const listed = !pages[path]!.includes('<meta name="robots" content="noindex">');
    const expected = [
      ["en", href(path)],
      ["es", href(pathIn("es", LANGUAGES, path))],
      ["x-default", href(path)],
    ];
    for (const language of LANGUAGES) {
      const own = pathIn(language, LANGUAGES, path);
      const html = pages[own]!;
      expect(html.includes(`<link rel="canonical" href="${href(own)}">`), own).toBe(listed);
      expect(alternates(html), own).toEqual(listed ? expected : []);
    }
  }
});

test("the sitemap lists every page with its alternates", () => {
  const sitemap = readFileSync(join(copy, "build", "client", "sitemap.xml"), "utf8");
  const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)];
  const listed = entries.map((m) => new URL(m[1]!).pathname);
  expect(listed).toContain("/es/sobre-nosotros");
  expect(listed).not.toContain("/es/contacto/enviado");
  expect(listed).toContain("/about");
  expect(new Set(listed).size).toBe(listed.length);
  for (const [, loc, links] of entries) {
    // Its path in English (the tests' own constants are in the language they run in).
    const path = pathIn("en", LANGUAGES, languageOfPath(new URL(loc!).pathname, LANGUAGES).path);
    expect(
      [...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      loc,
    ).toEqual([
      ["en", href(path)],
      ["es", href(pathIn("es", LANGUAGES, path))],
      ["x-default", href(path)],
    ]);
  }
});

test("the header and the footer link each page to the same page in the other language", () => {
  for (const path of englishPaths())
    for (const [language, other, name] of [
      ["en", "es", "Español"],
      ["es", "en", "English"],
    ] as const) {
      const own = pathIn(language, LANGUAGES, path);
      const link = `<a href="${pathIn(other, LANGUAGES, path)}" hreflang="${other}" lang="${other}"`;
      const html = pages[own]!;
      // The header's bar, its small-screen menu and the footer.
      expect(html.split(link).length - 1, `${own} -> ${other}`).toBe(3);
      expect(html).toMatch(
        new RegExp(`${link.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^>]*>${name}</a>`, "i"),
      );
    }
});

test("the menu marks the page itself as the current one, and no other, in both languages", () => {
  for (const path of ["/", "/about", "/es", "/es/sobre-nosotros"]) {
    const current = [...pages[path]!.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map(
      (m) => /href="([^"]*)"/.exec(m[0])?.[1],
    );
    // The bar's link, the small-screen menu's and the footer's.
    expect(current, path).toEqual([path, path, path]);
  }
});

test("the Spanish pages say the owner's Spanish texts, and link within Spanish", () => {
  const company = readJson("es/company.json");
  const spanish = readJson("es/pages.json");
  const services = readJson("es/services.json").services;
  const project = readJson("es/projects/modern-family-home.json");
  const home = decodeHtml(pages["/es"]!);
  expect(home).toContain(company.pitch);
  expect(home).toContain(spanish.home.title);
  expect(decodeHtml(pages["/"]!)).not.toContain(company.pitch);
  expect(decodeHtml(pages[`/es/servicios/${services[0].slug}`]!)).toContain(services[0].title);
  expect(decodeHtml(pages["/es/proyectos/modern-family-home"]!)).toContain(project.title);
  // Every link of a Spanish page within the site leads to a Spanish page, but the language link.
  expect(pages["/es/contacto"]).toContain('href="/es/privacidad"');
  for (const path of englishPaths().map((p) => pathIn("es", LANGUAGES, p))) {
    const links = [...pages[path]!.matchAll(/<a ([^>]*)>/g)]
      .filter((m) => !m[1]!.includes("hreflang="))
      .map((m) => /href="(\/[^"]*)"/.exec(m[1]!)?.[1])
      .filter((link) => link !== undefined);
    expect(links.length, path).toBeGreaterThan(10);
    expect(
      links.filter((link) => !/^\/es(\/|$)/.test(link)),
      path,
    ).toEqual([]);
  }
});

test("structured data describes each language's pages at their addresses", () => {
  const ld = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]!),
    );
  const [company] = ld(pages["/es"]!);
  expect(company.url).toBe(href("/es"));
  expect(company.knowsLanguage).toEqual(["en", "es"]);
  const slug = readJson("es/services.json").services[0].slug;
  const service = ld(pages[`/es/servicios/${slug}`]!).find((data) => data["@type"] === "Service");
  expect(service.url).toBe(href(`/es/servicios/${slug}`));
  expect(service.name).toBe(readJson("es/services.json").services[0].title);
  expect(ld(pages["/"]!)[0].url).toBe(href("/"));
});

test("the Spanish pages load no script where the English ones load none", () => {
  const buildDir = join(copy, "build");
  for (const [path, file] of Object.entries(pageFiles(buildDir))) {
    const { js } = pageWeight(buildDir, file);
    const budget = LANGUAGES.some((language) => path === pathIn(language, LANGUAGES, CONTACT_PATH))
      ? 80 * 1024
      : path === "/404"
        ? 1024
        : 0;
    expect(js, path).toBeLessThanOrEqual(budget);
  }
});

test("npm start serves both languages", async () => {
  // (And the language link leads there without JavaScript: tests/e2e/owner-bilingual.test.ts.)
  site ??= await startOwnerSite(copy);
  for (const path of ["/es", "/es/sobre-nosotros", "/es/contacto", "/es/proyectos/modern-family-home"]) {
    const answer = await fetch(site.origin + path);
    expect(answer.status, path).toBe(200);
    expect(await answer.text()).toContain('<html lang="es"');
  }
  const slash = await fetch(`${site.origin}/es/sobre-nosotros/`, { redirect: "manual" });
  expect(slash.status).toBe(301);
  expect(slash.headers.get("location")).toMatch(/\/es\/sobre-nosotros$/);
  // The English word under /es/ is no Spanish page.
  expect((await fetch(`${site.origin}/es/about`)).status).toBe(404);
});

test("an unknown address in Spanish answers 404 with the Spanish page, leading to the Spanish home, on every host", async () => {
  const buildDir = relative(ROOT, join(copy, "build"));
  site ??= await startOwnerSite(copy);
  const hosts: [string, RunningHost | { origin: string; ca?: string }][] = [["npm start", site]];
  const started: RunningHost[] = [];
  try {
    for (const [name, start] of [
      ["nginx", startNginx],
      ["Caddy", startCaddy],
      ["Cloudflare Pages", startPages],
      ["the Worker's assets", startWorkerAssets],
    ] as const) {
      const host = await start(buildDir);
      started.push(host);
      hosts.push([name, host]);
    }
    const { notFound } = COPIES.es;
    for (const [name, host] of hosts) {
      for (const path of ["/es/no-such-page", "/es/no/such/page/", "/es/404", "/es/404.html"]) {
        const answer = await send(host.origin + path, { ca: host.ca });
        const html = answer.body.toString();
        expect(answer.status, `${name} ${path}`).toBe(404);
        // (Workers' asset server revalidates its 404 page: tests/site/host-parity.test.ts says why.)
        expect(answer.headers["cache-control"], `${name} ${path}`).toBe(
          name === "the Worker's assets" ? CACHE_REVALIDATE : CACHE_NOT_FOUND,
        );
        expect(html, `${name} ${path}`).toContain('<html lang="es"');
        expect(html, `${name} ${path}`).toMatch(
          new RegExp(`<a [^>]*href="/es"[^>]*>${escapeRegex(notFound.linkLabel)}</a>`),
        );
      }
      const english = await send(`${host.origin}/no-such-page`, { ca: host.ca });
      expect(english.status, name).toBe(404);
      expect(english.body.toString(), name).toContain('<html lang="en"');
    }
  } finally {
    await Promise.all(started.map((host) => host.stop()));
  }
}, 120_000);

test("each language's pages share its own image, drawn by the build from that language's texts", async () => {
  const client = join(copy, "build", "client");
  const icon = readFileSync(join(ROOT, "public", "favicon.svg"), "utf8");
  const name = readJson("company.json").name;
  const drawn = (language: "en" | "es") =>
    drawSocialCard(
      {
        name,
        pitch: readJson(language === "en" ? "company.json" : "es/company.json").pitch,
        eyebrow: readJson(language === "en" ? "pages.json" : "es/pages.json").home.eyebrow,
      },
      icon,
    );
  const english = readFileSync(join(client, "og-image.png"));
  const spanish = readFileSync(join(client, "es", "og-image.png"));
  expect(english.equals(await drawn("en"))).toBe(true);
  expect(spanish.equals(await drawn("es"))).toBe(true);
  expect(spanish.equals(english)).toBe(false);
  for (const path of Object.keys(pages)) {
    const image = pages[path]!.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    const { language, path: own } = languageOfPath(path, LANGUAGES);
    if (own.startsWith(`${PORTFOLIO_PATH}/`) && own.split("/").length === 3) continue; // a project's page shares its own cover photo
    expect(image, path).toBe(href(language === "es" ? "/es/og-image.png" : "/og-image.png"));
  }
});

test("the inbox answers a request from a Spanish page in Spanish, on npm start and on the Worker", async () => {
  const { contactCopy, inboxCopy } = COPIES.es;
  site ??= await startOwnerSite(copy);
  const worker = await startCloudflare({}, { project: copy, buildDir: "build" });
  try {
    for (const [name, origin] of [
      ["npm start", site.origin],
      ["the Worker", worker.origin],
    ] as const) {
      const post = (fields: Record<string, string>, photo?: [name: string, bytes: string], json = false) => {
        const body = new FormData();
        for (const [field, value] of Object.entries(fields)) body.append(field, value);
        if (photo) body.append("photos", new Blob([photo[1]], { type: "image/jpeg" }), photo[0]);
        return fetch(`${origin}/api/contact`, {
          method: "POST",
          body,
          redirect: "manual",
          headers: {
            Origin: origin,
            Referer: `${origin}/es/contact`,
            ...(json && { Accept: "application/json" }),
          },
        });
      };
      const request = {
        name: "Ana",
        email: "ana@ejemplo",
        phone: "",
        message: "Una cocina nueva.",
        language: "es",
      };
      // Without JavaScript: the form again, in Spanish, with what to correct.
      const corrected = await post(request);
      const page = await corrected.text();
      expect(corrected.status, name).toBe(422);
      expect(page, name).toContain('<html lang="es"');
      expect(page, name).toContain(inboxCopy.correction.title);
      expect(page, name).toContain(contactCopy.labels.email);
      expect(page, name).toContain(contactCopy.messages.email);
      expect(page, name).not.toContain(COPIES.en.inboxCopy.correction.title);
      // With it: the field's message in Spanish.
      const answered = await post(request, undefined, true);
      expect(answered.status, name).toBe(422);
      expect(await answered.json(), name).toEqual({ errors: { email: contactCopy.messages.email } });
      // A file that is no photo, refused in Spanish, naming it.
      const refused = await post({ ...request, email: "ana@ejemplo.es" }, ["notas.jpg", "no"]);
      const refusal = await refused.text();
      expect(refused.status, name).toBe(422);
      expect(refusal, name).toContain('<html lang="es"');
      expect(refusal, name).toContain(inboxCopy.refusal.title);
      expect(refusal, name).toContain(contactCopy.photos.notPhoto("notas.jpg", "\0").split("\0")[0]);
    }
  } finally {
    await worker.stop();
  }
}, 240_000);

test("a request from a Spanish page is checked against its form: the Worker built beside the pages carries the Spanish form", () => {
  // (The request sent from the Spanish page, stored with its language: tests/e2e/owner-bilingual.test.ts.)
  const [first] = readJson("es/services.json").services;
  const worker = readFileSync(join(copy, "build", "cloudflare", "worker.js"), "utf8");
  // The Spanish form's own services and the kit's Spanish choices (the first language's are English).
  expect(worker).toContain(first.title);
  expect(worker).toContain(COPIES.es.contactCopy.startChoices[0]);
});
