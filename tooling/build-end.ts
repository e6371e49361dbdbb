/**
 * After React Router has pre-rendered every page: give the output the shape every host serves the
 * same way, and write what the server and static hosts need from the same definitions.
 */
import { pathToFileURL } from "node:url";
import { readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { adminContentSecurityPolicy, contentSecurityPolicy } from "#shared/policy.mjs";
import { SITE_MANIFEST, pageFile, type SiteManifest } from "#shared/site-manifest.mjs";
import { NOT_FOUND_PATH, languageOfPath } from "#shared/paths.ts";
import { photoOrigins } from "../app/lib/images";
import { contactForm, everyProject } from "../app/content/site";
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
import { siteLanguagesOf } from "#shared/copy/site-language.ts";
import { sourceCommit } from "../server/build-freshness.mjs";
import type { Language } from "#shared/copy/languages.ts";
import { ADMIN_ASSETS, writeAdmin } from "./editor/admin-bundle";
import { listFiles, precompress } from "./precompress";

/** The site's icon, which the sharing image shows beside the company's name. */
const FAVICON = join(import.meta.dirname, "..", "public", "favicon.svg");

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

/**
 * Every language's pages made final: flattened to one file per URL, their styles inlined, the
 * scripts no page loads removed.
 */
async function finishPages(
  client: string,
  languages: readonly Language[],
): Promise<{ pages: string[]; styleHashes: string[]; islands: IslandFiles }> {
  const prerendered = (await listFiles(client))
    .filter((f) => f.endsWith("index.html"))
    .map((f) => `/${relative(client, dirname(f))}`.replace(/\/\.?$/, "") || "/");
  // Each language's 404 page ("/404", "/es/404") is not a page of the site: hosts answer it for
  // an unknown address (shared/policy.mjs).
  const pages = prerendered.filter((p) => languageOfPath(p, languages).path !== NOT_FOUND_PATH).sort();
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

export async function finishBuild({
  reactRouterConfig,
}: {
  reactRouterConfig: { buildDirectory: string; prerender: unknown };
}) {
  const settings = readBuildSettings(process.env);
  const buildDir = reactRouterConfig.buildDirectory;
  const client = join(buildDir, "client");
  const languages = siteLanguagesOf();
  // Folders of the builds made one per language before one build made them all (older kits).
  await rm(join(buildDir, "server", "languages"), { recursive: true, force: true });
  for (const language of languages)
    await rm(join(buildDir, `.${language}`), { recursive: true, force: true });
  const { pages, styleHashes, islands } = await finishPages(client, languages);
  // The sharing image in each language, from what its pages say: the server bundle makes its texts.
  const bundle = await import(/* @vite-ignore */ pathToFileURL(join(buildDir, "server", "index.js")).href);
  const favicon = await readFile(FAVICON, "utf8");
  for (const language of languages)
    await writeFile(
      join(client, language === languages[0] ? "" : language, SOCIAL_CARD_FILE),
      await drawSocialCard(bundle.entry.module.socialCardIn(language), favicon),
    );
  const csp = contentSecurityPolicy({
    styleHashes,
    scriptHashes: [ISLAND_BOOTSTRAP, SPECULATION_RULES].map(sha256),
    imageOrigins: photoOrigins(everyProject, settings.selfHostImages),
    // The site's own inbox is on the page's origin: 'self' already allows it. An inbox on a server of
    // its own also receives the form's plain post (JavaScript off).
    connectOrigins: endpointOrigins(settings),
    formOrigins: postsToInbox(settings) ? endpointOrigins(settings) : [],
  });

  // The commit the sources are at (none when they changed since): what a publish and npm start
  // read to know the build is of the sources, and the editor to know its save is live.
  const commit = sourceCommit(process.cwd());
  // The editor (/admin/), only for a site whose content lives in a GitHub repository (CONTENT_REPO).
  const adminCsp = settings.contentRepo
    ? adminContentSecurityPolicy({ imageOrigins: photoOrigins(everyProject, settings.selfHostImages) })
    : undefined;
  if (settings.contentRepo)
    await writeAdmin(join(client, "admin"), {
      repo: settings.contentRepo,
      branch: settings.contentBranch,
      languages,
      commit,
    });

  // The confirmation pages are where a sent request lands, not pages to find in a search engine.
  const listed = pages.filter((p) => !SENT_PATHS.includes(languageOfPath(p, languages).path));
  await writeFile(join(client, "sitemap.xml"), sitemap(settings.siteUrl, listed, languages));
  await writeFile(join(client, "robots.txt"), robots(settings.siteUrl));
  const rules = {
    csp,
    pages,
    languages,
    inbox: usesInbox(settings),
    publish: settings.contentRepo !== undefined,
    ...(adminCsp && { editor: { csp: adminCsp } }),
  };
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
    ...(adminCsp && { adminCsp }),
    commit,
  };
  await writeFile(join(buildDir, SITE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

  // The editor's bundle came compressed from its cache (its 6 MB take seconds at brotli's best).
  const editorAssets = join(client, ADMIN_ASSETS);
  await precompress((await listFiles(client)).filter((file) => !file.startsWith(editorAssets)));
  // The site's own inbox runs on npm start's server, or on Cloudflare from the same build.
  const worker = usesInbox(settings) ? await buildCloudflare(buildDir) : null;
  const size = (await stat(join(client, "index.html"))).size;
  console.log(`Finished ${pages.length} pages + 404.html (home ${size} B); CSP and host rules written.`);
  if (worker) console.log(worker.line);
}
