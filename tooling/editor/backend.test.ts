/**
 * What `npm run edit` takes from a request and from a save (./backend.ts), in temporary copies of
 * the starter content: the guard of its API, the files the editor may read, the checks a save
 * passes before anything is committed, and how a save is written into the folder. The same over
 * real HTTP and git is ./local-repository.test.ts's.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import type * as NodeFsPromises from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { heic } from "../../tests/support/heic";
import { filesUnder } from "../../tests/support/files";
import { writeStarterContent } from "../../tests/support/starter";
import { changeRefusal, editableFiles, editorRequestProblem, writeChanges } from "./backend";
import type { FileChanges } from "./github-api";

/**
 * While `diskFull.on`, a file written stops after its first bytes, as on a disk that fills up; while
 * `written` is an array, each file written is added to it (its path), in order.
 */
const disk = vi.hoisted(() => ({
  full: false,
  /** Files written before the disk is full (with `full`): the next one fails. */
  room: 0,
  written: undefined as string[] | undefined,
}));
vi.mock("node:fs/promises", async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFsPromises>();
  return {
    ...fs,
    writeFile: (async (...args: Parameters<typeof fs.writeFile>) => {
      disk.written?.push(String(args[0]));
      if (!disk.full) return fs.writeFile(...args);
      if (disk.room > 0) {
        disk.room -= 1;
        return fs.writeFile(...args);
      }
      await fs.writeFile(args[0], Buffer.from(args[1] as Buffer).subarray(0, 16));
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    }) as typeof fs.writeFile,
  };
});

const TOKEN = "a-token-made-at-this-start";
const COMPANY = "app/content/company.json";
const PROJECTS = "app/content/projects";
const PHOTOS = "app/content/photos";
/** The starter's projects, by slug. */
const STARTER_PROJECTS = [
  "luxury-residential-development",
  "modern-family-home",
  "victorian-house-renovation",
];
/** The starter in English and Spanish: the bilingual owner's Spanish files. */
const BILINGUAL = join(import.meta.dirname, "..", "..", "tests", "support", "owners", "bilingual");

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A temporary project with the starter content; `languages`: its company.languages. */
function starterProject(languages?: string[]) {
  const root = mkdtempSync(join(tmpdir(), "editor-backend-"));
  made.push(root);
  const content = join(root, "app/content");
  writeStarterContent(content);
  if (languages) {
    const company = JSON.parse(readFileSync(join(content, "company.json"), "utf8"));
    writeFileSync(join(content, "company.json"), JSON.stringify({ ...company, languages }, null, 2));
    cpSync(join(BILINGUAL, "es"), join(content, "es"), { recursive: true });
  }
  return root;
}

const snapshot = filesUnder;

const text = (root: string, path: string) => readFileSync(join(root, path), "utf8");
const json = (root: string, path: string) => JSON.parse(text(root, path));
const bytesOf = (data: unknown) => Buffer.from(`${JSON.stringify(data, null, 2)}\n`);
/** A save of these files (data as JSON, or bytes) and these deletions. */
const save = (files: Record<string, unknown>, deletions: string[] = []): FileChanges => ({
  additions: Object.entries(files).map(([path, data]) => ({
    path,
    bytes: Buffer.isBuffer(data) ? data : bytesOf(data),
  })),
  deletions,
});

const png = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: "#c60" } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: "#123" } })
    .jpeg()
    .toBuffer();

describe("the guard: only requests from the editor's own page", () => {
  const PORT = 5180;
  const OWN_ORIGIN = `http://127.0.0.1:${PORT}`;
  /** A request as it reaches the editor's server on 127.0.0.1:5180. */
  const request = (method: string, headers: Record<string, string | undefined>, address = "127.0.0.1") =>
    ({
      method,
      headers: Object.fromEntries(
        Object.entries(headers)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key.toLowerCase(), value]),
      ),
      socket: { localAddress: address, localPort: PORT },
    }) as unknown as IncomingMessage;
  /** What the editor's page sends with a save. */
  const own = {
    Host: `127.0.0.1:${PORT}`,
    Origin: OWN_ORIGIN,
    "Content-Type": "application/json",
    Authorization: `token ${TOKEN}`,
    "Sec-Fetch-Site": "same-origin",
  };
  const problem = (method: string, headers: Record<string, string | undefined>) =>
    editorRequestProblem(request(method, headers), TOKEN);

  it("takes the editor's own save and read, as Sveltia sends them", () => {
    expect(problem("POST", own)).toBe("");
    expect(problem("POST", { ...own, "Content-Type": "application/json; charset=utf-8" })).toBe("");
    expect(problem("POST", { ...own, "Sec-Fetch-Site": undefined })).toBe("");
    expect(problem("POST", { ...own, Authorization: `Bearer ${TOKEN}` })).toBe("");
    // A browser sends no Origin with a GET of its own origin; a program sends no Sec-Fetch-Site.
    expect(problem("GET", { ...own, Origin: undefined, "Content-Type": undefined })).toBe("");
    expect(problem("GET", { ...own, Origin: undefined, "Sec-Fetch-Site": undefined })).toBe("");
    expect(problem("GET", own)).toBe("");
  });

  it("takes the editor's page at an IPv6 loopback address", () => {
    const v6 = { ...own, Host: `[::1]:${PORT}`, Origin: `http://[::1]:${PORT}` };
    expect(editorRequestProblem(request("POST", v6, "::1"), TOKEN)).toBe("");
    expect(editorRequestProblem(request("POST", own, "::1"), TOKEN)).toBe("not addressed to the editor");
  });

  it.each([
    // What any page can send without a preflight: fetch(..., { mode: "no-cors" }), a plain form.
    [
      "a page on another site, as text/plain",
      { Host: own.Host, Origin: "https://evil.example", "Content-Type": "text/plain" },
      "not sent by the editor's page",
    ],
    [
      "another local page, guessing the token",
      { ...own, Origin: "http://localhost:3000", Authorization: "token guess" },
      "not sent by the editor's page",
    ],
    [
      "the editor's server under another of its names",
      { ...own, Origin: `http://localhost:${PORT}` },
      "not sent by the editor's page",
    ],
    ["a sandboxed page (Origin: null)", { ...own, Origin: "null" }, "not sent by the editor's page"],
    [
      "a program with the token and no Origin",
      { ...own, Origin: undefined },
      "not sent by the editor's page",
    ],
    [
      "the editor's origin and token, cross-site by the browser's word",
      { ...own, "Sec-Fetch-Site": "cross-site" },
      "not sent by the editor's page",
    ],
    [
      "the editor's origin and token, same-site by the browser's word",
      { ...own, "Sec-Fetch-Site": "same-site" },
      "not sent by the editor's page",
    ],
    ["the editor's origin and token, as text/plain", { ...own, "Content-Type": "text/plain" }, "not JSON"],
    [
      "the editor's origin and token, as a form",
      { ...own, "Content-Type": "application/x-www-form-urlencoded" },
      "not JSON",
    ],
    ["the editor's origin and token, with no type", { ...own, "Content-Type": undefined }, "not JSON"],
    [
      "the editor's origin without the token",
      { ...own, Authorization: undefined },
      "without the editor's token",
    ],
    [
      "the token in the old editor's own header",
      { ...own, Authorization: undefined, "X-Editor-Token": TOKEN },
      "without the editor's token",
    ],
    [
      "a wrong token",
      { ...own, Authorization: `token ${TOKEN.slice(0, -1)}x` },
      "without the editor's token",
    ],
    ["a longer token", { ...own, Authorization: `token ${TOKEN}x` }, "without the editor's token"],
    ["the token alone, without its scheme", { ...own, Authorization: TOKEN }, "without the editor's token"],
    ["an empty token", { ...own, Authorization: "token " }, "without the editor's token"],
    [
      "a DNS-rebound host name",
      { ...own, Host: `rebound.attacker.example:${PORT}`, Origin: `http://rebound.attacker.example:${PORT}` },
      "not addressed to the editor",
    ],
    ["another port of 127.0.0.1", { ...own, Host: "127.0.0.1:5181" }, "not addressed to the editor"],
    ["no Host", { ...own, Host: undefined }, "not addressed to the editor"],
  ] as const)("refuses a save from %s", (_case, headers, why) => {
    expect(problem("POST", headers)).toBe(why);
  });

  it("refuses a read from another origin, another host or without the token", () => {
    const read = { ...own, Origin: undefined, "Content-Type": undefined };
    expect(problem("GET", { ...read, Origin: "https://evil.example" })).toBe("not sent by the editor's page");
    expect(problem("GET", { ...read, "Sec-Fetch-Site": "cross-site" })).toBe("not sent by the editor's page");
    expect(problem("GET", { ...read, Authorization: undefined })).toBe("without the editor's token");
    expect(problem("GET", { ...read, Host: "rebound.attacker.example" })).toBe("not addressed to the editor");
  });

  it("answers GET and POST only: never a preflight, never another method", () => {
    for (const method of ["OPTIONS", "PUT", "PATCH", "DELETE", "HEAD"]) {
      expect(problem(method, own), method).toBe("GET and POST only");
    }
  });
});

describe("the files the editor reads: the data files, the projects and the photos", () => {
  let root: string;
  beforeAll(async () => {
    root = starterProject();
    writeFileSync(join(root, PHOTOS, "deck.jpg"), await jpeg());
    // What else a project holds, and what else the content folders may hold: none of it is the editor's.
    writeFileSync(join(root, "package.json"), "{}");
    writeFileSync(join(root, ".env"), "SECRET=1");
    writeFileSync(join(root, "app/content/site.ts"), "export {};");
    writeFileSync(join(root, "app/content/projects.json"), "{}");
    writeFileSync(join(root, PHOTOS, "README.md"), "# Photos");
    writeFileSync(join(root, PHOTOS, "run.sh"), "#!/bin/sh");
    writeFileSync(join(root, PROJECTS, "Deck Porch.json"), "{}");
    writeFileSync(join(root, PROJECTS, "notes.txt"), "notes");
    mkdirSync(join(root, PROJECTS, "sub"));
    writeFileSync(join(root, PROJECTS, "sub/deck.json"), "{}");
    mkdirSync(join(root, PHOTOS, "sub"));
    writeFileSync(join(root, PHOTOS, "sub/deck.jpg"), await jpeg());
    // A language the site does not have.
    mkdirSync(join(root, "app/content/es"));
    writeFileSync(join(root, "app/content/es/pages.json"), "{}");
  });

  it("lists each data file, each project file and each photo, and nothing else of the project", async () => {
    expect((await editableFiles(root)).sort()).toEqual(
      [
        ...["company", "pages", "questions", "services", "testimonials"].map((n) => `app/content/${n}.json`),
        ...STARTER_PROJECTS.map((slug) => `${PROJECTS}/${slug}.json`),
        `${PHOTOS}/deck.jpg`,
      ].sort(),
    );
  });

  it("lists another language's files only while company.languages has it", async () => {
    const site = starterProject(["en", "es"]);
    const spanish = (await editableFiles(site)).filter((path) => path.startsWith("app/content/es/"));
    expect(spanish.sort()).toEqual(
      [
        ...["company", "pages", "questions", "services", "testimonials"].map(
          (n) => `app/content/es/${n}.json`,
        ),
        ...STARTER_PROJECTS.map((slug) => `app/content/es/projects/${slug}.json`),
      ].sort(),
    );
    mkdirSync(join(site, "app/content/de"));
    writeFileSync(join(site, "app/content/de/pages.json"), "{}");
    expect((await editableFiles(site)).filter((path) => path.includes("/de/"))).toEqual([]);
  });

  it("lists a folder without photos or projects as none, not an error", async () => {
    const bare = starterProject();
    rmSync(join(bare, PHOTOS), { recursive: true });
    rmSync(join(bare, PROJECTS), { recursive: true });
    expect((await editableFiles(bare)).sort()).toEqual(
      ["company", "pages", "questions", "services", "testimonials"].map((n) => `app/content/${n}.json`),
    );
  });
});

describe("the checks of a save, before anything is committed", () => {
  let root: string;
  const company = () => json(root, COMPANY);
  const project = () => ({
    ...json(root, `${PROJECTS}/modern-family-home.json`),
    order: 5,
    title: "Deck and porch",
  });
  beforeAll(() => {
    root = starterProject();
  });

  it("takes a valid data file, a valid project and a real photo", async () => {
    const changes = save({
      [COMPANY]: { ...company(), tagline: "Builders since 2008" },
      [`${PROJECTS}/deck-and-porch.json`]: project(),
      [`${PHOTOS}/deck.png`]: await png(),
      [`${PHOTOS}/porch.jpg`]: await jpeg(),
    });
    expect(changeRefusal(root, changes)).toBeUndefined();
  });

  it("refuses a data file the schema rejects, with the schema's message", () => {
    expect(changeRefusal(root, save({ [COMPANY]: { ...company(), email: "hello@" } }))).toContain(
      "company.email: must be an email address",
    );
  });

  it("refuses a data file that is not JSON", () => {
    const changes = { additions: [{ path: COMPANY, bytes: Buffer.from("{ not json") }], deletions: [] };
    expect(changeRefusal(root, changes)).toBe(`${COMPANY} is not JSON`);
  });

  it("refuses a project the schema rejects, naming the file and the field", () => {
    const changes = save({
      [`${PROJECTS}/bad-deck.json`]: { ...project(), photos: [{ image: "deck.jpg", alt: "" }] },
    });
    expect(changeRefusal(root, changes)).toContain(
      'projects/bad-deck.json: photos[0].alt: is missing: describe the photo "deck.jpg"',
    );
  });

  it("refuses a whole save when one of its files is refused", async () => {
    const changes = save({
      [COMPANY]: { ...company(), tagline: "Fine" },
      [`${PHOTOS}/page.jpg`]: Buffer.from("<!doctype html><script>x()</script>"),
    });
    expect(changeRefusal(root, changes)).toBe(
      `a photo must be a JPEG, PNG, WebP or AVIF file: ${PHOTOS}/page.jpg`,
    );
  });

  it.each([
    ["HTML", Buffer.from("<!doctype html><script>x()</script>")],
    ["a shell script", Buffer.from("#!/bin/sh\nrm -rf ~\n")],
    ["an iPhone's HEIC", heic(400, 300)],
    ["nothing", Buffer.alloc(0)],
  ])("refuses a photo whose bytes are %s, whatever its name", (_case, bytes) => {
    for (const name of ["page.jpg", "page.png", "page.webp", "page.avif"]) {
      expect(changeRefusal(root, save({ [`${PHOTOS}/${name}`]: bytes }))).toBe(
        `a photo must be a JPEG, PNG, WebP or AVIF file: ${PHOTOS}/${name}`,
      );
    }
  });

  it("refuses a photo larger than 25 MB, saying so", async () => {
    const image = await png();
    // A PNG's bytes, then padding past the limit.
    const big = Buffer.concat([image, Buffer.alloc(25 * 1024 * 1024 + 1 - image.length)]);
    expect(changeRefusal(root, save({ [`${PHOTOS}/huge.png`]: big }))).toBe(
      `a photo may be at most 25 MB: ${PHOTOS}/huge.png`,
    );
    expect(changeRefusal(root, save({ [`${PHOTOS}/huge.png`]: big.subarray(0, 25 * 1024 * 1024) }))).toBe(
      undefined,
    );
  });

  it.each([
    "package.json",
    ".env",
    "../package.json",
    "/etc/passwd",
    "app/content/../package.json",
    "app/content/site.ts",
    "app/content/projects.json",
    "app/content/settings.json",
    "app/content/photos/../site.ts",
    "app/content/photos/../company.json",
    "app/content/photos/run.sh",
    "app/content/photos/README.md",
    "app/content/photos/sub/deck.jpg",
    "app/content/photos/.hidden.jpg",
    "app/content/./company.json",
    "app/content//company.json",
    `${PROJECTS}/Deck Porch.json`,
    `${PROJECTS}/../company.json.json`,
    `${PROJECTS}/../company.json`,
    `${PROJECTS}/sub/deck.json`,
    `${PROJECTS}/deck.js`,
    `${PROJECTS}/.json`,
    "public/photos/deck.jpg",
  ])("refuses to write %s", async (path) => {
    const data = path.endsWith(".jpg") ? await jpeg() : company();
    expect(changeRefusal(root, save({ [path]: data }))).toBe(
      `not a data file, a project or a photo: ${path}`,
    );
  });

  it("deletes only photos and projects", () => {
    expect(changeRefusal(root, save({}, [`${PROJECTS}/modern-family-home.json`, `${PHOTOS}/deck.jpg`]))).toBe(
      undefined,
    );
    for (const path of [COMPANY, "app/content/pages.json", "package.json", `${PROJECTS}/../company.json`]) {
      expect(changeRefusal(root, save({}, [path])), path).toBe(
        `only photos and projects can be deleted: ${path}`,
      );
    }
  });
});

describe("a save written into the folder", () => {
  let root: string;
  beforeAll(() => {
    root = starterProject();
  });

  it("writes each file as committed, byte for byte, and leaves the others as they were", async () => {
    const before = snapshot(root);
    // Sveltia's own formatting, whatever it is: the file is the commit's bytes.
    const company = Buffer.from(JSON.stringify({ ...json(root, COMPANY), tagline: "Builders since 2008" }));
    const photo = await png();
    await writeChanges(root, {
      additions: [
        { path: COMPANY, bytes: company },
        { path: `${PHOTOS}/deck.png`, bytes: photo },
      ],
      deletions: [],
    });
    expect(readFileSync(join(root, COMPANY))).toEqual(company);
    expect(readFileSync(join(root, PHOTOS, "deck.png"))).toEqual(photo);
    const after = snapshot(root);
    expect(Object.keys(after).sort()).toEqual([...Object.keys(before), `${PHOTOS}/deck.png`].sort());
    for (const path of Object.keys(before).filter((p) => p !== COMPANY))
      expect(after[path], path).toBe(before[path]);
  });

  it("creates a project's file and deletes another's, and only the one named", async () => {
    const deck = { ...json(root, `${PROJECTS}/modern-family-home.json`), order: 5, title: "Deck and porch" };
    await writeChanges(root, save({ [`${PROJECTS}/deck-and-porch.json`]: deck }));
    expect(json(root, `${PROJECTS}/deck-and-porch.json`)).toEqual(deck);
    await writeChanges(root, save({}, [`${PROJECTS}/victorian-house-renovation.json`]));
    expect(readdirSync(join(root, PROJECTS)).sort()).toEqual([
      "deck-and-porch.json",
      "luxury-residential-development.json",
      "modern-family-home.json",
    ]);
  });

  it("makes the photos' folder and a language's folder with their first file", async () => {
    const site = starterProject();
    rmSync(join(site, PHOTOS), { recursive: true });
    const photo = await jpeg();
    const spanish = json(site, `${PROJECTS}/modern-family-home.json`);
    await writeChanges(
      site,
      save({ [`${PHOTOS}/deck.jpg`]: photo, "app/content/es/projects/modern-family-home.json": spanish }),
    );
    expect(readFileSync(join(site, PHOTOS, "deck.jpg"))).toEqual(photo);
    expect(json(site, "app/content/es/projects/modern-family-home.json")).toEqual(spanish);
  });

  it("writes the photos before the data file that names them", async () => {
    const photo = await jpeg();
    const project = {
      ...json(root, `${PROJECTS}/modern-family-home.json`),
      photos: [{ image: "kitchen.jpg", alt: "The kitchen" }],
    };
    disk.written = [];
    try {
      await writeChanges(
        root,
        save({ [`${PROJECTS}/modern-family-home.json`]: project, [`${PHOTOS}/kitchen.jpg`]: photo }),
      );
      const order = disk.written.map((file) => relative(root, file));
      expect(order).toHaveLength(2);
      expect(order[0]).toMatch(/^app\/content\/photos\/\.kitchen\.jpg\.\d+\.tmp$/);
      expect(order[1]).toMatch(/^app\/content\/projects\/\.modern-family-home\.json\.\d+\.tmp$/);
    } finally {
      disk.written = undefined;
    }
    expect(json(root, `${PROJECTS}/modern-family-home.json`)).toEqual(project);
  });

  describe("on a full disk: the owner told so in words, nothing half-written left", () => {
    const full = async (changes: FileChanges) => {
      disk.full = true;
      try {
        return await writeChanges(root, changes).then(
          () => "written",
          (error: Error) => error.message,
        );
      } finally {
        disk.full = false;
        disk.room = 0;
      }
    };

    it("a new photo: not there at all", async () => {
      const before = snapshot(root);
      expect(await full(save({ [`${PHOTOS}/porch.png`]: await png() }))).toBe(
        "porch.png was not saved: the disk is full; free some space on it, then save again",
      );
      expect(snapshot(root)).toEqual(before);
    });

    it("a save of a photo and its project, full at the second: neither written, nothing left over", async () => {
      const before = snapshot(root);
      disk.room = 1;
      const company = { ...json(root, COMPANY), tagline: "Never half of this save" };
      expect(await full(save({ [`${PHOTOS}/porch.png`]: await png(), [COMPANY]: company }))).toBe(
        "company.json was not saved: the disk is full; free some space on it, then save again",
      );
      expect(snapshot(root)).toEqual(before);
    });

    it("a data file: the one before, whole", async () => {
      const before = snapshot(root);
      const company = { ...json(root, COMPANY), tagline: "Never half of this" };
      expect(await full(save({ [COMPANY]: company }))).toBe(
        "company.json was not saved: the disk is full; free some space on it, then save again",
      );
      expect(snapshot(root)).toEqual(before);
    });
  });
});

describe("each other of company.languages, in app/content/<language>/", () => {
  let site: string;
  const es = (path: string) => `app/content/es/${path}`;
  beforeAll(() => {
    site = starterProject(["en", "es"]);
  });

  it("takes the Spanish data files, its company.json the company's texts alone", () => {
    const pages = json(site, es("pages.json"));
    pages.home.title = "Construimos bien, a la primera";
    const texts = { ...json(site, es("company.json")), tagline: "Contratista" };
    expect(
      changeRefusal(site, save({ [es("pages.json")]: pages, [es("company.json")]: texts })),
    ).toBeUndefined();
  });

  it("refuses a fact or a text the schema rejects in the Spanish files, naming the file", () => {
    const fact = { ...json(site, es("company.json")), phone: "(555) 555-0100" };
    expect(changeRefusal(site, save({ [es("company.json")]: fact }))).toBe(
      'company: Unrecognized key: "phone" (in app/content/es/company.json)',
    );
    const pages = json(site, es("pages.json"));
    delete pages.home.title;
    expect(changeRefusal(site, save({ [es("pages.json")]: pages }))).toBe(
      "home.title: is missing (in app/content/es/pages.json)",
    );
    const project = {
      ...json(site, es("projects/modern-family-home.json")),
      photos: [{ image: "deck.jpg", alt: "" }],
    };
    expect(changeRefusal(site, save({ [es("projects/modern-family-home.json")]: project }))).toContain(
      "(in app/content/es/projects/)",
    );
  });

  it("takes the Spanish projects at the English projects' names only", () => {
    const project = { ...json(site, es("projects/modern-family-home.json")), title: "Casa familiar moderna" };
    expect(changeRefusal(site, save({ [es("projects/modern-family-home.json")]: project }))).toBeUndefined();
    expect(changeRefusal(site, save({ [es("projects/casa-nueva.json")]: project }))).toMatch(
      /^app\/content\/es\/projects\/casa-nueva\.json: app\/content\/projects\/ has no project of that name: in Español \(es\), .*modern-family-home\.json/,
    );
    // A project added in both languages by one save.
    const english = json(site, `${PROJECTS}/modern-family-home.json`);
    expect(
      changeRefusal(
        site,
        save({ [`${PROJECTS}/casa-nueva.json`]: english, [es("projects/casa-nueva.json")]: project }),
      ),
    ).toBeUndefined();
  });

  it("refuses the files of a language the site does not have", () => {
    const pages = json(site, "app/content/pages.json");
    expect(changeRefusal(site, save({ "app/content/de/pages.json": pages }))).toBe(
      "not a data file, a project or a photo: app/content/de/pages.json",
    );
    // Nor Spanish ones in the English-only starter.
    const english = starterProject();
    expect(changeRefusal(english, save({ [es("pages.json")]: json(site, es("pages.json")) }))).toBe(
      `not a data file, a project or a photo: ${es("pages.json")}`,
    );
    expect(
      changeRefusal(
        english,
        save({
          [es("projects/modern-family-home.json")]: json(site, es("projects/modern-family-home.json")),
        }),
      ),
    ).toBe(`not a data file, a project or a photo: ${es("projects/modern-family-home.json")}`);
  });

  it.each([
    "app/content/es/../company.json",
    "app/content/es/../../package.json",
    "app/content/es/projects/../pages.json",
    "app/content/es/projects/../../projects/modern-family-home.json",
    "app/content/./es/pages.json",
    "app/content/es/projects/sub/modern-family-home.json",
    "app/content/es/site.ts",
    "app/content/es/photos/deck.jpg",
  ])("refuses %s: written or deleted", (path) => {
    expect(changeRefusal(site, save({ [path]: json(site, es("pages.json")) }))).toBe(
      `not a data file, a project or a photo: ${path}`,
    );
    expect(changeRefusal(site, save({}, [path]))).toBe(`only photos and projects can be deleted: ${path}`);
  });

  it("deletes a Spanish project, never a data file; the photos stay every language's", async () => {
    expect(changeRefusal(site, save({}, [es("pages.json")]))).toBe(
      `only photos and projects can be deleted: ${es("pages.json")}`,
    );
    const project = es("projects/victorian-house-renovation.json");
    expect(changeRefusal(site, save({}, [project]))).toBeUndefined();
    await writeChanges(site, save({}, [project]));
    expect(existsSync(join(site, project))).toBe(false);
    expect(existsSync(join(site, es("pages.json")))).toBe(true);
    expect(existsSync(join(site, `${PROJECTS}/victorian-house-renovation.json`))).toBe(true);
    expect(changeRefusal(site, save({ [es("photos/deck.jpg")]: await jpeg() }))).toBe(
      `not a data file, a project or a photo: ${es("photos/deck.jpg")}`,
    );
  });
});
