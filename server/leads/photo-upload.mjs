// @ts-check
/**
 * The photos of a quote request (multipart/form-data, the form's `photos` field), streamed to disk as
 * they arrive, never whole in memory: each into a folder of its own under the photos' root
 * (`lead-photos/.incoming/<random>/`), which the inbox moves to the lead's folder
 * (leadPhotoDir, ./lead-photos.mjs) in the transaction that stores the lead, or removes. A refused
 * request leaves nothing behind.
 *
 * Each photo is checked by its bytes (JPEG, PNG, WebP or HEIC; shared/image-type.mjs), its size (at
 * most PHOTOS.maxBytes), its header as the image library reads it (photo-header.mjs: random bytes
 * behind a JPEG's first ones are no photo) and its pixels (an image of huge dimensions is refused
 * before anything decodes it). The photos of one request are claimed from the photo budget as they
 * arrive (photo-budget.mjs): past it, or should the disk fail one, none of them is kept (the rest of
 * the request is read and dropped) and `notKept` says why, so the text of the request is still
 * stored. A file name with a path or control characters is refused, naming the file (isUnsafeFileName).
 * Files are named by their number and type ("1.jpg"): the name the visitor's computer gave is kept
 * as text only, never as a path.
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Busboy from "busboy";
import { isUnsafeFileName } from "#shared/contact/rules.ts";
import { inboxWords } from "#shared/inbox/words.mjs";
import { PHOTOS } from "#shared/contact/fields.ts";
import { leadPhotosRoot, makePrivateFolder } from "./lead-photos.mjs";
import { notWritten, writePhoto } from "./photo-file.mjs";
import { controlledFileName, displayName } from "./photo-names.mjs";
import { oneLine } from "./plain-text.mjs";
import { BodyError } from "#shared/inbox/request-body.mjs";

/** The last bytes of a request kept to name the file of a part header busboy refuses (it reads 16 KB of one at most). */
const RECENT_BYTES = 32 * 1024;

/** @typedef {{ file: string, name: string, type: string, bytes: number }} StoredPhoto file: its name in the lead's folder; name: the visitor's, as text */

/** The name of the folder, among the leads' photo folders, of the photos still arriving. */
export const INCOMING = ".incoming";
/** The folder of requests whose photos are still arriving (removed at start: a crash leaves nothing). @param {string} dbPath */
export const incomingRoot = (dbPath) => join(leadPhotosRoot(dbPath), INCOMING);

/** A claim with no bound but the disk's own (the tests', and a request read without a budget). */
const UNBOUNDED = { take: () => true, limit: null };

/**
 * Reads a multipart request: its text fields, and its photos written to a new folder under
 * `incomingRoot(dbPath)`. Resolves with both (`dir` null when no photo came), the visitor's names of
 * the photos sent, and why they were not kept when they were not (then none is, and `dir` is null);
 * rejects with a BodyError saying what was refused (422 for a photo, naming it), having removed
 * everything written.
 * @param {import("node:http").IncomingMessage} req
 * @param {{
 *   dbPath: string,
 *   maxFieldBytes: number,
 *   claim?: import("./photo-file.mjs").Upload["claim"],
 *   messages?: import("#shared/inbox/words.mjs").PhotoMessages,
 * }} options claim: the request's claim on the photo budget (photo-budget.mjs; no bound if unset);
 *   messages: a refused photo's, in the visitor's language
 * @returns {Promise<{
 *   fields: Record<string, string>,
 *   photos: StoredPhoto[],
 *   dir: string | null,
 *   sent: string[],
 *   notKept: import("./photo-budget.mjs").NotKept | null,
 * }>}
 */
export function readMultipart(
  req,
  { dbPath, maxFieldBytes, claim = UNBOUNDED, messages = inboxWords.photo },
) {
  return new Promise((resolve, reject) => {
    /** @type {import("busboy").Busboy} */
    let parser;
    try {
      parser = Busboy({
        headers: req.headers,
        defCharset: "utf8",
        defParamCharset: "utf8",
        // The name as sent, folders and all: a name with a path is refused, not shortened.
        preservePath: true,
        limits: {
          files: PHOTOS.max,
          fileSize: PHOTOS.maxBytes,
          fields: 40,
          fieldSize: maxFieldBytes,
          parts: 50,
        },
      });
    } catch {
      reject(new BodyError(400, "The request could not be read."));
      return;
    }
    /** @type {Record<string, string>} */
    const fields = Object.create(null);
    /** @type {import("./photo-file.mjs").Upload} */
    const upload = {
      claim,
      messages,
      notKept: null,
      problem: null,
      photos: [],
      refuse(status, message) {
        upload.problem ??= new BodyError(status, message);
      },
      dropAll(why) {
        upload.notKept ??= why;
      },
    };
    const { photos, refuse } = upload;
    /** @type {Promise<void>[]} */
    const writes = [];
    /** @type {import("node:fs").WriteStream[]} */
    const outs = [];
    /** @type {string | null} */
    let dir = null;
    let count = 0;
    /** The visitor's names of the photos sent, in order. */
    /** @type {string[]} */
    const sent = [];
    /** The request's last RECENT_BYTES, read below. */
    let recent = Buffer.alloc(0);
    const cleanUp = () => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) refuse(413, "too large");
      if (!(name in fields)) fields[name] = value;
    });
    parser.on("filesLimit", () => refuse(422, messages.tooMany));
    parser.on("fieldsLimit", () => refuse(400, "The request has too many fields."));
    parser.on("partsLimit", () => refuse(400, "The request has too many parts."));

    parser.on("file", (field, stream, info) => {
      const name = displayName(info.filename);
      stream.on("error", () => {});
      if (field !== PHOTOS.field)
        refuse(400, `The request has a file where none belongs ("${oneLine(field).slice(0, 40)}").`);
      if (field !== PHOTOS.field || upload.problem) {
        stream.resume();
        return;
      }
      if (isUnsafeFileName(info.filename ?? "")) {
        refuse(422, messages.unsafeName(info.filename ?? ""));
        stream.resume();
        return;
      }
      if (info.filename) sent.push(name);
      if (upload.notKept) {
        stream.resume();
        return;
      }
      count += 1;
      const number = count;
      if (!dir) {
        dir = join(incomingRoot(dbPath), randomUUID());
        try {
          makePrivateFolder(dir);
        } catch (error) {
          dir = null;
          upload.dropAll(notWritten(error));
          stream.resume();
          return;
        }
      }
      const part = join(dir, `${number}.part`);
      const photo = writePhoto(upload, stream, { part, dir, number, name, sent: Boolean(info.filename) });
      outs.push(photo.out);
      writes.push(photo.done);
    });

    parser.on("close", () => {
      Promise.all(writes).then(() => {
        if (upload.problem) {
          cleanUp();
          reject(upload.problem);
          return;
        }
        // Not all of them could be kept: none is (the visitor is told so, once, for the request).
        if (upload.notKept) {
          cleanUp();
          resolve({ fields, photos: [], dir: null, sent, notKept: upload.notKept });
          return;
        }
        photos.sort((a, b) => a.file.localeCompare(b.file, "en", { numeric: true }));
        if (dir && photos.length === 0) {
          cleanUp();
          dir = null;
        }
        resolve({ fields, photos, dir, sent, notKept: null });
      });
    });
    // A malformed request, or one cut off: what was written is closed, then removed (not waited for:
    // a file cut off mid-way never finishes).
    parser.on("error", (/** @type {Error} */ error) => {
      // A part header busboy refuses: a file name with control characters is named; anything else is malformed.
      const name = error.message === "Malformed part header" ? controlledFileName(recent) : null;
      if (name !== null) refuse(422, messages.unsafeName(name));
      Promise.all(
        outs.map(
          (out) =>
            new Promise((closed) =>
              out.closed ? closed(null) : out.destroy().once("close", () => closed(null)),
            ),
        ),
      ).then(() => {
        cleanUp();
        reject(
          upload.problem ??
            new BodyError(
              400,
              "The photos could not be read: a file's name or a part of the request is malformed.",
            ),
        );
      });
    });
    req.on("close", () => {
      if (!req.complete) parser.destroy(new Error("The request was cut off."));
    });
    // Before the parser's own listener: when it refuses a part header, the bytes holding it are here.
    req.on("data", (/** @type {Buffer} */ chunk) => {
      // The last RECENT_BYTES before this chunk, and the whole chunk: busboy refuses a header while
      // reading the chunk that holds it, however much of a photo follows it there.
      recent = Buffer.concat([recent.subarray(-RECENT_BYTES), chunk]);
    });
    req.pipe(parser);
  });
}
