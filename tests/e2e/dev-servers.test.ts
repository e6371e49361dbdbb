/**
 * `npm run dev` and `npm run edit`, both at once in one copy of the project as an owner may run
 * them, still serve the site: its pages load whole in a browser, every module and file they ask
 * for. In a copy of its own (the dev servers write their bundles of the packages into it). What
 * they refuse to serve of the owner's other files: tests/site/dev-servers.test.ts.
 */
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { projects } from "~/content/site";
import { CONTACT_PATH, projectPath } from "../support/paths";
import { projectsCollection } from "../../tooling/editor/fields";
import { startDevServers, type DevServers } from "../support/dev-servers";
import { expect, test } from "../support/fixtures";
import { copyProject } from "../support/site";
import { entryNamed } from "../support/sveltia";

// One copy and its two dev servers for the whole file, in one worker.
test.describe.configure({ mode: "default" });

let copy: string;
let servers: DevServers;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  copy = copyProject("site-dev-");
  // Vite says when it finds a package to bundle that its first scan missed.
  servers = await startDevServers(copy, { DEBUG: "vite:deps" });
});

test.afterAll(async () => {
  await servers?.stop();
  rmSync(copy, { recursive: true, force: true });
});

for (const [name, server] of [
  ["npm run dev", "dev"],
  ["npm run edit", "edit"],
] as const)
  test.describe(name, () => {
    test("still serves the site: its pages load whole, every module and file they ask for", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const origin = servers.origins[server];
      const refused: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
      });
      // A project's page among them, once the owner has one: its photo viewer imports a package of
      // its own (photoswipe).
      const project = projects[0] ? [projectPath(projects[0])] : [];
      for (const path of ["/", `${CONTACT_PATH}/`, ...project, "/favicon.svg"]) {
        const response = await page.goto(origin + path);
        expect(response?.status()).toBe(200);
      }
      await page.goto(`${origin}/`);
      await expect(page.getByRole("navigation").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      if (server === "edit") {
        // The editor's page (the live site's bundle), its lists read from app/content through its
        // API: the projects, each listed as the collection's summary says ("{{order}}: {{title}}").
        await page.goto(`${origin}/admin/#/collections/${projectsCollection().name}`);
        for (const project of projects)
          await expect(entryNamed(page, `${project.order}: ${project.title}`)).toBeVisible({
            timeout: 60_000,
          });
        // The pages' bundled dependencies are its own: npm run dev's, in the same folder at the same
        // time, would otherwise replace them under its pages ("504 Outdated Optimize Dep", seen in CI).
        expect(existsSync(join(copy, "node_modules/.vite-edit/deps/_metadata.json"))).toBe(true);
      }
      expect(refused).toEqual([]);
      // Every package the pages import was bundled when the server started: one found late makes
      // Vite bundle them all again while pages load, and every module a page had asked for before
      // then answers "504 Outdated Optimize Dep" (vite.config.ts, optimizeDeps).
      expect(servers.output[server]()).not.toMatch(/new dependencies found/);
    });
  });
