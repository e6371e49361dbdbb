/**
 * The owner edits the site without code: `npm run edit` in Chromium, the data files it writes, and
 * a build that shows the change on every page. Runs in a copy of the project of its own (sharing
 * node_modules): the editor writes its data files and photos, and the build is of those edits. What
 * the editor's server refuses to serve: tests/site/dev-servers.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { dataFiles, projectFile } from "~/content/schema";
import { siteContent } from "~/content/site";
import { COPIES } from "#shared/copy/all.ts";
import { pageFiles } from "#shared/site-manifest.mjs";
import { escapeRegex } from "../../tooling/nginx-locations";
import { DESKTOP, expect, test } from "../support/fixtures";
import { buildEnv, copyProject, decodeHtml } from "../support/site";
import { starterData, writeStarterContent } from "../support/starter";

/** The editor's labels of the fields these tests fill: their schema's titles (`.meta()`). */
function title(schema: { meta(): { title?: string } | undefined }) {
  const words = schema.meta()?.title;
  if (!words) throw new Error("a field these tests fill has no title in the schema");
  return words;
}
const companyFields = dataFiles.company.shape;
const legalNotice = companyFields.legalNotice.unwrap().shape;
const words = {
  phone: title(companyFields.phone),
  legalForm: title(legalNotice.legalForm),
  representative: title(legalNotice.representative),
  kept: title(dataFiles.pages.shape.privacy.shape.kept),
  backupDays: title(dataFiles.pages.shape.privacy.shape.backupDays),
  placeholder: title(dataFiles.pages.shape.privacy.shape.placeholder),
  priceGuide: title(dataFiles.services.shape.services.element.shape.priceGuide),
  order: title(projectFile.shape.order),
  alt: title(projectFile.shape.photos.element.shape.alt),
  ctaLinkLabel: title(dataFiles.pages.shape.servicesPage.shape.cta.shape.linkLabel),
};
/** A label that starts with these words (Decap adds "(optional)" after some). */
const startsWith = (text: string) => new RegExp(`^${escapeRegex(text)}`);

/**
 * The content the editor's copy starts from: the starter's (tests/support/starter.ts), whatever the
 * owner's, since the tests name its projects, its phone and its legal notice's words. The words the
 * editor shows fixed are the kit's in the starter's language.
 */
const kitWords = COPIES[starterData().company.languages[0]!];
const { company, projects, services } = siteContent(starterData(), kitWords);

// One story, in order: the edits, then a build of them. Each test opens and saves forms through
// Decap's whole editor (a bundle of megabytes, parsed at each form's load): seconds a form, more
// than Playwright's default 30 s for a test on a busy machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let copy: string;
let editor: ChildProcess;
let origin: string;
let page: Page;

const dataFile = (name: string) =>
  JSON.parse(readFileSync(join(copy, "app", "content", `${name}.json`), "utf8"));

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
      const url = /open (http:\/\/127\.0\.0\.1:\d+)\/editor\//.exec(output)?.[1];
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

/** Opens one data file's form in the editor ("projects/<slug>": a project's own file). */
async function openForm(name: string) {
  const [collection, entry] = name.startsWith("projects/") ? name.split("/") : ["site", name];
  await page.goto("about:blank");
  await page.goto(`${origin}/editor/#/collections/${collection}/entries/${entry}`);
  await page.getByRole("button", { name: "Published" }).waitFor();
}

/** Saves the form ("Publish now": the local backend writes the file). */
async function save() {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
}

/**
 * The size of each photo's thumbnail in the open form (or in `within`), in order, once loaded: a
 * photo shows its own, Decap's empty placeholder 300x150, a photo that failed to load 0x0.
 */
const thumbnailSizes = (within = page.locator("body"), images = "img[role=presentation]") =>
  within
    .locator(images)
    .evaluateAll((all) =>
      (all as HTMLImageElement[]).map((image) => `${image.naturalWidth}x${image.naturalHeight}`),
    );

/** The file input of Decap's media library (a project's form has its own, "Add several photos"). */
const mediaLibraryInput = () => page.locator("input[type=file]:not([multiple])");

const NEW = {
  display: company.phone === "(555) 555-0199" ? "(555) 555-0188" : "(555) 555-0199",
  description: "Kitchens, baths and additions planned with you and built by our own crew.",
  project: "A two-storey family home with a timber deck, built and finished in eleven months.",
  photo: "new-deck.jpg",
};
const newE164 = `+1${NEW.display.replace(/\D/g, "")}`;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  copy = copyProject("site-editor-");
  writeStarterContent(join(copy, "app", "content"));
  origin = await startEditor(copy);
  // A context of its own: the editor is not the site, and the site fixture's console rules are the site's.
  page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  // Leaving a form with a refused change: the editor asks whether to drop it; the test does.
  page.on("dialog", (dialog) => void dialog.accept());
});

test.afterAll(async () => {
  await page?.context().close();
  stopEditor();
  rmSync(copy, { recursive: true, force: true });
});

test.describe("npm run edit", () => {
  test("listens on 127.0.0.1 only, shows the fixed values read-only and the buttons' words to edit", async () => {
    expect(new URL(origin).hostname).toBe("127.0.0.1");
    await openForm("pages");
    const fixed = page.locator("[aria-readonly=true]");
    await expect.poll(() => fixed.allInnerTexts()).toContain(kitWords.home.processTitle);
    const values = () =>
      page.getByRole("textbox").evaluateAll((boxes) => boxes.map((b) => (b as HTMLTextAreaElement).value));
    expect(await values()).not.toContain(kitWords.home.processTitle);
    // A button that may promise something ("Get a Free Quote") is the owner's to change: a box to
    // type in on every page's call to action, whether or not the owner has written its words yet.
    const buttonWords = page.getByLabel(startsWith(words.ctaLinkLabel));
    await expect(buttonWords.first()).toBeEditable();
    expect(await buttonWords.count()).toBeGreaterThanOrEqual(3);
  });

  test("edits the services as a list: their titles are the owner's, and a new one is added with its page's fields", async () => {
    await openForm("services");
    const titles = page.getByLabel("Title", { exact: true });
    await expect(titles.first()).toHaveValue(services[0]!.title);
    await page.getByRole("button", { name: "Add service" }).click();
    await page.getByLabel("Slug", { exact: true }).last().fill("deck-building");
    await titles.last().fill("Deck Building");
    await page.getByLabel("Category", { exact: true }).last().fill("Outdoor");
    await page
      .getByLabel("Description", { exact: true })
      .last()
      .fill("Cedar and composite decks, built to last.");
    await page.getByLabel(startsWith(words.priceGuide)).last().fill("Most decks: $8,000 to $20,000");
    await save();
    await expect
      .poll(() => dataFile("services").services.at(-1), { timeout: 15_000 })
      .toMatchObject({
        slug: "deck-building",
        title: "Deck Building",
        priceGuide: "Most decks: $8,000 to $20,000",
      });
    expect(dataFile("services").services).toHaveLength(services.length + 1);
  });

  test("keeps each project in its own file: lists them, adds one as a new file named from its title, and deletes it", async () => {
    await page.goto("about:blank");
    await page.goto(`${origin}/editor/#/collections/projects`);
    for (const project of projects) await expect(page.getByText(project.title)).toBeVisible();

    await page.getByRole("link", { name: "Create entry of type project" }).click();
    await page.getByLabel(startsWith(words.order)).fill("5");
    await page.getByLabel("Title", { exact: true }).fill("Cedar Deck");
    await page.getByLabel("Service", { exact: true }).fill(projects[0]!.service);
    await page.getByLabel("Description", { exact: true }).fill("A cedar deck with a built-in bench.");
    await page.getByRole("button", { name: "Add photo" }).click();
    await page.getByRole("button", { name: "Choose an image" }).click();
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#a0522d" } })
      .jpeg()
      .toBuffer();
    await mediaLibraryInput().setInputFiles({
      name: "cedar-deck.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByLabel(startsWith(words.alt)).fill("The cedar deck and its bench, seen from the garden");
    await save();
    await expect
      .poll(
        () =>
          existsSync(join(copy, "app/content/projects/cedar-deck.json"))
            ? dataFile("projects/cedar-deck")
            : {},
        {
          timeout: 15_000,
        },
      )
      .toMatchObject({
        order: 5,
        title: "Cedar Deck",
        photos: [{ image: "cedar-deck.jpg", alt: "The cedar deck and its bench, seen from the garden" }],
      });
    expect(dataFile("projects/cedar-deck")).not.toHaveProperty("slug");

    await openForm("projects/cedar-deck");
    await page.getByRole("button", { name: "Delete entry" }).click();
    await expect
      .poll(() => readdirSync(join(copy, "app", "content", "projects")), { timeout: 15_000 })
      .toEqual(projects.map((p) => `${p.slug}.json`).sort());
  });

  test("adds several photos to a project at once: each uploaded, one item per file in the order picked, a refused file named", async () => {
    // Three uploads, two saves.
    const slug = projects[2]!.slug;
    const before = dataFile(`projects/${slug}`).photos as { image: string; alt: string }[];
    await openForm(`projects/${slug}`);
    const jpeg = (background: string) =>
      sharp({ create: { width: 1200, height: 900, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const picked = [
      { name: "Porch Front.JPG", mimeType: "image/jpeg", buffer: await jpeg("#704214") },
      {
        name: "notes.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("Not a photo, whatever its name says"),
      },
      { name: "porch-steps.jpg", mimeType: "image/jpeg", buffer: await jpeg("#a0522d") },
      { name: "porch-rail.jpg", mimeType: "image/jpeg", buffer: await jpeg("#deb887") },
    ];
    await page.getByLabel("Add several photos").setInputFiles(picked);
    const report = page.getByRole("status").filter({ hasText: "Added" });
    await expect(report).toContainText("Added 3 photos at the end of the list", { timeout: 15_000 });
    await expect(report).toContainText(
      "Not added: notes.jpg (a photo must be a JPEG, PNG, WebP or AVIF file).",
    );
    const descriptions = page.getByLabel(startsWith(words.alt));
    await expect(descriptions).toHaveCount(before.length + 3);
    for (const box of (await descriptions.all()).slice(before.length)) await expect(box).toHaveValue("");
    // Each new photo's thumbnail shows the photo, not an empty picture that reads as a failed upload.
    await expect
      .poll(async () => (await thumbnailSizes()).slice(before.length), { timeout: 15_000 })
      .toEqual(["1200x900", "1200x900", "1200x900"]);

    // Each description is still required: the save is refused, naming the field, and nothing is written.
    const file = readFileSync(join(copy, "app/content/projects", `${slug}.json`), "utf8");
    await save();
    await expect(page.getByText(`${words.alt} is required.`).first()).toBeVisible();
    expect(readFileSync(join(copy, "app/content/projects", `${slug}.json`), "utf8")).toBe(file);

    const added = [
      { image: "porch-front.jpg", alt: "The porch from the street, with its new front steps" },
      { image: "porch-steps.jpg", alt: "The oak steps up to the porch" },
      { image: "porch-rail.jpg", alt: "The painted rail along the porch" },
    ];
    for (const [index, { alt }] of added.entries()) await descriptions.nth(before.length + index).fill(alt);
    await save();
    await expect
      .poll(() => dataFile(`projects/${slug}`).photos, { timeout: 15_000 })
      .toEqual([...before, ...added]);
    const photos = join(copy, "app", "content", "photos");
    for (const [index, { image }] of added.entries())
      expect(readFileSync(join(photos, image)), image).toEqual(picked[[0, 2, 3][index]!]!.buffer);
    expect(readdirSync(photos)).not.toContain("notes.jpg");
  });

  test("shows the thumbnails of a project's photos from the photos folder after a reload, and in the media library's grid", async () => {
    const slug = projects[2]!.slug;
    const photos = dataFile(`projects/${slug}`).photos as { image: string }[];
    const local = photos.filter(({ image }) => !image.startsWith("https:"));
    expect(local.map(({ image }) => image)).toEqual(["porch-front.jpg", "porch-steps.jpg", "porch-rail.jpg"]);
    await openForm(`projects/${slug}`);
    await expect
      .poll(async () => (await thumbnailSizes()).slice(photos.length - local.length), { timeout: 15_000 })
      .toEqual(local.map(() => "1200x900"));

    // The media library's grid: every photo in the folder (all of them 1200 x 900 here), by its name.
    await page.getByRole("button", { name: "Choose different image" }).last().click();
    const library = page.getByRole("dialog");
    for (const { image } of local) await expect(library.getByText(image, { exact: true })).toBeVisible();
    await expect
      .poll(async () => new Set(await thumbnailSizes(library, "img")), { timeout: 15_000 })
      .toEqual(new Set(["1200x900"]));
    await page.keyboard.press("Escape");
  });

  test("refuses an invalid email with the schema's message, next to the field, and writes nothing", async () => {
    const before = readFileSync(join(copy, "app", "content", "company.json"), "utf8");
    await openForm("company");
    await page.getByLabel("Email", { exact: true }).fill("hello@");
    await save();
    await expect
      .poll(() => page.getByText("must be an email address, like hello@yourcompany.com").count())
      .toBe(1);
    expect(readFileSync(join(copy, "app", "content", "company.json"), "utf8")).toBe(before);
  });

  test("writes the phone, a service's and a project's description and an uploaded photo into the data files", async () => {
    // Three forms, three saves and an upload.
    await openForm("company");
    // Typed once: the number dialled (newE164) is derived from it and the company's country.
    await page.getByLabel(words.phone).fill(NEW.display);
    await save();
    await expect.poll(() => dataFile("company").phone, { timeout: 15_000 }).toBe(NEW.display);

    await openForm("services");
    await page.getByLabel("Description", { exact: true }).first().fill(NEW.description);
    await save();
    await expect
      .poll(() => dataFile("services").services[0].description, { timeout: 15_000 })
      .toBe(NEW.description);

    await openForm(`projects/${projects[1]!.slug}`);
    await page.getByLabel("Description", { exact: true }).fill(NEW.project);
    await page.getByRole("button", { name: "Choose different image" }).first().click();
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#8b5a2b" } })
      .jpeg()
      .toBuffer();
    await mediaLibraryInput().setInputFiles({ name: NEW.photo, mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Choose selected" }).click();
    await save();
    await expect
      .poll(() => dataFile(`projects/${projects[1]!.slug}`), { timeout: 15_000 })
      .toMatchObject({ description: NEW.project, photos: [{ image: NEW.photo }] });
    expect(readdirSync(join(copy, "app", "content", "photos"))).toContain(NEW.photo);
  });

  test("writes the legal notice and the privacy notice's own words into the data files", async () => {
    await openForm("company");
    await page.getByLabel(startsWith(words.legalForm)).fill("GmbH");
    await page.getByLabel(startsWith(words.representative)).fill("Managing director: Anna Berger");
    await save();
    await expect
      .poll(() => dataFile("company").legalNotice, { timeout: 15_000 })
      // (Beside whatever else the notice already said: the starter keeps the owner's own.)
      .toMatchObject({ legalForm: "GmbH", representative: "Managing director: Anna Berger" });

    await openForm("pages");
    const kept = "We delete the emails about a request a year after our last contact.";
    await page.getByLabel(startsWith(words.kept)).fill(kept);
    await page.getByLabel(startsWith(words.backupDays)).fill("14");
    await page.getByLabel(startsWith(words.placeholder)).last().uncheck();
    await save();
    await expect
      .poll(() => dataFile("pages").privacy, { timeout: 15_000 })
      .toMatchObject({ kept, backupDays: 14 });
    // Unticked, the mark is off (written false, or never there): the build lists the text no longer.
    expect(dataFile("pages").privacy.placeholder ?? false).toBe(false);
  });
});

test.describe("npm run edit, while the owner browses other pages", () => {
  test("acts on nothing another page sends, and lets it read neither the editor's page nor the leads", async () => {
    // The inbox's database where npm start keeps it by default, in this copy of the project.
    mkdirSync(join(copy, "data"), { recursive: true });
    writeFileSync(join(copy, "data", "leads.sqlite"), "SQLite format 3\0 Ada Lovelace ada@example.com");
    const before = contentFiles();

    // Another local page (a dev server on another port, say): the requests Chromium lets it send.
    const attacker = createServer((_req, res) => res.end("<!doctype html><title>Another page</title>"));
    await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
    const other = await page.context().newPage();
    try {
      await other.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
      // The company's details are public (every page shows them): the stranger sends them back whole,
      // with its own address for the quote requests, which the schema would accept.
      const company = JSON.stringify({ ...dataFile("company"), email: "leads@attacker.example" });
      const outcomes = await other.evaluate(
        async ([editor, company]) => {
          const api = `${editor}/editor/api/v1`;
          const bodies = [
            {
              action: "persistEntry",
              params: {
                dataFiles: [{ path: "app/content/company.json", raw: company }],
                assets: [],
              },
            },
            {
              action: "persistMedia",
              params: {
                asset: {
                  path: "app/content/photos/csrf.jpg",
                  content: btoa("<h1>hi</h1>"),
                  encoding: "base64",
                },
              },
            },
            { action: "deleteFiles", params: { paths: ["app/content/photos/new-deck.jpg"] } },
          ];
          const tried = (promise: Promise<unknown>) =>
            promise.then(
              () => "answered",
              () => "blocked",
            );
          return {
            // No preflight needed for these: they reach the server, which must refuse them.
            noCors: await Promise.all(
              bodies.map((body) =>
                tried(
                  fetch(api, {
                    method: "POST",
                    mode: "no-cors",
                    headers: { "Content-Type": "text/plain" },
                    body: JSON.stringify(body),
                  }),
                ),
              ),
            ),
            // Reading the editor's page (its token) or the leads needs CORS, which the editor never grants.
            editorPage: await tried(fetch(`${editor}/editor/`).then((r) => r.text())),
            leads: await tried(fetch(`${editor}/data/leads.sqlite`).then((r) => r.text())),
          };
        },
        [origin, company] as const,
      );
      expect(outcomes).toEqual({
        noCors: ["answered", "answered", "answered"],
        editorPage: "blocked",
        leads: "blocked",
      });
    } finally {
      await other.close();
      attacker.close();
    }
    expect(contentFiles()).toEqual(before);
    // Nor does the editor's server itself hand out the leads, to anyone.
    expect((await fetch(`${origin}/data/leads.sqlite`)).status).toBe(403);
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
    const files = readdirSync(client, { recursive: true, encoding: "utf8" });
    expect(files.filter((f) => /editor|decap/i.test(f))).toEqual([]);
    for (const file of files.filter((f) => /\.(js|html|css)$/.test(f))) {
      expect(readFileSync(join(client, file), "utf8"), file).not.toMatch(
        /decap|CMS_MANUAL_INIT|\/editor\/api/i,
      );
    }
  });
});
