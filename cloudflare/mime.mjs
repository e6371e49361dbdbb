// @ts-check
/**
 * A lead's mail (server/leads/lead-mail.mjs, the same text as npm start's) as the raw message
 * Cloudflare's email binding sends: plain text in UTF-8, its words in headers encoded (RFC 2047),
 * nothing of a visitor's able to add a header line.
 */

/** Base64 of UTF-8 text. @param {string} text */
const base64 = (text) => {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/**
 * A header's words: as they are in printable ASCII, encoded otherwise, in encoded-words of at most
 * 75 characters each (RFC 2047), folded onto lines of their own.
 * @param {string} text
 */
export const headerWords = (text) => {
  const line = text.replace(/[\r\n]+/g, " ");
  if (/^[\x20-\x7e]*$/.test(line)) return line;
  /** @type {string[]} */
  const words = [];
  let piece = "";
  for (const char of line) {
    // 45 bytes are 60 characters of base64: "=?utf-8?B?" + 60 + "?=" is 72.
    if (new TextEncoder().encode(piece + char).length > 45) {
      words.push(piece);
      piece = "";
    }
    piece += char;
  }
  words.push(piece);
  return words.map((word) => `=?utf-8?B?${base64(word)}?=`).join("\r\n ");
};

/** An address as a header gives it, without anything that would end the line. @param {string} address */
const bare = (address) => address.replace(/[\s<>"]/g, "");

/**
 * @param {{ from: string, to: string, replyTo: { name: string, address: string }, subject: string, messageId: string, text: string }} mail
 * @param {Date} [date]
 */
export function mimeMessage(mail, date = new Date()) {
  const body = base64(mail.text.replace(/\r?\n/g, "\r\n")).replace(/.{76}/g, "$&\r\n");
  return [
    `From: ${bare(mail.from)}`,
    `To: ${bare(mail.to)}`,
    `Reply-To: ${headerWords(`"${mail.replyTo.name.replace(/["\\]/g, "")}"`)} <${bare(mail.replyTo.address)}>`,
    `Subject: ${headerWords(mail.subject)}`,
    `Message-ID: ${mail.messageId.replace(/[\r\n]/g, "")}`,
    `Date: ${date.toUTCString()}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    body,
    "",
  ].join("\r\n");
}
