/**
 * The owner makes the site theirs: edits the content module, builds, starts. Runs in a copy of the
 * project (sharing node_modules), so the real sources and the other tests' builds are untouched.
 */
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { company, projects } from "~/content/site";
import { expect, test } from "../support/fixtures";
import {
  PROJECT_SOURCES,
  ROOT,
  TEST_BUILD,
  buildEnv,
  copyProject,
  decodeHtml,
  fetchHtml,
  startSite,
} from "../support/site";

// In order, in one worker and one copy of the project: each group leaves the content file as it found it.
test.describe.configure({ mode: "default" });

const CONTENT = join("app", "content", "site.ts");
/** The owner's data file of the company's facts (what `npm run edit` writes). */
const COMPANY = join("app", "content", "company.json");

let copy: string;
let original: string;

test.beforeAll(() => {
  copy = copyProject("site-owner-");
  original = readFileSync(join(copy, CONTENT), "utf8");
});
test.afterAll(() => rmSync(copy, { recursive: true, force: true }));

const writeContent = (text: string) => writeFileSync(join(copy, CONTENT), text);

/** `npm run build` in the copy: exit status and everything it printed. */
function build(env: Record<string, string> = {}) {
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, ...buildEnv("build-bad", {}), ...env },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

test.describe("npm run build refuses content mistakes, naming the field", () => {
  test.afterAll(() => writeContent(original));

  // Each case appends one change to the content module, as the owner's edit would make it.
  for (const [name, edit, problem] of [
    ["an invalid email", `content.company.email = "hello@";`, "company.email: must be an email address"],
    ["a company data file that is not JSON", "", "app/content/company.json: cannot be read as JSON"],
    [
      "a phone number without enough digits",
      `content.company.phone = "555-01";`,
      "company.phone: cannot be a phone number in US (the company's country)",
    ],
    ["an empty required text", `content.company.pitch = " ";`, "company.pitch: must not be empty"],
    [
      "two services with one slug",
      `content.services[1]!.slug = content.services[0]!.slug;`,
      "services[1].slug: is used by another service",
    ],
    ["a service without a title", `content.services[2]!.title = "";`, "services[2].title: must not be empty"],
    [
      "a portfolio image that is neither an https URL nor a local photo",
      `content.projects[1]!.photos[0]!.image = "http://images.example.com/house.jpg";`,
      `projects/${projects[1]!.slug}.json: photos[0].image: must be an absolute https:// URL or the name of a photo in app/content/photos/`,
    ],
    [
      "a portfolio image naming a photo that does not exist",
      `content.projects[2]!.photos[0]!.image = "no-such-photo.jpg";`,
      `projects/${projects[2]!.slug}.json: photos[0].image: no photo named "no-such-photo.jpg" in app/content/photos/`,
    ],
    [
      "an opening time that is not HH:MM",
      `content.company.hours[0]!.closes = "25:00";`,
      'company.hours[0].closes: must be a 24-hour time written "HH:MM"',
    ],
  ] as const) {
    test(name, () => {
      const companyFile = readFileSync(join(copy, COMPANY), "utf8");
      writeContent(`${original}\n${edit}\n`);
      // An empty edit stands for a broken data file: the one the owner can break by hand.
      if (!edit) writeFileSync(join(copy, COMPANY), companyFile.replace(/\}\s*$/, ",}"));
      const { status, output } = build();
      writeFileSync(join(copy, COMPANY), companyFile);
      expect(status).not.toBe(0);
      expect(output).toContain(problem);
      expect(output).toContain("The build stopped");
    });
  }

  test("a project's photo without alt text, naming the project's file", () => {
    writeContent(original);
    const file = join(copy, "app", "content", "projects", `${projects[1]!.slug}.json`);
    const text = readFileSync(file, "utf8");
    const data = JSON.parse(text);
    data.photos.push({ image: "https://images.example.com/deck.jpg", alt: "" });
    writeFileSync(file, JSON.stringify(data));
    const { status, output } = build();
    writeFileSync(file, text);
    expect(status).not.toBe(0);
    expect(output).toContain(
      `projects/${projects[1]!.slug}.json: photos[1].alt: is missing: describe the photo "https://images.example.com/deck.jpg"`,
    );
  });

  test("a projects.json left from before projects had a file each, saying what to do", () => {
    writeContent(original);
    const stale = join(copy, "app", "content", "projects.json");
    writeFileSync(stale, JSON.stringify({ projects: [] }));
    const { status, output } = build();
    rmSync(stale);
    expect(status).not.toBe(0);
    expect(output).toContain("app/content/projects.json: projects now have a file each.");
    expect(output).toContain("then delete projects.json");
  });

  test("a SITE_URL that is not an https origin", () => {
    writeContent(original);
    const { status, output } = build({ SITE_URL: "http://www.example.com" });
    expect(status).not.toBe(0);
    expect(output).toContain("SITE_URL: must start with https://");
  });

  test("a type error", () => {
    test.setTimeout(120_000);
    writeContent(`${original}\nexport const foundedIn: number = "2008";\n`);
    const { status, output } = build();
    expect(status).not.toBe(0);
    expect(output).toMatch(/app\/content\/site\.ts\(\d+,\d+\): error TS2322/);
  });
});

/** The text files of a build's client folder (compressed copies and images are derived from them). */
function builtText(buildDir: string): string {
  const client = join(copy, buildDir, "client");
  return readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => /(\.(html|js|css|json|xml|txt|webmanifest)|_headers|_redirects)$/.test(file))
    .map((file) => readFileSync(join(client, file), "utf8"))
    .join("\n");
}

test.describe("npm start never serves a stale site", () => {
  test.beforeAll(() => {
    writeContent(original);
    // A build made after every source: the tests' default build, copied in.
    cpSync(join(ROOT, TEST_BUILD), join(copy, "build"), { recursive: true });
    const past = new Date(Date.now() - 60_000);
    for (const entry of PROJECT_SOURCES) {
      const path = join(copy, entry);
      const inside = statSync(path).isDirectory()
        ? readdirSync(path, { recursive: true, encoding: "utf8" }).map((f) => join(path, f))
        : [];
      for (const file of [path, ...inside]) utimesSync(file, past, past);
    }
  });

  test("serves an up-to-date build without rebuilding", async () => {
    const site = await startSite("build", {}, { cwd: copy });
    try {
      expect(site.log()).not.toMatch(/building/i);
      const { status, html } = await fetchHtml(site.origin, "/");
      expect(status).toBe(200);
      expect(decodeHtml(html)).toContain(company.name);
    } finally {
      await site.stop();
    }
  });

  test("refuses to serve after an edit the build rejects, and says what to fix", () => {
    test.setTimeout(150_000);
    writeContent(`${original}\ncontent.company.email = "hello@";\n`);
    const result = spawnSync("npm", ["start", "--silent"], {
      cwd: copy,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, BUILD_DIR: "build", HOST: "127.0.0.1", PORT: "0" },
    });
    const output = result.stdout + result.stderr;
    expect(result.status).not.toBe(0);
    expect(output).toContain("app/content/site.ts changed after the build");
    expect(output).toContain("company.email: must be an email address");
    expect(output).toContain("nothing is served");
    expect(output).not.toContain("Serving");
  });

  test("rebuilds after the owner changes name, phone, email and address, leaving no old value behind", async () => {
    test.setTimeout(330_000);
    // The owner's edit: four facts, in the company's data file only, wherever they are written.
    const old: Record<string, string> = {
      name: company.name,
      display: company.phone,
      email: company.email,
      ...(company.address && { street: company.address.street }),
    };
    // Whichever of two sets of new values has nothing in common with the current ones.
    // The number dialled (e164) is not in the file: it is derived from the number shown.
    const next = [
      {
        name: "Harbor & Vine Construction",
        display: "(555) 555-0177",
        e164: "+15555550177",
        email: "office@harborvine.example",
        street: "9 Mill Lane",
      },
      {
        name: "Stonegate Renovation Co.",
        display: "(555) 555-0123",
        e164: "+15555550123",
        email: "team@stonegate.example",
        street: "44 Orchard Street",
      },
    ].find((set) =>
      Object.entries(set).every(([k, v]) => !old[k] || (!old[k].includes(v) && !v.includes(old[k]))),
    )!;
    writeContent(original);
    let edited = readFileSync(join(copy, COMPANY), "utf8");
    for (const key of Object.keys(old) as (keyof typeof next)[]) {
      const literal = JSON.stringify(old[key]);
      expect(edited.split(literal), `${key} is written once in ${COMPANY}`).toHaveLength(2);
      edited = edited.replace(literal, JSON.stringify(next[key]));
    }
    writeFileSync(join(copy, COMPANY), edited);

    const site = await startSite("build", {}, { cwd: copy, timeoutMs: 300_000 });
    try {
      expect(site.log()).toMatch(/app\/content\/(company\.json|site\.ts) changed after the build/);
      // The build it replaced had no CONTACT_ENDPOINT, and the rebuild says where leads go.
      if (!process.env.CONTACT_ENDPOINT) {
        expect(site.log()).toContain("the contact form sends requests nowhere; set CONTACT_ENDPOINT");
      }
      const { html } = await fetchHtml(site.origin, "/contact");
      expect(html).toContain(`href="tel:${next.e164}"`);
      expect(html).toContain(`href="mailto:${next.email}"`);
      if (old.street) expect(html).toContain(next.street);
      expect(decodeHtml(html)).toContain(next.name);
    } finally {
      await site.stop();
    }
    const built = builtText("build");
    for (const [key, value] of Object.entries(old)) {
      expect(built.includes(value), `the build still contains the old ${key} "${value}"`).toBe(false);
    }
  });
});
