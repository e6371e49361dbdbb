// @ts-check
/**
 * The photos of a quote request (multipart/form-data, the form's `photos` field), streamed to disk as
 * they arrive, never whole in memory: each into a folder of its own under the photos' root
 * (`lead-photos/.incoming/<random>/`), which the inbox moves to the lead's folder
 * (leadPhotoDir, ./lead-photos.mjs) in the transaction that stores the lead, or removes. A refused
 * request leaves nothing behind.
 *
 * Each photo is checked by its bytes (JPEG, PNG, WebP or HEIC; server/image-type.mjs), its size (at
 * most PHOTOS.maxBytes), its header as the image library reads it (photo-header.mjs: random bytes
 * behind a JPEG's first ones are no photo) and its pixels (an image of huge dimensions is refused
 * before anything decodes it). The photos of one request together fit `room`, what the photo budget
 * and the disk leave (photo-budget.mjs): past it, none of them is kept (the rest of the request is
 * read and dropped) and their names come back as `notKept`, so the text of the request is still
 * stored. A file name with a path or control characters is refused, naming the file (isUnsafeFileName). Files are named by their number and type ("1.jpg"): the name
 * the visitor's computer gave is kept as text only, never as a path.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import Busboy from "busboy";
import { isUnsafeFileName, PHOTO_MESSAGES, PHOTOS } from "../../app/lib/contact-request.ts";
import { imageType } from "../image-type.mjs";
import { photoSize } from "./photo-header.mjs";
import { leadPhotosRoot, makePrivateFolder } from "./lead-photos.mjs";
import { oneLine } from "./plain-text.mjs";
import { storeProblem } from "./store-problem.mjs";
import { BodyError } from "./request-body.mjs";

/** More pixels than any phone's photo (200 megapixels and a margin): an image bomb, not a photo. */
export const MAX_PHOTO_PIXELS = 250_000_000;
/** The bytes of each photo kept in memory to tell its type (image-type.mjs reads 32). */
const HEAD_BYTES = 64;
const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp", heic: "heic" };
/** The last bytes of a request kept to name the file of a part header busboy refuses (it reads 16 KB of one at most). */
const RECENT_BYTES = 32 * 1024;

/** @typedef {{ file: string, name: string, type: string, bytes: number }} StoredPhoto file: its name in the lead's folder; name: the visitor's, as text */

/** The folder of requests whose photos are still arriving (removed at start: a crash leaves nothing). @param {string} dbPath */
export const incomingRoot = (dbPath) => join(leadPhotosRoot(dbPath), ".incoming");

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

/**
 * Reads a multipart request: its text fields, and its photos written to a new folder under
 * `incomingRoot(dbPath)`. Resolves with both (`dir` null when no photo came), and the visitor's names
 * of the photos sent but not kept for want of room (then none is kept); rejects with a
 * BodyError saying what was refused (422 for a photo, naming it), having removed everything written.
 * @param {import("node:http").IncomingMessage} req
 * @param {{ dbPath: string, maxFieldBytes: number, room?: number }} options room: the bytes the
 *   request's photos may take together (the photo budget's and the disk's room; no limit if unset)
 * @returns {Promise<{ fields: Record<string, string>, photos: StoredPhoto[], dir: string | null, notKept: string[] }>}
 */
export function readMultipart(req, { dbPath, maxFieldBytes, room = Infinity }) {
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
    /** @type {StoredPhoto[]} */
    const photos = [];
    /** @type {Promise<void>[]} */
    const writes = [];
    /** @type {import("node:fs").WriteStream[]} */
    const outs = [];
    /** @type {string | null} */
    let dir = null;
    /** @type {BodyError | null} */
    let problem = null;
    let count = 0;
    /** The bytes of this request's photos so far, against `room`. */
    let written = 0;
    /** The photos would not fit in `room`: none is kept, the rest of the request is read and dropped. */
    let full = false;
    /** The visitor's names of the photos sent, in order (what `notKept` says when `full`). */
    /** @type {string[]} */
    const sent = [];
    /** The request's last RECENT_BYTES, read below. */
    let recent = Buffer.alloc(0);
    const refuse = (/** @type {number} */ status, /** @type {string} */ message) => {
      problem ??= new BodyError(status, message);
    };
    const cleanUp = () => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) refuse(413, "too large");
      if (!(name in fields)) fields[name] = value;
    });
    parser.on("filesLimit", () => refuse(422, PHOTO_MESSAGES.tooMany));
    parser.on("fieldsLimit", () => refuse(400, "The request has too many fields."));
    parser.on("partsLimit", () => refuse(400, "The request has too many parts."));

    parser.on("file", (field, stream, info) => {
      const name = displayName(info.filename);
      stream.on("error", () => {});
      if (field !== PHOTOS.field)
        refuse(400, `The request has a file where none belongs ("${oneLine(field).slice(0, 40)}").`);
      if (field !== PHOTOS.field || problem) {
        stream.resume();
        return;
      }
      if (isUnsafeFileName(info.filename ?? "")) {
        refuse(422, PHOTO_MESSAGES.unsafeName(info.filename ?? ""));
        stream.resume();
        return;
      }
      if (info.filename) sent.push(name);
      if (full || room <= 0) {
        full = true;
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
          refuse(500, `a photo could not be written (${storeProblem(error)})`);
          stream.resume();
          return;
        }
      }
      const part = join(dir, `${number}.part`);
      const out = createWriteStream(part, { mode: 0o600 });
      outs.push(out);
      /** @type {Buffer[]} */
      const head = [];
      let headBytes = 0;
      let bytes = 0;
      /** Stopped for want of room: its file is closed, not finished. */
      let dropped = false;
      stream.on("data", (/** @type {Buffer} */ chunk) => {
        bytes += chunk.length;
        written += chunk.length;
        if (written > room && !full) {
          full = true;
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
      stream.on("limit", () => refuse(422, PHOTO_MESSAGES.tooLarge(name)));
      // The request was cut off or malformed mid-photo: the parser's error says so (below).
      stream.on("error", () => out.destroy());
      stream.pipe(out);
      writes.push(
        new Promise((done) => {
          out.on("error", (error) => {
            refuse(500, `a photo could not be written (${storeProblem(error)})`);
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
            checkPhoto()
              .catch(() => refuse(422, PHOTO_MESSAGES.notPhoto(name)))
              .finally(done);
          });
          /** Keeps the photo under its number, or refuses it (its file goes with the request's folder). */
          async function checkPhoto() {
            // A file input left empty still sends a part: no name, no bytes. It is no photo.
            if (bytes === 0 && !info.filename) return rmSync(part, { force: true });
            if (stream.truncated || problem || full) return;
            const type = imageType(Buffer.concat(head));
            if (type === null || type === "avif") return refuse(422, PHOTO_MESSAGES.notPhoto(name));
            const size = await photoSize(part, type);
            if (size === null) return refuse(422, PHOTO_MESSAGES.notPhoto(name));
            if (size.width * size.height > MAX_PHOTO_PIXELS)
              return refuse(422, PHOTO_MESSAGES.tooManyPixels(name));
            const file = `${number}.${EXTENSIONS[type]}`;
            try {
              renameSync(part, join(/** @type {string} */ (dir), file));
              photos.push({ file, name, type, bytes });
            } catch (error) {
              refuse(500, `a photo could not be written (${storeProblem(error)})`);
            }
          }
        }),
      );
    });

    parser.on("close", () => {
      Promise.all(writes).then(() => {
        if (problem) {
          cleanUp();
          reject(problem);
          return;
        }
        // No room for them all: none is kept (the visitor is told so, once, for the request).
        if (full) {
          cleanUp();
          resolve({ fields, photos: [], dir: null, notKept: sent });
          return;
        }
        photos.sort((a, b) => a.file.localeCompare(b.file, "en", { numeric: true }));
        if (dir && photos.length === 0) {
          cleanUp();
          dir = null;
        }
        resolve({ fields, photos, dir, notKept: [] });
      });
    });
    // A malformed request, or one cut off: what was written is closed, then removed (not waited for:
    // a file cut off mid-way never finishes).
    parser.on("error", (/** @type {Error} */ error) => {
      // A part header busboy refuses: a file name with control characters is named; anything else is malformed.
      const name = error.message === "Malformed part header" ? controlledFileName(recent) : null;
      if (name !== null) refuse(422, PHOTO_MESSAGES.unsafeName(name));
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
          problem ??
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
