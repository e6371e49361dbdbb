// @ts-check
/**
 * `npm run edit`: the editor of the site's content (the same as the live site's /admin/), in the
 * browser, with the site beside it as a preview. Listens on 127.0.0.1 only (PORT, default 5180; 0
 * picks a free port) and prints the address to open. It writes app/content/*.json,
 * app/content/projects/, app/content/photos/ and, for each of company.languages after the first,
 * app/content/<language>/; publish a change with `npm run build` and a deploy, or a push (see the
 * README, "Edit your site without code"). It needs Git, which keeps the editor's own copy of them.
 */
import { execFileSync } from "node:child_process";
import { createServer as createNetServer } from "node:net";
import { fileURLToPath } from "node:url";
import { createServer, runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
/** @type {typeof import("../tooling/editor/plugin")} */
const { editor, EDITOR_PATH } = (
  await runnerImport(`${root}tooling/editor/plugin.ts`, { configFile: false, logLevel: "error" })
).module;

try {
  execFileSync("git", ["--version"], { stdio: "ignore" });
} catch {
  console.error(
    "npm run edit needs Git, which keeps the editor's own copy of your content while it runs: install it (https://git-scm.com/downloads), then run npm run edit again.",
  );
  process.exit(1);
}

/** PORT=0 (the tests): a free port, which Vite's own option cannot express (0 means its default). */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
const wanted = Number(process.env.PORT ?? 5180);

const server = await createServer({
  root,
  configFile: `${root}vite.config.ts`,
  plugins: [editor(root)],
  // Its own bundles of the packages the pages import: `npm run dev` running at the same time in
  // this folder re-bundles node_modules/.vite/ for its own pages, which would leave this server's
  // pages asking for bundles that are gone ("504 Outdated Optimize Dep").
  cacheDir: `${root}node_modules/.vite-edit`,
  server: { host: "127.0.0.1", port: wanted === 0 ? Number(await freePort()) : wanted, strictPort: false },
  clearScreen: false,
  logLevel: "warn",
});
await server.listen();
const address = server.httpServer?.address();
const port = address && typeof address === "object" ? address.port : undefined;
console.log(`The editor is ready: open http://127.0.0.1:${port}${EDITOR_PATH} in your browser.`);
console.log("Each save is written into app/content/. Press Ctrl+C to stop.");

// Ctrl+C, a stop, a closed terminal: the server closes and the editor's copy is removed.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
