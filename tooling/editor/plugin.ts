/**
 * `npm run edit`: the editor as a plugin of the site's own dev server, added only by
 * scripts/edit.mjs, so one server on 127.0.0.1 serves the site (the preview) and, under /editor/,
 * the editor page, Decap CMS from node_modules (never a CDN) and the local backend. Nothing here is
 * part of the site's build.
 *
 * Each start makes a new random token. The editor's page carries it (a page of another origin cannot
 * read that page: it is served without CORS headers, only under the editor's own host name, and
 * never in a frame) and sends it with every request to the backend, which refuses any without it.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { editorHost, localBackend, TOKEN_HEADER } from "./backend";

export const EDITOR_PATH = "/editor/";
/** Where the page tells its script the token and the header to send it in. */
const TOKEN_MARK = "<!-- editor-token -->";
const decapDist = join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist");

export function editor(root: string): Plugin {
  const token = randomBytes(32).toString("base64url");
  const backend = localBackend(root, token);
  return {
    name: "site-editor",
    apply: "serve",
    // The editor's own script (index.html loads /tooling/editor/main.ts), beside the site's folders
    // that vite.config.ts's allow-list names: nothing else of the project is served. Its imports are
    // scanned with the site's routes when the server starts (Vite adds this to React Router's list),
    // or the first visit to the editor finds them late and gets "504 Outdated Optimize Dep" and a
    // reload while Vite bundles them again (seen in CI, on a busy machine).
    config: () => ({
      server: { fs: { allow: [import.meta.dirname] } },
      optimizeDeps: { entries: [join(import.meta.dirname, "main.ts")] },
    }),
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = new URL(req.url ?? "/", "http://editor").pathname;
        const own = `http://${editorHost(req)}${EDITOR_PATH}`;
        if (path === "/editor" || (path === EDITOR_PATH && req.headers.host !== editorHost(req))) {
          // Under its own address only (http://localhost:5180/editor/ is sent there too), so the
          // backend's check of the page's origin holds, and no other host name is given the token.
          res.writeHead(308, { location: own }).end();
        } else if (path === EDITOR_PATH) {
          const html = (await readFile(join(import.meta.dirname, "index.html"), "utf8")).replace(
            TOKEN_MARK,
            `<meta name="editor-token" content="${token}" data-header="${TOKEN_HEADER}" />`,
          );
          res.writeHead(200, {
            "content-type": "text/html; charset=utf-8",
            "cache-control": "no-store",
            // Never inside another site's frame, where a click could be made to publish.
            "content-security-policy": "frame-ancestors 'none'",
            "x-frame-options": "DENY",
          });
          res.end(html);
        } else if (path === "/editor/api/v1") {
          await backend(req, res);
        } else if (/^\/editor\/[\w.-]+\.(js|css|wasm)$/.test(path)) {
          // decap-cms.js and the chunks and WebAssembly it loads beside itself.
          const file = join(decapDist, path.slice(EDITOR_PATH.length));
          const type = path.endsWith(".wasm")
            ? "application/wasm"
            : path.endsWith(".css")
              ? "text/css"
              : "text/javascript";
          const stream = createReadStream(file);
          stream.on("error", () => res.writeHead(404).end());
          stream.on("open", () => {
            res.writeHead(200, { "content-type": type });
            stream.pipe(res);
          });
        } else {
          next();
        }
      });
    },
  };
}
