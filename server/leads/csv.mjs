// @ts-check
/*
 * CSV for spreadsheets (RFC 4180: every cell quoted, CRLF lines, a UTF-8 byte order mark so Excel
 * reads accents right), its cells separated as the owner's spreadsheet expects (`csvSeparator`). A cell a spreadsheet would run as a formula (one starting with "=", "+", "-"
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

/**
 * The separator a spreadsheet opening the file by a double click expects in `locale`: ";" where
 * numbers have a decimal comma (Excel in German, French or Spanish splits on the list separator,
 * which is ";" there, and would put every row in one column), else ",".
 * @param {string} locale
 */
export const csvSeparator = (locale) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === "decimal")?.value === ","
    ? ";"
    : ",";

/**
 * @param {readonly (readonly unknown[])[]} rows the first row is the header
 * @param {string} [separator] csvSeparator's for the owner's locale
 */
export function toCsv(rows, separator = ",") {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(separator)).join("\r\n")}\r\n`;
}
