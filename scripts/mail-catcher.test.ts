// @vitest-environment node
import nodemailer from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";
import { readableMail, startMailCatcher } from "./mail-catcher.mjs";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe("npm run mail-catcher", () => {
  it("prints each mail it receives on 127.0.0.1, its text decoded and its attachments by name only", async () => {
    const printed: string[] = [];
    const catcher = await startMailCatcher({ port: 0, print: (mail) => printed.push(mail) });
    stops.push(catcher.stop);
    // As the inbox's outbox sends it (nodemailer, a user and password over plain SMTP on this machine).
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: catcher.port,
      secure: false,
      ignoreTLS: true,
      auth: { user: "office", pass: "secret" },
    });
    await transport.sendMail({
      from: "office@example.com",
      to: "you@example.com",
      replyTo: "Ada Lovelace <ada@example.com>",
      subject: "Quote request from Ada Lovelace – déjà vu",
      text: "A new porch, about 4 × 3 metres.\nPhotos: 1.jpg",
      attachments: [{ filename: "photo-1.jpg", content: Buffer.alloc(2048, 1), contentType: "image/jpeg" }],
    });
    transport.close();

    expect(printed).toHaveLength(1);
    const mail = printed[0]!;
    expect(mail).toContain("Mail 1, from office@example.com to you@example.com");
    expect(mail).toContain("Subject: Quote request from Ada Lovelace – déjà vu");
    expect(mail).toContain("Reply-To: Ada Lovelace <ada@example.com>");
    expect(mail).toContain("A new porch, about 4 × 3 metres.\nPhotos: 1.jpg");
    expect(mail).toContain("[attachment photo-1.jpg, image/jpeg, 2048 bytes]");
    expect(mail).not.toContain("AQEBAQEB"); // the attachment's base64, never printed
  });

  it("shows a plain one-part mail as it is", () => {
    expect(readableMail("From: a@example.com\r\nSubject: Hi\r\n\r\nHello\r\n")).toBe(
      "From: a@example.com\nSubject: Hi\n\nHello",
    );
  });
});

describe("npm run mail-catcher, sent more than a mail", () => {
  it("refuses a mail over its size, keeps none of it, and goes on receiving", async () => {
    const printed: string[] = [];
    const catcher = await startMailCatcher({
      port: 0,
      maxBytes: 64 * 1024,
      print: (mail) => printed.push(mail),
    });
    stops.push(catcher.stop);
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: catcher.port, ignoreTLS: true });
    const mail = { from: "a@example.com", to: "you@example.com", subject: "Big" };
    await expect(
      transport.sendMail({
        ...mail,
        attachments: [{ filename: "big.bin", content: Buffer.alloc(256 * 1024, 7) }],
      }),
    ).rejects.toThrow(/552/);
    await transport.sendMail({ ...mail, subject: "Small", text: "Fits." });
    transport.close();
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain("Subject: Small");
  });
});
