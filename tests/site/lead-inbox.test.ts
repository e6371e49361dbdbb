import { describe, expect, test } from "vitest";
import { INBOX_PATH, SENT_PATHS } from "../support/paths";
import { servedOrigin } from "../support/site";

/**
 * The form against the site's own inbox runs in Chromium, on each host (tests/e2e/lead-inbox.test.ts);
 * what the inbox serves beside it on each host (its policy, its confirmation pages), on the servers
 * of tests/site/lead-inbox-cloudflare.test.ts. Here, a build without it.
 */
describe("a default build (no CONTACT_ENDPOINT)", () => {
  test("has no inbox and no confirmation page", async () => {
    const plain = servedOrigin("SITE_ORIGIN");
    for (const path of SENT_PATHS) expect((await fetch(plain + path)).status).toBe(404);
    const post = await fetch(plain + INBOX_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(post.status).toBe(405);
  });
});
