/**
 * A disk filled on purpose (issue 32): a photo is kept only if the image library reads its header
 * as the image its bytes claim, wherever that header sits; the photos kept have a budget
 * (LEADS_PHOTOS_MAX_MB) and the disk a reserve (LEADS_DISK_RESERVE_MB), past which a request is
 * stored without its photos, the visitor told so and the owner's mail, listing and log saying so; one /64
 * of IPv6 addresses is one client for the rate limit.
 */
import { readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";
import { INBOX_PATH } from "../support/paths";
import { MESSAGES, PHOTO_MESSAGES } from "../support/form-rules";
import { contactPage, inboxCopy, leadsCopy, leadsStore } from "../support/site-words.ts";
import { escapeRegex } from "../../tooling/nginx-locations";
import { PHOTOS } from "#shared/contact/fields.ts";
import { afterEach, beforeEach, expect, test } from "vitest";
import { inboxForEachTest } from "../support/inbox";
import { noisyPhoto } from "../support/photos";
import { readable, startSmtp } from "../support/smtp";

const each = inboxForEachTest({ beforeEach, afterEach });

const VALID = { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "The deck, see photos." };

/** POSTs the form's fields and `files` as multipart/form-data, as the form with JavaScript does. */
function post(files: { name: string; bytes: Uint8Array }[], headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(VALID)) body.append(key, value);
  for (const file of files) {
    body.append(PHOTOS.field, new Blob([new Uint8Array(file.bytes)], { type: "image/jpeg" }), file.name);
  }
  return fetch(each.site!.origin + INBOX_PATH, {
    method: "POST",
    headers: { Accept: "application/json", ...headers },
    body,
  });
}

/** Every file in the inbox's folder but the database's, relative to it. */
const files = () =>
  readdirSync(dirname(each.inbox.db), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith("leads.sqlite"))
    .map((entry) => relative(dirname(each.inbox.db), join(entry.parentPath, entry.name)))
    .sort();

const photoOf = (width: number, height: number) => noisyPhoto(width, height, { sigma: 50 });

const refusedAs = async (answer: Response, message: string) => {
  expect(answer.status).toBe(422);
  expect(await answer.json()).toEqual({ errors: { photos: message } });
};

test("random bytes behind a JPEG's first bytes are no photo: refused, nothing stored", async () => {
  each.site = await each.inbox.start({ LEADS_RATE_LIMIT: "100" });
  const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3 * 1024 * 1024, 0x5a)]);
  for (let i = 4; i < fake.length; i += 7) fake[i] = (i * 31) & 0xff;
  await refusedAs(await post([{ name: "porch.jpg", bytes: fake }]), PHOTO_MESSAGES.notPhoto("porch.jpg"));
  expect(each.inbox.leads()).toEqual([]);
  expect(files()).toEqual([]);
});

test("a JPEG whose size is said past its first 256 KB is measured all the same", async () => {
  each.site = await each.inbox.start({ LEADS_RATE_LIMIT: "100" });
  const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#a52" } })
    .jpeg()
    .toBuffer();
  // Five APP15 segments of 64 KB each between the start and the rest, which holds the frame header.
  const padding = Array.from({ length: 5 }, () =>
    Buffer.concat([Buffer.from([0xff, 0xef, 0xff, 0xff]), Buffer.alloc(0xfffd, 0x20)]),
  );
  const bomb = Buffer.concat([small.subarray(0, 2), ...padding, small.subarray(2)]);
  const sof = bomb.indexOf(Buffer.from([0xff, 0xc0]), 5 * 0x10001);
  expect(sof).toBeGreaterThan(256 * 1024);
  // 20000 x 20000: 400 megapixels.
  bomb.writeUInt16BE(20_000, sof + 5);
  bomb.writeUInt16BE(20_000, sof + 7);
  await refusedAs(
    await post([{ name: "bomb.jpg", bytes: bomb }]),
    inboxCopy.photos.tooManyPixels("bomb.jpg"),
  );
  // The same file at its own size is a photo.
  bomb.writeUInt16BE(48, sof + 5);
  bomb.writeUInt16BE(64, sof + 7);
  expect((await post([{ name: "small.jpg", bytes: bomb }])).status).toBe(201);
});

test("past LEADS_PHOTOS_MAX_MB a request is stored without its photos, and the visitor, the owner and the log are told", async () => {
  const smtp = await startSmtp();
  try {
    each.site = await each.inbox.start({
      LEADS_RATE_LIMIT: "100",
      LEADS_PHOTOS_MAX_MB: "1",
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "owner@example.com",
    });
    expect(each.site!.log()).toContain(
      "Photos: 0 MB of 1 MB (LEADS_PHOTOS_MAX_MB), 1024 MB of the disk kept free (LEADS_DISK_RESERVE_MB).",
    );
    const photo = await photoOf(1800, 1250);
    expect(photo.length).toBeGreaterThan(1.4 * 1024 * 1024);
    // A photo of 1.5 MB and a small one: together past the budget, so neither is kept.
    const answer = await post([
      { name: "deck.jpg", bytes: photo },
      { name: "porch.jpg", bytes: await photoOf(40, 30) },
    ]);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ ok: true, notice: inboxCopy.photos.notKept });
    expect(each.inbox.leads()).toMatchObject([{ name: VALID.name, message: VALID.message }]);
    expect(files()).toEqual([]);
    expect(each.site!.log()).toContain(
      leadsStore.log.storedWithoutPhotos(1, 2, leadsStore.log.photosBudget(0, 1)),
    );
    const notKept = `${leadsCopy.photosNotKept}: ${leadsCopy.sentNotKept(2, "deck.jpg, porch.jpg")}, ${leadsCopy.notKeptWhy.budget}`;
    expect(each.inbox.leadsCommand()).toContain(notKept);
    await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBe(1);
    // The mail's text as a mail client shows it (quoted-printable's soft line breaks joined).
    expect(readable(smtp.mails[0]!)).toContain(notKept);

    // A photo that fits is kept, and counted at once: the next one passes the budget. Without
    // JavaScript (a page, not JSON) the confirmation says the photos were not kept.
    const wall = await photoOf(1400, 1000);
    const tiny = await photoOf(400, 300);
    expect(wall.length).toBeLessThan(1024 * 1024 - 10 * 1024);
    expect(wall.length + tiny.length).toBeGreaterThan(1024 * 1024);
    expect((await post([{ name: "wall.jpg", bytes: wall }])).status).toBe(201);
    const body = new FormData();
    for (const [key, value] of Object.entries(VALID)) body.append(key, value);
    // From outside the areas served: that note stays on the page too.
    body.append("postcode", "10001");
    body.append(PHOTOS.field, new Blob([new Uint8Array(tiny)]), "tiny.jpg");
    const page = await fetch(each.site!.origin + INBOX_PATH, { method: "POST", body, redirect: "manual" });
    expect(page.status).toBe(201);
    const html = await page.text();
    expect(html).toContain(contactPage.success.title);
    expect(html).toContain(inboxCopy.photos.notKept.replace("'", "&#39;"));
    expect(html).toContain(MESSAGES.outsideAreaSent.replace("'", "&#39;"));
    expect(each.inbox.leads()).toHaveLength(3);
    // (The outbox's web-sized copies for the mail, in mail/, come and go meanwhile.)
    expect(files().filter((file) => !file.includes("/mail/"))).toEqual(["lead-photos/2/1.jpg"]);
  } finally {
    await each.site?.stop();
    each.site = undefined;
    await smtp.stop();
  }
});

test("past the disk's reserve a request is stored without its photos, and the log says to free space", async () => {
  each.site = await each.inbox.start({ LEADS_RATE_LIMIT: "100", LEADS_DISK_RESERVE_MB: "999999999" });
  const answer = await post([{ name: "one.jpg", bytes: await photoOf(200, 150) }]);
  expect(answer.status).toBe(201);
  expect(await answer.json()).toEqual({ ok: true, notice: inboxCopy.photos.notKept });
  // The free megabytes are the disk's: any number.
  const [before, after] = leadsStore.log
    .storedWithoutPhotos(1, 1, leadsStore.log.photosDisk("FOLDER", 12345, 999999999))
    .split("12345");
  expect(each.site!.log()).toMatch(
    new RegExp(`${escapeRegex(before!).replace("FOLDER", ".*lead-photos")}\\d+${escapeRegex(after!)}`),
  );
  expect(each.inbox.leads()).toHaveLength(1);
  expect(each.inbox.leadsCommand()).toContain(
    `${leadsCopy.photosNotKept}: ${leadsCopy.sentNotKept(1, "one.jpg")}, ${leadsCopy.notKeptWhy.disk}`,
  );
  expect(files()).toEqual([]);
});

test("an empty file part beside a photo leaves nothing but the photo", async () => {
  each.site = await each.inbox.start({ LEADS_RATE_LIMIT: "100" });
  const body = new FormData();
  for (const [key, value] of Object.entries(VALID)) body.append(key, value);
  body.append(
    PHOTOS.field,
    new Blob([new Uint8Array(await photoOf(300, 200))], { type: "image/jpeg" }),
    "deck.jpg",
  );
  // What a browser sends for a file input left empty: no name, no bytes.
  body.append(PHOTOS.field, new Blob([], { type: "application/octet-stream" }), "");
  const answer = await fetch(each.site!.origin + INBOX_PATH, {
    method: "POST",
    headers: { Accept: "application/json" },
    body,
  });
  expect(answer.status).toBe(201);
  expect(files()).toEqual(["lead-photos/1/1.jpg"]);
});

test("the rate limit counts one /64 of IPv6 addresses as one client, behind a trusted proxy", async () => {
  each.site = await each.inbox.start({ LEADS_RATE_LIMIT: "2", TRUST_PROXY: "1" });
  const from = (address: string) =>
    fetch(each.site!.origin + INBOX_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
      body: JSON.stringify(VALID),
    }).then((answer) => answer.status);
  expect(await from("2001:db8:1:2::1")).toBe(201);
  expect(await from("2001:db8:1:2:aaaa::2")).toBe(201);
  expect(await from("2001:db8:1:2:ffff:ffff:ffff:3")).toBe(429);
  expect(await from("2001:db8:1:3::1")).toBe(201);
  expect(await from("203.0.113.7")).toBe(201);
});
