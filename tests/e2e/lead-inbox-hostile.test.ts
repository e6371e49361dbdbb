import { request } from "node:http";
import { expect, test } from "../support/fixtures";
import { INBOX_PATH, MESSAGES, REQUIRED, SENT_PATH } from "~/lib/contact-request";
import { createInbox, type Inbox } from "../support/inbox";
import type { RunningSite } from "../support/site";

// In order, in one worker, against this file's own inbox (as its tests count the rows they add).
test.describe.configure({ mode: "default" });

/**
 * What npm start's inbox does with requests no form would send. Every client here has its own
 * address (X-Forwarded-For, trusted with TRUST_PROXY=1), so each test meets the rate limit afresh.
 */
let inbox: Inbox;
let site: RunningSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  inbox = createInbox();
  site = await inbox.start({ TRUST_PROXY: "1" });
});
test.afterAll(async () => {
  await site?.stop();
  inbox?.remove();
});

let clients = 0;
/** A new visitor's address. */
const newClient = () => `198.51.100.${++clients}`;

const VALID = { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "A porch, please." };

type PostOptions = { type?: string; headers?: Record<string, string>; client?: string; origin?: string };

/** POSTs `body` to the inbox of `origin` as one client (a new one unless given). */
function post(
  body: string | Uint8Array<ArrayBuffer> | object,
  { type, headers = {}, client = newClient(), origin = site.origin }: PostOptions = {},
) {
  const text = typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body);
  return fetch(origin + INBOX_PATH, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": type ?? "application/json", "X-Forwarded-For": client, ...headers },
    body: text,
  });
}

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const FORM = "application/x-www-form-urlencoded";

/** Runs `act` and checks that no lead was stored meanwhile. */
async function storesNothing(act: () => Promise<void>) {
  const before = inbox.leads().length;
  await act();
  expect(inbox.leads().length).toBe(before);
}

test.describe("the inbox stores a valid request", () => {
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

test.describe("hostile or broken requests get a clear answer, and nothing is stored", () => {
  for (const [type, body] of [
    ["text/plain", "hello"],
    ["multipart/form-data; boundary=x", "--x--"],
    ["application/json; charset=latin1", JSON.stringify(VALID)],
    ["", JSON.stringify(VALID)],
  ] as const)
    test(`Content-Type ${JSON.stringify(type)}: 415`, async () => {
      await storesNothing(async () => {
        const response = await post(body, { type });
        expect(response.status).toBe(415);
        expect((await response.json()).error).toMatch(/format/);
      });
    });

  test("a body over 16 KB: 413, whether its length is announced or not", async () => {
    const big = { ...VALID, message: "x".repeat(17 * 1024) };
    await storesNothing(async () => {
      expect((await post(big)).status).toBe(413);
      expect(await chunkedPost(JSON.stringify(big))).toBe(413);
      // Just under the limit is read (and refused only for the message's length, 422).
      expect((await post({ ...VALID, message: "x".repeat(15 * 1024) })).status).toBe(422);
    });
  });

  test("a page of another site (Origin): 403; the site's own page is welcome", async () => {
    await storesNothing(async () => {
      expect((await post(VALID, { headers: { Origin: "https://evil.example" } })).status).toBe(403);
      expect((await post(VALID, { headers: { Origin: "null" } })).status).toBe(403);
      const page = await post(form(VALID), { type: FORM, headers: { Origin: "https://evil.example" } });
      expect(page.status).toBe(403);
      expect(await page.text()).toContain("Back to the contact page");
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

test.describe("the rate limit", () => {
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
    expect(await page.text()).toContain("Please wait a minute");
    expect((await post(VALID)).status).toBe(201);
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

test.describe("under load and in a crash", () => {
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

test.describe("npm run leads", () => {
  test("exports CSV whose formula-like cells are neutralised, and lists without terminal escapes", async () => {
    const hostile = {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: "eve@example.com",
      phone: "+1 555 555 0100",
      message: "@SUM(1+1)\u001b]0;pwned\u0007\u001b[2J",
    };
    expect((await post(hostile)).status).toBe(201);
    const csv = inbox.leadsCommand("--csv");
    const row = csv.split("\r\n").find((line) => line.includes("HYPERLINK"));
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row).toContain(`"'+1 555 555 0100"`);
    expect(row).toContain(`"'@SUM(1+1)`);
    expect(csv.split("\r\n")[0]).toBe('\uFEFF"id","received_at","name","email","phone","message","mail"');

    const listed = inbox.leadsCommand();
    expect(listed).toContain("=HYPERLINK");
    expect(listed.includes("\u001b") || listed.includes("\u0007")).toBe(false);
  });
});

test.describe("the access log", () => {
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
      post({ ...secret, message: "x".repeat(17 * 1024) }).then((r) => r.status),
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
