import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { STRICT_TRANSPORT_SECURITY } from "#shared/policy.mjs";
import { ABOUT_PATH, INBOX_PATH, SENT_PATH } from "../support/paths";
import { inboxBehind } from "../support/inbox";
import { send, startCaddy } from "../support/hosts";

/**
 * The inbox build's Caddyfile in Caddy, in front of npm start (TRUST_PROXY=1), as docs/deploy.md
 * describes: the form reaches the inbox through Caddy over HTTPS, with the policy's headers once each.
 * A slow phone's photo through Caddy: tests/site/lead-inbox-slow.test.ts, beside the other slow tests.
 */
// In order (as Vitest runs a file), against this file's own inbox: its tests count the rows they add.
const behind = inboxBehind(startCaddy, { beforeAll, afterAll });
const { post } = behind;

const LEAD = { name: "Grace Hopper", email: "grace@example.com", phone: "", message: "Through Caddy" };

describe("Caddy in front of npm start's inbox", () => {
  test("passes the form's JSON post through: 201, stored, each header once, HSTS added", async () => {
    const answer = await post(JSON.stringify(LEAD), "application/json");
    expect(answer.status).toBe(201);
    expect(behind.inbox.leads().at(-1)).toMatchObject(LEAD);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["content-security-policy"]).toContain("connect-src 'self';");
    // Node joins repeated headers with ", ": one copy each means no comma where the value has none.
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
    expect(answer.headers.server).toBeUndefined();
  });

  test("passes a form post without JavaScript through: 303 to the confirmation page, which Caddy serves", async () => {
    const answer = await post(
      new URLSearchParams({ ...LEAD, message: "Form via Caddy" }).toString(),
      "application/x-www-form-urlencoded",
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(SENT_PATH);
    expect(behind.inbox.leads().at(-1)).toMatchObject({ message: "Form via Caddy" });
    expect((await send(behind.host.origin + SENT_PATH, { ca: behind.host.ca! })).status).toBe(200);
  });

  test("refuses a foreign page (403) and other methods, on the inbox (POST only) and elsewhere (GET, HEAD)", async () => {
    const before = behind.inbox.leads().length;
    expect(
      (await post(JSON.stringify(LEAD), "application/json", { Origin: "https://evil.example" })).status,
    ).toBe(403);
    const inboxGet = await send(behind.host.origin + INBOX_PATH, { ca: behind.host.ca! });
    expect(inboxGet.status).toBe(405);
    expect(inboxGet.headers.allow).toBe("POST");
    const pagePost = await send(behind.host.origin + ABOUT_PATH, { method: "POST", ca: behind.host.ca! });
    expect(pagePost.status).toBe(405);
    expect(pagePost.headers.allow).toBe("GET, HEAD");
    expect(behind.inbox.leads().length).toBe(before);
  });
});
