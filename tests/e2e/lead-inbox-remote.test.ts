/**
 * "A static host for the pages, a small server for the inbox": the pages built with
 * CONTACT_ENDPOINT=<the inbox's absolute URL> and served by a static host (Caddy with the build's
 * Caddyfile, which has no /api/ of its own); on another origin the inbox server: the inbox build's
 * `npm start`, told the pages' origin in LEADS_ALLOWED_ORIGINS, behind its own Caddy for HTTPS (an
 * HTTPS page posting to plain HTTP sends `Origin: null`). In Chromium with JavaScript and without,
 * what other origins get, and `npm run check-live` on it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { INBOX_PATH, SENT_PATH } from "#shared/paths.ts";
import { PREFLIGHT_MAX_AGE } from "#shared/inbox/answers.mjs";
import { contactFields } from "../support/contact-page";
import { expect, test } from "../support/fixtures";
import { freePort, send, startCaddy, type RunningHost } from "../support/hosts";
import { createInbox, INBOX_BUILD, type Inbox } from "../support/inbox";
import { buildSite, ROOT, startSite, type RunningSite } from "../support/site";
import { SPEC } from "../support/spec";

// In order, in one worker: the tests share the servers and count the leads they add.
test.describe.configure({ mode: "default" });

const STATIC_BUILD = "build-inbox-remote";
/** The SITE_URL of the build (the default): the origin check-live's requests come from. */
const SITE = "https://www.example.com";

let endpoint: string;
/** npm start's own address, behind the inbox's Caddy. */
let direct: string;
let inboxPort: number;
let pages: RunningHost;
let inboxHost: RunningHost;
let inbox: Inbox;
let server: RunningSite | undefined;

/** The inbox's npm start on its port, allowing these origins. */
async function startInbox(allowed: string) {
  await server?.stop();
  server = await inbox.start({
    PORT: String(inboxPort),
    LEADS_ALLOWED_ORIGINS: allowed,
    LEADS_RATE_LIMIT: "100",
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  inboxPort = await freePort();
  direct = `http://127.0.0.1:${inboxPort}${INBOX_PATH}`;
  inboxHost = await startCaddy(INBOX_BUILD, { inboxUpstream: `http://127.0.0.1:${inboxPort}` });
  endpoint = inboxHost.origin + INBOX_PATH;
  buildSite(STATIC_BUILD, { CONTACT_ENDPOINT: endpoint });
  pages = await startCaddy(STATIC_BUILD);
  inbox = createInbox();
  await startInbox(`${pages.origin}, ${SITE}`);
});
test.afterAll(async () => {
  await server?.stop();
  await pages?.stop();
  await inboxHost?.stop();
  inbox?.remove();
});

const VALID = { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "A porch, please." };

/** One request to the inbox's npm start, exactly as given. */
const toInbox = (method: string, headers: Record<string, string>, body?: string) =>
  send(direct, { method, headers, body });

async function fill(page: Page, values: typeof VALID) {
  const f = contactFields(page);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.phone.fill(values.phone);
  await f.message.fill(values.message);
}

test("the static pages' policy lets the form reach the inbox's origin, and no other", async () => {
  const answer = await send(pages.origin + "/contact", { ca: pages.ca });
  const csp = String(answer.headers["content-security-policy"]);
  const origin = new URL(endpoint).origin;
  expect(csp).toContain(`connect-src 'self' ${origin};`);
  expect(csp).toContain(`form-action 'self' ${origin};`);
  // The static host has no inbox of its own.
  expect((await send(pages.origin + INBOX_PATH, { ca: pages.ca })).status).toBe(404);
  // Through the inbox's own HTTPS proxy, the preflight of the pages' origin is answered.
  const preflight = await send(endpoint, {
    method: "OPTIONS",
    ca: inboxHost.ca,
    headers: { Origin: pages.origin, "Access-Control-Request-Method": "POST" },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers["access-control-allow-origin"]).toBe(pages.origin);
});

test.describe("in Chromium, the page on one origin, the inbox on another", () => {
  test.use({ ignoreHTTPSErrors: true });

  test("with JavaScript: 'Message Sent!', and the lead is in the inbox", async ({ page }) => {
    await page.goto(pages.origin + "/contact");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    const before = inbox.leads().length;
    const lead = { ...VALID, message: "Sent across origins, with JavaScript." };
    await fill(page, lead);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").getByText(SPEC.notice.value.title)).toBeVisible();
    expect(inbox.leads().slice(before)).toMatchObject([lead]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("without JavaScript: the form posts to the inbox and lands on the static site's confirmation page", async ({
      page,
    }) => {
      await page.goto(pages.origin + "/contact");
      const before = inbox.leads().length;
      const lead = { ...VALID, message: "Sent across origins, without JavaScript." };
      await fill(page, lead);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(pages.origin + SENT_PATH);
      await expect(page.getByRole("heading", { level: 1, name: SPEC.notice.value.title })).toBeVisible();
      expect(inbox.leads().slice(before)).toMatchObject([lead]);
    });
  });
});

test.describe("what the inbox answers", () => {
  const preflight = (origin: string) =>
    toInbox("OPTIONS", {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type",
    });

  test("the preflight of an allowed origin: that origin exactly, POST with Content-Type, for a while", async () => {
    const answer = await preflight(SITE);
    expect(answer.status).toBe(204);
    expect(answer.headers["access-control-allow-origin"]).toBe(SITE);
    expect(answer.headers["vary"]).toBe("Origin");
    expect(answer.headers["access-control-allow-methods"]).toBe("POST");
    expect(answer.headers["access-control-allow-headers"]).toBe("Content-Type");
    expect(answer.headers["access-control-max-age"]).toBe(String(PREFLIGHT_MAX_AGE));
    expect(answer.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  for (const origin of [
    "https://evil.example",
    "null",
    "https://www.example.com.evil.example",
    "http://www.example.com",
  ]) {
    test(`refuses ${origin}: no preflight, no post (403, before the body), nothing stored`, async () => {
      const before = inbox.leads().length;
      const checked = await preflight(origin);
      expect(checked.status).toBe(403);
      expect(checked.headers["access-control-allow-origin"]).toBeUndefined();
      expect(checked.headers["access-control-allow-methods"]).toBeUndefined();
      for (const [type, body] of [
        ["application/json", JSON.stringify(VALID)],
        ["application/x-www-form-urlencoded", new URLSearchParams(VALID).toString()],
      ] as const) {
        const posted = await toInbox("POST", { Origin: origin, "Content-Type": type }, body);
        expect(posted.status).toBe(403);
        expect(posted.headers.connection).toBe("close");
        expect(posted.headers["access-control-allow-origin"]).toBeUndefined();
      }
      expect(inbox.leads().length).toBe(before);
    });
  }

  test("a post from an allowed origin is answered to it; the confirmation page is on that origin, whatever else the request says", async () => {
    const before = inbox.leads().length;
    const json = await toInbox(
      "POST",
      { Origin: SITE, "Content-Type": "application/json" },
      JSON.stringify({ ...VALID, message: "JSON from the static site." }),
    );
    expect(json.status).toBe(201);
    expect(json.headers["access-control-allow-origin"]).toBe(SITE);
    const plain = await toInbox(
      "POST",
      {
        Origin: SITE,
        "Content-Type": "application/x-www-form-urlencoded",
        Host: "evil.example",
        "X-Forwarded-Host": "evil.example",
        "X-Forwarded-Proto": "http",
        Referer: "https://evil.example/contact",
      },
      new URLSearchParams({ ...VALID, message: "A form post from the static site." }).toString(),
    );
    expect(plain.status).toBe(303);
    expect(plain.headers.location).toBe(SITE + SENT_PATH);
    expect(
      inbox
        .leads()
        .slice(before)
        .map((lead) => lead.message),
    ).toEqual(["JSON from the static site.", "A form post from the static site."]);
  });

  test("the pages' own build serves as the inbox server too (npm start on it opens the inbox)", async () => {
    const other = createInbox();
    const running = await startSite(STATIC_BUILD, { LEADS_DB: other.db, LEADS_ALLOWED_ORIGINS: SITE });
    try {
      expect(running.log()).toContain(`Receiving quote requests at ${INBOX_PATH}, from ${SITE} too:`);
      const answer = await send(running.origin + INBOX_PATH, {
        method: "POST",
        headers: { Origin: SITE, "Content-Type": "application/json" },
        body: JSON.stringify(VALID),
      });
      expect(answer.status).toBe(201);
      expect(answer.headers["access-control-allow-origin"]).toBe(SITE);
      expect(other.leads()).toMatchObject([VALID]);
    } finally {
      await running.stop();
      other.remove();
    }
  });

  test("refuses to start with a list entry that is not an origin, naming it", async () => {
    await expect(
      startSite("build-inbox", { LEADS_DB: inbox.db, LEADS_ALLOWED_ORIGINS: `${SITE}, ${SITE}/contact` }),
    ).rejects.toThrow(
      `LEADS_ALLOWED_ORIGINS must list the addresses of the sites whose pages post to this inbox, each exactly like https://www.your-company.com (no path, no slash at the end), separated by commas; "${SITE}/contact" is not one.`,
    );
  });
});

test.describe("npm run check-live", () => {
  let folder: string;
  test.beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), "check-live-remote-"));
    writeFileSync(join(folder, "ca.pem"), pages.ca! + inboxHost.ca!);
  });
  test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** check-live as the README gives it, connecting to the static host and trusting its test certificate. */
  function checkLive() {
    const connect = [
      "--server",
      new URL(pages.origin).host,
      "--http-server",
      new URL(pages.httpOrigin!).host,
    ];
    const result = spawnSync("npm", ["run", "check-live", "--silent", "--", SITE, ...connect], {
      cwd: ROOT,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: join(folder, "ca.pem") },
      encoding: "utf8",
      timeout: 60_000,
    });
    return { status: result.status, out: result.stdout + result.stderr };
  }
  const problems = (out: string) => out.split("\n").filter((line) => line.startsWith("  ✗"));

  test("finds the inbox answering the site's pages, and sends no lead", async () => {
    test.setTimeout(90_000);
    const before = inbox.leads().length;
    const { status, out } = checkLive();
    expect(out).toContain(
      `The form's inbox (${endpoint}) answers pages of ${SITE}, and checks what it is sent.`,
    );
    expect(problems(out)).toEqual([]);
    expect(status).toBe(0);
    expect(inbox.leads().length).toBe(before);
  });

  test("an inbox that does not list the site's origin: says to add it to LEADS_ALLOWED_ORIGINS", async () => {
    test.setTimeout(90_000);
    await startInbox(pages.origin);
    const { status, out } = checkLive();
    expect(problems(out)).toEqual([
      `  ✗   The form's endpoint ${endpoint} answers 403 to the browser's check and allows no other site: visitors' requests fail.`,
    ]);
    expect(out).toContain(
      `How to fix: On the inbox's server, add ${SITE} to LEADS_ALLOWED_ORIGINS (exactly so, commas between several) and restart npm start`,
    );
    expect(status).toBe(1);
  });
});
