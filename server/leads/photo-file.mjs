// @ts-check
/** One photo of a quote request, written to disk as it arrives, then checked, then kept or refused. */
import { createWriteStream, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ownerWords } from "#shared/copy/owner.ts";
import { checkPhotoFile, HEAD_BYTES } from "./photo-check.mjs";
import { storeProblem } from "./store-problem.mjs";

const { leadsCopy, leadsStore } = ownerWords;

/**
 * What the photos of one request share while it is read (photo-upload.mjs): their claim on the
 * photo budget, why they are not kept (the first reason: then none is), the first refusal, and the
 * photos kept so far.
 * @typedef {{
 *   claim: Pick<import("./photo-budget.mjs").PhotoClaim, "take" | "limit">,
 *   notKept: import("./photo-budget.mjs").NotKept | null,
 *   problem: import("#shared/inbox/request-body.mjs").BodyError | null,
 *   photos: import("./photo-upload.mjs").StoredPhoto[],
 *   refuse: (status: number, message: string) => void,
 *   messages: import("#shared/inbox/words.mjs").PhotoMessages,
 *   dropAll: (why: import("./photo-budget.mjs").NotKept) => void,
 * }} Upload
 */

/**
 * Why photos could not be kept when the disk failed them (a full disk, an I/O error).
 * @param {unknown} error from node:fs
 * @returns {import("./photo-budget.mjs").NotKept}
 */
export function notWritten(error) {
  const problem = storeProblem(error);
  return { why: leadsCopy.notKeptWhy.notWritten(problem), problem: leadsStore.log.photoNotWritten(problem) };
}

/**
 * Writes one photo's stream to `part` as it arrives, claiming its bytes from the request's room.
 * Past the room, or should the disk fail it, nothing more is written and the rest is read and
 * dropped: the request's photos are not kept (`upload.dropAll`), but the request is. Once written, the
 * file is checked (photo-check.mjs) and kept in `dir` as "<number>.<extension>", or the photo
 * refused. Returns the file's stream (destroyed by the caller should the request break) and a
 * promise settled when the photo is kept, refused or dropped.
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
  /**
   * Nothing more is written: the file is only ended, never destroyed while a write is on its way (a
   * file destroyed mid-write reports ERR_STREAM_DESTROYED, which is no disk's failure).
   */
  let stopped = false;
  const stop = () => {
    stopped = true;
    stream.resume();
  };
  // Our own writes rather than pipe(): pipe would still write the chunk that passed the room.
  stream.on("data", (/** @type {Buffer} */ chunk) => {
    bytes += chunk.length;
    if (headBytes < HEAD_BYTES) {
      head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
      headBytes += Math.min(chunk.length, HEAD_BYTES - headBytes);
    }
    if (stopped) return;
    if (upload.notKept || !upload.claim.take(chunk.length)) {
      if (upload.claim.limit) upload.dropAll(upload.claim.limit);
      stop();
      out.end();
      return;
    }
    if (!out.write(chunk)) {
      stream.pause();
      out.once("drain", () => stream.resume());
    }
  });
  stream.on("end", () => {
    if (!stopped) out.end();
  });
  stream.on("limit", () => upload.refuse(422, upload.messages.tooLarge(name)));
  // The request was cut off or malformed mid-photo: the parser's error says so (photo-upload.mjs),
  // and the caller destroys the file.
  let cutOff = false;
  stream.on("error", () => {
    cutOff = true;
    stopped = true;
  });

  /** @type {Promise<void> | undefined} */
  let checked;
  /** @type {Promise<void>} */
  const done = new Promise((resolve) => {
    out.on("error", (error) => {
      // A write the disk failed (not one cut off by the request's end): the photos are not kept.
      if (!cutOff) upload.dropAll(notWritten(error));
      stop();
    });
    out.on("finish", () => {
      if (!stopped) checked = keepPhoto();
    });
    // Closed after its last write, or after an error: the photo is settled once it is checked.
    out.on("close", () => {
      (checked ?? Promise.resolve()).finally(resolve);
    });
  });

  /** Keeps the photo under its number, or refuses it (its file goes with the request's folder). */
  async function keepPhoto() {
    // A file input left empty still sends a part: no name, no bytes. It is no photo.
    if (bytes === 0 && !sent) return rmSync(part, { force: true });
    if (stream.truncated || upload.problem || upload.notKept) return;
    let photo;
    try {
      photo = await checkPhotoFile(part, Buffer.concat(head), name, upload.messages);
    } catch (error) {
      // Its file could not be read back (the disk), or its header at all (no photo).
      const code = /** @type {{ code?: unknown }} */ (error)?.code;
      if (typeof code === "string" && code.startsWith("E")) return upload.dropAll(notWritten(error));
      return upload.refuse(422, upload.messages.notPhoto(name));
    }
    if ("refusal" in photo) return upload.refuse(422, photo.refusal);
    const file = `${number}.${photo.extension}`;
    try {
      renameSync(part, join(dir, file));
      upload.photos.push({ file, name, type: photo.type, bytes });
    } catch (error) {
      upload.dropAll(notWritten(error));
    }
  }
  return { out, done };
}
