// @ts-check
/**
 * The photos of a quote request on Cloudflare (multipart/form-data, the form's `photos` field): read
 * from the request as it arrives, one part at a time (a photo is at most PHOTOS.maxBytes in memory,
 * never the whole request), checked, and put into the R2 bucket under `lead-photos/<folder>/`, a
 * folder of its own named at random; the lead records its photos with that folder. A refused request
 * leaves nothing in the bucket.
 *
 * The same checks as npm start's (server/leads/photo-upload.mjs), in the same order and words: a
 * file only in the photos field, a file name with no path or control characters, at most PHOTOS.max
 * photos of at most PHOTOS.maxBytes, each a JPEG, PNG, WebP or HEIC by its bytes, with a header that
 * reads (#shared/inbox/photo-size.mjs: no sharp on Cloudflare) and no more than MAX_PHOTO_PIXELS.
 * Photos that together pass `room` (LEADS_PHOTOS_MAX_MB), or that R2 does not take, are not kept:
 * `notKept` says why, and the request itself is stored. A request refused mid-way is still read to
 * its end (within bounds: #shared/inbox/drain.mjs) before the answer, which a browser would not
 * show otherwise.
 */
import {
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseMultipartStream,
} from "@remix-run/multipart-parser";
import { isPhotoType, photoExtension, PHOTOS } from "#shared/contact/fields.ts";
import { isUnsafeFileName } from "#shared/contact/rules.ts";
import { ownerWords } from "#shared/copy/owner.ts";
import { inboxWords } from "#shared/inbox/words.mjs";
import { drainReader } from "#shared/inbox/drain.mjs";
import { imageType } from "#shared/image-type.mjs";
import { MAX_PHOTO_PIXELS, MAX_UPLOAD_BYTES } from "#shared/inbox/limits.mjs";
import { photoSizeOf } from "#shared/inbox/photo-size.mjs";
import { BodyError, UPLOAD_TOO_LARGE } from "#shared/inbox/request-body.mjs";
import { displayName } from "../server/leads/photo-names.mjs";
import { oneLine } from "../server/leads/plain-text.mjs";

const { leadsCopy } = ownerWords;

/** Where a lead's photos are in the bucket: the same folder name as npm start's, beside the database. */
export const PHOTOS_PREFIX = "lead-photos/";
/** The key of one photo. @param {string} folder @param {string} file */
export const photoKey = (folder, file) => `${PHOTOS_PREFIX}${folder}/${file}`;

/** @typedef {{ file: string, name: string, type: string, bytes: number, folder: string }} StoredPhoto */

const MALFORMED = "The photos could not be read: a file's name or a part of the request is malformed.";

/**
 * The last part header among `text` (latin1): its field, and its file name when it has one. The
 * parser refuses a photo too large before it hands the part over, so this names it.
 * @param {string} text
 */
function lastPartHeader(text) {
  const headers = [...text.matchAll(/\r\nContent-Disposition:([^\r\n]*)/gi)];
  const last = headers.at(-1)?.[1];
  if (last === undefined) return null;
  const filename = /\bfilename="([^"\r\n]*)"/i.exec(last)?.[1];
  return { filename: filename === undefined ? null : latin1ToUtf8(filename) };
}

/**
 * A decoder that gives each byte a character of its own, so the bytes come back with `& 0xff`:
 * "x-user-defined" (WHATWG's "latin1" is windows-1252, which maps 0x80-0x9f elsewhere).
 */
function bytewiseDecoder() {
  try {
    return new TextDecoder("x-user-defined");
  } catch {
    return new TextDecoder("latin1");
  }
}

/** @param {string} text */
const latin1ToUtf8 = (text) => new TextDecoder().decode(Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff));

/**
 * Whether a file a visitor sent is a photo the inbox keeps, from its bytes: npm start's check
 * (server/leads/photo-check.mjs, with sharp) without an image library, in the same words.
 * @param {Uint8Array} bytes the whole file @param {string} name the visitor's name for it
 * @param {import("#shared/inbox/words.mjs").PhotoMessages} [messages] in the visitor's language
 * @returns {{ type: import("#shared/contact/fields.ts").PhotoType, extension: string } | { refusal: string }}
 */
export function checkPhotoBytes(bytes, name, messages = inboxWords.photo) {
  const type = imageType(bytes.subarray(0, 64));
  if (!isPhotoType(type)) return { refusal: messages.notPhoto(name) };
  const size = photoSizeOf(bytes, type);
  if (size === null) return { refusal: messages.notPhoto(name) };
  if (size.width * size.height > MAX_PHOTO_PIXELS) return { refusal: messages.tooManyPixels(name) };
  return { type, extension: photoExtension(type) };
}

/**
 * Why a request's photos were not kept: `why` for the lead's mail and listing.
 * @typedef {{ why: string }} NotKept
 */

/**
 * Reads a multipart request: its text fields, and its photos put into `bucket`. Resolves with both,
 * the visitor's names of the photos sent, and why they were not kept when they were not (then none
 * is). Rejects with a BodyError saying what was refused (422 for a photo, naming it), having
 * deleted what it put.
 * @param {ReadableStream<Uint8Array>} body the request's
 * @param {{
 *   bucket: R2Bucket,
 *   boundary: string,
 *   maxFieldBytes: number,
 *   room: number,
 *   messages?: import("#shared/inbox/words.mjs").PhotoMessages,
 * }} options room: the bytes the request's photos may take together; messages: a refused photo's,
 *   in the visitor's language
 * @returns {Promise<{ fields: Record<string, string>, photos: StoredPhoto[], sent: string[], notKept: NotKept | null }>}
 */
export async function readUpload(
  body,
  { bucket, boundary, maxFieldBytes, room, messages = inboxWords.photo },
) {
  /** @type {Record<string, string>} */
  const fields = Object.create(null);
  /** @type {StoredPhoto[]} */
  const photos = [];
  /** The visitor's names of the photos sent, in order. */
  /** @type {string[]} */
  const sent = [];
  /** @type {BodyError | null} */
  let problem = null;
  const refuse = (/** @type {number} */ status, /** @type {string} */ message) => {
    problem ??= new BodyError(status, message);
  };
  let fieldCount = 0;
  let count = 0;
  let written = 0;
  /** @type {NotKept | null} */
  let notKept = room <= 0 ? { why: leadsCopy.notKeptWhy.budget } : null;
  const folder = crypto.randomUUID();

  // The last part header the request has sent so far: the parser refuses a photo too large (or a
  // header it cannot read) before it hands the part over, so this names it.
  /** @type {{ filename: string | null } | null} */
  let lastHeader = null;
  let tail = "";
  const latin1 = bytewiseDecoder();
  /** The request is refused: what is left of it is only read and dropped. */
  let dropping = false;
  const watched = body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        if (!dropping) {
          const text = tail + latin1.decode(chunk, { stream: true });
          lastHeader = lastPartHeader(text) ?? lastHeader;
          tail = text.slice(-16 * 1024);
        }
        controller.enqueue(chunk);
      },
    }),
  );

  const removeAll = () => Promise.all(photos.map((p) => bucket.delete(photoKey(folder, p.file))));
  try {
    const parts = parseMultipartStream(watched, {
      boundary,
      maxHeaderSize: 16 * 1024,
      maxFileSize: Math.max(PHOTOS.maxBytes, maxFieldBytes),
      maxParts: 50,
      maxTotalSize: MAX_UPLOAD_BYTES,
    });
    for await (const part of parts) {
      let name;
      let filename;
      /** The file name as the header wrote it, backslashes and all (the parser's drops them). */
      let rawName;
      try {
        name = part.name ?? "";
        filename = part.filename;
        rawName = /\bfilename="([^"]*)"/i.exec(part.headers["content-disposition"] ?? "")?.[1];
      } catch {
        // A part header that is not UTF-8.
        refuse(400, MALFORMED);
        continue;
      }
      if (filename === undefined) {
        if (part.size > maxFieldBytes) {
          refuse(413, "too large");
          continue;
        }
        if ((fieldCount += 1) > 40) refuse(400, "The request has too many fields.");
        // Bytes that are not UTF-8 read as npm start reads them: replaced, not refused.
        if (!(name in fields)) fields[name] = new TextDecoder().decode(part.bytes);
        continue;
      }
      if (name !== PHOTOS.field) {
        refuse(400, `The request has a file where none belongs ("${oneLine(name).slice(0, 40)}").`);
      }
      if (problem) continue;
      if (isUnsafeFileName(filename) || isUnsafeFileName(rawName ?? "")) {
        refuse(422, messages.unsafeName(rawName ?? filename));
        continue;
      }
      const shown = displayName(filename);
      // A file input left empty still sends a part: no name, no bytes. It is no photo.
      if (!filename && part.size === 0) continue;
      if (filename) sent.push(shown);
      if ((count += 1) > PHOTOS.max) {
        refuse(422, messages.tooMany);
        continue;
      }
      if (part.size > PHOTOS.maxBytes) {
        refuse(422, messages.tooLarge(shown));
        continue;
      }
      if (notKept || written + part.size > room) {
        notKept ??= { why: leadsCopy.notKeptWhy.budget };
        continue;
      }
      const bytes = part.bytes;
      const photo = checkPhotoBytes(bytes, shown, messages);
      if ("refusal" in photo) {
        refuse(422, photo.refusal);
        continue;
      }
      const { type } = photo;
      const file = `${count}.${photo.extension}`;
      try {
        await bucket.put(photoKey(folder, file), bytes, { httpMetadata: { contentType: `image/${type}` } });
      } catch (error) {
        // R2 did not take it: the request is stored all the same, its photos named as not kept.
        notKept = {
          why: leadsCopy.notKeptWhy.notWritten(error instanceof Error ? error.message : String(error)),
        };
        continue;
      }
      written += part.size;
      photos.push({ file, name: shown, type, bytes: part.size, folder });
    }
  } catch (error) {
    await removeAll();
    // Refused mid-way: the rest is read (within bounds) before the answer, as a browser expects.
    if (error instanceof MultipartParseError) {
      dropping = true;
      await drainReader(watched.getReader());
    }
    if (error instanceof MaxTotalSizeExceededError) throw new BodyError(413, UPLOAD_TOO_LARGE);
    if (error instanceof MaxFileSizeExceededError) {
      const header = /** @type {{ filename: string | null } | null} */ (lastHeader);
      if (header?.filename != null) throw new BodyError(422, messages.tooLarge(displayName(header.filename)));
      throw new BodyError(413, "too large");
    }
    if (error instanceof MaxPartsExceededError) throw new BodyError(400, "The request has too many parts.");
    if (error instanceof MultipartParseError) {
      const header = /** @type {{ filename: string | null } | null} */ (lastHeader);
      if (header?.filename != null && isUnsafeFileName(header.filename)) {
        throw new BodyError(422, messages.unsafeName(header.filename));
      }
      throw new BodyError(400, MALFORMED);
    }
    throw error;
  }
  if (problem || notKept) await removeAll();
  if (problem) throw problem;
  if (notKept) return { fields, photos: [], sent, notKept };
  return { fields, photos, sent, notKept: null };
}
