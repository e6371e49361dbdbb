// @ts-check
/*
 * CSV for spreadsheets (RFC 4180: every cell quoted, CRLF lines, a UTF-8 byte order mark so Excel
 * reads accents right). A cell a spreadsheet would run as a formula (one starting with "=", "+", "-"
 * or "@", or a tab or carriage return) gets a leading apostrophe, which makes it plain text (OWASP's
 * advice against CSV injection): a visitor's "=HYPERLINK(…)" stays words on the owner's screen. Control
 * characters become U+FFFD, as in the terminal listing (plain-text.mjs): a CSV printed to a terminal
 * writes no escape sequences.
 */
import { plainText } from "./plain-text.mjs";

const FORMULA_START = /^[=+\-@\t\r]/;

/** @param {unknown} value */
export function csvCell(value) {
  const text = plainText(String(value ?? ""));
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** @param {readonly (readonly unknown[])[]} rows the first row is the header */
export function toCsv(rows) {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
