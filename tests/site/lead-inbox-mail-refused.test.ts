/**
 * Mails the mail server will never take (issue 32): a refusal for good (5xx) is not retried, the
 * lead is marked refused with the server's words, `npm run leads` and the start line say so; a mail
 * too large with its photos goes once more without them; and a password in SMTP_URL never crosses
 * the network in clear text.
 */
import { INBOX_PATH } from "../support/paths";
import { PHOTOS } from "#shared/contact/fields.ts";
import { afterEach, beforeEach, expect, test } from "vitest";
import { leadsCli, leadsCopy } from "../support/site-words.ts";
import { createInbox, type Inbox } from "../support/inbox";
import { noisyPhoto } from "../support/photos";
import type { RunningSite } from "../support/site";
import { readable, startSmtp, type Smtp } from "../support/smtp";

const OWNER = "owner@example.com";
let inbox: Inbox;
let smtp: Smtp | undefined;
let site: RunningSite | undefined;

beforeEach(() => {
  inbox = createInbox();
});
afterEach(async () => {
  await site?.stop();
  await smtp?.stop();
  site = undefined;
  smtp = undefined;
  inbox.remove();
});

const start = (url: string) =>
  inbox.start({ SMTP_URL: url, LEADS_NOTIFY_TO: OWNER, LEADS_RATE_LIMIT: "100" });

const LEAD = { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "A porch, please." };

/** POSTs the lead (or `lead`), with `photos` (multipart) or without (JSON). */
function post(photos: Buffer[] = [], lead = LEAD) {
  if (photos.length === 0) {
    return fetch(site!.origin + INBOX_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(lead),
    });
  }
  const body = new FormData();
  for (const [key, value] of Object.entries(LEAD)) body.append(key, value);
  photos.forEach((bytes, i) =>
    body.append(
      PHOTOS.field,
      new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }),
      `porch-${i + 1}.jpg`,
    ),
  );
  return fetch(site!.origin + INBOX_PATH, { method: "POST", headers: { Accept: "application/json" }, body });
}

const poll = (value: () => unknown, what: string) => expect.poll(value, { message: what, timeout: 20_000 });

test("a mail refused for good is tried once, marked refused with the server's words, and never again", async () => {
  smtp = await startSmtp({ refuse: { code: 554, words: "5.7.1 Message rejected by the content filter" } });
  site = await start(smtp.url);
  expect((await post()).status).toBe(201);

  await poll(() => site!.log(), "the refusal in the log").toContain(
    "lead 1 not mailed: the mail server refused it for good (554 5.7.1 Message rejected by the content filter). It is not tried again; read it with npm run leads and answer it from there",
  );
  expect(inbox.leadsCommand()).toContain(
    `${leadsCli.mail.refused}: 554 5.7.1 Message rejected by the content filter`,
  );
  expect(inbox.leads()).toHaveLength(1);

  // A restart tries every queued lead at once: not this one. The outbox mails one lead after
  // another, those due at the start first: once a lead sent after the restart has been tried, the
  // first would have been tried before it.
  await site.stop();
  site = await start(smtp.url);
  expect(site.log()).toContain("Not mailed yet: 1 refused by the mail server (npm run leads lists it).");
  expect((await post([], { ...LEAD, message: "After the restart." })).status).toBe(201);
  await poll(() => site!.log(), "the second lead's refusal").toContain(
    "lead 2 not mailed: the mail server refused it for good",
  );
  expect(smtp.started()).toBe(2);
}, 90_000);

test("a mail too large with its photos is sent once more without them, saying where they are", async () => {
  // A photo whose web-sized copy alone is larger than the mail server takes.
  const noisy = await noisyPhoto(1600, 1200, { quality: 95 });
  smtp = await startSmtp({ size: 200_000 });
  site = await start(smtp.url);
  expect((await post([noisy])).status).toBe(201);

  await poll(() => smtp!.mails.length, "the mail without its photo").toBe(1);
  // The text as the owner reads it (quoted-printable undone).
  const text = readable(smtp.mails[0]!);
  expect(text).toContain(leadsCopy.tooLarge);
  expect(text).not.toContain("Content-Type: image/jpeg");
  expect(smtp.started()).toBe(2);
  await poll(() => inbox.leadsCommand(), "the lead marked mailed").toContain(`  ${leadsCli.mail.sent}\n`);
  // The server's output reaches this process once its event loop turns (npm run leads above runs
  // synchronously and holds it): the line is waited for, not read at once.
  await poll(() => site!.log(), "the log line").toContain(
    "lead 1 was too large for the mail server with its photos: mailed without them",
  );
}, 90_000);

test("a password in an smtp:// SMTP_URL is never sent to a server that offers no encryption", async () => {
  smtp = await startSmtp();
  site = await start(smtp.url.replace("smtp://", "smtp://owner:s3cret-pass@"));
  expect((await post()).status).toBe(201);

  await poll(() => site!.log(), "the failed attempt").toContain(
    "the mail server offers no encryption, so the password in SMTP_URL was not sent. Use smtps://…:465, or a server that offers STARTTLS on port 587",
  );
  expect(smtp.passwords).toEqual([]);
  expect(smtp.mails).toEqual([]);
  expect(inbox.leadsCommand()).toContain(leadsCli.queuedAfter(1));
}, 90_000);
