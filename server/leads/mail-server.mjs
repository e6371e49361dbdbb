// @ts-check
/** The mail server of SMTP_URL, and what its answers mean in words an owner can act on. */
import nodemailer from "nodemailer";
import { oneLine } from "./plain-text.mjs";

/**
 * The mail server's words when it refused a mail for good: a 5xx answer to the mail itself or its
 * addresses (a content filter, a message too large, an unknown recipient). Null when the failure may
 * pass or is the settings' (4xx, no connection, a login or encryption refused): tried again later.
 * @param {unknown} error from nodemailer
 */
export function permanentRefusal(error) {
  const { code, responseCode, response, message } =
    /** @type {{ code?: string, responseCode?: number, response?: string, message?: string }} */ (
      error ?? {}
    );
  const permanent = typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
  if (!permanent || (code !== "EMESSAGE" && code !== "EENVELOPE")) return null;
  return oneLine(response || message || String(responseCode)).slice(0, 300);
}

/**
 * A refusal because the mail is too large: 552, the enhanced code 5.3.4, or its words say so
 * ("message too large", "exceeds the maximum message size").
 * @param {unknown} error
 */
export function tooLarge(error) {
  const { responseCode, response = "" } = /** @type {{ responseCode?: number, response?: string }} */ (
    error ?? {}
  );
  return responseCode === 552 || /\b5\.3\.4\b|too (large|big)|exceeds? .*size/i.test(response);
}

/**
 * Why a mail could not be sent, in words an owner can act on where nodemailer's are not.
 * @param {unknown} error
 */
export function mailProblem(error) {
  const { code, message = String(error) } = /** @type {{ code?: string, message?: string }} */ (error ?? {});
  if (code === "ETLS" || /STARTTLS/i.test(message)) {
    return `${message}: the mail server offers no encryption, so the password in SMTP_URL was not sent. Use smtps://…:465, or a server that offers STARTTLS on port 587`;
  }
  return message;
}

/**
 * The mail server of SMTP_URL. With a user and password in an smtp:// address, encryption is
 * required (STARTTLS): a server that does not offer it never receives the password in clear text.
 * @param {string} url
 */
export const smtpTransport = (url) =>
  nodemailer.createTransport({
    url,
    requireTLS: url.startsWith("smtp://") && new URL(url).username !== "",
    // A mail server that hangs is a failed attempt, not a stuck queue.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 30_000,
  });
