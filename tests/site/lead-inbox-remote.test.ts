import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CONTACT_PATH, INBOX_PATH, SENT_PATH } from "../support/paths";
import { PREFLIGHT_MAX_AGE } from "#shared/inbox/answers.mjs";
import { ensureBuilt } from "../support/builds";
import { send } from "../support/hosts";
import { createInbox, INBOX_BUILD } from "../support/inbox";
import { REMOTE_INBOX_BUILD, startRemoteInbox, type RemoteInbox } from "../support/remote-inbox";
import { ROOT, startSite } from "../support/site";

/**
 * "A static host for the pages, a small server for the inbox" (tests/support/remote-inbox.ts): the
 * pages built with CONTACT_ENDPOINT=<the inbox's absolute URL> and served by a static host (Caddy
 * with the build's Caddyfile, which has no /api/ of its own); on another origin the inbox server: the
 * inbox build's `npm start`, told the pages' origin in LEADS_ALLOWED_ORIGINS, behind its own Caddy for
 * HTTPS (an HTTPS page posting to plain HTTP sends `Origin: null`).
 * Without a browser: what other origins get, and `npm run check-live` on it. In Chromium, with
 * JavaScript and without: tests/e2e/lead-inbox-remote.test.ts.
 * @runs-long: builds the pages for a static host and starts Caddy in front of the inbox.
 */

// In order (as Vitest runs a file): the tests share the servers and count the leads they add.
/** The SITE_URL of the build (the default): the origin check-live's requests come from. */
const SITE = "https://www.example.com";

let remote: RemoteInbox;

beforeAll(async () => {
  await ensureBuilt("inbox-remote", REMOTE_INBOX_BUILD);
  remote = await startRemoteInbox(SITE);
});
afterAll(async () => {
  await remote?.stop();
});

const VALID = { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "A porch, please." };

/** One request to the inbox's npm start, exactly as given. */
const toInbox = (method: string, headers: Record<string, string>, body?: string) =>
  send(remote.direct, { method, headers, body });

test("the static pages' policy lets the form reach the inbox's origin, and no other", async () => {
  const answer = await send(remote.pages.origin + CONTACT_PATH, { ca: remote.pages.ca });
  const csp = String(answer.headers["content-security-policy"]);
  const origin = new URL(remote.endpoint).origin;
  expect(csp).toContain(`connect-src 'self' ${origin};`);
  expect(csp).toContain(`form-action 'self' ${origin};`);
  // The static host has no inbox of its own.
  expect((await send(remote.pages.origin + INBOX_PATH, { ca: remote.pages.ca })).status).toBe(404);
  // Through the inbox's own HTTPS proxy, the preflight of the pages' origin is answered.
  const preflight = await send(remote.endpoint, {
    method: "OPTIONS",
    ca: remote.inboxHost.ca,
    headers: { Origin: remote.pages.origin, "Access-Control-Request-Method": "POST" },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers["access-control-allow-origin"]).toBe(remote.pages.origin);
});

describe("what the inbox answers", () => {
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
    test(`refuses ${origin}: no preflight, no post (403, its body read only to be dropped), nothing stored`, async () => {
      const before = remote.inbox.leads().length;
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
        // A small body is read and dropped before the answer, so a browser can show it (issue 46):
        // the connection may stay open, as after any answer.
        expect(posted.headers.connection).toBe("keep-alive");
        expect(posted.headers["access-control-allow-origin"]).toBeUndefined();
      }
      expect(remote.inbox.leads().length).toBe(before);
    });
  }

  test("a post from an allowed origin is answered to it; the confirmation page is on that origin, whatever else the request says", async () => {
    const before = remote.inbox.leads().length;
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
      remote.inbox
        .leads()
        .slice(before)
        .map((lead) => lead.message),
    ).toEqual(["JSON from the static site.", "A form post from the static site."]);
  });

  test("the pages' own build serves as the inbox server too (npm start on it opens the inbox)", async () => {
    const other = createInbox();
    const running = await startSite(REMOTE_INBOX_BUILD.dir, {
      LEADS_DB: other.db,
      LEADS_ALLOWED_ORIGINS: SITE,
    });
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
      startSite(INBOX_BUILD, {
        LEADS_DB: remote.inbox.db,
        LEADS_ALLOWED_ORIGINS: `${SITE}, ${SITE}${CONTACT_PATH}`,
      }),
    ).rejects.toThrow(
      `LEADS_ALLOWED_ORIGINS must list the addresses of the sites whose pages post to this inbox, each exactly like https://www.your-company.com (no path, no slash at the end), separated by commas; "${SITE}${CONTACT_PATH}" is not one.`,
    );
  });
});

describe("npm run check-live", () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), "check-live-remote-"));
    writeFileSync(join(folder, "ca.pem"), remote.pages.ca! + remote.inboxHost.ca!);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** check-live as the README gives it, connecting to the static host and trusting its test certificate. */
  function checkLive() {
    const connect = [
      "--server",
      new URL(remote.pages.origin).host,
      "--http-server",
      new URL(remote.pages.httpOrigin!).host,
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
    const before = remote.inbox.leads().length;
    const { status, out } = checkLive();
    expect(out).toContain(
      `The form's inbox (${remote.endpoint}) answers pages of ${SITE}, and checks what it is sent.`,
    );
    expect(problems(out)).toEqual([]);
    expect(status).toBe(0);
    expect(remote.inbox.leads().length).toBe(before);
  }, 90_000);

  test("an inbox that does not list the site's origin: says to add it to LEADS_ALLOWED_ORIGINS", async () => {
    await remote.allow(remote.pages.origin);
    const { status, out } = checkLive();
    expect(problems(out)).toEqual([
      `  ✗   The form's endpoint ${remote.endpoint} answers 403 to the browser's check and allows no other site: visitors' requests fail.`,
    ]);
    expect(out).toContain(
      `How to fix: On the inbox's server, add ${SITE} to LEADS_ALLOWED_ORIGINS (exactly so, commas between several) and restart npm start`,
    );
    expect(status).toBe(1);
  }, 90_000);
});
