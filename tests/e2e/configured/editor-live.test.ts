/**
 * The editor on the live site (/admin/, Sveltia CMS) as an owner uses it on a phone and on a
 * laptop: npm start serves the configured build's /admin/ under its own policy, and the owner's
 * GitHub repository is a local bare repository behind a stand-in for api.github.com
 * (tests/support/github-api.ts), reached by the browser through Playwright's routing. The sign-in is
 * taken as done (its popup: tests/e2e/editor-sign-in.test.ts). What is checked is what GitHub
 * would hold after each save: the commit and its files.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { dataFiles, projectFile } from "~/content/schema";
import { company, services } from "~/content/site";
import { ownerWords } from "#shared/copy/owner.ts";
import { escapeRegex } from "../../../tooling/nginx-locations";
import { wordsOf } from "../../../tooling/editor/field-words";
import { collection, collections, projectsCollection } from "../../../tooling/editor/fields";
import {
  axeViolations,
  DESKTOP,
  expect,
  PHONE,
  switchColorScheme,
  test,
  type ConsoleLog,
} from "../../support/fixtures";
import { gitHubApi, type GitHubApi } from "../../support/github-api";
import { noisyPhoto } from "../../support/photos";
import { CONFIGURED_SETTINGS, ROOT } from "../../support/site";
import {
  collectionNamed,
  entryNamed,
  fitsTheScreen,
  photoList,
  save,
  editorDialog,
  thumbnailWidths,
} from "../../support/sveltia";

const TOKEN = "gho_stand-in-token";
/** What the editor says of its own, in the owner's language. */
const words = ownerWords.liveEditor;
/** A part of the names this test adds that no owner's photo or project has. */
const UNIQUE = Date.now().toString(36);
const BRANCH = "main";

let folder: string;
let repo: string;
let api: GitHubApi;

/** The owner's repository: the site's content, as pushed to GitHub, in a bare repository of its own. */
test.beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "site-editor-live-"));
  const work = join(folder, "work");
  cpSync(join(ROOT, "app", "content"), join(work, "app", "content"), { recursive: true });
  const git = (cwd: string, ...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Owner", "-c", "user.email=owner@example.com", ...args], {
      cwd,
      stdio: "pipe",
    });
  git(work, "init", "--quiet", "-b", BRANCH);
  git(work, "add", "-A");
  git(work, "commit", "--quiet", "-m", "The site");
  repo = join(folder, "site.git");
  git(folder, "clone", "--quiet", "--bare", work, repo);
  api = gitHubApi({ repo, fullName: CONFIGURED_SETTINGS.CONTENT_REPO, token: TOKEN });
});
test.afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** JSON without its `false` values (a switch left off, written or not). */
const withoutFalse = (_key: string, value: unknown) => (value === false ? undefined : value);

/** A file of the repository at the branch's head. */
const committed = (path: string) =>
  execFileSync("git", ["--git-dir", repo, "show", `${BRANCH}:${path}`], { stdio: "pipe" });
const committedJson = (path: string) =>
  JSON.parse(committed(path).toString("utf8")) as Record<string, unknown>;
const starterJson = (path: string) =>
  JSON.parse(readFileSync(join(ROOT, path), "utf8")) as Record<string, unknown>;

/**
 * What Sveltia 0.221.1 tries that the editor's policy refuses, and nothing else: the status of
 * GitHub (githubstatus.com) and its fonts from a CDN before its own (which then load from /admin/).
 */
function expectKnownRefusals(consoleLog: ConsoleLog) {
  consoleLog.expect(
    (e) =>
      /www\.githubstatus\.com/.test(e.text) ||
      (/cdn\.jsdelivr\.net\/fontsource/.test(e.text) && /font-src/.test(e.text)),
  );
}

/** The editor, signed in (the token where Sveltia keeps it), with api.github.com the stand-in. */
async function openEditor(page: Page) {
  await page.context().route("https://api.github.com/**", (route) => api.route(route));
  await page.addInitScript(
    (token) => localStorage.setItem("sveltia-cms.user", JSON.stringify({ backendName: "github", token })),
    TOKEN,
  );
  await page.goto("/admin/");
}

/** The company's file in the first language's collection, as the editor names it. */
const companyFileLabel = () => collection().files.find((file) => file.name === "company")!.label;

for (const [width, viewport] of [
  ["375 px", PHONE],
  ["1280 px", DESKTOP],
] as const) {
  test.describe(`at ${width}`, () => {
    test.use({ viewport, ...(viewport === PHONE && { isMobile: true, hasTouch: true }) });

    test("every collection is listed, and a change saved is one commit of that file", async ({
      page,
      consoleLog,
    }) => {
      expectKnownRefusals(consoleLog);
      await openEditor(page);
      for (const collection of collections(company.languages))
        await expect(collectionNamed(page, collection.label)).toBeVisible();
      await fitsTheScreen(page);

      const site = collection();
      await collectionNamed(page, site.label).click();
      for (const { label } of site.files) await expect(entryNamed(page, label)).toBeVisible();
      await fitsTheScreen(page);

      await entryNamed(page, companyFileLabel()).click();
      const tagline = page.getByRole("textbox", {
        name: wordsOf("tagline", dataFiles.company.shape.tagline).label,
      });
      await tagline.fill("Licensed, insured and on time");
      await fitsTheScreen(page);
      await save(page);
      await expect.poll(() => api.commits.length).toBe(1);
      // When it will be live, then that it is: the build in service is newer (a publish, played
      // here by the editor's configuration coming back from a later build).
      const status = page.locator("#site-publish-status [role=status]");
      // "Saved. Your site shows the change in about 20 seconds.", in the owner's language.
      const about = [words.seconds(0), words.minutes(0)].map((t) => escapeRegex(t).replace("0", "\\d+"));
      await expect(status).toHaveText(
        new RegExp(`^${escapeRegex(words.saved("\0")).replace("\0", `(?:${about.join("|")})`)}$`),
      );
      await page.route("**/admin/config.json", async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as { publishing: { builtAt: string } };
        // The build of the save's commit, the branch's head.
        const commit = await api.head();
        await route.fulfill({
          response,
          json: { ...json, publishing: { ...json.publishing, builtAt: new Date().toISOString(), commit } },
        });
      });
      await expect(status).toHaveText(words.live, { timeout: 15_000 });
      await fitsTheScreen(page);
      // Out of the way of the editor's own buttons when the owner wants.
      await page.locator("#site-publish-status").getByRole("button", { name: words.close }).click();
      await expect(status).toHaveCount(0);

      const [commit] = api.commits;
      expect(commit!.additions).toEqual(["app/content/company.json"]);
      expect(commit!.message).not.toMatch(/skip/i);
      // The file as the owner had it, but the tagline; as the schema reads it (an owner's file may
      // leave out what has a default, or say `false` of a switch the editor leaves out).
      const expected = {
        ...starterJson("app/content/company.json"),
        tagline: "Licensed, insured and on time",
      };
      const read = (data: object) => JSON.parse(JSON.stringify(dataFiles.company.parse(data), withoutFalse));
      expect(read(committedJson("app/content/company.json"))).toEqual(read(expected));
    });

    test("a mistake is refused with the schema's own words, and nothing is committed", async ({
      page,
      consoleLog,
    }) => {
      expectKnownRefusals(consoleLog);
      await openEditor(page);
      await collectionNamed(page, collections(company.languages)[0]!.label).click();
      await entryNamed(page, companyFileLabel()).click();
      const emailLabel = wordsOf("email", dataFiles.company.shape.email).label;
      await page.getByRole("textbox", { name: emailLabel }).fill("not-an-email");
      await save(page);

      const message = dataFiles.company.shape.email.safeParse("not-an-email").error!.issues[0]!.message;
      await expect(editorDialog(page)).toContainText(`${emailLabel}: ${message}`);
      await fitsTheScreen(page);
      expect(api.commits).toEqual([]);
      expect(api.requests.filter((r) => r.operation === "mutation")).toEqual([]);
    });

    test("a new project, with several photos from the camera roll at once, is one commit", async ({
      page,
      consoleLog,
    }) => {
      expectKnownRefusals(consoleLog);
      await openEditor(page);
      await collectionNamed(page, collections(company.languages)[1]!.label).click();
      // The toolbar's (an empty collection shows a second one in its middle).
      await page.getByRole("button", { name: "Create New Entry" }).first().click();
      // The new entry's form is whole once its photo list (a React field, mounted last) is there:
      // a field filled before may be drawn again empty.
      await expect(page.getByLabel(words.addPhotos)).toBeVisible();

      const label = (key: keyof typeof projectFile.shape) => wordsOf(key, projectFile.shape[key]).label;
      const project = {
        order: 99,
        title: `Porch Rebuild ${UNIQUE}`,
        service: services[0]!.slug,
        description: "A rotten porch rebuilt in cedar, with new steps and a railing.",
      };
      await page.getByRole("textbox", { name: label("title"), exact: true }).fill(project.title);
      await page.getByRole("textbox", { name: label("service"), exact: true }).fill(project.service);
      await page.getByRole("textbox", { name: label("description"), exact: true }).fill(project.description);

      await page.getByLabel(words.addPhotos).setInputFiles([
        { name: `Küche Süd ${UNIQUE}.JPG`, mimeType: "image/jpeg", buffer: await noisyPhoto(800, 600) },
        { name: "plan.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n") },
        { name: `porch-${UNIQUE}.jpg`, mimeType: "image/jpeg", buffer: await noisyPhoto(640, 480) },
      ]);
      const report = page.getByRole("status").filter({ hasText: words.added(2) });
      await expect(report).toContainText(words.notAdded("plan.pdf", words.notAPhoto));
      const descriptions = page.getByLabel(
        new RegExp(`^${escapeRegex(words.description(0)).replace("0", "\\d+")}$`),
      );
      await expect(descriptions).toHaveCount(2);
      await descriptions.nth(0).fill("The old kitchen door onto the porch");
      await descriptions.nth(1).fill("The porch, rebuilt");
      // The porch first: the cover.
      await page.getByRole("button", { name: words.moveUp(2) }).click();
      await expect(descriptions.nth(0)).toHaveValue("The porch, rebuilt");
      // The place in the portfolio after the photos: twice in about a hundred runs, Sveltia's number
      // field, filled before the photo list's first change, was drawn again empty (the text fields
      // never were). A known fault, in the closing note; the check below still asks for all four.
      await page.getByRole("spinbutton", { name: label("order"), exact: true }).fill(String(project.order));
      await fitsTheScreen(page);
      // Our part of the editor (its photo list) reads out and contrasts in both schemes.
      const list = `#${await (await photoList(page, words.addPhotos)).getAttribute("id")}`;
      for (const scheme of ["light", "dark"] as const) {
        await switchColorScheme(page, scheme);
        expect(await axeViolations(page, list), scheme).toEqual([]);
      }
      for (const key of ["order", "title", "service", "description"] as const)
        await expect(
          page.getByRole(key === "order" ? "spinbutton" : "textbox", { name: label(key), exact: true }),
        ).toHaveValue(String(project[key]));
      await save(page);
      await expect.poll(() => api.commits.length).toBe(1);

      const path = `app/content/projects/porch-rebuild-${UNIQUE}.json`;
      const [kitchen, porch] = [`kuche-sud-${UNIQUE}.jpg`, `porch-${UNIQUE}.jpg`];
      expect(api.commits[0]!.additions.toSorted()).toEqual(
        [`app/content/photos/${kitchen}`, `app/content/photos/${porch}`, path].toSorted(),
      );
      expect(projectFile.parse(committedJson(path))).toEqual(
        projectFile.parse({
          ...project,
          photos: [
            { image: porch, alt: "The porch, rebuilt" },
            { image: kitchen, alt: "The old kitchen door onto the porch" },
          ],
        }),
      );
      expect(committed(`app/content/photos/${porch}`).subarray(0, 3)).toEqual(
        Buffer.from([0xff, 0xd8, 0xff]),
      );

      // Opened again, now that it is saved: each photo, from the repository, beside its description.
      // (The editor goes back to the list after a save.)
      await expect(page).toHaveURL(new RegExp(`#/collections/${projectsCollection().name}$`));
      // Listed as the collection's summary says ("{{order}}: {{title}}").
      const listed = projectsCollection()
        .summary.replace("{{order}}", String(project.order))
        .replace("{{title}}", project.title);
      await entryNamed(page, listed).click();
      const reopened = await photoList(page, words.addPhotos);
      await expect(reopened.locator("li img")).toHaveCount(2);
      await expect.poll(() => thumbnailWidths(reopened)).toEqual([640, 800]);
    });
  });
}
