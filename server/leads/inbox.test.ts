// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { Writable } from "node:stream";
import type * as NodeFs from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactForm, localPath } from "~/content/site";
import sharp from "sharp";
import { INBOX_PATH, SENT_OUTSIDE_AREA_PATH, SENT_PATH } from "#shared/paths.ts";
import { isOutsideArea, PHOTOS } from "#shared/contact/fields.ts";
import { PHOTO_HINT, PHOTO_MESSAGES } from "../../tests/support/form-rules.ts";
import { DRAIN_MAX_BYTES, MAX_UPLOAD_BYTES } from "#shared/inbox/limits.mjs";
import { inboxCopy } from "../../tests/support/site-words.ts";
import { ownerWords } from "#shared/copy/owner.ts";
import { noisyPhoto } from "../../tests/support/photos";
import { createInbox } from "./inbox.mjs";
import { escapeHtml } from "#shared/inbox/answers.mjs";
import { UNIT_KIT, UNIT_LANGUAGES } from "../../tests/support/inbox-kit";
import { readInboxSettings } from "./inbox-settings.mjs";
import { openLeadStore, type LeadStore } from "./store.mjs";

/** The confirmation pages at their addresses in the site's first language. */
const SENT = localPath(SENT_PATH);
const SENT_OUTSIDE = localPath(SENT_OUTSIDE_AREA_PATH);

const { leadsCopy, leadsStore } = ownerWords;

/**
 * While `on`, every file written fails as on a full disk (the photos are streamed to files); with
 * `folders` too, every folder made. While `slow`, each write of a photo's file stays on its way to
 * the disk until the next piece of the photo has arrived (or the file is closed): whatever arrives,
 * arrives while a write is in flight, as on a busy disk.
 */
const disk = vi.hoisted(() => ({ full: false, folders: false, slow: false }));
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  const full = () =>
    new Writable({
      write(_chunk, _encoding, callback) {
        callback(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }));
      },
    });
  const noSpace = () =>
    Object.assign(new Error("ENOSPC: no space left on device, mkdir"), { code: "ENOSPC" });
  /** A file written slowly: fs.write answers once more is queued behind it, or the file is ending. */
  const slow = (path: NodeFs.PathLike, options: object) => {
    const file: NodeFs.WriteStream = fs.createWriteStream(path, {
      ...options,
      // Never full: the photo keeps arriving however slow the disk is.
      highWaterMark: 1 << 30,
      fs: {
        // Opened at once (a file still opening would only buffer what arrives, and write nothing).
        open: (
          file: string,
          flags: string,
          mode: number,
          callback: (e: Error | null, fd?: number) => void,
        ) => {
          try {
            const fd = fs.openSync(file, flags, mode);
            process.nextTick(callback, null, fd);
          } catch (error) {
            process.nextTick(callback, error);
          }
        },
        close: fs.close,
        // (fd, buffer, offset, length, position, callback), as a file stream calls it.
        write: (...args: unknown[]) => {
          const length = args[3] as number;
          const written = () =>
            file.destroyed || file.writableEnded || file.writableLength > length
              ? (fs.write as (...a: unknown[]) => void)(...args)
              : setImmediate(written);
          written();
        },
      },
    } as object);
    return file;
  };
  return {
    ...fs,
    mkdirSync: ((...args: Parameters<typeof fs.mkdirSync>) => {
      if (disk.full && disk.folders) throw noSpace();
      return fs.mkdirSync(...args);
    }) as typeof fs.mkdirSync,
    createWriteStream: ((path: NodeFs.PathLike, options: object) =>
      disk.full
        ? full()
        : disk.slow
          ? slow(path, options)
          : fs.createWriteStream(path, options)) as typeof fs.createWriteStream,
  };
});

/**
 * The inbox's handler on a server of its own, without a build: its confirmation page's shell is a
 * page of a few lines. What it answers, and what it stores.
 */
const SHELL = "<!doctype html><title>Sent | Co</title><main><h1>Message Sent!</h1></main>";
/** Another site whose pages post here (LEADS_ALLOWED_ORIGINS). */
const SITE = "https://www.example.com";
const OUTSIDE = "10001";
const INSIDE = contactForm.postalCodes[0] ?? "";

let dir: string;
let server: Server;
let origin: string;
let inbox: ReturnType<typeof createInbox>;
let store: LeadStore;
/** What the inbox wrote to its log. */
let logged: string[];

/** Opens the inbox on the test's folder, with the test's settings and any in `env`, on a server of its own. */
async function openInbox(env: Record<string, string> = {}) {
  const clientDir = join(dir, "client");
  const { settings } = readInboxSettings({
    LEADS_DB: join(dir, "data", "leads.sqlite"),
    LEADS_ALLOWED_ORIGINS: SITE,
    LEADS_RATE_LIMIT: "100",
    ...env,
  });
  if (!settings) throw new Error("the test's settings are wrong");
  inbox = createInbox({
    clientDir,
    settings,
    store: (store = openLeadStore(settings.db)),
    choices: contactForm,
    languages: UNIT_LANGUAGES,
    kits: { [UNIT_LANGUAGES[0]!]: UNIT_KIT },
    log: (line: string) => logged.push(line),
  });
  server = createServer((req, res) => inbox.handle(req, res));
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const address = server.address();
  origin = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
}

async function closeInbox() {
  await new Promise((closed) => server.close(closed));
  await inbox.close();
}

beforeEach(async () => {
  logged = [];
  dir = mkdtempSync(join(tmpdir(), "leads-inbox-"));
  const clientDir = join(dir, "client");
  // The build's two confirmation pages, the shells of the inbox's pages.
  mkdirSync(join(clientDir, SENT_OUTSIDE, ".."), { recursive: true });
  writeFileSync(join(clientDir, `${SENT.slice(1)}.html`), SHELL);
  writeFileSync(join(clientDir, `${SENT_OUTSIDE.slice(1)}.html`), SHELL);
  await openInbox();
});
afterEach(async () => {
  await closeInbox();
  rmSync(dir, { recursive: true, force: true });
});

const VALID = { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "A porch, please." };

/** A form post without JavaScript, from a page of `from` (this server's own when not given). */
function formPost(values: Record<string, string>, from?: string) {
  return fetch(origin + INBOX_PATH, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(from ? { Origin: from } : {}),
    },
    body: new URLSearchParams(values).toString(),
  });
}

describe("a form post's confirmation page, without JavaScript", () => {
  it("the starter content lists postal codes, and 10001 is not among them", () => {
    expect(isOutsideArea(OUTSIDE, contactForm.postalCodes)).toBe(true);
    expect(isOutsideArea(INSIDE, contactForm.postalCodes)).toBe(false);
  });

  it("from outside the areas served: 303 to the page's note about the area", async () => {
    const response = await formPost({ ...VALID, postcode: OUTSIDE });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(SENT_OUTSIDE);
  });

  it("from inside, or with no postal code: 303 to the page alone", async () => {
    for (const postcode of [INSIDE, ""]) {
      const response = await formPost({ ...VALID, postcode });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(SENT);
    }
  });

  it("from another site's page (LEADS_ALLOWED_ORIGINS): that site's confirmation page, with the note", async () => {
    const outside = await formPost({ ...VALID, postcode: OUTSIDE }, SITE);
    expect(outside.status).toBe(303);
    expect(outside.headers.get("location")).toBe(`${SITE}${SENT_OUTSIDE}`);
    const inside = await formPost({ ...VALID, postcode: INSIDE }, SITE);
    expect(inside.headers.get("location")).toBe(`${SITE}${SENT}`);
  });
});

describe("a refusal for a browser's form post is a page, whatever its encoding", () => {
  /** A text/plain post (fetch sets its own Sec-Fetch-Mode: node:http sends the browser's). */
  const textPost = (secFetchMode: string) =>
    new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = request(
        origin + INBOX_PATH,
        { method: "POST", headers: { "Content-Type": "text/plain", "Sec-Fetch-Mode": secFetchMode } },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"] ?? "", body }),
          );
        },
      );
      req.on("error", reject);
      req.end("name=Ada");
    });

  it("a form posted as text/plain by a browser (a navigation): 415, the refusal page", async () => {
    const response = await textPost("navigate");
    expect(response.status).toBe(415);
    expect(response.type).toBe("text/html; charset=utf-8");
    expect(response.body).toContain(inboxCopy.reasons[415]);
  });

  it("the same body from a script (not a navigation): 415 in JSON, as before", async () => {
    const response = await textPost("cors");
    expect(response.status).toBe(415);
    expect(JSON.parse(response.body)).toEqual({ error: inboxCopy.reasons[415] });
  });
});

describe("photos refused: a name with a path or control characters; a full disk", () => {
  const jpeg = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: "#b47a3c" } })
      .jpeg()
      .toBuffer();

  /** A photo of a phone's size and noise: over 200 KB, more than one chunk of a request. */
  const realSized = () => noisyPhoto(1200, 900, { quality: 95 });

  /** Every file in the inbox's folder but the database's. */
  function filesOfInbox() {
    const data = join(dir, "data");
    return readdirSync(data, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith("leads.sqlite"))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  }

  /**
   * A request with a good photo, then one named `name`, as raw multipart bytes (a browser's own
   * FormData escapes some characters). `filenameStar`: the name in RFC 5987's `filename*=`.
   */
  async function multipart(
    name: string,
    { page = false, filenameStar = false, named: photoNamed = jpeg() } = {},
  ) {
    const boundary = "----photos";
    const photo = await jpeg();
    const part = (disposition: string, body: Buffer | string, type = "") =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n`),
        Buffer.from(body),
        Buffer.from("\r\n"),
      ]);
    const named = filenameStar ? `filename*=UTF-8''${encodeURIComponent(name)}` : `filename="${name}"`;
    const body = Buffer.concat([
      ...Object.entries(VALID).map(([key, value]) => part(`name="${key}"`, value)),
      part(`name="${PHOTOS.field}"; filename="good.jpg"`, photo, "Content-Type: image/jpeg\r\n"),
      part(`name="${PHOTOS.field}"; ${named}`, await photoNamed, "Content-Type: image/jpeg\r\n"),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    return fetch(origin + INBOX_PATH, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        ...(page ? {} : { Accept: "application/json" }),
      },
      body,
    });
  }

  /** Runs `act`, then checks that no lead was stored and no file was left in the inbox's folder. */
  async function storesNothing(act: () => Promise<void>) {
    const leads = store.list().length;
    const files = filesOfInbox();
    await act();
    expect(store.list().length).toBe(leads);
    expect(filesOfInbox()).toEqual(files);
  }

  it("a good photo is stored (the requests below differ from it by a name only)", async () => {
    const response = await multipart("porch.jpg");
    expect(response.status).toBe(201);
    expect(store.list()).toHaveLength(1);
    expect(filesOfInbox()).toHaveLength(2);
  });

  it("a lead's photos are its user's only (folders 0700, files 0600), whatever the umask", async () => {
    const umask = process.umask(0o022);
    try {
      expect((await multipart("porch.jpg")).status).toBe(201);
    } finally {
      process.umask(umask);
    }
    const photos = join(dir, "data", "lead-photos");
    const modes = new Set(
      [photos, ...readdirSync(photos, { recursive: true }).map((name) => join(photos, String(name)))].map(
        (path) =>
          `${statSync(path).isDirectory() ? "folder" : "file"} ${(statSync(path).mode & 0o777).toString(8)}`,
      ),
    );
    expect([...modes].sort()).toEqual(["file 600", "folder 700"]);
  });

  it.each([
    ["../../evil.jpg", "../../evil.jpg"],
    ["..\\..\\evil.jpg", "..\\..\\evil.jpg"],
    ["photos/porch.jpg", "photos/porch.jpg"],
    ["..", ".."],
    ["evil\u0007\u001b[2J.jpg", "evil[2J.jpg"],
    ["porch\u202egpj.jpg", "porchgpj.jpg"],
  ])("%j: refused (422), naming it as %j, nothing written or stored", async (name, shown) => {
    await storesNothing(async () => {
      const response = await multipart(name);
      expect(response.status).toBe(422);
      const message = PHOTO_MESSAGES.unsafeName(name);
      // The name as shown, first: the message says which photo before what is wrong with it.
      expect(message.startsWith(`${shown} `)).toBe(true);
      expect(await response.json()).toEqual({ errors: { [PHOTOS.field]: message } });
    });
  });

  it("a control character in the name of a photo of real size: named too (its header and much of the photo arrive in one chunk)", async () => {
    const photo = await realSized();
    expect(photo.length).toBeGreaterThan(200_000);
    await storesNothing(async () => {
      const response = await multipart("evil\u0007.jpg", { named: Promise.resolve(photo) });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        errors: { [PHOTOS.field]: PHOTO_MESSAGES.unsafeName("evil\u0007.jpg") },
      });
    });
  });

  it("a control character in RFC 5987's filename*=: refused the same way", async () => {
    await storesNothing(async () => {
      const response = await multipart("evil\u0007.jpg", { filenameStar: true });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        errors: { [PHOTOS.field]: PHOTO_MESSAGES.unsafeName("evil.jpg") },
      });
    });
  });

  it("sent without JavaScript: a page saying which photo, and what to do", async () => {
    for (const name of ["../../evil.jpg", "evil\u0007\u001b[2J.jpg"]) {
      await storesNothing(async () => {
        const response = await multipart(name, { page: true });
        expect(response.status).toBe(422);
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        const page = await response.text();
        expect(page).toContain(
          `<h1 class="text-3xl font-bold tracking-tight">${inboxCopy.refusal.title}</h1>`,
        );
        expect(page).toContain(escapeHtml(PHOTO_MESSAGES.unsafeName(name)));
        // eslint-disable-next-line no-control-regex -- no control character reaches the page
        expect(page).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
      });
    }
  });

  it.each([
    ["a photo is written", false],
    ["the request's folder is made", true],
  ])(
    "a full disk while %s: the request stored without its photos (201, the visitor told), the owner told why in words, no photo left",
    async (_, folders) => {
      disk.full = true;
      disk.folders = folders;
      let response: Response;
      try {
        // The second photo is larger than a stream's buffer: the request is read to its end all the same.
        response = await multipart("porch.jpg", { named: realSized() });
      } finally {
        disk.full = false;
        disk.folders = false;
      }
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true, notice: inboxCopy.photos.notKept });
      expect(store.list()).toMatchObject([{ id: 1, name: VALID.name, message: VALID.message }]);
      expect(filesOfInbox()).toEqual([]);
      const why = "the server could not write them (the disk is full: free some space on it)";
      expect(JSON.parse(store.list()[0]!.photos)).toEqual([
        { name: "good.jpg", notKept: why },
        { name: "porch.jpg", notKept: why },
      ]);
      expect(logged).toEqual([
        "quote request #1 was stored without its 2 photos: a photo could not be written (the disk is full: free some space on it)",
      ]);
    },
  );
});

describe("every request kept, whatever happens to its photos", () => {
  /** A multipart body: the form's fields, then each photo; `boundary` is its boundary. */
  function body(photos: { name: string; bytes: Buffer }[], values: Record<string, string> = VALID) {
    const boundary = "----kept";
    const part = (disposition: string, content: Buffer | string, type = "") =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n`),
        Buffer.from(content),
        Buffer.from("\r\n"),
      ]);
    return {
      type: `multipart/form-data; boundary=${boundary}`,
      bytes: Buffer.concat([
        ...Object.entries(values).map(([key, value]) => part(`name="${key}"`, value)),
        ...photos.map((p) =>
          part(`name="${PHOTOS.field}"; filename="${p.name}"`, p.bytes, "Content-Type: image/jpeg\r\n"),
        ),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
    };
  }
  const post = (photos: { name: string; bytes: Buffer }[], values?: Record<string, string>) => {
    const { type, bytes } = body(photos, values);
    return fetch(origin + INBOX_PATH, {
      method: "POST",
      headers: { "Content-Type": type, Accept: "application/json" },
      body: bytes,
    });
  };
  const photosOf = (id: number) =>
    JSON.parse(store.list().find((lead) => lead.id === id)!.photos) as Record<string, unknown>[];
  const photoFolder = join("data", "lead-photos");
  /** The files under `folder` of the test's, relative to it. */
  const filesUnder = (folder: string) =>
    readdirSync(join(dir, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(join(dir, folder), join(entry.parentPath, entry.name)))
      .sort();
  const MB = 1024 * 1024;

  /** Fills the photos' budget (LEADS_PHOTOS_MAX_MB=1) to within `room` bytes, with a file of no lead's. */
  async function budgetLeaves(room: number) {
    await closeInbox();
    mkdirSync(join(dir, photoFolder, "999"), { recursive: true });
    writeFileSync(join(dir, photoFolder, "999", "filler"), Buffer.alloc(MB - room));
    await openInbox({ LEADS_PHOTOS_MAX_MB: "1" });
  }

  it("a photo's file mid-write when the budget runs out: stored without its photos, never a 500", async () => {
    // The budget leaves 150 KB: the photo's first pieces fit, a later one passes it while the
    // piece before it is still being written.
    await budgetLeaves(150 * 1024);
    const photo = await noisyPhoto(800, 600);
    expect(photo.length).toBeGreaterThan(300 * 1024);
    disk.slow = true;
    let response: Response;
    try {
      response = await post([{ name: "porch.jpg", bytes: photo }]);
    } finally {
      disk.slow = false;
    }
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, notice: inboxCopy.photos.notKept });
    expect(store.list()).toMatchObject([{ id: 1, name: VALID.name, message: VALID.message }]);
    expect(photosOf(1)).toEqual([{ name: "porch.jpg", notKept: leadsCopy.notKeptWhy.budget }]);
    expect(filesUnder(photoFolder)).toEqual(["999/filler"]);
  });

  it("four requests at the same moment share the budget: together they keep no more than it allows", async () => {
    await closeInbox();
    await openInbox({ LEADS_PHOTOS_MAX_MB: "2" });
    const photo = await noisyPhoto(1000, 750);
    expect(photo.length).toBeGreaterThan(0.5 * MB);
    // Each request sends its fields and half its photo, and waits until all four have begun
    // writing their photos; only then does each send the rest.
    const requests = [1, 2, 3, 4].map((n) => {
      const { type, bytes } = body([{ name: `p${n}.jpg`, bytes: photo }], { ...VALID, name: `Client ${n}` });
      let sendRest!: () => void;
      const answered = new Promise<number>((resolve, reject) => {
        const req = request(
          origin + INBOX_PATH,
          { method: "POST", headers: { "Content-Type": type, Accept: "application/json" } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on("error", reject);
        const half = bytes.length - Math.floor(photo.length / 2);
        req.write(bytes.subarray(0, half));
        sendRest = () => req.end(bytes.subarray(half));
      });
      return { answered, sendRest: () => sendRest() };
    });
    const incoming = join(dir, photoFolder, ".incoming");
    await vi.waitFor(() => expect(readdirSync(incoming)).toHaveLength(4), { timeout: 10_000 });
    for (const r of requests) r.sendRest();
    expect(await Promise.all(requests.map((r) => r.answered))).toEqual([201, 201, 201, 201]);

    const leads = store.list();
    expect(leads.map((lead) => lead.name).sort()).toEqual(["Client 1", "Client 2", "Client 3", "Client 4"]);
    const kept = leads.flatMap((lead) => photosOf(lead.id).filter((p) => p.file));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.reduce((sum, p) => sum + Number(p.bytes), 0)).toBeLessThanOrEqual(2 * MB);
    // Each request not kept says so.
    const notKept = leads.flatMap((lead) => photosOf(lead.id).filter((p) => p.notKept));
    expect(kept.length + notKept.length).toBe(4);
  });

  it("a request whose database write fails after its photos moved: 500, and its photos go with it (no folder left in the way)", async () => {
    const add = store.add.bind(store);
    // The write fails once the photos are in the lead's folder, as a full disk fails a commit.
    const failing = vi.spyOn(store, "add").mockImplementationOnce((lead, options) =>
      add(lead, {
        ...options,
        attach: (id) => {
          options.attach?.(id);
          throw Object.assign(new Error("database or disk is full"), { errcode: 13 });
        },
      }),
    );
    const photo = await noisyPhoto(200, 150);
    expect((await post([{ name: "deck.jpg", bytes: photo }])).status).toBe(500);
    failing.mockRestore();
    expect(store.list()).toEqual([]);
    expect(filesUnder(photoFolder)).toEqual([]);
    // The number was never given: the next request takes it, and its photos their folder.
    expect((await post([{ name: "roof.jpg", bytes: photo }])).status).toBe(201);
    expect(photosOf(1)).toMatchObject([{ file: "1.jpg", name: "roof.jpg" }]);
  });

  it("a photo folder left where the next request's would go: moved aside, and the request keeps its photos", async () => {
    // What a backup's lead-photos/ copied over the live one by hand leaves: a folder for a number
    // the database has not given yet. Its files are nobody's here: never listed, mailed or deleted
    // as the new request's.
    mkdirSync(join(dir, photoFolder, "1"), { recursive: true });
    writeFileSync(join(dir, photoFolder, "1", "1.jpg"), "someone else's photo");
    const photo = await noisyPhoto(200, 150);

    const first = await post([{ name: "deck.jpg", bytes: photo }]);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ ok: true });
    const folder = join(dir, photoFolder, "1");
    expect(photosOf(1)).toMatchObject([{ file: "1.jpg", name: "deck.jpg" }]);
    expect(readFileSync(join(folder, "1.jpg")).equals(photo)).toBe(true);
    // The folder that was in the way, whole, where the owner's log says.
    const aside = readdirSync(join(dir, photoFolder, ".left-over")).map((name) =>
      join(dir, photoFolder, ".left-over", name),
    );
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(aside[0]!, "1.jpg"), "utf8")).toBe("someone else's photo");
    expect(logged).toEqual([leadsStore.log.photosInTheWay(folder, aside[0]!)]);

    const second = await post([{ name: "roof.jpg", bytes: photo }]);
    expect(second.status).toBe(201);
    expect(photosOf(2)).toMatchObject([{ file: "1.jpg", name: "roof.jpg" }]);
  });
});

describe("a refusal a browser can show: the body read before the answer, within bounds", () => {
  const MB = 1024 * 1024;
  /**
   * POSTs `length` bytes (zeros after `head`) as the browser does, all of them, however early the
   * answer: resolves with the answer, whether the whole body was sent before it came, and any error
   * the connection had (a reset under a browser is its own error page).
   */
  function sendAll(headers: Record<string, string>, head: Buffer, length: number) {
    return new Promise<{
      status: number;
      headers: Record<string, unknown>;
      body: string;
      sentFirst: boolean;
      error?: string;
    }>((resolve) => {
      let sent = false;
      let error: string | undefined;
      const req = request(origin + INBOX_PATH, { method: "POST", headers }, (res) => {
        const sentFirst = sent;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          setImmediate(() =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, sentFirst, error }),
          ),
        );
      });
      req.on("error", (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
      const write = async () => {
        req.write(head);
        const block = Buffer.alloc(MB);
        for (let left = length - head.length; left > 0 && !req.destroyed; left -= block.length) {
          if (!req.write(left < block.length ? block.subarray(0, left) : block))
            await new Promise((drained) => req.once("drain", drained));
        }
        req.end(() => (sent = true));
      };
      void write();
    });
  }

  it("photos larger together than the form sends (by Content-Length): read to the end, then 413 in the photos' words, the connection kept", async () => {
    const head = Buffer.from(
      `--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--b\r\nContent-Disposition: form-data; name="photos"; filename="p.jpg"\r\n\r\n`,
    );
    const length = 55 * MB;
    expect(length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const answer = await sendAll(
      {
        "Content-Type": "multipart/form-data; boundary=b",
        "Content-Length": String(length),
        "Sec-Fetch-Mode": "navigate",
      },
      head,
      length,
    );
    expect(answer.error).toBeUndefined();
    expect(answer.sentFirst).toBe(true);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).not.toBe("close");
    expect(answer.body).toContain(escapeHtml(`${inboxCopy.photos.tooLargeTogether} ${PHOTO_HINT}`));
    expect(store.list()).toEqual([]);
  });

  it("a form post longer than the form sends, without a length: read to the end, then 413, the connection kept", async () => {
    const answer = await sendAll(
      { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
      Buffer.from("name=Ada&message="),
      2 * MB,
    );
    expect(answer.error).toBeUndefined();
    expect(answer.sentFirst).toBe(true);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).not.toBe("close");
  });

  it("a body hugely over (its Content-Length past the bound): answered at once, the connection closed", async () => {
    const answer = await new Promise<{ status: number; connection: unknown }>((resolve, reject) => {
      const req = request(
        origin + INBOX_PATH,
        {
          method: "POST",
          headers: {
            "Content-Type": "multipart/form-data; boundary=b",
            "Content-Length": String(DRAIN_MAX_BYTES + 1),
          },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
          req.destroy();
        },
      );
      req.on("error", () => {});
      req.flushHeaders();
      setTimeout(() => reject(new Error("no answer without the body")), 5_000);
    });
    expect(answer).toEqual({ status: 413, connection: "close" });
  });
});
