// @ts-check
/** The names visitors' computers give their photos: shown as text, never used as paths. */
import { isUnsafeFileName } from "#shared/contact/rules.ts";
import { oneLine } from "./plain-text.mjs";

/**
 * The visitor's name for a file, as text to show: its last part only, no control characters, short.
 * @param {string | undefined} filename
 */
export function displayName(filename) {
  const base = (filename ?? "").split(/[\\/]/).pop() ?? "";
  const text = oneLine(base)
    .replace(/\uFFFD/g, "")
    .slice(0, 80);
  return text || "A photo";
}

/**
 * The file name with control characters in a part header among these bytes, or null. Busboy refuses
 * such a header as malformed (its characters are not allowed in a header) without saying the name.
 * @param {Buffer} bytes the last bytes of a request
 */
export function controlledFileName(bytes) {
  const text = bytes.toString("latin1");
  for (const [, raw = ""] of text.matchAll(/\r\nContent-Disposition:[^\r\n]*?\bfilename="([^"\r\n]*)"/gi)) {
    const name = Buffer.from(raw, "latin1").toString("utf8");
    if (isUnsafeFileName(name)) return name;
  }
  return null;
}
