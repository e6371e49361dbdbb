/**
 * After React Router has pre-rendered every page: give the output the shape every host serves the
 * same way, and write what the server and static hosts need from the same definitions.
 */
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { cp, mkdir, readFile, readdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { contentSecurityPolicy } from "#shared/policy.mjs";
import { SITE_MANIFEST, pageFile, type SiteManifest } from "#shared/site-manifest.mjs";
import { NOT_FOUND_PATH, languageOfPath } from "#shared/paths.ts";
import { photoOrigins } from "../app/lib/images";
import { contactForm, projects } from "../app/content/site";
import { SENT_PATHS } from "#shared/paths.ts";
import { endpointOrigins, postsToInbox, readBuildSettings, usesInbox } from "./build-settings";
import { caddyfile } from "./caddyfile";
import { buildCloudflare } from "./cloudflare-build";
import { nginxConf } from "./nginx-conf";
import { headersFile, redirectsFile } from "./static-host-rules";
import { robots, sitemap } from "./seo-files";
import { ISLAND_BOOTSTRAP } from "../app/lib/islands/bootstrap";
import { SPECULATION_RULES } from "../app/lib/speculation-rules";
import { inlineStylesheets, sha256 } from "./inline-css";
import { drawSocialCard, SOCIAL_CARD_FILE } from "./social-card";
import { checkBootstraps, pruneUnusedScripts, readIslandFiles, type IslandFiles } from "./islands";
import { siteLanguageOf, siteLanguagesOf } from "#shared/copy/site-language.ts";
import { LANGUAGE_NAMES, type Language } from "#shared/copy/languages.ts";

/** The site's icon, which the sharing image shows beside the company's name. */
const FAVICON = join(import.meta.dirname, "..", "public", "favicon.svg");

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|map)$/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * `about/index.html` -> `about.html`, so `/about` is the one URL of the page on every host. Deeper
 * pages first: `contact/sent/index.html` -> `contact/sent.html` before `contact/` becomes `contact.html`.
 */
async function flattenPages(client: string, paths: string[]) {
  const deepestFirst = [...paths].sort((a, b) => b.split("/").length - a.split("/").length);
  for (const path of deepestFirst) {
    if (path === "/") continue;
    const from = join(client, path, "index.html");
    await rename(from, join(client, pageFile(path)));
    // The folder goes when nothing else is left in it (a deeper page's file stays).
    await rmdir(join(client, path)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOTEMPTY") throw error;
    });
  }
  await rm(join(client, "__spa-fallback.html"), { force: true });
}

async function precompress(files: string[]) {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  await Promise.all(
    files
      .filter((f) => COMPRESSIBLE.test(f))
      .map(async (file) => {
        const data = await readFile(file);
        if (data.length < 256) return;
        await writeFile(`${file}.br`, await br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
      }),
  );
}

/**
 * What one language's build made: its pages and the hashes of their inline styles. (Its islands'
 * files are every language's: their words are chunks of their own, app/lib/islands/define.ts.)
 */
type LanguagePages = { pages: string[]; styleHashes: string[] };
/** Where the build of another language than the first leaves its LanguagePages, in its own folder. */
const LANGUAGE_PAGES = "language-pages.json";

/**
 * One language's pages made final: flattened to one file per URL, their styles inlined, the scripts
 * no page loads removed.
 */
async function finishPages(
  client: string,
  languages: readonly Language[],
): Promise<LanguagePages & { islands: IslandFiles }> {
  const prerendered = (await listFiles(client))
    .filter((f) => f.endsWith("index.html"))
    .map((f) => `/${relative(client, dirname(f))}`.replace(/\/\.?$/, "") || "/");
  const pages = prerendered.filter((p) => p !== NOT_FOUND_PATH).sort();
  await flattenPages(client, prerendered);

  const htmlFiles = (await listFiles(client)).filter((f) => f.endsWith(".html"));
  const styleHashes = await inlineStylesheets(client, htmlFiles);
  const islands = await readIslandFiles(client);
  await rm(join(client, ".vite"), { recursive: true, force: true });
  await pruneUnusedScripts(client, islands, languages);
  // The inline scripts are the island bootstrap and the speculation rules, both fixed texts: the
  // CSP's script policy does not change when the code does.
  await checkBootstraps(htmlFiles, islands.loader);
  return { pages, styleHashes, islands };
}

/**
 * Another of the owner's languages: React Router builds the site again in it (its wording, the
 * owner's content in app/content/<language>/, every address under /<language>/: see app/routes.ts)
 * into a folder of its own, whose pages and scripts then join the first
 * language's, its 404 page among them (every host answers it for an unknown path under
 * /<language>/: shared/policy.mjs's languageNotFoundPages).
 */
async function buildLanguage(
  language: Language,
  buildDir: string,
  client: string,
): Promise<LanguagePages & { language: Language }> {
  const own = join(buildDir, `.${language}`);
  await rm(own, { recursive: true, force: true });
  console.log(`Building the pages in ${LANGUAGE_NAMES[language]} (${language}), under /${language}/ ...`);
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: join(import.meta.dirname, ".."),
    stdio: "inherit",
    env: { ...process.env, SITE_LANGUAGE: language, BUILD_DIR: own },
  });
  if (result.status !== 0) {
    await rm(own, { recursive: true, force: true });
    throw new Error(
      `The pages in ${LANGUAGE_NAMES[language]} (${language}) did not build: ${result.error ? result.error.message : "see the messages above"}.`,
    );
  }
  const made = JSON.parse(await readFile(join(own, LANGUAGE_PAGES), "utf8")) as LanguagePages;
  const from = join(own, "client");
  await cp(join(from, language), join(client, language), { recursive: true });
  await cp(join(from, `${language}.html`), join(client, `${language}.html`));
  // The scripts of its islands: the same files as the first language's, which they leave as they are.
  await mkdir(join(client, "assets"), { recursive: true });
  await cp(join(from, "assets"), join(client, "assets"), { recursive: true, force: false });
  await rm(own, { recursive: true, force: true });
  // Its pages are those under /<language> (React Router also writes a page at the root there).
  const pages = made.pages.filter(
    (p) => (p === `/${language}` || p.startsWith(`/${language}/`)) && p !== `/${language}${NOT_FOUND_PATH}`,
  );
  return { ...made, pages, language };
}

export async function finishBuild({
  reactRouterConfig,
}: {
  reactRouterConfig: { buildDirectory: string; prerender: unknown };
}) {
  const settings = readBuildSettings(process.env);
  const buildDir = reactRouterConfig.buildDirectory;
  const client = join(buildDir, "client");
  const own = await finishPages(client, siteLanguagesOf());
  const [first, ...others] = siteLanguagesOf();
  const language = siteLanguageOf();
  if (language !== first) {
    // Another language's build: the first's puts its pages in place and writes what is site-wide.
    const made: LanguagePages = { pages: own.pages, styleHashes: own.styleHashes };
    await writeFile(join(buildDir, LANGUAGE_PAGES), JSON.stringify(made));
    return;
  }
  const languagesPages = [];
  for (const other of others) languagesPages.push(await buildLanguage(other, buildDir, client));
  // The sharing image in each language, from what its pages say: the server bundle makes its texts.
  const bundle = await import(/* @vite-ignore */ pathToFileURL(join(buildDir, "server", "index.js")).href);
  const favicon = await readFile(FAVICON, "utf8");
  for (const each of [first, ...others])
    await writeFile(
      join(client, each === first ? "" : each, SOCIAL_CARD_FILE),
      await drawSocialCard(bundle.entry.module.socialCardIn(each), favicon),
    );
  const pages = [own, ...languagesPages].flatMap((made) => made.pages).sort();
  const styleHashes = [...new Set([own, ...languagesPages].flatMap((made) => made.styleHashes))];
  const islands = own.islands;
  const csp = contentSecurityPolicy({
    styleHashes,
    scriptHashes: [ISLAND_BOOTSTRAP, SPECULATION_RULES].map(sha256),
    imageOrigins: photoOrigins(projects, settings.selfHostImages),
    // The site's own inbox is on the page's origin: 'self' already allows it. An inbox on a server of
    // its own also receives the form's plain post (JavaScript off).
    connectOrigins: endpointOrigins(settings),
    formOrigins: postsToInbox(settings) ? endpointOrigins(settings) : [],
  });

  // The confirmation pages are where a sent request lands, not pages to find in a search engine.
  const languages = [first, ...others];
  const listed = pages.filter((p) => !SENT_PATHS.includes(languageOfPath(p, languages).path));
  await writeFile(join(client, "sitemap.xml"), sitemap(settings.siteUrl, listed, languages));
  await writeFile(join(client, "robots.txt"), robots(settings.siteUrl));
  const rules = { csp, pages, languages, inbox: usesInbox(settings) };
  await writeFile(join(client, "_headers"), headersFile(rules));
  await writeFile(join(client, "_redirects"), redirectsFile(rules));
  await writeFile(join(buildDir, "nginx.conf"), nginxConf(rules));
  await writeFile(join(buildDir, "Caddyfile"), caddyfile({ ...rules, siteUrl: settings.siteUrl }));
  const manifest: SiteManifest = {
    pages,
    languages,
    csp,
    ...settings,
    loader: islands.loader,
    islands: Object.fromEntries(islands.islands),
    // The site's languages' alone: the build deleted the others' (pruneUnusedScripts).
    islandWords: Object.fromEntries(
      [...islands.words].map(([name, byLanguage]) => [
        name,
        Object.fromEntries(languages.flatMap((l) => (byLanguage[l] ? [[l, byLanguage[l]]] : []))),
      ]),
    ),
    contactForm,
  };
  await writeFile(join(buildDir, SITE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

  await precompress(await listFiles(client));
  // The site's own inbox runs on npm start's server, or on Cloudflare from the same build.
  const worker = usesInbox(settings) ? await buildCloudflare(buildDir) : null;
  const size = (await stat(join(client, "index.html"))).size;
  console.log(`Finished ${pages.length} pages + 404.html (home ${size} B); CSP and host rules written.`);
  if (worker) console.log(worker.line);
}
