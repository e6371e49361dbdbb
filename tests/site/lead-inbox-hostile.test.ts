import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DatabaseSync } from "node:sqlite";
import { INBOX_PATH, SENT_PATH } from "../support/paths";
import { LIMITS } from "#shared/contact/fields.ts";
import { MESSAGES, REQUIRED } from "../support/form-rules";
import { MAX_BODY_BYTES } from "#shared/inbox/limits.mjs";
import { inboxCopy, leadsCli } from "../support/site-words.ts";
import { siteLocaleOf } from "#shared/copy/site-language.ts";
import { csvSeparator } from "../../server/leads/csv.mjs";
import { fieldLabels } from "../../server/leads/lead-summary.mjs";
import { form, FORM, hostileClients, VALID } from "../support/hostile-clients";
import { createInbox, type Inbox } from "../support/inbox";
import type { RunningSite } from "../support/site";

/**
 * What npm start's inbox does with requests no form would send. Every client here has its own
 * address (X-Forwarded-For, trusted with TRUST_PROXY=1), so each test meets the rate limit afresh.
 * In order (as Vitest runs a file), against this file's own inbox: its tests count the rows they add.
 * The same requests as a browser without JavaScript sends them, and the pages it shows:
 * tests/e2e/lead-inbox-hostile.test.ts.
 */
let inbox: Inbox;
let site: RunningSite;

beforeAll(async () => {
  inbox = createInbox();
  site = await inbox.start({ TRUST_PROXY: "1" });
});
afterAll(async () => {
  await site?.stop();
  inbox?.remove();
});

const { newClient, post, storesNothing } = hostileClients(() => ({ origin: site.origin, inbox }));

describe("the inbox stores a valid request", () => {
  test("sent as JSON: 201", async () => {
    const response = await post({ ...VALID, message: "JSON porch" });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(inbox.leads().at(-1)).toMatchObject({ ...VALID, message: "JSON porch" });
  });

  test("sent as a form post: 303 to the confirmation page", async () => {
    const response = await post(form({ ...VALID, message: "Form porch" }), { type: FORM });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(SENT_PATH);
    expect(inbox.leads().at(-1)).toMatchObject({ ...VALID, message: "Form porch" });
  });
});

describe("every request the form allows is accepted, in both encodings", () => {
  // Each field at its limit in characters of three UTF-8 bytes: percent-encoded, 9 bytes each.
  const longest = {
    name: "山".repeat(LIMITS.name),
    email: "ada@example.com",
    phone: "+1 (555) 555-0100".padEnd(LIMITS.phone, "0"),
    message: "我们想翻新厨房和两个浴室。"
      .repeat(Math.floor(LIMITS.message / 13))
      .padEnd(LIMITS.message, "。"),
  };

  test("a form post without JavaScript: 303, stored whole", async () => {
    const body = form({ ...longest, website: "" });
    expect(body.length).toBeGreaterThan(45_000);
    const response = await post(body, { type: FORM });
    expect(response.status).toBe(303);
    expect(inbox.leads().at(-1)).toMatchObject(longest);
  });

  test("JSON with every character escaped: 201", async () => {
    const escaped = JSON.stringify(longest).replace(
      /[^ -~]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    expect((await post(escaped)).status).toBe(201);
    expect(inbox.leads().at(-1)).toMatchObject(longest);
  });
});

describe("hostile or broken requests get a clear answer, and nothing is stored", () => {
  for (const [type, body] of [
    ["text/plain", "hello"],
    // Multipart (the form with photos) is read, but only with its boundary.
    ["multipart/form-data", "--x--"],
    ["application/json; charset=latin1", JSON.stringify(VALID)],
    ["", JSON.stringify(VALID)],
  ] as const)
    test(`Content-Type ${JSON.stringify(type)}: 415`, async () => {
      await storesNothing(async () => {
        const response = await post(body, { type });
        expect(response.status).toBe(415);
        expect((await response.json()).error).toBe(inboxCopy.reasons[415]);
      });
    });

  test("a body larger than the form can send: 413, whether its length is announced or not", async () => {
    const big = JSON.stringify({ ...VALID, message: "x".repeat(MAX_BODY_BYTES) });
    await storesNothing(async () => {
      expect((await post(big)).status).toBe(413);
      expect(await chunkedPost(big)).toBe(413);
      // Just under the limit is read (and refused only for the message's length, 422).
      expect((await post({ ...VALID, message: "x".repeat(MAX_BODY_BYTES - 1024) })).status).toBe(422);
    });
  });

  test("a page of another site (Origin): 403; the site's own page is welcome", async () => {
    await storesNothing(async () => {
      expect((await post(VALID, { headers: { Origin: "https://evil.example" } })).status).toBe(403);
      expect((await post(VALID, { headers: { Origin: "null" } })).status).toBe(403);
      const page = await post(form(VALID), { type: FORM, headers: { Origin: "https://evil.example" } });
      expect(page.status).toBe(403);
      expect(await page.text()).toContain(inboxCopy.refusal.backLink);
    });
    const own = await post(VALID, { headers: { Origin: site.origin } });
    expect(own.status).toBe(201);
  });

  test("the honeypot filled: 201 (or 303) as for anyone, and nothing stored", async () => {
    await storesNothing(async () => {
      expect((await post({ ...VALID, website: "http://spam.example" })).status).toBe(201);
      const page = await post(form({ ...VALID, website: "http://spam.example" }), { type: FORM });
      expect(page.status).toBe(303);
    });
  });

  test("line breaks and control characters: 422 naming the field, nothing stored or mailed", async () => {
    await storesNothing(async () => {
      const forged = await post({ ...VALID, name: "Bob\nEmail: attacker@evil.example\nPhone: 555" });
      expect(forged.status).toBe(422);
      expect((await forged.json()).errors).toEqual({ name: MESSAGES.lineBreak });
      for (const [field, value] of [
        ["name", "Bob\u0000"],
        ["name", "Bob\u001b]0;pwned\u0007"],
        ["message", "Pay \u202e0015$ now"],
        ["message", "Ring\u0007"],
      ]) {
        const response = await post({ ...VALID, [field!]: value });
        expect(response.status).toBe(422);
        expect((await response.json()).errors).toEqual({ [field!]: MESSAGES.control });
      }
      // Without JavaScript: the form again, with the message next to the field.
      const page = await post(form({ ...VALID, name: "Bob\r\nEmail: x@evil.example" }), { type: FORM });
      expect(page.status).toBe(422);
      expect(await page.text()).toContain(MESSAGES.lineBreak);
    });
  });

  test("invalid fields: 422 with the form's own messages", async () => {
    await storesNothing(async () => {
      const response = await post({ name: " ", email: "ada@localhost", phone: "call me", message: "" });
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual({
        name: REQUIRED.name,
        email: MESSAGES.email,
        phone: MESSAGES.phoneCharacters,
        message: REQUIRED.message,
      });
      expect((await post({ ...VALID, email: "<script>@example.com" })).status).toBe(422);
      expect((await post({ ...VALID, name: "x".repeat(101) })).status).toBe(422);
    });
  });

  for (const [label, body] of [
    ["malformed JSON", "{"],
    ["a JSON array", "[]"],
    ["a field that is not text", JSON.stringify({ ...VALID, name: ["Ada"] })],
    ["bytes that are not UTF-8", new Uint8Array([0x7b, 0xff, 0x7d])],
  ] as const)
    test(`${label}: 400`, async () => {
      await storesNothing(async () => {
        const response = await post(body);
        expect(response.status).toBe(400);
      });
    });

  test("other methods: 405 with Allow: POST", async () => {
    const response = await fetch(site.origin + INBOX_PATH);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("the rate limit", () => {
  test("more than 5 requests a minute from one client: 429 with Retry-After; other clients go on", async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++)
      expect((await post({ ...VALID, name: `Ada ${i}` }, { client })).status).toBe(201);
    const refused = await post(VALID, { client });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    const page = await post(form(VALID), { type: FORM, client });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain(inboxCopy.reasons[429]);
    expect((await post(VALID)).status).toBe(201);
  });

  test("with TRUST_PROXY, a client that is not a trusted proxy cannot choose its address", async () => {
    // Loopback is not a proxy here, so this test's client connects as a stranger would, directly.
    const other = createInbox();
    const direct = await other.start({ TRUST_PROXY: "1", TRUSTED_PROXIES: "192.0.2.1" });
    try {
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push((await post(VALID, { origin: direct.origin })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      expect(other.leads()).toHaveLength(5);
    } finally {
      await direct.stop();
      other.remove();
    }
  });

  test("without TRUST_PROXY, X-Forwarded-For is ignored: the socket's address counts", async () => {
    const other = createInbox();
    const direct = await other.start();
    try {
      // Five different claimed addresses, one real client: the sixth request is refused.
      for (let i = 0; i < 5; i++) expect((await post(VALID, { origin: direct.origin })).status).toBe(201);
      expect((await post(VALID, { origin: direct.origin })).status).toBe(429);
      expect(other.leads()).toHaveLength(5);
    } finally {
      await direct.stop();
      other.remove();
    }
  });
});

describe("under load and in a crash", () => {
  test("200 concurrent valid posts (200 clients) give 200 rows", async () => {
    const before = inbox.leads().length;
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post({ ...VALID, message: `Concurrent ${i}` }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(200);
    const messages = inbox
      .leads()
      .slice(before)
      .map((lead) => lead.message)
      .sort();
    expect(messages).toEqual(Array.from({ length: 200 }, (_, i) => `Concurrent ${i}`).sort());
  });

  test("kill -9 of the server right after a 201 loses nothing", async () => {
    const crashing = createInbox();
    let server = await crashing.start();
    try {
      const response = await post({ ...VALID, message: "Survives a crash" }, { origin: server.origin });
      expect(response.status).toBe(201);
      await server.kill();
      expect(crashing.leads()).toMatchObject([{ ...VALID, message: "Survives a crash" }]);
      server = await crashing.start();
      expect(crashing.leadsCommand()).toContain("Survives a crash");
    } finally {
      await server.stop();
      crashing.remove();
    }
  });
});

describe("npm run leads", () => {
  test("exports CSV whose formula-like cells are neutralised", async () => {
    const hostile = {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: "eve@example.com",
      phone: "+1 555 555 0100",
      message: "@SUM(1+1)",
    };
    expect((await post(hostile)).status).toBe(201);
    const csv = inbox.leadsCommand("--csv");
    const row = csv.split("\r\n").find((line) => line.includes("HYPERLINK"));
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row).toContain(`"'+1 555 555 0100"`);
    expect(row).toContain(`"'@SUM(1+1)"`);
    // The specification's fields first, then the optional ones, the source and the photos (issue 26).
    const { id, receivedAt, mail } = leadsCli.csv;
    const labels = fieldLabels(undefined);
    const first = [id, receivedAt, labels.name, labels.email, labels.phone, labels.message, mail];
    const separator = csvSeparator(siteLocaleOf());
    const header = csv.split("\r\n")[0]!;
    expect(header.slice(0, header.indexOf(`"${mail}"`) + mail.length + 3)).toBe(
      `\uFEFF${first.map((c) => `"${c}"`).join(separator)}${separator}`,
    );
  });

  test("lists and exports a lead stored before control characters were refused without writing them", () => {
    // As an older version stored it: straight into the database.
    const db = new DatabaseSync(inbox.db);
    db.prepare("INSERT INTO leads (received_at, name, email, phone, message) VALUES (?, ?, ?, ?, ?)").run(
      new Date().toISOString(),
      "Eve\u001b]0;pwned\u0007",
      "eve@example.com",
      "",
      "Hello\u001b[2J\u009b31m\u202eevil",
    );
    db.close();
    for (const output of [inbox.leadsCommand(), inbox.leadsCommand("--csv")]) {
      expect(output).toContain("Eve\uFFFD]0;pwned\uFFFD");
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      expect(output).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e]/);
    }
  });
});

describe("the access log", () => {
  test("never shows what visitors typed", async () => {
    const secret = {
      name: "Secret Name 7f3a",
      email: "secret-7f3a@example.com",
      phone: "",
      message: "Secret 7f3a",
    };
    const statuses = await Promise.all([
      post(secret).then((r) => r.status),
      post(form(secret), { type: FORM }).then((r) => r.status),
      post({ ...secret, email: "bad" }).then((r) => r.status),
      post(form({ ...secret, email: "bad" }), { type: FORM }).then((r) => r.status),
      post({ ...secret, message: "x".repeat(MAX_BODY_BYTES) }).then((r) => r.status),
    ]);
    expect(statuses.sort()).toEqual([201, 303, 413, 422, 422]);
    // Lines are logged in the order answers finish: once this later request is in the log, so are those.
    await fetch(`${site.origin}/logged-after-the-posts`);
    await expect.poll(() => site.log(), { timeout: 10_000 }).toContain("GET /logged-after-the-posts 404");
    expect(site.log()).toMatch(/POST \/api\/contact 303/);
    expect(site.log()).not.toMatch(/7f3a/);
  });
});

/** A POST whose body arrives in chunks with no announced length; resolves with the status. */
function chunkedPost(body: string) {
  const { hostname, port } = new URL(site.origin);
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path: INBOX_PATH,
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": newClient() },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    for (let i = 0; i < body.length; i += 4096) req.write(body.slice(i, i + 4096));
    req.end();
  });
}
