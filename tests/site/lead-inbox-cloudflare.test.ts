import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { contactForm } from "~/content/site";
import { inboxCopy, leadsBackup, leadsCli, leadsCopy, privacy } from "../support/site-words.ts";
import { escapeRegex } from "../../tooling/nginx-locations";
import { LIMITS, PHOTOS } from "#shared/contact/fields.ts";
import {
  CONTACT_PATH,
  INBOX_PATH,
  PRIVACY_PATH,
  SENT_OUTSIDE_AREA_PATH,
  SENT_PATH,
  SENT_PATHS,
} from "../support/paths";
import { securityHeaders } from "#shared/policy.mjs";
import { MAX_BODY_BYTES } from "#shared/inbox/limits.mjs";
import { mailText, startCloudflare, CLOUDFLARE_BUILD, type RunningCloudflare } from "../support/cloudflare";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { send, type Answer } from "../support/hosts";
import { createInbox, INBOX_HOSTS, type Inbox } from "../support/inbox";
import { noisyPhoto } from "../support/photos";
import { decodeHtml, fetchHtml, readBuildFile, type RunningSite } from "../support/site";

/**
 * The inbox on Cloudflare (the Worker with D1, R2 and the email binding, run offline by
 * npm run cloudflare:dev) answers every request of the table exactly as npm start's inbox does, and
 * keeps what it accepts: a D1 row per accepted request, none per refused one, photos in R2, the mail,
 * the retention by cron, and npm run leads -- --cloudflare --local reading them all.
 * In order (as Vitest runs a file): the parity table's rows are counted after it.
 * @runs-long: starts the Worker in workerd (wrangler dev) for its requests.
 */
let inbox: Inbox;
let site: RunningSite;
let cloudflare: RunningCloudflare;

beforeAll(async () => {
  inbox = createInbox();
  // 1 MB for visitors' photos: the table's small ones fit, its last one does not.
  const settings = { LEADS_RATE_LIMIT: "1000", LEADS_PHOTOS_MAX_MB: "1" };
  // Both at once, each kept as soon as it serves: should the other not come up, afterAll stops it
  // (with Promise.all, npm start was left running after wrangler failed to start in time).
  const started = await Promise.allSettled([
    inbox.start(settings).then((running) => (site = running)),
    startCloudflare(settings).then((running) => (cloudflare = running)),
  ]);
  for (const result of started) if (result.status === "rejected") throw result.reason;
});
afterAll(async () => {
  await Promise.all([site?.stop(), cloudflare?.stop()]);
  inbox?.remove();
});

/**
 * The time of a test that runs npm run leads -- --cloudflare, as the owner does: each run starts
 * wrangler three times or more (a workerd each time, seconds apiece on a busy machine), one with
 * --backup or --delete twice that. (The tests' own reads of D1 take its file, in milliseconds.)
 */
const WRANGLER_TEST = 120_000;

const VALID = { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "A porch, please." };
const OUTSIDE = "99999";
const JSON_TYPE = "application/json";
/** Each field at its limit in characters of three UTF-8 bytes (percent-encoded, 9 bytes each). */
const LONGEST = {
  name: "山".repeat(LIMITS.name),
  email: "ada@example.com",
  phone: "+1 (555) 555-0100".padEnd(LIMITS.phone, "0"),
  message: "我们想翻新厨房和两个浴室。".repeat(Math.floor(LIMITS.message / 13)).padEnd(LIMITS.message, "。"),
};
const FORM = "application/x-www-form-urlencoded";
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** A multipart body as a browser sends it: the fields, then each file in its field. */
async function multipart(
  values: Record<string, string>,
  files: { field?: string; name: string; bytes: Uint8Array; type?: string }[],
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  for (const file of files)
    data.append(
      file.field ?? PHOTOS.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }),
      file.name,
    );
  const request = new Request("http://localhost/", { method: "POST", body: data });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type")! };
}

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#8a5" } })
    .jpeg()
    .toBuffer();

type Row = {
  name: string;
  /** What is sent; the origin is each host's own unless `origin` says another site. */
  request: () => Promise<{
    method?: string;
    body?: string | Buffer;
    type?: string;
    headers?: Record<string, string>;
  }>;
  /** The status both must answer (the table says what it checks). */
  status: number;
  /** Whether a lead is stored. */
  stores: boolean;
};

const OTHER_SITE = { Origin: "https://evil.example" };
const JSON_ANSWER = { Accept: "application/json" };

const TABLE: Row[] = [
  {
    name: "JSON, valid",
    request: async () => ({ body: JSON.stringify({ ...VALID, message: "JSON porch" }) }),
    status: 201,
    stores: true,
  },
  {
    name: "JSON, outside the areas served",
    request: async () => ({ body: JSON.stringify({ ...VALID, postcode: OUTSIDE, message: "Far away" }) }),
    status: 201,
    stores: true,
  },
  {
    name: "JSON, missing fields",
    request: async () => ({ body: JSON.stringify({ name: "", email: "x@y" }) }),
    status: 422,
    stores: false,
  },
  { name: "JSON, malformed", request: async () => ({ body: "{not json" }), status: 400, stores: false },
  { name: "JSON, an array", request: async () => ({ body: "[]" }), status: 400, stores: false },
  {
    name: "JSON, not UTF-8",
    request: async () => ({ body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) }),
    status: 400,
    stores: false,
  },
  {
    name: "JSON, a field that is not text",
    request: async () => ({ body: JSON.stringify({ ...VALID, name: ["Ada"] }) }),
    status: 400,
    stores: false,
  },
  {
    name: "JSON, the honeypot filled (a bot: thanked, dropped)",
    request: async () => ({ body: JSON.stringify({ ...VALID, website: "http://spam.example" }) }),
    status: 201,
    stores: false,
  },
  {
    name: "JSON, larger than the form can send",
    request: async () => ({ body: JSON.stringify({ ...VALID, message: "x".repeat(MAX_BODY_BYTES) }) }),
    status: 413,
    stores: false,
  },
  {
    name: "form post, valid",
    request: async () => ({ body: form({ ...VALID, message: "Form porch" }), type: FORM }),
    status: 303,
    stores: true,
  },
  {
    name: "form post, outside the areas served",
    request: async () => ({
      body: form({ ...VALID, postcode: OUTSIDE, message: "Form, far away" }),
      type: FORM,
    }),
    status: 303,
    stores: true,
  },
  {
    name: "form post, markup in a field (kept as text)",
    request: async () => ({
      body: form({ ...VALID, message: "<script>alert(1)</script> & <b>bold</b>" }),
      type: FORM,
    }),
    status: 303,
    stores: true,
  },
  {
    name: "form post, with mistakes: the form back, marked (the correction page)",
    request: async () => ({
      body: form({ name: "<i>Ada</i>", email: "ada@localhost", phone: "12", message: "Hi" }),
      type: FORM,
    }),
    status: 422,
    stores: false,
  },
  {
    name: "form post, 100 KB in a field: the refusal page",
    request: async () => ({ body: form({ ...VALID, message: "y".repeat(100_000) }), type: FORM }),
    status: 413,
    stores: false,
  },
  {
    name: "form post, every field at its longest in characters of three bytes (about 50 KB)",
    request: async () => ({ body: form({ ...LONGEST, website: "" }), type: FORM }),
    status: 303,
    stores: true,
  },
  {
    name: "JSON with every character escaped",
    request: async () => ({
      body: JSON.stringify({ ...LONGEST, message: "Escaped" }).replace(
        /[^ -~]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
      ),
    }),
    status: 201,
    stores: true,
  },
  ...(
    [
      ["multipart without its boundary", "multipart/form-data", "--x--"],
      ["JSON in another charset", "application/json; charset=latin1", JSON.stringify(VALID)],
      ["no Content-Type", "", JSON.stringify(VALID)],
    ] as const
  ).map(([name, type, body]) => ({
    name: `${name}: 415`,
    request: async () => ({ body, type }),
    status: 415,
    stores: false,
  })),
  ...(
    [
      ["name", "Bob\nEmail: attacker@evil.example\nPhone: 555"],
      ["name", "Bob\u0000"],
      ["name", "Bob\u001b]0;pwned\u0007"],
      ["message", "Pay \u202e0015$ now"],
    ] as const
  ).map(([field, value]) => ({
    name: `a line break or control character in the ${field}: ${JSON.stringify(value).slice(0, 24)}`,
    request: async () => ({ body: JSON.stringify({ ...VALID, [field]: value }) }),
    status: 422,
    stores: false,
  })),
  {
    name: "form post, a forged header line in the name: the form back, marked",
    request: async () => ({ body: form({ ...VALID, name: "Bob\r\nEmail: x@evil.example" }), type: FORM }),
    status: 422,
    stores: false,
  },
  {
    name: "Origin: null",
    request: async () => ({ body: JSON.stringify(VALID), headers: { Origin: "null" } }),
    status: 403,
    stores: false,
  },
  {
    name: "another site's form post: the refusal page",
    request: async () => ({ body: form(VALID), type: FORM, headers: OTHER_SITE }),
    status: 403,
    stores: false,
  },
  {
    name: "text/plain",
    request: async () => ({ body: "name=Ada", type: "text/plain" }),
    status: 415,
    stores: false,
  },
  {
    name: "text/plain from a browser's navigation: the refusal page",
    request: async () => ({
      body: "name=Ada",
      type: "text/plain",
      headers: { "Sec-Fetch-Mode": "navigate" },
    }),
    status: 415,
    stores: false,
  },
  { name: "GET", request: async () => ({ method: "GET" }), status: 405, stores: false },
  {
    name: "another site's page",
    request: async () => ({ body: JSON.stringify(VALID), headers: OTHER_SITE }),
    status: 403,
    stores: false,
  },
  {
    name: "another site's preflight",
    request: async () => ({ method: "OPTIONS", headers: OTHER_SITE }),
    status: 403,
    stores: false,
  },
  {
    name: "photos: one JPEG",
    request: async () => {
      const { body, type } = await multipart({ ...VALID, message: "With a photo" }, [
        { name: "deck.jpg", bytes: await photo() },
      ]);
      return { body, type, headers: JSON_ANSWER };
    },
    status: 201,
    stores: true,
  },
  {
    name: "photos: random bytes behind a JPEG's first ones",
    request: async () => {
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20_000, 0x5a)]);
      const { body, type } = await multipart(VALID, [{ name: "fake.jpg", bytes: fake }]);
      return { body, type, headers: JSON_ANSWER };
    },
    status: 422,
    stores: false,
  },
  {
    name: "photos: a PNG whose header is damaged",
    request: async () => {
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } })
        .png()
        .toBuffer();
      png.writeUInt8(png.readUInt8(20) ^ 0xff, 20);
      const { body, type } = await multipart(VALID, [{ name: "broken.png", bytes: png, type: "image/png" }]);
      return { body, type, headers: JSON_ANSWER };
    },
    status: 422,
    stores: false,
  },
  {
    name: "photos: HTML named photo.jpg",
    request: async () => {
      const { body, type } = await multipart(VALID, [
        { name: "photo.jpg", bytes: Buffer.from("<html><script>x</script></html>") },
      ]);
      return { body, type, headers: JSON_ANSWER };
    },
    status: 422,
    stores: false,
  },
  {
    name: "photos: one larger than the limit",
    request: async () => {
      const big = Buffer.concat([await photo(), Buffer.alloc(PHOTOS.maxBytes, 1)]);
      const { body, type } = await multipart(VALID, [{ name: "huge.jpg", bytes: big }]);
      return { body, type, headers: JSON_ANSWER };
    },
    status: 422,
    stores: false,
  },
  {
    name: "photos: more than the form takes",
    request: async () => {
      const bytes = await photo();
      const files = Array.from({ length: PHOTOS.max + 1 }, (_, i) => ({ name: `p${i}.jpg`, bytes }));
      const { body, type } = await multipart(VALID, files);
      return { body, type, headers: JSON_ANSWER };
    },
    status: 422,
    stores: false,
  },
  {
    name: "photos: a file name with a path",
    request: async () => {
      const { body, type } = await multipart(VALID, [{ name: "../../evil.jpg", bytes: await photo() }]);
      return { body, type, headers: JSON_ANSWER };
    },
    status: 422,
    stores: false,
  },
  {
    name: "photos: a file name with a backslash",
    request: async () => {
      const { body, type } = await multipart(VALID, [
        { name: "C:\\Users\\me\\deck.jpg", bytes: await photo() },
      ]);
      return { body, type, headers: JSON_ANSWER };
    },
    status: 422,
    stores: false,
  },
  {
    name: "photos: one larger than the limit, its name in accents and quotes",
    request: async () => {
      const big = Buffer.concat([await photo(), Buffer.alloc(PHOTOS.maxBytes, 1)]);
      const { body, type } = await multipart(VALID, [{ name: "Küche – groß “neu”.jpg", bytes: big }]);
      return { body, type, headers: JSON_ANSWER };
    },
    status: 422,
    stores: false,
  },
  {
    name: "photos: a field whose bytes are not UTF-8 (read as npm start reads them)",
    request: async () => {
      const { body, type } = await multipart({ ...VALID, message: "MARK" }, []);
      const at = body.indexOf("MARK");
      return {
        body: Buffer.concat([body.subarray(0, at), Buffer.from([0x68, 0xff, 0x69]), body.subarray(at + 4)]),
        type,
        headers: JSON_ANSWER,
      };
    },
    status: 201,
    stores: true,
  },
  {
    name: "photos: a file where none belongs",
    request: async () => {
      const { body, type } = await multipart(VALID, [
        { field: "message", name: "a.jpg", bytes: await photo() },
      ]);
      return { body, type, headers: JSON_ANSWER };
    },
    status: 400,
    stores: false,
  },
  {
    name: "photos without JavaScript: a refused photo's page",
    request: async () => {
      const { body, type } = await multipart(VALID, [
        { name: "photo.jpg", bytes: Buffer.from("not a photo at all") },
      ]);
      return { body, type };
    },
    status: 422,
    stores: false,
  },
  {
    name: "photos without JavaScript: stored, the confirmation page",
    request: async () => {
      const { body, type } = await multipart({ ...VALID, message: "Photo, no script" }, [
        { name: "roof.jpg", bytes: await photo() },
      ]);
      return { body, type };
    },
    status: 303,
    stores: true,
  },
  {
    name: "photos past LEADS_PHOTOS_MAX_MB: the request stored without them, the visitor told",
    request: async () => {
      const bytes = await noisyPhoto(1600, 1200, { quality: 95 });
      const { body, type } = await multipart({ ...VALID, message: "No room for photos" }, [
        { name: "big.jpg", bytes },
      ]);
      return { body, type, headers: JSON_ANSWER };
    },
    status: 201,
    stores: true,
  },
  {
    name: "multipart, cut off",
    request: async () => {
      const { body, type } = await multipart(VALID, [{ name: "deck.jpg", bytes: await photo() }]);
      return { body: body.subarray(0, body.length - 200), type, headers: JSON_ANSWER };
    },
    status: 400,
    stores: false,
  },
];

/** Every header the policy sets, and those the inbox's answers carry. */
const COMPARED = [
  ...Object.keys(securityHeaders(JSON.parse(readBuildFile(CLOUDFLARE_BUILD, "site.json")).csp)).map((h) =>
    h.toLowerCase(),
  ),
  "content-type",
  "cache-control",
  "location",
  "allow",
  "retry-after",
  "vary",
  "access-control-allow-origin",
];

function facts(answer: Answer) {
  return {
    status: answer.status,
    ...Object.fromEntries(
      COMPARED.map((name) => [
        name,
        answer.headers[name]
          ?.toString()
          .toLowerCase()
          .replace(/\s*;\s*/g, "; "),
      ]),
    ),
    body: answer.body.toString("utf8"),
  };
}

async function ask(origin: string, row: Row) {
  const { method = "POST", body, type = JSON_TYPE, headers = {} } = await row.request();
  return send(origin + INBOX_PATH, {
    method,
    body,
    headers: { Origin: origin, ...(body !== undefined && { "Content-Type": type }), ...headers },
  });
}

describe("every answer of the inbox is npm start's", () => {
  for (const row of TABLE)
    test(row.name, async () => {
      const [expected, actual] = await Promise.all([ask(site.origin, row), ask(cloudflare.origin, row)]);
      // With what npm start logged, should it answer otherwise (a 500 here once, under a CI run's load).
      expect(
        expected.status,
        `npm start: ${expected.body.toString("utf8").slice(0, 500)}\n${site.log().slice(-2000)}`,
      ).toBe(row.status);
      expect(facts(actual)).toEqual(facts(expected));
    });

  test("a D1 row for each request accepted, none for a refused one, as npm start's database", () => {
    const stored = (rows: { name: string; message: string }[]) => rows.map((r) => `${r.name}: ${r.message}`);
    const accepted = TABLE.filter((row) => row.stores).length;
    const rows = cloudflare.rows();
    expect(rows).toHaveLength(accepted);
    expect(stored(rows)).toEqual(stored(inbox.leads()));
    expect(rows.filter((r) => r.outside_area === 1).map((r) => r.message)).toEqual([
      "Far away",
      "Form, far away",
    ]);
  });
});

describe("what the Worker keeps, and the owner reads", () => {
  test(
    "a photo is kept in R2 as it was sent, and npm run leads -- --cloudflare --local downloads it",
    async () => {
      const bytes = await noisyPhoto(1200, 900);
      const { body, type } = await multipart({ ...VALID, message: "Kept photo" }, [
        { name: "kitchen.jpg", bytes },
      ]);
      const answer = await send(cloudflare.origin + INBOX_PATH, {
        method: "POST",
        body,
        headers: { Origin: cloudflare.origin, "Content-Type": type, ...JSON_ANSWER },
      });
      expect(answer.status).toBe(201);
      const row = cloudflare.rows().at(-1)!;
      const [kept] = JSON.parse(String(row.photos)) as {
        file: string;
        name: string;
        bytes: number;
        folder: string;
      }[];
      expect(kept).toMatchObject({ file: "1.jpg", name: "kitchen.jpg", bytes: bytes.length });

      const listing = cloudflare.leads();
      expect(listing.status).toBe(0);
      const mirror = join(cloudflare.state, "mirror", "lead-photos", String(row.id));
      expect(listing.stdout).toContain(`${leadsCli.photosIn(mirror)}: 1.jpg (kitchen.jpg`);
      expect(readFileSync(join(mirror, "1.jpg")).equals(bytes)).toBe(true);
    },
    WRANGLER_TEST,
  );

  test(
    "--csv, --sources and --person read the Worker's requests as npm start's",
    () => {
      const csv = cloudflare.leads("--csv");
      expect(csv.stdout.split("\n")[0]).toContain(contactForm.postcodeLabel);
      expect(csv.stdout).toContain('"Kept photo"');
      expect(cloudflare.leads("--sources").stdout).toMatch(/\d{4}-\d{2}/);
      const person = cloudflare.leads("--person", "ADA@example.com").stdout;
      expect(person).toContain(leadsCli.person.request(1));
      expect(person).toContain("message: Kept photo");
      expect(person).toMatch(/: npm run leads -- --cloudflare --local --delete \d+;/);
    },
    WRANGLER_TEST,
  );

  test(
    "--backup copies D1 and R2 into npm start's layout; --delete deletes the request and its photos",
    async () => {
      const row = cloudflare.rows().at(-1)!;
      const target = join(cloudflare.state, "backup", "leads.sqlite");
      const backup = cloudflare.leads("--backup", target);
      // Any number of requests (more than one) and of folders of photos, in any folder.
      const done = escapeRegex(leadsBackup.done(111, "TARGET", 222, "FOLDER"))
        .replace("111", "\\d+")
        .replace("222", "\\d+")
        .replace("TARGET", ".*")
        .replace("FOLDER", ".*");
      expect(backup.stdout).toMatch(new RegExp(`^${done}`));
      expect(
        readFileSync(join(cloudflare.state, "backup", "lead-photos", String(row.id), "1.jpg")).length,
      ).toBeGreaterThan(200_000);

      const deleted = cloudflare.leads("--delete", String(row.id));
      expect(deleted.stdout).toContain(leadsCli.delete.deletedFrom(row.id, "\0").split("\0")[0]);
      expect(cloudflare.rows().map((r) => r.id)).not.toContain(row.id);
      expect(cloudflare.leads().stdout).not.toContain("Kept photo");
      const again = cloudflare.leads("--delete", String(row.id));
      expect(again.status).toBe(1);
      expect(again.stderr).toContain(leadsCli.delete.noSuch(String(row.id), "\0").split("\0")[0]);
    },
    2 * WRANGLER_TEST,
  );

  test("the privacy page names Cloudflare as the processor of the requests; npm start's names its own server", async () => {
    const [cloud, own] = await Promise.all([
      send(cloudflare.origin + PRIVACY_PATH),
      send(site.origin + PRIVACY_PATH),
    ]);
    expect(cloud.body.toString()).toContain("Cloudflare, Inc.");
    expect(own.body.toString()).not.toContain("Cloudflare");
    expect(decodeHtml(own.body.toString())).toContain(privacy.inbox);
  });
});

describe("the mail, the rate limit and the retention, on Cloudflare's own parts", () => {
  let mailed: RunningCloudflare;
  beforeAll(async () => {
    // Two requests a minute: the mail's and the retention's; the third is the rate limit's.
    mailed = await startCloudflare({ LEADS_NOTIFY_TO: "owner@smith-builders.test", LEADS_RATE_LIMIT: "2" });
  });
  afterAll(async () => {
    await mailed?.stop();
  });

  test(
    "each stored request is mailed to LEADS_NOTIFY_TO through the email binding, the visitor its Reply-To",
    async () => {
      const answer = await send(mailed.origin + INBOX_PATH, {
        method: "POST",
        body: JSON.stringify({
          ...VALID,
          name: "Zoë O'Brien",
          email: "zoe@example.com",
          message: "A new roof 🏠",
        }),
        headers: { Origin: mailed.origin, "Content-Type": JSON_TYPE },
      });
      expect(answer.status).toBe(201);
      await expect.poll(() => mailed.mails().length, { timeout: 10_000 }).toBe(1);
      const [raw = ""] = mailed.mails();
      expect(raw).toMatch(/^To: owner@smith-builders\.test\r?$/m);
      expect(raw).toMatch(/^From: website@smith-builders\.test|^From: website@example\.com/m);
      expect(raw).toMatch(/^Reply-To: =\?utf-8\?B\?[^?]+\?= <zoe@example\.com>\r?$/m);
      const text = mailText(raw);
      expect(text).toContain("Zoë O'Brien");
      expect(text).toContain("A new roof 🏠");
      // The mail's last line, after the request's number.
      expect(text).toContain(
        leadsCopy.footer(123456789, "npm run leads -- --cloudflare").split("123456789")[1],
      );
      await expect
        .poll(() => mailed.d1("SELECT sent_at FROM outbox")[0]?.sent_at, { timeout: 10_000 })
        .toBeTruthy();
      const listed = mailed.leads();
      expect(listed.stderr).toBe("");
      expect(listed.stdout).toContain(`  ${leadsCli.mail.sent}\n`);
    },
    WRANGLER_TEST,
  );

  test(
    "a mail that failed stays queued in D1, and the cron trigger sends it again",
    async () => {
      // As the email binding's failure leaves it: tried once, due again.
      mailed.d1(
        "UPDATE outbox SET sent_at = NULL, attempts = 1, last_error = 'the mail service was down', next_attempt_at = 0",
      );
      const queued = mailed.leads();
      // Its words on failure: the command's own (seen once, under a full CI run's load, with no output).
      expect(queued.stdout, queued.stderr).toContain(leadsCli.queuedAfter(1));
      await mailed.cron();
      await expect.poll(() => mailed.mails().length, { timeout: 10_000 }).toBe(2);
      await expect
        .poll(() => mailed.d1("SELECT sent_at, attempts FROM outbox")[0], { timeout: 10_000 })
        .toMatchObject({
          sent_at: expect.any(String),
          attempts: 2,
        });
    },
    WRANGLER_TEST,
  );

  test(
    "the cron trigger deletes the requests older than LEADS_RETENTION_DAYS, with their photos",
    async () => {
      const { body, type } = await multipart({ ...VALID, message: "Old request" }, [
        { name: "old.jpg", bytes: await photo() },
      ]);
      const answer = await send(mailed.origin + INBOX_PATH, {
        method: "POST",
        body,
        headers: { Origin: mailed.origin, "Content-Type": type, ...JSON_ANSWER },
      });
      expect(answer.status).toBe(201);
      const old = mailed.rows().at(-1)!;
      const site = JSON.parse(readBuildFile(CLOUDFLARE_BUILD, "site.json")) as { leadsRetentionDays: number };
      const longAgo = new Date(Date.now() - (site.leadsRetentionDays + 1) * 86_400_000).toISOString();
      mailed.d1(`UPDATE leads SET received_at = '${longAgo}' WHERE id = ${old.id}`);
      const [kept] = JSON.parse(String(old.photos)) as { file: string; folder: string }[];
      expect(mailed.photoStored(`lead-photos/${kept!.folder}/${kept!.file}`)).toBe(true);
      expect(mailed.leads().stdout).toContain("Old request");

      await mailed.cron();
      await expect.poll(() => mailed.rows().map((r) => r.id), { timeout: 10_000 }).not.toContain(old.id);
      expect(mailed.rows().length).toBeGreaterThan(0);
      expect(mailed.leads().stdout).not.toContain("Old request");
      // Its photo is gone from R2 too.
      expect(mailed.photoStored(`lead-photos/${kept!.folder}/${kept!.file}`)).toBe(false);
    },
    WRANGLER_TEST,
  );
  test("a client past LEADS_RATE_LIMIT a minute is refused with 429 and Retry-After, nothing stored", async () => {
    const before = mailed.rows().length;
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await send(mailed.origin + INBOX_PATH, {
        method: "POST",
        body: "{}",
        headers: { Origin: mailed.origin, "Content-Type": JSON_TYPE },
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.headers["retry-after"]).toBe("60");
        expect(JSON.parse(answer.body.toString())).toEqual({ error: inboxCopy.reasons[429] });
      }
    }
    expect(statuses).toContain(429);
    expect(mailed.rows().length).toBe(before);
  });

  test("an IPv6 client counts by its /64 (one home or phone), as npm start counts it", async () => {
    const from = (address: string) =>
      send(mailed.origin + INBOX_PATH, {
        method: "POST",
        body: "{}",
        headers: { Origin: mailed.origin, "Content-Type": JSON_TYPE, "CF-Connecting-IP": address },
      }).then((answer) => answer.status);
    expect([await from("2001:db8:1:2::1"), await from("2001:db8:1:2:ffff::7")]).toEqual([422, 422]);
    expect(await from("2001:db8:1:2::99")).toBe(429);
    expect(await from("2001:db8:1:3::1")).toBe(422);
  });
});

test("the build's Cloudflare output: the Worker alone (nothing else for wrangler to upload), its configuration, the migrations", () => {
  const out = join(CLOUDFLARE_BUILD, "cloudflare");
  expect(readdirSync(out).sort()).toEqual(["migrations", "worker.js", "wrangler.json"]);
  expect(readdirSync(join(out, "migrations"))).toEqual(
    readdirSync("server/leads/migrations").filter((f) => f.endsWith(".sql")),
  );
});

test("the Worker leaves out the phone number's library: its pages never show the company's number", () => {
  // libphonenumber-js's metadata lists every country's calling code, e.g. "US":["1", …
  expect(readFileSync(join(CLOUDFLARE_BUILD, "cloudflare", "worker.js"), "utf8")).not.toMatch(
    /"?US"?:\["1"|libphonenumber/,
  );
});

test("the sent pages are served at their addresses, as the Worker fetches them", async () => {
  for (const path of [SENT_PATH, SENT_OUTSIDE_AREA_PATH])
    expect((await send(cloudflare.origin + path)).status).toBe(200);
});

/**
 * From tests/e2e/lead-inbox.test.ts, which runs the form in Chromium on each host: what the inbox
 * serves beside the form, on this file's servers (a start of wrangler of their own would cost more
 * than the checks).
 */
for (const host of INBOX_HOSTS)
  describe(`on ${host}`, () => {
    const origin = () => (host === "npm start" ? site.origin : cloudflare.origin);

    describe("the form, with CONTACT_ENDPOINT=/api/contact", () => {
      test("keeps connect-src 'self' (the inbox is on the site's own origin)", async () => {
        const response = await fetch(origin() + CONTACT_PATH);
        expect(response.headers.get("content-security-policy")).toContain("connect-src 'self';");
      });

      test("the confirmation pages are not for search engines and not in the sitemap", async () => {
        const sitemap = await (await fetch(origin() + "/sitemap.xml")).text();
        for (const path of SENT_PATHS) {
          const { status, html } = await fetchHtml(origin(), path);
          expect(status).toBe(200);
          expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
          expect(sitemap).not.toContain(`${path}<`);
        }
      });
    });
  });
