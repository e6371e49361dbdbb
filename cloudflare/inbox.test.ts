// @vitest-environment node
/**
 * The Worker's inbox (handleInbox) on stand-ins for Cloudflare's bindings: D1 as node:sqlite with
 * the same migrations, R2 as a Map, the built pages as two shells, no rate limit. What it answers,
 * what it stores, and how much of a request it reads before answering.
 */
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactForm, localPath } from "~/content/site";
import { PHOTOS } from "#shared/contact/fields.ts";
import { PHOTO_HINT, PHOTO_MESSAGES } from "../tests/support/form-rules.ts";
import { COPIES } from "#shared/copy/all.ts";
import { inboxCopy } from "../tests/support/site-words.ts";
import { ownerWords } from "#shared/copy/owner.ts";
import { DRAIN_MAX_BYTES, MAX_UPLOAD_BYTES } from "#shared/inbox/limits.mjs";
import { INBOX_PATH, SENT_OUTSIDE_AREA_PATH, SENT_PATH } from "#shared/paths.ts";
import { migrate } from "../server/leads/migrate.mjs";
import { inboxWordsOf } from "#shared/inbox/words.mjs";
import { UNIT_KIT, UNIT_LANGUAGES } from "../tests/support/inbox-kit.ts";
import { handleInbox, inboxFailure, type InboxSite } from "./inbox.mjs";
import type { Env } from "./worker.mjs";

/** The confirmation pages at their addresses in the site's first language. */
const SENT = localPath(SENT_PATH);
const SENT_OUTSIDE = localPath(SENT_OUTSIDE_AREA_PATH);

const { leadsCopy } = ownerWords;

const ORIGIN = "https://www.example.com";
const SHELL = "<!doctype html><title>Sent | Co</title><main><h1>Message Sent!</h1></main>";
const VALID = { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "A porch, please." };
const MB = 1024 * 1024;

/** D1 as the Worker uses it (prepare, bind, first, all, run, batch), on an SQLite database in memory. */
function d1Of(db: DatabaseSync): D1Database {
  const statement = (sql: string, values: unknown[] = []): D1PreparedStatement => {
    const returns = /^\s*SELECT|\bRETURNING\b/i.test(sql);
    const args = values as SQLInputValue[];
    const run = () => {
      const prepared = db.prepare(sql);
      if (returns) {
        const results = prepared.all(...args) as Record<string, unknown>[];
        return { results, meta: { changes: results.length } };
      }
      const { changes } = prepared.run(...args);
      return { results: [], meta: { changes: Number(changes) } };
    };
    return {
      bind: (...more) => statement(sql, [...values, ...more]),
      first: async <T>() => (run().results[0] ?? null) as T | null,
      all: async <T>() => run() as unknown as D1Result<T>,
      run: async () => run(),
    };
  };
  return {
    prepare: (sql) => statement(sql),
    // A batch is one transaction: statements are run by the stand-ins' own `run` through `all`.
    batch: async (statements) => {
      db.exec("BEGIN");
      try {
        const results = [];
        for (const s of statements) results.push(await s.all());
        db.exec("COMMIT");
        return results as D1Result[];
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
  };
}

let db: DatabaseSync;
let objects: Map<string, Uint8Array>;
/** When set, R2 refuses every put with it. */
let r2Fails: Error | null;
let logged: string[];

beforeEach(() => {
  db = new DatabaseSync(":memory:");
  migrate(db);
  objects = new Map();
  r2Fails = null;
  logged = [];
});
afterEach(() => db.close());

const bucket = {
  async put(key: string, value: Uint8Array) {
    if (r2Fails) throw r2Fails;
    objects.set(key, value);
  },
  async delete(keys: string | string[]) {
    for (const key of [keys].flat()) objects.delete(key);
  },
} as unknown as R2Bucket;

const SITE = {
  csp: "default-src 'self'",
  retentionDays: 30,
  allowedOrigins: [],
  photosMaxMb: 100,
  mail: null,
  contactForm,
  languages: UNIT_LANGUAGES,
  kits: { [UNIT_LANGUAGES[0]!]: UNIT_KIT },
} satisfies InboxSite & Parameters<typeof handleInbox>[3];

/** The Worker's answer to `request`, on the stand-ins. */
function ask(request: Request) {
  const env = {
    ASSETS: {
      fetch: async (url: URL | string | Request) =>
        [SENT, SENT_OUTSIDE].includes(new URL(String(url)).pathname)
          ? new Response(SHELL)
          : new Response("not found", { status: 404 }),
    },
    DB: d1Of(db),
    PHOTOS: bucket,
    RATE_LIMIT: { limit: async () => ({ success: true }) },
    INBOX: SITE,
  } as unknown as Env;
  return handleInbox(request, env, { waitUntil: () => {} }, SITE, {
    log: (line) => logged.push(line),
    mailNow: async () => {},
  });
}

const BOUNDARY = "----worker";
const partHead = (disposition: string, type = "") =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n`);
const fieldParts = (values: Record<string, string>) =>
  Buffer.concat(
    Object.entries(values).map(([key, value]) =>
      Buffer.concat([partHead(`name="${key}"`), Buffer.from(`${value}\r\n`)]),
    ),
  );

/**
 * A form post with photos, its bytes made as they are read (never whole in memory): the fields,
 * then each photo (a small JPEG, then zeros up to `size`). `pulled()` says how much was read.
 */
async function upload(
  photos: { name: string; size: number }[],
  { contentLength = true, headers = {} }: { contentLength?: boolean; headers?: Record<string, string> } = {},
) {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#a63" } })
    .jpeg()
    .toBuffer();
  const pieces: (Buffer | number)[] = [fieldParts(VALID)];
  for (const photo of photos) {
    pieces.push(partHead(`name="${PHOTOS.field}"; filename="${photo.name}"`, "Content-Type: image/jpeg\r\n"));
    pieces.push(jpeg, Math.max(0, photo.size - jpeg.length), Buffer.from("\r\n"));
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const length = pieces.reduce<number>((sum, p) => sum + (typeof p === "number" ? p : p.length), 0);
  let pulled = 0;
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[at];
      if (piece === undefined) return controller.close();
      let chunk: Buffer;
      if (typeof piece === "number") {
        chunk = Buffer.alloc(Math.min(piece, 64 * 1024));
        if (piece - chunk.length > 0) pieces[at] = piece - chunk.length;
        else at += 1;
      } else {
        chunk = piece;
        at += 1;
      }
      pulled += chunk.length;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  const request = new Request(ORIGIN + INBOX_PATH, {
    method: "POST",
    headers: {
      "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
      "Sec-Fetch-Mode": "navigate",
      ...(contentLength && { "Content-Length": String(length) }),
      ...headers,
    },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, length, pulled: () => pulled };
}

const rows = () =>
  db.prepare("SELECT id, name, photos FROM leads ORDER BY id").all() as {
    id: number;
    name: string;
    photos: string;
  }[];

describe("the Worker keeps every request whose text passes its checks", () => {
  it("R2 refuses a photo: the request stored without its photos (201, the visitor told), none left in R2", async () => {
    r2Fails = new Error("We encountered an internal error. Please try again.");
    const { request } = await upload(
      [
        { name: "deck.jpg", size: 2000 },
        { name: "roof.jpg", size: 3000 },
      ],
      { headers: { "Sec-Fetch-Mode": "cors", Accept: "application/json" } },
    );
    const answer = await ask(request);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ ok: true, notice: inboxCopy.photos.notKept });
    const why = leadsCopy.notKeptWhy.notWritten("We encountered an internal error. Please try again.");
    expect(rows()).toMatchObject([{ id: 1, name: VALID.name }]);
    expect(JSON.parse(rows()[0]!.photos)).toEqual([
      { name: "deck.jpg", notKept: why },
      { name: "roof.jpg", notKept: why },
    ]);
    expect(objects.size).toBe(0);
    expect(logged).toEqual([`quote request #1 was stored without its 2 photos: ${why}`]);
  });
});

describe("the Worker's answers to a request read whole", () => {
  it("stores a form post and a JSON request; a JSON one too long is 413", async () => {
    const post = (body: string, type: string, mode = "cors") =>
      ask(
        new Request(ORIGIN + INBOX_PATH, {
          method: "POST",
          headers: { "Content-Type": type, "Sec-Fetch-Mode": mode },
          body,
        }),
      );
    const json = await post(JSON.stringify(VALID), "application/json");
    expect(json.status).toBe(201);
    const form = await post(
      new URLSearchParams(VALID).toString(),
      "application/x-www-form-urlencoded",
      "navigate",
    );
    expect(form.status).toBe(303);
    const long = await post(
      JSON.stringify({ ...VALID, message: "x".repeat(MAX_UPLOAD_BYTES / 500) }),
      "application/json",
    );
    expect(long.status).toBe(413);
    expect(rows().map((r) => r.name)).toEqual([VALID.name, VALID.name]);
  });
});

describe("a refusal a browser can show: the body read before the answer, within bounds", () => {
  it("photos larger together than the form sends (by Content-Length): read to the end, then 413 in the photos' words", async () => {
    const { request, length, pulled } = await upload(
      Array.from({ length: 5 }, (_, n) => ({ name: `p${n}.jpg`, size: 11 * MB })),
    );
    expect(length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const answer = await ask(request);
    expect(pulled()).toBe(length);
    expect(answer.status).toBe(413);
    expect(await answer.text()).toContain(`${inboxCopy.photos.tooLargeTogether} ${PHOTO_HINT}`);
    expect(rows()).toEqual([]);
  });

  it("one photo over the limit: read to the end, then 422 naming it", async () => {
    const { request, length, pulled } = await upload([
      { name: "small.jpg", size: 5000 },
      { name: "huge.jpg", size: 11 * MB },
      { name: "after.jpg", size: 5000 },
    ]);
    const answer = await ask(request);
    expect(pulled()).toBe(length);
    expect(answer.status).toBe(422);
    expect(await answer.text()).toContain(PHOTO_MESSAGES.tooLarge("huge.jpg"));
    expect(objects.size).toBe(0);
  });

  it("photos larger together than it takes, sent without a length: read to the end, then 413", async () => {
    const { request, length, pulled } = await upload(
      Array.from({ length: 6 }, (_, n) => ({ name: `p${n}.jpg`, size: 9 * MB })),
      { contentLength: false },
    );
    const answer = await ask(request);
    expect(pulled()).toBe(length);
    expect(answer.status).toBe(413);
    expect(await answer.text()).toContain(inboxCopy.photos.tooLargeTogether);
  });

  it("a body hugely over (its Content-Length past the bound): answered at once, hardly read", async () => {
    const { request, pulled } = await upload([{ name: "p.jpg", size: 11 * MB }], {
      headers: { "Content-Length": String(DRAIN_MAX_BYTES + 1) },
    });
    const answer = await ask(request);
    expect(answer.status).toBe(413);
    expect(pulled()).toBeLessThan(1 * MB);
  });
});

describe("should the inbox itself fail, the Worker says so in the language of the page that sent the request", () => {
  // The Spanish kit's own words (its pages are never reached here).
  const site = {
    csp: SITE.csp,
    languages: [UNIT_LANGUAGES[0]!, "es"],
    kits: { ...SITE.kits, es: { ...UNIT_KIT, words: inboxWordsOf(COPIES.es) } },
  };
  /** A browser's post without JavaScript (navigate), or the form script's (JSON). */
  const failed = (referer: string, json = false) =>
    inboxFailure(
      new Request(ORIGIN + INBOX_PATH, {
        method: "POST",
        headers: json
          ? { Referer: ORIGIN + referer, Accept: "application/json", "Content-Type": "multipart/form-data" }
          : { Referer: ORIGIN + referer, "Sec-Fetch-Mode": "navigate" },
      }),
      site,
    );

  it("in Spanish from a Spanish page, as text for a browser and as JSON for the form's script", async () => {
    const page = await failed("/es/contacto");
    expect(page.status).toBe(500);
    expect(page.headers.get("content-language")).toBe("es");
    expect(await page.text()).toBe(COPIES.es.inboxCopy.reasons[500]);
    const json = await failed("/es/contacto", true);
    expect(await json.json()).toEqual({ error: COPIES.es.inboxCopy.reasons[500] });
    expect(COPIES.es.inboxCopy.reasons[500]).not.toBe(inboxCopy.reasons[500]);
  });

  it("in the first language from any other page, or with no Referer", async () => {
    expect(await (await failed("/contact")).text()).toBe(inboxCopy.reasons[500]);
    expect(await (await failed("/espanol")).text()).toBe(inboxCopy.reasons[500]);
  });

  it("when the answer pages cannot be read, from the words alone", async () => {
    const request = new Request(ORIGIN + INBOX_PATH, {
      method: "POST",
      headers: { Referer: `${ORIGIN}/es/contacto`, "Sec-Fetch-Mode": "navigate" },
    });
    const env = { ASSETS: { fetch: async () => new Response("gone", { status: 503 }) } } as unknown as Env;
    // A Worker instance that has not read its pages yet (the module keeps them once read).
    vi.resetModules();
    const { handleInbox } = await import("./inbox.mjs");
    const answer = await handleInbox(
      request,
      env,
      { waitUntil: () => {} },
      { ...SITE, ...site },
      {
        log: (line) => logged.push(line),
        mailNow: async () => {},
      },
    );
    expect(answer.status).toBe(500);
    expect(await answer.text()).toBe(COPIES.es.inboxCopy.reasons[500]);
    expect(logged.join("\n")).toContain("answered 503");
  });
});
