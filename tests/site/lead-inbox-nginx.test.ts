import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { ABOUT_PATH, INBOX_PATH, SENT_PATH } from "../support/paths";
import { LIMITS, PHOTOS } from "#shared/contact/fields.ts";
import { leadPhotoDir } from "../../server/leads/lead-photos.mjs";
import { MAX_BODY_BYTES } from "#shared/inbox/limits.mjs";
import { STRICT_TRANSPORT_SECURITY } from "#shared/policy.mjs";
import { inboxBehind } from "../support/inbox";
import { send, startNginx } from "../support/hosts";

/**
 * The inbox build's nginx.conf in nginx, in front of npm start (TRUST_PROXY=1), as docs/deploy.md
 * describes: the form reaches the inbox through nginx, with nginx's headers, once each.
 * A slow phone's photo through nginx: tests/site/lead-inbox-slow.test.ts, beside the other slow tests.
 */
// In order (as Vitest runs a file), against this file's own inbox: its tests count the rows they add.
const behind = inboxBehind(startNginx, { beforeAll, afterAll });
const { post } = behind;

const LEAD = { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "Through nginx" };

describe("nginx in front of npm start's inbox", () => {
  test("passes a form post with photos through, as it arrives: 303, the photo in the lead's folder", async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#b47a3c" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...LEAD, message: "Photo via nginx" }))
      form.append(key, value);
    form.append(PHOTOS.field, new Blob([jpeg], { type: "image/jpeg" }), "porch.jpg");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const answer = await post(Buffer.from(await request.arrayBuffer()), request.headers.get("content-type")!);
    expect(answer.status).toBe(303);
    const [lead] = behind.inbox.leads().slice(-1);
    expect(lead).toMatchObject({ message: "Photo via nginx" });
    expect(readFileSync(join(leadPhotoDir(behind.inbox.db, lead!.id), "1.jpg")).equals(jpeg)).toBe(true);
  });

  test("passes the form's JSON post through: 201, stored, each header once", async () => {
    const answer = await post(JSON.stringify(LEAD), "application/json");
    expect(answer.status).toBe(201);
    expect(behind.inbox.leads().at(-1)).toMatchObject(LEAD);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["content-security-policy"]).toContain("connect-src 'self';");
    // Node joins repeated headers with ", ": one copy each means no comma where the value has none.
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
  });

  test("passes the editor's sign-in through with npm start's own headers: its popup page's policy, HSTS once", async () => {
    const answer = await send(`${behind.host.origin}/api/auth/callback?state=x&code=y`, {
      ca: behind.host.ca!,
    });
    // Set up without GitHub's OAuth app here: its page says so, under its own policy.
    expect(answer.status).toBe(503);
    expect(answer.headers["content-security-policy"]).toMatch(
      /^default-src 'none'; script-src 'sha256-[^,]*$/,
    );
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
    expect(String(answer.body)).toMatch(/GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are not set/);
  });

  test("passes a form post without JavaScript through: 303 to the confirmation page, which nginx serves", async () => {
    const answer = await post(
      new URLSearchParams({ ...LEAD, message: "Form via nginx" }).toString(),
      "application/x-www-form-urlencoded",
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(SENT_PATH);
    expect(behind.inbox.leads().at(-1)).toMatchObject({ message: "Form via nginx" });
    expect((await send(behind.host.origin + SENT_PATH, { ca: behind.host.ca! })).status).toBe(200);
  });

  test("passes the longest form post the form allows: a message of Chinese at its limit, without JavaScript", async () => {
    const message = "我们想翻新厨房".repeat(LIMITS.message / 7);
    const body = new URLSearchParams({ ...LEAD, name: "王".repeat(LIMITS.name), message }).toString();
    expect(body.length).toBeGreaterThan(40_000);
    const answer = await post(body, "application/x-www-form-urlencoded");
    expect(answer.status).toBe(303);
    expect(behind.inbox.leads().at(-1)).toMatchObject({ message });
  });

  test("refuses a foreign page (403), an oversized body (413) and other methods elsewhere (405)", async () => {
    const before = behind.inbox.leads().length;
    expect(
      (await post(JSON.stringify(LEAD), "application/json", { Origin: "https://evil.example" })).status,
    ).toBe(403);
    expect((await post("x".repeat(MAX_BODY_BYTES + 1), "application/json")).status).toBe(413);
    const inboxGet = await send(behind.host.origin + INBOX_PATH, { ca: behind.host.ca! });
    expect(inboxGet.status).toBe(405);
    expect(inboxGet.headers.allow).toBe("POST");
    const pagePost = await send(behind.host.origin + ABOUT_PATH, { method: "POST", ca: behind.host.ca! });
    expect(pagePost.status).toBe(405);
    expect(pagePost.headers.allow).toBe("GET, HEAD");
    expect(behind.inbox.leads().length).toBe(before);
  });

  test("starts and runs with the inbox's additions without a warning from nginx", () => {
    // nginx logs each body it refuses as an error: that one is the 413 test's, and expected.
    const lines = behind.host.log().split("\n");
    const problems = lines.filter(
      (l) => /\[(warn|error|crit|alert|emerg)\]/.test(l) && !/too large body/.test(l),
    );
    expect(problems).toEqual([]);
  });
});
