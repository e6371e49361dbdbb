/**
 * The owner edits the site without code: `npm run edit` in Chromium (the live site's editor, Sveltia
 * CMS, over a private repository of the folder: tooling/editor/plugin.ts), the data files and
 * photos each save writes into app/content/, and a build that shows the change on every page. Runs
 * in a copy of the project of its own (sharing node_modules): the editor writes its data files and
 * photos, and the build is of those edits. What the editor's server serves and refuses without a
 * browser: tests/site/dev-servers.test.ts; the same editor on the live site:
 * tests/e2e/configured/editor-live.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import type { Page, Request } from "@playwright/test";
import sharp from "sharp";
import { dataFiles, projectFile } from "~/content/schema";
import { siteContent } from "~/content/site";
import { COPIES } from "#shared/copy/all.ts";
import { pageFiles } from "#shared/site-manifest.mjs";
import { escapeRegex } from "../../tooling/nginx-locations";
import { wordsOf } from "../../tooling/editor/field-words";
import { collection, collections, editions, projectsCollection } from "../../tooling/editor/fields";
import { axeViolations, DESKTOP, expect, PHONE, switchColorScheme, test } from "../support/fixtures";
import { buildEnv, copyProject, decodeHtml } from "../support/site";
import { starterData, writeStarterContent } from "../support/starter";
import {
  collectionNamed,
  entryNamed,
  fieldAt,
  fitsTheScreen,
  photoList,
  save,
  editorDialog,
  thumbnailWidths,
} from "../support/sveltia";

/**
 * The content the editor's copy starts from: the starter's (tests/support/starter.ts), whatever the
 * owner's, since the tests name its projects, its phone and its legal notice's words. The editor's
 * own words and the fixed values are the kit's in the starter's language.
 */
const starter = starterData();
const languages = starter.company.languages;
const kitWords = COPIES[languages[0]!];
const words = kitWords.liveEditor;
const { company, projects, services } = siteContent(starter, kitWords);
/** The editor's collections of the copy (its languages, not the owner's). */
const [edition] = editions(languages);
const site = collection(edition);
const projectList = projectsCollection(edition);
const fileLabel = (name: string) => site.files.find((file) => file.name === name)!.label;

/** A field's label in the editor: its schema's title. */
const companyFields = dataFiles.company.shape;
const label = {
  tagline: wordsOf("tagline", companyFields.tagline).label,
  email: wordsOf("email", companyFields.email).label,
  phone: wordsOf("phone", companyFields.phone).label,
  legalNotice: wordsOf("legalNotice", companyFields.legalNotice).label,
  alt: wordsOf("alt", projectFile.shape.photos.element.shape.alt).label,
  project: (key: keyof typeof projectFile.shape) => wordsOf(key, projectFile.shape[key]).label,
};
/** What one service is called, on the list's "Add" button. */
const serviceWord = wordsOf("services", dataFiles.services.shape.services).singular;

// One story, in order: the edits, then a build of them. Each test opens the editor anew in a page
// of its own; the editor's server and its copy are the file's.
test.describe.configure({ mode: "serial", timeout: 60_000 });

let copy: string;
let editor: ChildProcess;
let origin: string;
/** This start's token, as the editor's page carries it. */
let token: string;

const contentPath = (name: string) => join(copy, "app", "content", name);
const dataFile = (name: string) => JSON.parse(readFileSync(contentPath(`${name}.json`), "utf8"));
const photoBytes = (name: string) => readFileSync(contentPath(join("photos", name)));

/** `npm run edit` in the copy, on a free port; resolves with the address it prints. */
function startEditor(cwd: string): Promise<string> {
  // In a process group of its own: stopping it stops npm and the editor's node beneath it.
  editor = spawn("npm", ["run", "edit", "--silent"], {
    cwd,
    env: { ...process.env, PORT: "0" },
    detached: true,
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /open (http:\/\/127\.0\.0\.1:\d+)\/admin\/ in your browser/.exec(output)?.[1];
      if (url) resolve(url);
    };
    editor.stdout!.on("data", onData);
    editor.stderr!.on("data", onData);
    editor.on("exit", (code) => reject(new Error(`npm run edit exited (${code}):\n${output}`)));
  });
}

/** Stops `npm run edit` and the server it started (their process group). */
function stopEditor() {
  try {
    if (editor?.pid) process.kill(-editor.pid, "SIGTERM");
  } catch {
    // Already stopped.
  }
}

/** Every file the editor can change (the data files, the photos), with its bytes. */
function contentFiles() {
  return Object.fromEntries(
    readdirSync(join(copy, "app", "content"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [file, readFileSync(file).toString("base64")];
      }),
  );
}

/** The editor's page, or one of its lists ("collections/projects"), once it lists the collections. */
async function openEditor(page: Page, route = "") {
  await page.goto(`${origin}/admin/${route && `#/${route}`}`);
  await expect(page.getByRole("tree", { name: "Collection List" })).toBeVisible();
}

/**
 * Opens a form, at its own address: a data file's ("company") or a project's ("projects/<slug>"),
 * once Sveltia shows it (its toolbar names the file, or the project, being edited).
 */
async function openForm(page: Page, name: string) {
  const [collectionName, entry] = name.startsWith("projects/") ? name.split("/") : [site.name, name];
  // Loaded anew, as when the owner follows a link to it (not a hash changed in the open page).
  await page.goto("about:blank");
  await page.goto(`${origin}/admin/#/collections/${collectionName}/entries/${entry}`);
  const title =
    collectionName === site.name ? fileLabel(entry!) : projects.find((p) => p.slug === entry)?.title;
  await expect(page.getByRole("toolbar", { name: "Primary" })).toContainText(title ?? entry!);
}

/** A photo as a phone takes it: a JPEG of `width` x 900 in one colour. */
const jpeg = (background: string, width = 1200) =>
  sharp({ create: { width, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();

const NEW = {
  display: company.phone === "(555) 555-0199" ? "(555) 555-0188" : "(555) 555-0199",
  description: "Kitchens, baths and additions planned with you and built by our own crew.",
  project: "A two-storey family home with a timber deck, built and finished in eleven months.",
  photo: "new-deck.jpg",
};
const newE164 = `+1${NEW.display.replace(/\D/g, "")}`;

test.beforeAll(async () => {
  // The first start builds the editor's bundle into node_modules/.cache/site-editor/ (once per
  // version of the code): most of a minute on a busy machine, then seconds.
  test.setTimeout(300_000);
  copy = copyProject("site-editor-");
  writeStarterContent(join(copy, "app", "content"));
  origin = await startEditor(copy);
  const page = await (await fetch(`${origin}/admin/`)).text();
  token = /\\"token\\":\\"([\w-]+)\\"/.exec(page)?.[1] ?? "";
  expect(token, "the editor's page carries this start's token").toMatch(/^[\w-]{40,}$/);
});

test.afterAll(() => {
  stopEditor();
  rmSync(copy, { recursive: true, force: true });
});

test.describe("npm run edit", () => {
  for (const [width, viewport] of [
    ["375 px", PHONE],
    ["1280 px", DESKTOP],
  ] as const) {
    test.describe(`at ${width}`, () => {
      test.use({ viewport, ...(viewport === PHONE && { isMobile: true, hasTouch: true }) });

      test("lists every collection, and a change saved is written into its file; the token goes nowhere else", async ({
        page,
        context,
      }) => {
        // Every request of the editor's pages that carries the token: to the editor's own origin only.
        const carrying: Promise<string | undefined>[] = [];
        const carries = async (request: Request) => {
          const headers = await request.allHeaders().catch(() => request.headers());
          const sent = [request.url(), ...Object.values(headers), request.postData() ?? ""];
          return sent.some((part) => part.includes(token)) ? new URL(request.url()).origin : undefined;
        };
        context.on("request", (request) => carrying.push(carries(request)));

        await openEditor(page);
        for (const { label } of collections(languages))
          await expect(collectionNamed(page, label)).toBeVisible();
        await fitsTheScreen(page);

        await collectionNamed(page, site.label).click();
        for (const { label } of site.files) await expect(entryNamed(page, label)).toBeVisible();
        await fitsTheScreen(page);

        await entryNamed(page, fileLabel("company")).click();
        const tagline = `Licensed, insured and on time (${width})`;
        await page.getByRole("textbox", { name: label.tagline, exact: true }).fill(tagline);
        await fitsTheScreen(page);
        const before = dataFile("company");
        await save(page);
        await expect.poll(() => dataFile("company").tagline, { timeout: 15_000 }).toBe(tagline);
        // The file as it was, but the tagline.
        expect(dataFile("company")).toEqual({ ...before, tagline });
        // The editor goes back to the list.
        await expect(page).toHaveURL(new RegExp(`#/collections/${site.name}$`));
        await fitsTheScreen(page);

        const origins = (await Promise.all(carrying)).filter(Boolean);
        expect(origins.length, "requests that carry the token").toBeGreaterThan(0);
        expect(new Set(origins)).toEqual(new Set([origin]));
      });
    });
  }

  test.describe("at 1280 px", () => {
    test.use({ viewport: DESKTOP });

    test("listens on 127.0.0.1 only, shows the fixed values read-only and the buttons' words to edit", async ({
      page,
    }) => {
      expect(new URL(origin).hostname).toBe("127.0.0.1");
      // Not on the machine's other addresses (a link-local one aside, which needs its interface
      // named): nothing answers there.
      const others = Object.values(networkInterfaces())
        .flatMap((addresses) => addresses ?? [])
        .filter((address) => !address.internal && !address.scopeid)
        .map((address) => (address.family === "IPv6" ? `[${address.address}]` : address.address));
      for (const host of ["[::1]", ...others])
        await expect(fetch(`http://${host}:${new URL(origin).port}/admin/`), host).rejects.toThrow();
      await openForm(page, "pages");
      const fixed = (await fieldAt(page, "home.process.fixed_title")).locator("[aria-readonly=true]");
      await expect(fixed).toHaveText(kitWords.home.processTitle);
      const values = () =>
        page.getByRole("textbox").evaluateAll((boxes) => boxes.map((b) => (b as HTMLTextAreaElement).value));
      expect(await values()).not.toContain(kitWords.home.processTitle);
      // A button that may promise something ("Get a Free Quote") is the owner's to change: a box to
      // type in on every page's call to action, whether or not the owner has written its words yet.
      for (const where of ["home", "servicesPage", "portfolioPage"]) {
        const field = await fieldAt(page, `${where}.cta.linkLabel`);
        await expect(field.getByRole("textbox"), where).toBeEditable();
      }
    });

    test("edits the services as a list: their titles are the owner's, and a new one is added with its page's fields", async ({
      page,
    }) => {
      await openForm(page, "services");
      const first = await fieldAt(page, "services.0.title");
      await expect(first.getByRole("textbox")).toHaveValue(services[0]!.title);
      await page.getByRole("button", { name: `Add ⁨${serviceWord}⁩` }).click();
      const item = `services.${services.length}`;
      const added = {
        slug: "deck-building",
        title: "Deck Building",
        category: "Outdoor",
        description: "Cedar and composite decks, built to last.",
        priceGuide: "Most decks: $8,000 to $20,000",
      };
      for (const [key, value] of Object.entries(added))
        await (await fieldAt(page, `${item}.${key}`)).getByRole("textbox").fill(value);
      await save(page);
      await expect.poll(() => dataFile("services").services.at(-1), { timeout: 15_000 }).toMatchObject(added);
      expect(dataFile("services").services).toHaveLength(services.length + 1);
    });

    test("keeps each project in its own file: lists them, adds one as a new file named from its title, and deletes it", async ({
      page,
    }) => {
      await openEditor(page, `collections/${projectList.name}`);
      // Listed as the collection's summary says ("{{order}}: {{title}}").
      for (const project of projects)
        await expect(entryNamed(page, `${project.order}: ${project.title}`)).toBeVisible();

      await page.getByRole("button", { name: "Create New Entry" }).first().click();
      // The new entry's form is whole once its photo list (a React field, mounted last) is there.
      await expect(page.getByLabel(words.addPhotos)).toBeVisible();
      await page.getByRole("spinbutton", { name: label.project("order"), exact: true }).fill("5");
      await page.getByRole("textbox", { name: label.project("title"), exact: true }).fill("Cedar Deck");
      await page
        .getByRole("textbox", { name: label.project("service"), exact: true })
        .fill(projects[0]!.service);
      await page
        .getByRole("textbox", { name: label.project("description"), exact: true })
        .fill("A cedar deck with a built-in bench.");
      const photo = await jpeg("#a0522d");
      await page
        .getByLabel(words.addPhotos)
        .setInputFiles({ name: "Cedar Deck.jpg", mimeType: "image/jpeg", buffer: photo });
      await page.getByLabel(words.description(1)).fill("The cedar deck and its bench, seen from the garden");
      await save(page);
      const file = contentPath("projects/cedar-deck.json");
      await expect
        .poll(() => (existsSync(file) ? dataFile("projects/cedar-deck") : {}), { timeout: 15_000 })
        .toEqual({
          order: 5,
          title: "Cedar Deck",
          service: projects[0]!.service,
          description: "A cedar deck with a built-in bench.",
          photos: [{ image: "cedar-deck.jpg", alt: "The cedar deck and its bench, seen from the garden" }],
        });
      expect(photoBytes("cedar-deck.jpg")).toEqual(photo);

      // The editor goes back to the list, the new project in it; opened, it is deleted.
      await entryNamed(page, "5: Cedar Deck").click();
      await expect(page.getByRole("toolbar", { name: "Primary" })).toContainText("Cedar Deck");
      await page.getByRole("button", { name: "Show Editor Options" }).click();
      await page.getByRole("menuitem", { name: "Delete Entry" }).click();
      await editorDialog(page).getByRole("button", { name: "Delete" }).click();
      await expect
        .poll(() => readdirSync(contentPath("projects")), { timeout: 15_000 })
        .toEqual(projects.map((p) => `${p.slug}.json`).sort());
      await expect(entryNamed(page, "5: Cedar Deck")).toHaveCount(0);
    });

    test("adds several photos to a project at once: each uploaded, one item per file in the order picked, a refused file named", async ({
      page,
    }) => {
      // Three photos added, one refused, two saves.
      const slug = projects[2]!.slug;
      const before = dataFile(`projects/${slug}`).photos as { image: string; alt: string }[];
      await openForm(page, `projects/${slug}`);
      const picked = [
        { name: "Porch Front.JPG", mimeType: "image/jpeg", buffer: await jpeg("#704214") },
        {
          name: "notes.jpg",
          mimeType: "image/jpeg",
          buffer: Buffer.from("Not a photo, whatever its name says"),
        },
        { name: "porch-steps.jpg", mimeType: "image/jpeg", buffer: await jpeg("#a0522d", 1000) },
        { name: "porch-rail.jpg", mimeType: "image/jpeg", buffer: await jpeg("#deb887", 800) },
      ];
      await page.getByLabel(words.addPhotos).setInputFiles(picked);
      const report = page.getByRole("status").filter({ hasText: words.added(3) });
      await expect(report).toBeVisible();
      // Named, with the reason the editor gives (its own words for a file that is not an image).
      await expect(report).toContainText(words.notAdded("notes.jpg", "\0").split("\0")[0]!);
      const descriptions = page.getByLabel(
        new RegExp(`^${escapeRegex(words.description(0)).replace("0", "\\d+")}$`),
      );
      await expect(descriptions).toHaveCount(before.length + 3);
      for (const box of (await descriptions.all()).slice(before.length)) await expect(box).toHaveValue("");
      // Each new photo's thumbnail shows the photo, in the order picked.
      const list = await photoList(page, words.addPhotos);
      await expect
        .poll(async () => (await thumbnailWidths(list)).slice(before.length))
        .toEqual([1200, 1000, 800]);
      // Our part of the editor (its photo list) reads out and contrasts in both schemes.
      const listSelector = `#${await list.getAttribute("id")}`;
      for (const scheme of ["light", "dark"] as const) {
        await switchColorScheme(page, scheme);
        expect(await axeViolations(page, listSelector), scheme).toEqual([]);
      }

      // Each description is still required: the save is refused, naming the field of each photo
      // without one, and nothing is written.
      const files = contentFiles();
      await save(page);
      await page.getByRole("alert").getByRole("button", { name: "Show Errors" }).click();
      const errors = page.getByRole("group", { name: "Validation" });
      await expect(errors.getByRole("button", { name: label.alt, exact: true })).toHaveCount(3);
      expect(contentFiles()).toEqual(files);

      const added = [
        { image: "porch-front.jpg", alt: "The porch from the street, with its new front steps" },
        { image: "porch-steps.jpg", alt: "The oak steps up to the porch" },
        { image: "porch-rail.jpg", alt: "The painted rail along the porch" },
      ];
      for (const [index, { alt }] of added.entries()) await descriptions.nth(before.length + index).fill(alt);
      await save(page);
      await expect
        .poll(() => dataFile(`projects/${slug}`).photos, { timeout: 15_000 })
        .toEqual([...before, ...added]);
      for (const [index, { image }] of added.entries())
        expect(photoBytes(image), image).toEqual(picked[[0, 2, 3][index]!]!.buffer);
      expect(readdirSync(contentPath("photos"))).not.toContain("notes.jpg");
    });

    test("shows the thumbnails of a project's photos from the photos folder, after a reload too", async ({
      page,
    }) => {
      const slug = projects[2]!.slug;
      const photos = dataFile(`projects/${slug}`).photos as { image: string }[];
      const local = photos.filter(({ image }) => !image.startsWith("https:"));
      expect(local.map(({ image }) => image)).toEqual([
        "porch-front.jpg",
        "porch-steps.jpg",
        "porch-rail.jpg",
      ]);
      for (const load of ["opened", "reloaded"]) {
        if (load === "reloaded") await page.reload();
        await openForm(page, `projects/${slug}`);
        const list = await photoList(page, words.addPhotos);
        await expect
          .poll(async () => (await thumbnailWidths(list)).slice(photos.length - local.length), {
            message: load,
          })
          .toEqual([1200, 1000, 800]);
      }
    });

    test("refuses an invalid email with the schema's message, and writes nothing", async ({ page }) => {
      const files = contentFiles();
      await openForm(page, "company");
      await page.getByRole("textbox", { name: label.email, exact: true }).fill("hello@");
      await save(page);
      const message = companyFields.email.safeParse("hello@").error!.issues[0]!.message;
      await expect(editorDialog(page)).toContainText(`${label.email}: ${message}`);
      expect(contentFiles()).toEqual(files);
    });

    test("writes the phone, a service's and a project's description and an uploaded photo into the data files", async ({
      page,
    }) => {
      // Three forms, three saves and an upload.
      await openForm(page, "company");
      // Typed once: the number dialled (newE164) is derived from it and the company's country.
      await page.getByRole("textbox", { name: label.phone, exact: true }).fill(NEW.display);
      await save(page);
      await expect.poll(() => dataFile("company").phone, { timeout: 15_000 }).toBe(NEW.display);

      await openForm(page, "services");
      await (await fieldAt(page, "services.0.description")).getByRole("textbox").fill(NEW.description);
      await save(page);
      await expect
        .poll(() => dataFile("services").services[0].description, { timeout: 15_000 })
        .toBe(NEW.description);

      // The project's photo replaced by one uploaded: the new one added, the old one removed.
      const slug = projects[1]!.slug;
      await openForm(page, `projects/${slug}`);
      await page.getByRole("textbox", { name: label.project("description"), exact: true }).fill(NEW.project);
      const old = dataFile(`projects/${slug}`).photos as unknown[];
      await page
        .getByLabel(words.addPhotos)
        .setInputFiles({ name: NEW.photo, mimeType: "image/jpeg", buffer: await jpeg("#8b5a2b") });
      await page.getByLabel(words.description(old.length + 1)).fill("The timber deck at dusk");
      for (let n = old.length; n > 0; n--) await page.getByRole("button", { name: words.remove(n) }).click();
      await expect(page.getByLabel(words.description(1))).toHaveValue("The timber deck at dusk");
      await save(page);
      await expect
        .poll(() => dataFile(`projects/${slug}`), { timeout: 15_000 })
        .toMatchObject({
          description: NEW.project,
          photos: [{ image: NEW.photo, alt: "The timber deck at dusk" }],
        });
      expect(readdirSync(contentPath("photos"))).toContain(NEW.photo);
    });

    test("writes the legal notice and the privacy notice's own words into the data files", async ({
      page,
    }) => {
      await openForm(page, "company");
      await (
        await fieldAt(page, "legalNotice")
      )
        .getByRole("checkbox", { name: `Add ⁨${label.legalNotice}⁩` })
        .check();
      await (await fieldAt(page, "legalNotice.legalForm")).getByRole("textbox").fill("GmbH");
      await (
        await fieldAt(page, "legalNotice.representative")
      )
        .getByRole("textbox")
        .fill("Managing director: Anna Berger");
      await save(page);
      await expect
        .poll(() => dataFile("company").legalNotice, { timeout: 15_000 })
        // (Beside whatever else the notice already said: the starter keeps the owner's own.)
        .toMatchObject({ legalForm: "GmbH", representative: "Managing director: Anna Berger" });

      await openForm(page, "pages");
      const kept = "We delete the emails about a request a year after our last contact.";
      await (await fieldAt(page, "privacy.kept")).getByRole("textbox").fill(kept);
      await (await fieldAt(page, "privacy.backupDays")).getByRole("spinbutton").fill("14");
      await (await fieldAt(page, "privacy.placeholder")).getByRole("switch").uncheck();
      await save(page);
      await expect
        .poll(() => dataFile("pages").privacy, { timeout: 15_000 })
        .toMatchObject({ kept, backupDays: 14 });
      // Unticked, the mark is off (written false, or never there): the build lists the text no longer.
      expect(dataFile("pages").privacy.placeholder ?? false).toBe(false);
    });
  });
});

test.describe("npm run edit, while the owner browses other pages", () => {
  test.use({ viewport: DESKTOP });

  /** Another local page (a dev server on another port, say), at its address. */
  async function anotherPage(page: Page, run: (address: string) => Promise<void>) {
    const server = createServer((_req, res) =>
      res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>Another page</title>"),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await page.goto(`${address}/`);
      await run(address);
    } finally {
      server.close();
    }
  }

  test("acts on nothing another page sends, and lets it read neither the editor's page nor the leads", async ({
    page,
    consoleLog,
  }) => {
    // What Chromium says of the refusals the page meets: the editor's server grants it nothing.
    consoleLog.expect((e) => /blocked by CORS policy|Failed to load resource/.test(e.text));
    // The inbox's database where npm start keeps it by default, in this copy of the project.
    mkdirSync(join(copy, "data"), { recursive: true });
    writeFileSync(join(copy, "data", "leads.sqlite"), "SQLite format 3\0 Ada Lovelace ada@example.com");
    const before = contentFiles();
    // What the editor's server answered to that page's requests to the editor's API.
    const answered: string[] = [];
    page.on("response", (response) => {
      if (response.url().startsWith(`${origin}/admin/api/`))
        answered.push(
          `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
        );
    });

    await anotherPage(page, async () => {
      // The company's details are public (every page shows them): the stranger sends them back whole,
      // with its own address for the quote requests, which the schema would accept, as the editor's
      // own save would (a commit on the branch, which the editor writes into the folder).
      const company = JSON.stringify({ ...dataFile("company"), email: "leads@attacker.example" });
      const outcomes = await page.evaluate(
        async ([editor, company]) => {
          const graphql = `${editor}/admin/api/graphql`;
          const commit = JSON.stringify({
            query:
              "mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid } } }",
            variables: {
              input: {
                branch: { repositoryNameWithOwner: "this-computer/site", branchName: "main" },
                message: { headline: "Update company.json" },
                fileChanges: {
                  // Base64 of its UTF-8 bytes: an owner's details are not all Latin-1 ("Straße").
                  additions: [
                    {
                      path: "app/content/company.json",
                      contents: btoa(String.fromCharCode(...new TextEncoder().encode(company))),
                    },
                  ],
                  deletions: [{ path: "app/content/photos/new-deck.jpg" }],
                },
              },
            },
          });
          const tried = (promise: Promise<unknown>) =>
            promise.then(
              () => "answered",
              () => "blocked",
            );
          // A plain form's post (JSON in a text/plain body, as a form can make one), into a frame.
          const posted = await new Promise<string>((resolve) => {
            const frame = Object.assign(document.createElement("iframe"), { name: "sink" });
            frame.addEventListener("load", () => resolve("answered"), { once: true });
            const form = Object.assign(document.createElement("form"), {
              method: "post",
              action: graphql,
              enctype: "text/plain",
              target: "sink",
            });
            const [name, value] = [commit.slice(0, -1), '"}'];
            form.append(Object.assign(document.createElement("input"), { type: "hidden", name, value }));
            document.body.append(frame, form);
            form.submit();
          });
          return {
            // No preflight needed for these: they reach the server, which must refuse them.
            noCors: await Promise.all(
              [
                { method: "POST", headers: { "Content-Type": "text/plain" }, body: commit },
                {
                  method: "POST",
                  headers: { "Content-Type": "application/x-www-form-urlencoded" },
                  body: commit,
                },
              ].map((init) => tried(fetch(graphql, { ...init, mode: "no-cors" }))),
            ),
            form: posted,
            // The API's files, asked without the token: refused.
            tree: await tried(
              fetch(`${editor}/admin/api/v3/repos/this-computer/site/git/trees/main?recursive=1`, {
                mode: "no-cors",
              }),
            ),
            // With a token guessed: a header only a preflight lets through, which never succeeds.
            guessed: await tried(
              fetch(`${editor}/admin/api/v3/user`, { headers: { Authorization: "token guessed" } }),
            ),
            // Reading the editor's page or its sign-in (its token) or the leads needs CORS, which the
            // editor never grants.
            editorPage: await tried(fetch(`${editor}/admin/`).then((r) => r.text())),
            signIn: await tried(fetch(`${editor}/admin/api/auth`).then((r) => r.text())),
            leads: await tried(fetch(`${editor}/data/leads.sqlite`).then((r) => r.text())),
          };
        },
        [origin, company] as const,
      );
      expect(outcomes).toEqual({
        noCors: ["answered", "answered"],
        form: "answered",
        tree: "answered",
        guessed: "blocked",
        editorPage: "blocked",
        signIn: "blocked",
        leads: "blocked",
      });
    });
    // Each request that reached the API was refused.
    expect(answered.filter((line) => !/^40[35] /.test(line))).toEqual([]);
    expect(answered.filter((line) => line.startsWith("403 POST /admin/api/graphql"))).toHaveLength(3);
    expect(contentFiles()).toEqual(before);
    // Nor does the editor's server itself hand out the leads, to anyone.
    expect((await fetch(`${origin}/data/leads.sqlite`)).status).toBe(403);
  });

  test("hands the token to the editor's own page only: the sign-in's popup gives a page of another origin nothing", async ({
    page,
    context,
    consoleLog,
  }) => {
    // The popup's first message, which the browser delivers to a page of its own origin only.
    consoleLog.expect(
      (e) =>
        e.url.startsWith(`${origin}/admin/api/auth`) &&
        /^Failed to execute 'postMessage' on 'DOMWindow': The target origin provided \('[^']+'\) does not match the recipient window's origin/.test(
          e.text,
        ),
    );
    /** The sign-in's popup opened from the page as the editor opens it, every message after kept. */
    const openSignIn = async (from: Page) => {
      const popup = from.waitForEvent("popup");
      await from.evaluate((url) => {
        const w = window as unknown as { received: string[]; signIn: Window | null };
        w.received = [];
        addEventListener("message", ({ origin, data }) => w.received.push(`${origin} ${data}`));
        w.signIn = window.open(url, "auth", "width=600,height=800");
      }, `${origin}/admin/api/auth?provider=github&site_id=127.0.0.1&scope=repo`);
      return popup;
    };
    const received = (from: Page) =>
      from.evaluate(() => (window as unknown as { received: string[] }).received);

    await anotherPage(page, async (address) => {
      const popup = await openSignIn(page);
      // The popup is the sign-in's last page, with this start's token in it.
      await expect(popup.getByText("Signed in. This window closes by itself.")).toBeVisible();
      expect(await popup.content()).toContain(token);
      // The popup counts what it is sent, after its own script has answered it.
      await popup.evaluate(() => {
        const w = window as unknown as { seen: number };
        w.seen = 0;
        addEventListener("message", () => (w.seen += 1));
      });
      // The other page asks it for the token again and again, as the editor asks once.
      await page.evaluate(() => {
        const { signIn } = window as unknown as { signIn: Window };
        for (let i = 0; i < 10; i++) signIn.postMessage("authorizing:github", "*");
      });
      await expect.poll(() => popup.evaluate(() => (window as unknown as { seen: number }).seen)).toBe(10);
      // A last message from the popup, after all it may have answered: whatever it sent is here first.
      await popup.evaluate(() => window.opener.postMessage("done", "*"));
      await expect.poll(() => received(page)).toContain(`${origin} done`);
      expect(await received(page)).toEqual([`${origin} done`]);
      expect(new URL(address).origin).not.toBe(origin);
      await popup.close();
    });

    // The editor's own page, signed out, signs in again through the same popup: it gets the token.
    await openEditor(page);
    await expect(collectionNamed(page, site.label)).toBeVisible();
    await page.getByRole("button", { name: "Show Account Menu" }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    const signIn = page.getByRole("button", { name: "Sign In with ⁨GitHub⁩" });
    await expect(signIn).toBeVisible();
    const user = () => page.evaluate(() => JSON.parse(localStorage.getItem("sveltia-cms.user") ?? "{}"));
    expect(await user()).not.toHaveProperty("token");
    const popup = context.waitForEvent("page");
    await signIn.click();
    // The popup may have closed already by the time it is handed over (a close event missed):
    // asked whether it is closed, never waited on for the event.
    const signInPage = await popup;
    await expect.poll(() => signInPage.isClosed()).toBe(true);
    await expect(collectionNamed(page, site.label)).toBeVisible();
    expect((await user()).token).toBe(token);
  });
});

// The build of the owner's edits, in the editor's copy: made by this test, of what the editor wrote.
test.describe("a build after the edit", () => {
  let client: string;
  let pages: Record<string, string>;
  test.beforeAll(() => {
    test.setTimeout(240_000);
    stopEditor();
    const result = spawnSync("npm", ["run", "build", "--silent"], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, ...buildEnv("build", {}) },
    });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    client = join(copy, "build", "client");
    pages = Object.fromEntries(
      Object.entries(pageFiles(join(copy, "build"))).map(([path, file]) => [
        path,
        readFileSync(join(client, file), "utf8"),
      ]),
    );
  });

  test("shows the new phone on every page, and in the structured data", () => {
    for (const [path, html] of Object.entries(pages)) {
      expect(html.includes(`href="tel:${newE164}"`), `${path} links the new number`).toBe(true);
      expect(html.includes(company.phoneE164), `${path} still has the old number`).toBe(false);
    }
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(pages["/"]!)?.[1] ?? "";
    expect(jsonLd).toContain(`"telephone":"${newE164}"`);
  });

  test("shows the new descriptions, and the uploaded photo through the image pipeline", () => {
    const text = (path: string) => decodeHtml(pages[path]!);
    expect(text("/services").includes(NEW.description), "the new service description").toBe(true);
    expect(text("/services").includes(services[0]!.description), "the old service description").toBe(false);
    expect(text("/portfolio").includes(NEW.project), "the new project description").toBe(true);
    expect(text("/portfolio").includes(projects[1]!.description), "the old project description").toBe(false);
    // Its AVIF, WebP and JPEG files, content-hashed in /assets/, as the pipeline names them.
    const files = pages["/portfolio"]!.match(/\/assets\/new-deck-\d+-[\w-]+\.(avif|webp|jpg)/g) ?? [];
    expect(new Set(files.map((f) => f.split(".").pop()))).toEqual(new Set(["avif", "webp", "jpg"]));
  });

  test("has the legal notice the owner filled in, as a page of its own", () => {
    expect(decodeHtml(pages["/legal-notice"] ?? "")).toContain("Managing director: Anna Berger");
  });

  test("contains no file of the editor", () => {
    // (Only a site whose content is in a GitHub repository, CONTENT_REPO, has the editor at /admin/.)
    const files = readdirSync(client, { recursive: true, encoding: "utf8" });
    expect(files.filter((f) => /admin|editor|sveltia|decap/i.test(f))).toEqual([]);
    for (const file of files.filter((f) => /\.(js|html|css|json|txt|xml)$/.test(f))) {
      const text = readFileSync(join(client, file), "utf8");
      expect(text, file).not.toMatch(/sveltia|\/admin\/api|this-computer\/site/i);
      expect(text.includes(token), `${file} has the editor's token`).toBe(false);
    }
  });
});
