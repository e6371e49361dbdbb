// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactForm } from "~/content/site";
import { INBOX_PATH, isOutsideArea, OUTSIDE_AREA_ID, SENT_PATH } from "~/lib/contact-request";
import { createInbox } from "./inbox.mjs";
import { readInboxSettings } from "./inbox-settings.mjs";
import { openLeadStore } from "./store.mjs";

/**
 * The inbox's handler on a server of its own, without a build: its confirmation page's shell is a
 * page of a few lines. What it answers, and what it stores.
 */
const SHELL = "<!doctype html><title>Sent | Co</title><main><h1>Message Sent!</h1></main>";
/** Another site whose pages post here (LEADS_ALLOWED_ORIGINS). */
const SITE = "https://www.example.com";
const OUTSIDE = "10001";
const INSIDE = contactForm.postalCodes[0] ?? "";

let dir: string;
let server: Server;
let origin: string;
let inbox: ReturnType<typeof createInbox>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "leads-inbox-"));
  const clientDir = join(dir, "client");
  mkdirSync(join(clientDir, "contact"), { recursive: true });
  writeFileSync(join(clientDir, `${SENT_PATH.slice(1)}.html`), SHELL);
  const { settings } = readInboxSettings({
    LEADS_DB: join(dir, "data", "leads.sqlite"),
    LEADS_ALLOWED_ORIGINS: SITE,
    LEADS_RATE_LIMIT: "100",
  });
  if (!settings) throw new Error("the test's settings are wrong");
  inbox = createInbox({
    clientDir,
    settings,
    store: openLeadStore(settings.db),
    choices: contactForm,
    log: () => {},
  });
  server = createServer((req, res) => inbox.handle(req, res));
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const address = server.address();
  origin = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
});
afterEach(async () => {
  await new Promise((closed) => server.close(closed));
  await inbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const VALID = { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "A porch, please." };

/** A form post without JavaScript, from a page of `from` (this server's own when not given). */
function formPost(values: Record<string, string>, from?: string) {
  return fetch(origin + INBOX_PATH, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(from ? { Origin: from } : {}),
    },
    body: new URLSearchParams(values).toString(),
  });
}

describe("a form post's confirmation page, without JavaScript", () => {
  it("the starter content lists postal codes, and 10001 is not among them", () => {
    expect(isOutsideArea(OUTSIDE, contactForm.postalCodes)).toBe(true);
    expect(isOutsideArea(INSIDE, contactForm.postalCodes)).toBe(false);
  });

  it("from outside the areas served: 303 to the page's note about the area", async () => {
    const response = await formPost({ ...VALID, postcode: OUTSIDE });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${SENT_PATH}#${OUTSIDE_AREA_ID}`);
  });

  it("from inside, or with no postal code: 303 to the page alone", async () => {
    for (const postcode of [INSIDE, ""]) {
      const response = await formPost({ ...VALID, postcode });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(SENT_PATH);
    }
  });

  it("from another site's page (LEADS_ALLOWED_ORIGINS): that site's confirmation page, with the note", async () => {
    const outside = await formPost({ ...VALID, postcode: OUTSIDE }, SITE);
    expect(outside.status).toBe(303);
    expect(outside.headers.get("location")).toBe(`${SITE}${SENT_PATH}#${OUTSIDE_AREA_ID}`);
    const inside = await formPost({ ...VALID, postcode: INSIDE }, SITE);
    expect(inside.headers.get("location")).toBe(`${SITE}${SENT_PATH}`);
  });
});
