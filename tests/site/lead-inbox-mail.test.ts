import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { INBOX_PATH } from "../support/paths";
import { leadsCli, leadsCopy } from "../support/site-words.ts";
import { createInbox, type Inbox } from "../support/inbox";
import type { RunningSite } from "../support/site";
import { startSmtp as startMailServer, type Mail, type Smtp } from "../support/smtp";

/**
 * The outbox against a real SMTP server (smtp-server, on 127.0.0.1): each lead is mailed once, and a
 * lead that arrives while the mail server is down stays queued until it is back. In order (as Vitest
 * runs a file), against this file's own inbox: its tests count the rows they add.
 */
const OWNER = "owner@example.com";
/** Every mail any of this file's mail servers accepted. */
const mails: Mail[] = [];

const startSmtp = () => startMailServer({ mails });

/** Waits (up to 20 s) until `done()` holds. */
async function until(done: () => boolean, what: string) {
  await expect.poll(done, { message: `waiting for ${what}`, timeout: 20_000 }).toBe(true);
}

let inbox: Inbox;
let smtp: Smtp | undefined;
let site: RunningSite | undefined;

const startSite = (mailServer: Smtp) =>
  inbox.start({ SMTP_URL: mailServer.url, LEADS_NOTIFY_TO: OWNER, LEADS_RATE_LIMIT: "100" });

function postLead(lead: { name: string; email: string; phone: string; message: string }) {
  return fetch(site!.origin + INBOX_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(lead),
  });
}

beforeAll(async () => {
  inbox = createInbox();
  smtp = await startSmtp();
  site = await startSite(smtp);
});
afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
  inbox?.remove();
});

const FIRST = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+1 555 555 0100",
  message: "First: a porch.",
};
const SECOND = { name: "Grace Hopper", email: "grace@example.com", phone: "", message: "Second: a deck." };
const copiesOf = (lead: { message: string }) => mails.filter((m) => m.text.includes(lead.message)).length;

describe("with SMTP_URL and LEADS_NOTIFY_TO set", () => {
  test("mails each stored lead to the company, with the visitor to reply to", async () => {
    expect((await postLead(FIRST)).status).toBe(201);
    await until(() => mails.length === 1, "the first mail");
    const [mail] = mails;
    expect(mail!.to).toEqual([OWNER]);
    expect(mail!.text).toContain(`Subject: ${leadsCopy.subject("Ada Lovelace")}`);
    expect(mail!.text).toContain("Reply-To: Ada Lovelace <ada@example.com>");
    for (const value of Object.values(FIRST)) expect(mail!.text).toContain(value);
    await until(() => inbox.leadsCommand().includes(leadsCli.mail.sent), "the lead to be marked mailed");
  });

  test("keeps a lead queued while the mail server is down, and mails it once both are back", async () => {
    await smtp!.stop();
    smtp = undefined;
    expect((await postLead(SECOND)).status).toBe(201);
    expect(inbox.leads().at(-1)).toMatchObject(SECOND);
    await until(() => /lead 2 not mailed/.test(site!.log()), "the failed attempt");
    expect(inbox.leadsCommand()).toContain(leadsCli.queuedAfter(1));

    // The owner restarts the mail server and the site (on a new port, as after a reboot).
    await site!.stop();
    smtp = await startSmtp();
    site = await startSite(smtp);
    await until(() => copiesOf(SECOND) === 1, "the queued lead's mail");
    // Stopping waits for any mail in flight: after it, nothing more can be sent.
    await site.stop();
    site = undefined;
    expect(copiesOf(FIRST)).toBe(1);
    expect(copiesOf(SECOND)).toBe(1);
    expect(inbox.leadsCommand().split(` ${leadsCli.mail.sent}`)).toHaveLength(3);
  });
});
