/**
 * `npm run edit`: the editor as a plugin of the site's own dev server, added only by
 * scripts/edit.mjs, so one server on 127.0.0.1 serves the site (the preview) and, under /editor/,
 * the editor page, Decap CMS from node_modules (never a CDN) and the local backend. Nothing here is
 * part of the site's build.
 */
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { localBackend } from "./backend";

export const EDITOR_PATH = "/editor/";
const decapDist = join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist");

export function editor(root: string): Plugin {
  const backend = localBackend(root);
  return {
    name: "site-editor",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = new URL(req.url ?? "/", "http://editor").pathname;
        if (path === "/editor") {
          res.writeHead(308, { location: EDITOR_PATH }).end();
        } else if (path === EDITOR_PATH) {
          const html = await readFile(join(import.meta.dirname, "index.html"), "utf8");
          res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
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
