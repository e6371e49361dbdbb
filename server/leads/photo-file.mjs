// @ts-check
/** One photo of a quote request, written to disk as it arrives, then checked, then kept or refused. */
import { createWriteStream, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { PHOTO_MESSAGES } from "#shared/contact/rules.ts";
import { leadsStore } from "#shared/copy/index.ts";
import { checkPhotoFile, HEAD_BYTES } from "./photo-check.mjs";
import { storeProblem } from "./store-problem.mjs";

/**
 * What the photos of one request share while it is read (photo-upload.mjs): the room they may take
 * together and what they have taken, whether it ran out (then none is kept), the first refusal,
 * and the photos kept so far.
 * @typedef {{
 *   room: number,
 *   written: number,
 *   full: boolean,
 *   problem: import("#shared/inbox/request-body.mjs").BodyError | null,
 *   photos: import("./photo-upload.mjs").StoredPhoto[],
 *   refuse: (status: number, message: string) => void,
 * }} Upload
 */

/**
 * Writes one photo's stream to `part` as it arrives, counting its bytes against the request's room
 * (past it, the file is closed and the rest read and dropped). Once written, the file is checked
 * (photo-check.mjs) and kept in `dir` as "<number>.<extension>", or the photo refused. Returns the
 * file's stream (closed by the caller should the request break) and a promise settled when the
 * photo is kept, refused or dropped.
 * @param {Upload} upload
 * @param {import("node:stream").Readable & { truncated?: boolean }} stream the photo's bytes from busboy
 * @param {{ part: string, dir: string, number: number, name: string, sent: boolean }} photo part: the
 *   file written; name: the visitor's, as text; sent: whether the visitor named a file
 */
export function writePhoto(upload, stream, { part, dir, number, name, sent }) {
  const out = createWriteStream(part, { mode: 0o600 });
  /** @type {Buffer[]} */
  const head = [];
  let headBytes = 0;
  let bytes = 0;
  /** Stopped for want of room: its file is closed, not finished. */
  let dropped = false;
  stream.on("data", (/** @type {Buffer} */ chunk) => {
    bytes += chunk.length;
    upload.written += chunk.length;
    if (upload.written > upload.room && !upload.full) {
      upload.full = true;
      dropped = true;
      // No room left for photos: nothing more is written, the rest is read and dropped.
      stream.unpipe(out);
      out.destroy();
      stream.resume();
    }
    if (headBytes < HEAD_BYTES) {
      head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
      headBytes += Math.min(chunk.length, HEAD_BYTES - headBytes);
    }
  });
  stream.on("limit", () => upload.refuse(422, PHOTO_MESSAGES.tooLarge(name)));
  // The request was cut off or malformed mid-photo: the parser's error says so (photo-upload.mjs).
  stream.on("error", () => out.destroy());
  stream.pipe(out);
  /** @type {Promise<void>} */
  const done = new Promise((done) => {
    out.on("error", (error) => {
      upload.refuse(500, leadsStore.log.photoNotWritten(storeProblem(error)));
      // The rest of the photo is read and dropped: the request ends, and is answered.
      stream.unpipe(out);
      stream.resume();
      done();
    });
    // Destroyed when there was no room left: nothing to check, nothing kept.
    out.on("close", () => {
      if (dropped) done();
    });
    out.on("finish", () => {
      keepPhoto()
        .catch(() => upload.refuse(422, PHOTO_MESSAGES.notPhoto(name)))
        .finally(done);
    });
  });

  /** Keeps the photo under its number, or refuses it (its file goes with the request's folder). */
  async function keepPhoto() {
    // A file input left empty still sends a part: no name, no bytes. It is no photo.
    if (bytes === 0 && !sent) return rmSync(part, { force: true });
    if (stream.truncated || upload.problem || upload.full) return;
    const photo = await checkPhotoFile(part, Buffer.concat(head), name);
    if ("refusal" in photo) return upload.refuse(422, photo.refusal);
    const file = `${number}.${photo.extension}`;
    try {
      renameSync(part, join(dir, file));
      upload.photos.push({ file, name, type: photo.type, bytes });
    } catch (error) {
      upload.refuse(500, leadsStore.log.photoNotWritten(storeProblem(error)));
    }
  }
  return { out, done };
}
