// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { Writable } from "node:stream";
import type * as NodeFs from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactForm } from "~/content/site";
import sharp from "sharp";
import { INBOX_PATH, SENT_OUTSIDE_AREA_PATH, SENT_PATH } from "#shared/paths.ts";
import { isOutsideArea, PHOTOS } from "#shared/contact/fields.ts";
import { PHOTO_MESSAGES } from "#shared/contact/rules.ts";
import { noisyPhoto } from "../../tests/support/photos";
import { createInbox } from "./inbox.mjs";
import { escapeHtml } from "#shared/inbox/answers.mjs";
import { inboxPages } from "../../app/inbox-pages";
import { readInboxSettings } from "./inbox-settings.mjs";
import { openLeadStore, type LeadStore } from "./store.mjs";

/**
 * While `on`, every file written fails as on a full disk (the photos are streamed to files); with
 * `folders` too, every folder made.
 */
const diskFull = vi.hoisted(() => ({ on: false, folders: false }));
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
  return {
    ...fs,
    mkdirSync: ((...args: Parameters<typeof fs.mkdirSync>) => {
      if (diskFull.on && diskFull.folders) throw noSpace();
      return fs.mkdirSync(...args);
    }) as typeof fs.mkdirSync,
    createWriteStream: ((...args: Parameters<typeof fs.createWriteStream>) =>
      diskFull.on ? full() : fs.createWriteStream(...args)) as typeof fs.createWriteStream,
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

beforeEach(async () => {
  logged = [];
  dir = mkdtempSync(join(tmpdir(), "leads-inbox-"));
  const clientDir = join(dir, "client");
  // The build's two confirmation pages, the shells of the inbox's pages.
  mkdirSync(join(clientDir, "contact", "sent"), { recursive: true });
  writeFileSync(join(clientDir, `${SENT_PATH.slice(1)}.html`), SHELL);
  writeFileSync(join(clientDir, `${SENT_OUTSIDE_AREA_PATH.slice(1)}.html`), SHELL);
  const { settings } = readInboxSettings({
    LEADS_DB: join(dir, "data", "leads.sqlite"),
    LEADS_ALLOWED_ORIGINS: SITE,
    LEADS_RATE_LIMIT: "100",
  });
  if (!settings) throw new Error("the test's settings are wrong");
  inbox = createInbox({
    clientDir,
    settings,
    store: (store = openLeadStore(settings.db)),
    choices: contactForm,
    pages: inboxPages,
    log: (line: string) => logged.push(line),
  });
  server = createServer((req, res) => inbox.handle(req, res));
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const address = server.address();
  origin = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
});
afterEach(async () => {
  await new Promise((closed) => server.close(closed));
  await inbox.close();
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
    expect(response.headers.get("location")).toBe(SENT_OUTSIDE_AREA_PATH);
  });

  it("from inside, or with no postal code: 303 to the page alone", async () => {
    for (const postcode of [INSIDE, ""]) {
      const response = await formPost({ ...VALID, postcode });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(SENT_PATH);
    }
  });

  it("from another site's page (LEADS_ALLOWED_ORIGINS): that site's confirmation page, with the note", async () => {
    const outside = await formPost({ ...VALID, postcode: OUTSIDE }, SITE);
    expect(outside.status).toBe(303);
    expect(outside.headers.get("location")).toBe(`${SITE}${SENT_OUTSIDE_AREA_PATH}`);
    const inside = await formPost({ ...VALID, postcode: INSIDE }, SITE);
    expect(inside.headers.get("location")).toBe(`${SITE}${SENT_PATH}`);
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
    expect(response.body).toContain("The message was sent in a format we do not read.");
  });

  it("the same body from a script (not a navigation): 415 in JSON, as before", async () => {
    const response = await textPost("cors");
    expect(response.status).toBe(415);
    expect(JSON.parse(response.body)).toEqual({ error: "The message was sent in a format we do not read." });
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
      expect(message.startsWith(`${shown} has slashes, ".." or invisible characters in its name`)).toBe(true);
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
          '<h1 class="text-3xl font-bold tracking-tight">Your message was not sent</h1>',
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
    "a full disk while %s: answered at once (500, call or email), the owner told why in words, nothing left",
    async (_, folders) => {
      diskFull.on = true;
      diskFull.folders = folders;
      try {
        await storesNothing(async () => {
          // The second photo is larger than a stream's buffer: the request is read to its end all the same.
          const response = await multipart("porch.jpg", { named: realSized() });
          expect(response.status).toBe(500);
        });
      } finally {
        diskFull.on = false;
        diskFull.folders = false;
      }
      expect(logged).toEqual([
        "a quote request's photos could not be stored: a photo could not be written (the disk is full: free some space on it). The visitor was asked to call or email instead",
      ]);
    },
  );
});
