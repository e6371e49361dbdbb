/**
 * Slow phones (issue 32): a visitor's photos may take as long as they need to arrive while bytes
 * keep coming (a 3 MB photo at about 64 KB/s takes over 40 s), but an upload that stalls is ended,
 * and every other request still has 30 s in all to arrive, however slowly it trickles; nginx and
 * Caddy, in front of npm start as docs/deploy.md describes, pass such a photo through.
 * The only slow tests of the suite: each takes 30 to 45 s, bounded in bytes and time. They run side
 * by side, each on an inbox of its own: they wait on the clock, not on the machine.
 * @runs-long: waits out the inbox's time limits on slow requests.
 */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { INBOX_PATH } from "../support/paths";
import { PHOTOS } from "#shared/contact/fields.ts";
import { leadPhotoDir } from "../../server/leads/lead-photos.mjs";
import { UPLOAD_IDLE_MS } from "../../server/request-timeouts.mjs";
import { describe, test } from "vitest";
import { startCaddy, startNginx } from "../support/hosts";
import { inboxBehindForTest, inboxForTest, sendPhotoSlowly } from "../support/inbox";
import { noisyPhotoOnce } from "../support/photos";

const BOUNDARY = "----slow-phone";
const FIELDS = { name: "Ada Lovelace", email: "ada@example.com", message: "Photos from the roof." };

/** A multipart body: the form's fields and one photo. */
function multipart(photo: Buffer) {
  const fields = Object.entries(FIELDS)
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join("");
  return Buffer.concat([
    Buffer.from(
      `${fields}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${PHOTOS.field}"; filename="roof.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

type Sent = { status: number; body: string; seconds: number };

/**
 * Sends `body` to `origin` + `path` in chunks of `chunk` bytes every `everyMs`, stopping after `stopAfter` bytes
 * (a stall) if given; resolves with the answer (status 0: the connection closed without one).
 */
function trickle(
  origin: string,
  path: string,
  body: Buffer,
  {
    chunk,
    everyMs,
    stopAfter = Infinity,
    headers,
  }: { chunk: number; everyMs: number; stopAfter?: number; headers: Record<string, string> },
): Promise<Sent> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = request(origin + path, {
      method: "POST",
      headers: { ...headers, "Content-Length": String(body.length) },
    });
    const done = (status: number, text: string) => {
      clearInterval(timer);
      resolve({ status, body: text, seconds: (Date.now() - started) / 1000 });
    };
    req.on("response", (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString()));
      res.on("end", () => done(res.statusCode ?? 0, text));
    });
    req.on("error", () => done(0, ""));
    let at = 0;
    const timer = setInterval(() => {
      const end = Math.min(at + chunk, body.length, stopAfter);
      if (end > at) req.write(body.subarray(at, end));
      at = end;
      if (at >= body.length) {
        clearInterval(timer);
        req.end();
      }
    }, everyMs);
  });
}

const upload = { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, Accept: "application/json" };

describe.concurrent("a slow phone's requests", () => {
  test("a 3 MB photo sent at about 64 KB/s, over 40 s in all, arrives and is stored", async ({
    expect,
    onTestFinished,
  }) => {
    const own = inboxForTest(onTestFinished);
    own.site = await own.inbox.start({ LEADS_RATE_LIMIT: "100" });
    const photo = await noisyPhotoOnce(2400, 1800, { quality: 85 });
    expect(photo.length).toBeGreaterThan(2.5 * 1024 * 1024);
    const body = multipart(photo);
    const sent = await trickle(own.site.origin, INBOX_PATH, body, {
      chunk: 16 * 1024,
      everyMs: 250,
      headers: upload,
    });
    expect(sent.seconds).toBeGreaterThan(40);
    expect(sent.status).toBe(201);
    expect(own.inbox.leads()).toMatchObject([{ name: "Ada Lovelace" }]);
  }, 120_000);

  test("an upload that stalls is ended (408, in words) once no byte has come for the idle time, and nothing is stored", async ({
    expect,
    onTestFinished,
  }) => {
    const own = inboxForTest(onTestFinished);
    own.site = await own.inbox.start({ LEADS_RATE_LIMIT: "100" });
    const body = multipart(Buffer.alloc(2 * 1024 * 1024, 0xaa));
    const sent = await trickle(own.site.origin, INBOX_PATH, body, {
      chunk: 64 * 1024,
      everyMs: 100,
      stopAfter: 256 * 1024,
      headers: upload,
    });
    expect(sent.status).toBe(408);
    expect(sent.body).toBe("The request took too long to arrive. Please send it again.\n");
    expect(sent.seconds).toBeGreaterThanOrEqual(UPLOAD_IDLE_MS / 1000);
    expect(own.inbox.leads()).toEqual([]);
  }, 120_000);

  test("any other request still has 30 s in all, however slowly its bytes trickle in", async ({
    expect,
    onTestFinished,
  }) => {
    const own = inboxForTest(onTestFinished);
    own.site = await own.inbox.start({ LEADS_RATE_LIMIT: "100" });
    // A JSON request one byte every 2 s: never idle, but 30 s in all.
    const json = Buffer.from(JSON.stringify({ ...FIELDS, phone: "" }));
    const sent = await trickle(own.site.origin, INBOX_PATH, json, {
      chunk: 1,
      everyMs: 2_000,
      headers: { "Content-Type": "application/json" },
    });
    expect(sent.status).toBe(408);
    expect(sent.seconds).toBeGreaterThanOrEqual(29);
    expect(sent.seconds).toBeLessThan(40);
    expect(own.inbox.leads()).toEqual([]);
  }, 120_000);

  // The build's nginx.conf in nginx and its Caddyfile in Caddy (tests/site/lead-inbox-nginx.test.ts
  // and lead-inbox-caddy.test.ts test the rest of what each passes through).
  for (const [name, startHost] of [
    ["nginx", startNginx],
    ["Caddy", startCaddy],
  ] as const)
    describe(`${name} in front of npm start's inbox`, () => {
      test("passes a slow phone's photo through (3 MB at 64 KB/s, over 40 s): stored, as sent", async ({
        expect,
        onTestFinished,
      }) => {
        const behind = await inboxBehindForTest(startHost, onTestFinished);
        const { answer, photo, seconds } = await sendPhotoSlowly(behind, `Slow photo via ${name}`);
        expect(seconds).toBeGreaterThan(40);
        expect(answer.status).toBe(303);
        const [lead] = behind.inbox.leads().slice(-1);
        expect(lead).toMatchObject({ message: `Slow photo via ${name}` });
        expect(readFileSync(join(leadPhotoDir(behind.inbox.db, lead!.id), "1.jpg")).equals(photo)).toBe(true);
        // Without a word from nginx (as lead-inbox-nginx.test.ts checks it for the other requests).
        const warnings = /\[(warn|error|crit|alert|emerg)\]/;
        if (name === "nginx")
          expect(
            behind.host
              .log()
              .split("\n")
              .filter((l) => warnings.test(l)),
          ).toEqual([]);
      }, 120_000);
    });
});
