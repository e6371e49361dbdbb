import { afterAll, beforeAll, expect, test } from "vitest";
import { INBOX_PATH } from "../support/paths";
import { MESSAGES } from "../support/form-rules";
import { createInbox, type Inbox } from "../support/inbox";
import type { RunningSite } from "../support/site";

/**
 * The form's optional fields (issue 26) against npm start's own inbox, as no form sends them. The
 * fields in Chromium, from a service page's quote link to the stored lead, `npm run leads` and its
 * CSV: tests/e2e/lead-inbox-details.test.ts.
 */
let inbox: Inbox;
let site: RunningSite;

beforeAll(async () => {
  inbox = createInbox();
  site = await inbox.start({ LEADS_RATE_LIMIT: "100" });
});
afterAll(async () => {
  await site?.stop();
  inbox?.remove();
});

test("a value the form never offers is refused, in the form's words, and nothing is stored", async () => {
  const before = inbox.leads().length;
  const response = await fetch(site.origin + INBOX_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.origin },
    body: JSON.stringify({
      name: "Eve",
      email: "eve@example.com",
      phone: "",
      message: "Hi",
      service: "<script>",
      postcode: "1;DROP",
      start: "Yesterday",
      budget: "$1",
    }),
  });
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({
    errors: {
      service: MESSAGES.choice,
      postcode: MESSAGES.postcodeCharacters,
      start: MESSAGES.choice,
      budget: MESSAGES.choice,
    },
  });
  expect(inbox.leads().length).toBe(before);
});
