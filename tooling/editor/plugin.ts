/**
 * `npm run edit`: the editor as a plugin of the site's own dev server, added only by
 * scripts/edit.mjs, so one server on 127.0.0.1 serves the site (the preview) and, under /admin/,
 * the same editor as the live site's: its bundle (./admin-bundle.ts, from node_modules, never a
 * CDN), a configuration of this folder, and the GitHub-shaped API it saves through, over a private
 * repository of the working folder (./local-repository.ts). Nothing here is part of the site's build.
 *
 * Each start makes a new random token. The editor's page carries it (a page of another origin cannot
 * read that page: it is served without CORS headers, only under the editor's own host name, and
 * never in a frame) and sends it with every request to the API, which refuses any without it.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, normalize, sep } from "node:path";
import { lookup } from "mrmime";
import { normalizePath, type Plugin, type ViteDevServer } from "vite";
import type { Language } from "#shared/copy/languages.ts";
import { siteLanguagesOf } from "#shared/copy/site-language.ts";
import { resultPage } from "#shared/editor/oauth.mjs";
import { adminBundle } from "./admin-bundle";
import { adminConfig } from "./admin-config";
import { editorHost } from "./backend";
import { reply } from "./github-api";
import { LOCAL_BRANCH, localRepository, type LocalRepository } from "./local-repository";

export const EDITOR_PATH = "/admin/";
/** The API's place, as Sveltia puts a GitHub Enterprise Server's under its `api_root`. */
const API_ROOT = `${EDITOR_PATH}api`;
/** Where the sign-in's popup ends, if the editor is signed out: it hands over this start's token. */
const AUTH_PATH = `${API_ROOT}/auth`;

/** Never inside another site's frame, where a click could be made to publish. */
const PAGE_HEADERS = {
  "cache-control": "no-store",
  "content-security-policy": "frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "x-robots-tag": "noindex",
};

/**
 * The editor's page: the bundle's own, signed in with this start's token before Sveltia reads its
 * storage (it keeps the GitHub token under this key, and signs in with it by itself).
 */
function editorPage(html: string, token: string) {
  const user = JSON.stringify({ backendName: "github", token }).replace(/</g, "\\u003c");
  const signIn = `<script>localStorage.setItem("sveltia-cms.user", ${JSON.stringify(user)});</script>`;
  return html.replace("</head>", `${signIn}</head>`);
}

/**
 * This folder's editor configuration: the live site's, with this server as its GitHub, for the
 * languages company.json names now (a language added in the editor has its forms at the next load).
 */
function localConfig(origin: string, repository: LocalRepository, languages: readonly Language[]) {
  const config = adminConfig({ repo: repository.fullName, branch: LOCAL_BRANCH, languages });
  return {
    ...config,
    backend: { ...config.backend, api_root: `${origin}${API_ROOT}`, auth_endpoint: AUTH_PATH.slice(1) },
    // The preview is this server's own pages.
    site_url: origin,
    language: languages[0],
  };
}

async function sendFile(res: ServerResponse, file: string) {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
  res.writeHead(200, {
    "content-type": lookup(file) ?? "application/octet-stream",
    "content-length": info.size,
    "cache-control": "no-cache",
  });
  createReadStream(file).pipe(res);
}

/**
 * vite.config.ts reads the content (the photo pipeline's list), which makes every data file a
 * dependency of the configuration, and Vite restarts itself when one changes: a save would restart
 * the server under the open editor. Those are taken off its list, at each start and restart. The
 * pages still follow each save (the content module is reloaded); a newly uploaded photo shows in
 * the preview after the editor is restarted.
 */
function keepRunningOnSaves(server: ViteDevServer, root: string) {
  const content = `${normalizePath(root).replace(/\/+$/, "")}/app/content/`;
  const deps = server.config.configFileDependencies;
  const kept = deps.filter((file) => !(normalizePath(file).startsWith(content) && file.endsWith(".json")));
  deps.splice(0, deps.length, ...kept);
}

export function editor(root: string): Plugin {
  const token = randomBytes(32).toString("base64url");
  // One bundle and one repository for the whole run: Vite restarts its server (a change to its
  // configuration's files) with this same plugin, under an editor page that keeps its head.
  let ready: Promise<[{ folder: string }, LocalRepository]> | undefined;
  return {
    name: "site-editor",
    apply: "serve",
    async configureServer(server) {
      keepRunningOnSaves(server, root);
      // Built once per version of the code (seconds, the first time), then from the cache.
      ready ??= Promise.all([adminBundle(), localRepository(root, token)]);
      const [{ folder }, local] = await ready;
      const page = editorPage(await readFile(join(folder, "index.html"), "utf8"), token);

      server.middlewares.use(async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const path = new URL(req.url ?? "/", "http://editor").pathname;
        const host = editorHost(req);
        const origin = `http://${host}`;
        const ownHost = req.headers.host === host;
        if (
          path === "/admin" ||
          path === "/editor" ||
          path === "/editor/" ||
          (path === EDITOR_PATH && !ownHost)
        ) {
          // Under its own address only (http://localhost:5180/admin/ is sent there too), so the
          // API's check of the page's origin holds, and no other host name is given the token.
          // The editor was at /editor/ before it was the live site's.
          res.writeHead(308, { location: `${origin}${EDITOR_PATH}` }).end();
        } else if (path === EDITOR_PATH) {
          res.writeHead(200, { ...PAGE_HEADERS, "content-type": "text/html; charset=utf-8" }).end(page);
        } else if (path === `${EDITOR_PATH}config.json` && ownHost) {
          res.writeHead(200, { ...PAGE_HEADERS, "content-type": "application/json" });
          res.end(JSON.stringify(localConfig(origin, local, siteLanguagesOf(root))));
        } else if (path === AUTH_PATH && ownHost) {
          // The popup's last page, as the live site's sign-in ends: it hands the token only to a
          // page of this same origin that opened it.
          await reply(res, await resultPage(200, { token }));
        } else if (path.startsWith(`${API_ROOT}/`)) {
          await local.handle(req, res, EDITOR_PATH.slice(0, -1));
        } else if (path.startsWith(`${EDITOR_PATH}assets/`)) {
          // The bundle's files; a path that leaves its folder is none of them.
          let file = "";
          try {
            file = normalize(join(folder, decodeURIComponent(path.slice(EDITOR_PATH.length))));
          } catch {
            // A malformed escape names no file.
          }
          if (!file.startsWith(`${folder}${sep}assets${sep}`)) return res.writeHead(404).end();
          await sendFile(res, file);
        } else {
          next();
        }
      });
    },
  };
}
