// @ts-check
/**
 * The web-sized copies of a lead's photos that its mail attaches: upright, without what the camera
 * stored (GPS position), at most WEB_SIZE px, JPEG.
 *
 * Bounded by memory, not only by pixels. Some images cannot be read a strip at a time: a progressive
 * JPEG, an interlaced PNG, a lossless WebP, a HEIF file are decoded whole, so a 0.7 MB PNG of
 * 15000 x 15000 pixels costs 780 MB to copy. Before decoding, each photo's header is read (cheap)
 * and what decoding it would cost is estimated (decodeCost, from figures measured with this sharp);
 * a photo over DECODE_BUDGET_BYTES is not decoded, and the mail says so, naming the original kept on
 * the server. Photos are decoded one at a time, with sharp's cache off, so `npm start` stays well
 * under 350 MB (decision 0008; the estimate is decode-cost.mjs's).
 *
 * Made once per lead: each copy, or the reason there is none, is kept in the lead's folder
 * (`lead-photos/<id>/mail/2.jpg`, or `mail/2.none` saying why), so a retry of the mail decodes nothing. A marker is written before a
 * photo is decoded and removed after: one found later means the server stopped while decoding it
 * (killed for its memory, say), so that photo is given up rather than decoded again at every start.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { leadPhotos } from "./lead-summary.mjs";
import { makePrivateFolder } from "./lead-photos.mjs";
import { loadSharp } from "./photo-header.mjs";
import { DECODE_BUDGET_BYTES, decodeCost } from "./decode-cost.mjs";
import { MAX_PHOTO_PIXELS } from "./photo-check.mjs";

/** A mail stays well under the common 25 MB limit (attachments grow by a third in transit). */
export const MAX_ATTACHED_BYTES = 12 * 1024 * 1024;
/** Web-sized: big enough to see the job on a screen, small enough to mail five. */
const WEB_SIZE = 1600;
/** The folder of a lead's mail copies. @param {string} dir the lead's photo folder */
export const mailCopyDir = (dir) => join(dir, "mail");

/** @typedef {{ file: string, name: string, copy: Buffer | null, why: string }} PhotoCopy why: why there is no copy ("" when there is one) */

const TOO_COSTLY = "too large to process safely on this server";
const STOPPED = "the server stopped while making it, so it is not tried again";
const UNREADABLE = "this server cannot read its format";

/**
 * A web-sized copy of one photo, made once: the kept copy or reason when there is one.
 * @param {import("sharp").SharpConstructor} sharp @param {string} dir the lead's photo folder @param {string} file
 * @returns {Promise<{ copy: Buffer | null, why: string }>}
 */
async function copyOf(sharp, dir, file) {
  const copies = mailCopyDir(dir);
  // "2.png" → mail/2.jpg, its copy; mail/2.none, why there is none; mail/2.decoding, while it is made.
  const stem = join(copies, file.replace(/\.[^.]*$/, ""));
  const copy = `${stem}.jpg`;
  const none = `${stem}.none`;
  const marker = `${stem}.decoding`;
  if (existsSync(copy)) return { copy: readFileSync(copy), why: "" };
  if (existsSync(none)) return { copy: null, why: readFileSync(none, "utf8") };
  makePrivateFolder(copies);
  /** @param {string} why */
  const giveUp = (why) => {
    writeFileSync(none, why, { mode: 0o600 });
    rmSync(marker, { force: true });
    return { copy: null, why };
  };
  if (existsSync(marker)) return giveUp(STOPPED);
  writeFileSync(marker, "", { mode: 0o600 });
  const source = join(dir, file);
  let meta;
  try {
    meta = await sharp(source).metadata();
  } catch {
    return giveUp(UNREADABLE);
  }
  // HEIC (an iPhone's HEVC photos): this build of sharp reads its header, not its pixels.
  if (meta.format === "heif" && meta.compression !== "av1") return giveUp(UNREADABLE);
  if (decodeCost(meta) > DECODE_BUDGET_BYTES) return giveUp(TOO_COSTLY);
  let content;
  try {
    content = await sharp(source, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize({ width: WEB_SIZE, height: WEB_SIZE, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer();
  } catch {
    return giveUp(UNREADABLE);
  }
  const partial = `${copy}.part`;
  try {
    writeFileSync(partial, content, { mode: 0o600 });
    renameSync(partial, copy);
  } finally {
    // Decoded: a copy the disk could not take is tried again at the mail's next attempt, not given
    // up as if the server had stopped while decoding it.
    rmSync(marker, { force: true });
  }
  return { copy: content, why: "" };
}

/**
 * Each photo of a lead with its web-sized copy, or why it has none. A photo that cannot be copied
 * (too costly, unreadable, a copy a crash interrupted) never throws: its `why` says it.
 * @param {{ photos?: string }} lead
 * @param {string} dir the lead's photo folder
 * @returns {Promise<PhotoCopy[]>}
 */
export async function mailPhotoCopies(lead, dir) {
  const photos = leadPhotos(lead);
  if (photos.length === 0) return [];
  const sharp = await loadSharp();
  /** @type {PhotoCopy[]} */
  const copies = [];
  for (const photo of photos) {
    let made;
    try {
      made = sharp ? await copyOf(sharp, dir, photo.file) : { copy: null, why: UNREADABLE };
    } catch (error) {
      // The disk (full, read-only): no copy this time, tried again at the mail's next attempt.
      made = {
        copy: null,
        why: `it could not be written (${error instanceof Error ? error.message : error})`,
      };
    }
    copies.push({ file: photo.file, name: photo.name, ...made });
  }
  return copies;
}

/**
 * The mail's attachments from the copies, as many as fit MAX_ATTACHED_BYTES, and a line for each
 * photo without one, naming its original on the server.
 * @param {PhotoCopy[]} copies @param {string} dir the lead's photo folder
 * @returns {{ attachments: NonNullable<import("nodemailer").SendMailOptions["attachments"]>, missing: string[] }}
 */
export function attachCopies(copies, dir) {
  /** @type {NonNullable<import("nodemailer").SendMailOptions["attachments"]>} */
  const attachments = [];
  /** @type {string[]} */
  const missing = [];
  let total = 0;
  for (const [i, { file, name, copy, why }] of copies.entries()) {
    let reason = why;
    if (copy && total + copy.length > MAX_ATTACHED_BYTES) reason = "the mail would be too large";
    else if (copy) {
      total += copy.length;
      attachments.push({ filename: `photo-${i + 1}.jpg`, content: copy, contentType: "image/jpeg" });
      continue;
    }
    missing.push(
      `${file} (${name}) is not attached: ${reason}. The original is on the server: ${join(dir, file)}`,
    );
  }
  return { attachments, missing };
}
