// @vitest-environment node
import { describe, expect, it } from "vitest";
import { headerWords, mimeMessage } from "./mime.mjs";

const mail = {
  from: "website@smith.test",
  to: "owner@smith.test",
  replyTo: { name: 'Zoë "the boss"\r\nBcc: x@evil.test', address: "zoe@example.com" },
  subject: "Quote request from Zoë\r\nBcc: x@evil.test",
  messageId: "<lead-1-1@smith.test>",
  text: "Line one\nLine two: ünïcode 🏠",
};

describe("a lead's mail as a raw message", () => {
  it("encodes words outside ASCII, and no visitor's text makes a header line", () => {
    const raw = mimeMessage(mail, new Date("2026-11-27T08:00:00Z"));
    const [head = "", body = ""] = raw.split("\r\n\r\n");
    expect(head.split("\r\n").map((line) => line.split(":")[0])).toEqual([
      "From",
      "To",
      "Reply-To",
      "Subject",
      "Message-ID",
      "Date",
      "MIME-Version",
      "Content-Type",
      "Content-Transfer-Encoding",
    ]);
    expect(head).toContain("Subject: =?utf-8?B?");
    expect(head).toMatch(/^Reply-To: =\?utf-8\?B\?[^?]+\?= <zoe@example\.com>$/m);
    expect(Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")).toBe(
      "Line one\r\nLine two: ünïcode 🏠",
    );
    expect(body.split("\r\n").every((line) => line.length <= 76)).toBe(true);
  });

  it("splits a long name into encoded-words of at most 75 characters, each on a folded line", () => {
    const name = "Zoë Ångström-Øvergaard ".repeat(5);
    const encoded = headerWords(name);
    const words = encoded.split("\r\n ");
    expect(words.length).toBeGreaterThan(1);
    expect(words.every((word) => word.length <= 75 && /^=\?utf-8\?B\?[A-Za-z0-9+/=]+\?=$/.test(word))).toBe(
      true,
    );
    const decoded = words.map((word) => Buffer.from(word.slice(10, -2), "base64").toString("utf8")).join("");
    expect(decoded).toBe(name);
  });

  it("leaves plain ASCII words as they are", () => {
    expect(headerWords("Quote request from Ada")).toBe("Quote request from Ada");
  });
});
