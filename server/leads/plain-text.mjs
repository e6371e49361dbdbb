// @ts-check
/**
 * Text that visitors typed, made harmless wherever the owner reads it (a terminal, a spreadsheet, a
 * mail): control characters (escape sequences could rewrite a terminal's screen or title) and
 * bidirectional overrides (they reorder what is shown) become U+FFFD; line breaks and tabs stay.
 * The inbox refuses such characters (shared/contact/rules.ts); this is for what was stored before.
 */

/* eslint-disable no-control-regex -- matching control characters is the point */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */

/** @param {string} s */
export const plainText = (s) => s.replace(UNSAFE, "\uFFFD");

/** Plain text on one line: line breaks and runs of white space become one space. @param {string} s */
export const oneLine = (s) => plainText(s).replace(/\s+/g, " ").trim();
