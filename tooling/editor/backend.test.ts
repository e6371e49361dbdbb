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
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type * as NodeFsPromises from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { writeStarterContent } from "../../tests/support/starter";
import { localBackend, TOKEN_HEADER } from "./backend";

/** While `on`, a file written stops after its first bytes, as on a disk that fills up. */
const diskFull = vi.hoisted(() => ({ on: false }));
vi.mock("node:fs/promises", async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFsPromises>();
  return {
    ...fs,
    writeFile: (async (...args: Parameters<typeof fs.writeFile>) => {
      if (!diskFull.on) return fs.writeFile(...args);
      await fs.writeFile(args[0], Buffer.from(args[1] as Buffer).subarray(0, 16));
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    }) as typeof fs.writeFile,
  };
});

const TOKEN = "a-token-made-at-this-start";
let root: string;
let server: Server;
let url: string;
let origin: string;
const company = () => JSON.parse(readFileSync(join(root, "app/content/company.json"), "utf8"));
/** What the editor's own page sends with each request (to the backend at `at`). */
const own = (at = origin) => ({
  Origin: at,
  "Content-Type": "application/json; charset=utf-8",
  [TOKEN_HEADER]: TOKEN,
});
const call = async (action: string, params: object, headers: Record<string, string> = own(), to = url) => {
  const res = await fetch(to, { method: "POST", headers, body: JSON.stringify({ action, params }) });
  return { status: res.status, body: await res.json() };
};
const photo = (name: string) => join(root, "app/content/photos", name);
const persist = (data: object) =>
  call("persistEntry", {
    dataFiles: [{ slug: "company", path: "app/content/company.json", raw: JSON.stringify(data) }],
    assets: [],
    options: {},
  });

/** The backend of the project at `dir`, on a free port of 127.0.0.1. */
async function listen(dir: string) {
  const handle = localBackend(dir, TOKEN);
  const listening = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  const at = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  return { server: listening, origin: at, url: `${at}/editor/api/v1` };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "editor-backend-"));
  writeStarterContent(join(root, "app/content"));
  ({ server, origin, url } = await listen(root));
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the editor's local backend", () => {
  it("writes a valid data file, leaving emptied optional fields out", async () => {
    const { status } = await persist({ ...company(), tagline: "Builders since 2008", hoursNote: "" });
    expect(status).toBe(200);
    expect(company().tagline).toBe("Builders since 2008");
    expect(company()).not.toHaveProperty("hoursNote");
  });

  it("refuses a file the schema rejects, with its message, and writes nothing", async () => {
    const before = readFileSync(join(root, "app/content/company.json"), "utf8");
    const { status, body } = await persist({ ...company(), email: "hello@" });
    expect(status).toBe(422);
    expect(body.error).toContain("company.email: must be an email address");
    expect(readFileSync(join(root, "app/content/company.json"), "utf8")).toBe(before);
  });

  it("reads and writes nothing but the data files and the photos", async () => {
    expect((await call("getEntry", { path: "package.json" })).status).toBe(422);
    expect((await call("getEntry", { path: "app/content/site.ts" })).status).toBe(422);
    const asset = (path: string) => ({ asset: { path, content: "AAAA", encoding: "base64" } });
    expect((await call("persistMedia", asset("app/content/photos/../site.ts"))).status).toBe(422);
    expect((await call("persistMedia", asset("app/content/photos/run.sh"))).status).toBe(422);
    expect((await call("persistMedia", {})).status).toBe(422);
    expect((await call("persistMedia", { asset: { path: "app/content/photos/a.jpg" } })).status).toBe(422);
    expect((await call("deleteFile", { path: "app/content/company.json" })).status).toBe(422);
  });
});

describe("the editor's local backend: the projects' folder, a file per project", () => {
  const FOLDER = "app/content/projects";
  const projectPath = (slug: string) => `${FOLDER}/${slug}.json`;
  const read = (slug: string) => JSON.parse(readFileSync(join(root, projectPath(slug)), "utf8"));
  const persistProject = (path: string, data: object) =>
    call("persistEntry", {
      dataFiles: [{ slug: "deck-and-porch", path, raw: JSON.stringify(data) }],
      assets: [],
      options: { newEntry: true },
    });
  const deck = () => ({
    ...read("modern-family-home"),
    order: 5,
    title: "Deck and porch",
    placeholder: false,
    story: { brief: "A deck", work: "We built it", result: "", extra: undefined },
  });

  it("lists the project files, each with its text", async () => {
    const { status, body } = await call("entriesByFolder", { folder: FOLDER, extension: "json", depth: 1 });
    expect(status).toBe(200);
    expect(body.map((e: { file: { path: string } }) => e.file.path).sort()).toEqual([
      projectPath("luxury-residential-development"),
      projectPath("modern-family-home"),
      projectPath("victorian-house-renovation"),
    ]);
    const home = body.find(
      (e: { file: { path: string } }) => e.file.path === projectPath("modern-family-home"),
    );
    expect(JSON.parse(home.data)).toEqual(read("modern-family-home"));
  });

  it("lists no other folder", async () => {
    expect((await call("entriesByFolder", { folder: "app/content", extension: "json" })).status).toBe(422);
    expect((await call("entriesByFolder", { folder: `${FOLDER}/..`, extension: "json" })).status).toBe(422);
  });

  it("creates a project's file, checked by the schema, and reads it back", async () => {
    const data = { ...deck(), story: { brief: "A deck", work: "We built it", result: "Done" } };
    expect((await persistProject(projectPath("deck-and-porch"), data)).status).toBe(200);
    expect(read("deck-and-porch")).toMatchObject({ order: 5, title: "Deck and porch" });
    expect(read("deck-and-porch")).not.toHaveProperty("slug");
    const { body } = await call("getEntry", { path: projectPath("deck-and-porch") });
    expect(JSON.parse(body.data).title).toBe("Deck and porch");
  });

  it("refuses a project the schema rejects, naming the file and the field, and writes nothing", async () => {
    const data = { ...deck(), photos: [{ image: "deck.jpg", alt: "" }] };
    const { status, body } = await persistProject(projectPath("bad-deck"), data);
    expect(status).toBe(422);
    expect(body.error).toContain(
      'projects/bad-deck.json: photos[0].alt: is missing: describe the photo "deck.jpg"',
    );
    expect(existsSync(join(root, projectPath("bad-deck")))).toBe(false);
  });

  it.each([
    ["a name that is not a slug", `${FOLDER}/Deck Porch.json`],
    ["a path out of the folder", `${FOLDER}/../company.json.json`],
    ["a file in a folder below", `${FOLDER}/sub/deck.json`],
    ["a file that is not JSON", `${FOLDER}/deck.js`],
  ])("refuses %s", async (_case, path) => {
    expect((await persistProject(path, deck())).status).toBe(422);
    expect((await call("getEntry", { path })).status).toBe(422);
    expect((await call("deleteFile", { path })).status).toBe(422);
  });

  it("deletes a project's file, and only the one named", async () => {
    writeFileSync(join(root, projectPath("old-shed")), JSON.stringify(deck()));
    expect((await call("deleteFiles", { paths: [projectPath("old-shed")] })).status).toBe(200);
    expect(existsSync(join(root, projectPath("old-shed")))).toBe(false);
    expect(existsSync(join(root, projectPath("modern-family-home")))).toBe(true);
  });

  it("refuses to delete a project for a stranger", async () => {
    const stranger = { Origin: "https://evil.example", "Content-Type": "text/plain" };
    const paths = [projectPath("modern-family-home")];
    expect((await call("deleteFiles", { paths }, stranger)).status).toBe(403);
    expect(existsSync(join(root, paths[0]!))).toBe(true);
  });
});

describe("the backend acts only on requests from the editor's own page", () => {
  // node:http, not fetch, which would not send a Host of our choosing.
  const rewrite = (headers: Record<string, string>) =>
    rawPost(
      headers,
      JSON.stringify({
        action: "persistEntry",
        params: {
          dataFiles: [
            {
              path: "app/content/company.json",
              raw: JSON.stringify({ ...company(), email: "leads@attacker.example" }),
            },
          ],
          assets: [],
        },
      }),
    );
  const without = (name: string) => Object.fromEntries(Object.entries(own()).filter(([key]) => key !== name));

  it.each([
    // What any page can send without a preflight: fetch(..., { mode: "no-cors" }), a plain form.
    [
      "a page on another site, as text/plain",
      () => ({ Origin: "https://evil.example", "Content-Type": "text/plain" }),
    ],
    [
      "another local page, guessing the token",
      () => ({ ...own(), Origin: "http://localhost:3000", [TOKEN_HEADER]: "guess" }),
    ],
    ["the editor's origin without the token", () => without(TOKEN_HEADER)],
    ["the editor's origin and token, as text/plain", () => ({ ...own(), "Content-Type": "text/plain" })],
    [
      "the editor's origin and token, cross-site by the browser's word",
      () => ({ ...own(), "Sec-Fetch-Site": "cross-site" }),
    ],
    ["a program with the token and no Origin", () => without("Origin")],
    ["a DNS-rebound host name", () => ({ ...own(), Host: "rebound.attacker.example" })],
  ] as const)("refuses %s: 403, nothing written", async (_case, headers) => {
    const before = readFileSync(join(root, "app/content/company.json"), "utf8");
    expect(await rewrite(headers())).toBe(403);
    expect(readFileSync(join(root, "app/content/company.json"), "utf8")).toBe(before);
  });

  it("acts on the editor's own request", async () => {
    expect(await rewrite(own())).toBe(200);
    expect(company().email).toBe("leads@attacker.example");
  });

  it("refuses to delete or upload photos for a stranger", async () => {
    mkdirSync(join(root, "app/content/photos"), { recursive: true });
    writeFileSync(
      photo("kept.jpg"),
      await sharp({ create: { width: 4, height: 3, channels: 3, background: "#888" } })
        .jpeg()
        .toBuffer(),
    );
    const stranger = { Origin: "https://evil.example", "Content-Type": "text/plain" };
    expect((await call("deleteFiles", { paths: ["app/content/photos/kept.jpg"] }, stranger)).status).toBe(
      403,
    );
    expect(existsSync(photo("kept.jpg"))).toBe(true);
    const upload = {
      asset: { path: "app/content/photos/csrf.jpg", content: btoa("<h1>hi</h1>"), encoding: "base64" },
    };
    expect((await call("persistMedia", upload, stranger)).status).toBe(403);
    expect(existsSync(photo("csrf.jpg"))).toBe(false);
  });

  it("answers 400 to an action it does not have, own properties only", async () => {
    for (const action of ["constructor", "toString", "__proto__", "nope"]) {
      expect((await call(action, {})).status).toBe(400);
    }
  });

  it("writes an uploaded photo only when its bytes are an image", async () => {
    const html = {
      path: "app/content/photos/page.jpg",
      content: btoa("<!doctype html><script>x()</script>"),
      encoding: "base64",
    };
    const refused = await call("persistMedia", { asset: html });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toContain("a photo must be a JPEG, PNG, WebP or AVIF file");
    expect(existsSync(photo("page.jpg"))).toBe(false);

    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#c60" } })
      .png()
      .toBuffer();
    const stored = await call("persistMedia", {
      asset: { path: "app/content/photos/real.png", content: png.toString("base64"), encoding: "base64" },
    });
    expect(stored.status).toBe(200);
    expect(readFileSync(photo("real.png"))).toEqual(png);
  });

  it("writes one of several photos under a free name, never over a photo already there", async () => {
    const jpeg = (background: string) =>
      sharp({ create: { width: 4, height: 3, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const upload = async (bytes: Buffer) =>
      call("persistMedia", {
        asset: { path: "app/content/photos/twin.jpg", content: bytes.toString("base64"), encoding: "base64" },
        unique: true,
      });
    const [first, second] = [await jpeg("#123"), await jpeg("#456")];
    expect((await upload(first)).body).toMatchObject({
      name: "twin.jpg",
      path: "app/content/photos/twin.jpg",
    });
    expect((await upload(second)).body).toMatchObject({
      name: "twin-2.jpg",
      path: "app/content/photos/twin-2.jpg",
    });
    expect(readFileSync(photo("twin.jpg"))).toEqual(first);
    expect(readFileSync(photo("twin-2.jpg"))).toEqual(second);
  });

  it("refuses a photo larger than 25 MB, saying so, and writes nothing", async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#c60" } })
      .png()
      .toBuffer();
    // A PNG's bytes, then padding past the limit (still under the request's own limit).
    const big = Buffer.concat([png, Buffer.alloc(25 * 1024 * 1024 + 1 - png.length)]);
    const refused = await call("persistMedia", {
      asset: { path: "app/content/photos/huge.png", content: big.toString("base64"), encoding: "base64" },
      unique: true,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe("a photo may be at most 25 MB: app/content/photos/huge.png");
    expect(existsSync(photo("huge.png"))).toBe(false);
  });
});

/** A POST to the backend with exactly these headers; resolves with the status. */
function rawPost(headers: Record<string, string>, body: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request(url, { method: "POST", headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("the editor's local backend on a full disk", () => {
  it("a photo not saved: the owner told so in words, nothing half-written left", async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#c60" } })
      .png()
      .toBuffer();
    const folder = join(root, "app/content/photos");
    const before = readdirSync(folder);
    diskFull.on = true;
    try {
      const failed = await call("persistMedia", {
        asset: { path: "app/content/photos/deck.png", content: png.toString("base64"), encoding: "base64" },
        unique: true,
      });
      expect(failed.status).toBe(500);
      expect(failed.body.error).toBe(
        "deck.png was not saved: the disk is full; free some space on it, then save again",
      );
    } finally {
      diskFull.on = false;
    }
    expect(readdirSync(folder)).toEqual(before);
  });
});

describe("the editor's local backend: each other of company.languages, in app/content/<language>/", () => {
  /** The starter in English and Spanish: its languages ["en", "es"], the bilingual owner's Spanish files. */
  const BILINGUAL = join(import.meta.dirname, "..", "..", "tests", "support", "owners", "bilingual");
  let site: string;
  let backend: Awaited<ReturnType<typeof listen>>;
  const callSite = (action: string, params: object) => call(action, params, own(backend.origin), backend.url);
  const text = (path: string) => readFileSync(join(site, path), "utf8");
  const persistAt = (path: string, data: object) =>
    callSite("persistEntry", {
      dataFiles: [{ slug: "x", path, raw: JSON.stringify(data) }],
      assets: [],
      options: {},
    });

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), "editor-backend-es-"));
    const content = join(site, "app/content");
    writeStarterContent(content);
    const english = JSON.parse(readFileSync(join(content, "company.json"), "utf8"));
    writeFileSync(join(content, "company.json"), JSON.stringify({ ...english, languages: ["en", "es"] }));
    cpSync(join(BILINGUAL, "es"), join(content, "es"), { recursive: true });
    backend = await listen(site);
  });
  afterAll(() => {
    backend.server.close();
    rmSync(site, { recursive: true, force: true });
  });

  it("reads and writes the Spanish data files, the company's texts alone", async () => {
    const read = await callSite("getEntry", { path: "app/content/es/pages.json" });
    expect(read.status).toBe(200);
    expect(read.body.data).toBe(text("app/content/es/pages.json"));
    const pages = JSON.parse(read.body.data);
    pages.home.title = "Construimos bien, a la primera";
    expect((await persistAt("app/content/es/pages.json", pages)).status).toBe(200);
    expect(JSON.parse(text("app/content/es/pages.json")).home.title).toBe("Construimos bien, a la primera");
    expect(JSON.parse(text("app/content/pages.json")).home.title).not.toBe("Construimos bien, a la primera");

    const texts = JSON.parse(text("app/content/es/company.json"));
    expect(
      (await persistAt("app/content/es/company.json", { ...texts, tagline: "Contratista" })).status,
    ).toBe(200);
    expect(JSON.parse(text("app/content/es/company.json")).tagline).toBe("Contratista");
  });

  it("refuses a fact or a text the schema rejects in the Spanish files, naming the file, and writes nothing", async () => {
    const before = text("app/content/es/company.json");
    const fact = await persistAt("app/content/es/company.json", {
      ...JSON.parse(before),
      phone: "(555) 555-0100",
    });
    expect(fact.status).toBe(422);
    expect(fact.body.error).toBe('company: Unrecognized key: "phone" (in app/content/es/company.json)');
    expect(text("app/content/es/company.json")).toBe(before);
    const pages = JSON.parse(text("app/content/es/pages.json"));
    delete pages.home.title;
    const missing = await persistAt("app/content/es/pages.json", pages);
    expect(missing.status).toBe(422);
    expect(missing.body.error).toBe("home.title: is missing (in app/content/es/pages.json)");
  });

  it("lists and writes the Spanish projects, at the English projects' names only", async () => {
    const listed = await callSite("entriesByFolder", {
      folder: "app/content/es/projects",
      extension: "json",
    });
    expect(listed.status).toBe(200);
    expect(listed.body.map((e: { file: { path: string } }) => e.file.path).sort()).toEqual([
      "app/content/es/projects/luxury-residential-development.json",
      "app/content/es/projects/modern-family-home.json",
      "app/content/es/projects/victorian-house-renovation.json",
    ]);
    const path = "app/content/es/projects/modern-family-home.json";
    const project = JSON.parse(text(path));
    expect((await persistAt(path, { ...project, title: "Casa familiar moderna" })).status).toBe(200);
    expect(JSON.parse((await callSite("getEntry", { path })).body.data).title).toBe("Casa familiar moderna");

    const stray = await persistAt("app/content/es/projects/casa-nueva.json", project);
    expect(stray.status).toBe(422);
    expect(stray.body.error).toMatch(
      /^app\/content\/es\/projects\/casa-nueva\.json: app\/content\/projects\/ has no project of that name: in Español \(es\), .*modern-family-home\.json/,
    );
    expect(existsSync(join(site, "app/content/es/projects/casa-nueva.json"))).toBe(false);
  });

  it("refuses the files of a language the site does not have", async () => {
    mkdirSync(join(site, "app/content/de"), { recursive: true });
    writeFileSync(join(site, "app/content/de/pages.json"), text("app/content/pages.json"));
    const pages = JSON.parse(text("app/content/pages.json"));
    expect((await callSite("getEntry", { path: "app/content/de/pages.json" })).status).toBe(422);
    expect((await persistAt("app/content/de/pages.json", pages)).status).toBe(422);
    expect((await callSite("entriesByFolder", { folder: "app/content/de/projects" })).status).toBe(422);
    // Nor Spanish ones in the English-only starter.
    expect((await call("getEntry", { path: "app/content/es/pages.json" })).status).toBe(422);
    expect((await call("entriesByFolder", { folder: "app/content/es/projects" })).status).toBe(422);
  });

  it.each([
    "app/content/es/../company.json",
    "app/content/es/../../package.json",
    "app/content/es/projects/../pages.json",
    "app/content/es/projects/../../projects/modern-family-home.json",
    "app/content/./es/pages.json",
    "app/content/es/projects/sub/modern-family-home.json",
    "app/content/es/site.ts",
  ])("refuses %s: read, written or deleted", async (path) => {
    expect((await callSite("getEntry", { path })).status).toBe(422);
    expect((await persistAt(path, JSON.parse(text("app/content/es/pages.json")))).status).toBe(422);
    expect((await callSite("deleteFile", { path })).status).toBe(422);
  });

  it("deletes a Spanish project, never a data file; the photos stay every language's", async () => {
    expect((await callSite("deleteFile", { path: "app/content/es/pages.json" })).status).toBe(422);
    expect(existsSync(join(site, "app/content/es/pages.json"))).toBe(true);
    const project = "app/content/es/projects/victorian-house-renovation.json";
    expect((await callSite("deleteFiles", { paths: [project] })).status).toBe(200);
    expect(existsSync(join(site, project))).toBe(false);
    const asset = { path: "app/content/es/photos/deck.jpg", content: "AAAA", encoding: "base64" };
    expect((await callSite("persistMedia", { asset })).status).toBe(422);
  });
});
