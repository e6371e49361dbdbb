// @ts-check
/** Whether a file a visitor sent is a photo the inbox keeps: by its bytes, its header, its pixels. */
import { isPhotoType, photoExtension } from "#shared/contact/fields.ts";
import { inboxWords } from "#shared/inbox/words.mjs";
import { imageType } from "#shared/image-type.mjs";
import { photoSize } from "./photo-header.mjs";
import { MAX_PHOTO_PIXELS } from "#shared/inbox/limits.mjs";

export { MAX_PHOTO_PIXELS };
/** The bytes of each photo kept in memory to tell its type (image-type.mjs reads 32). */
export const HEAD_BYTES = 64;

/**
 * Checks the file written at `path`, whose first bytes are `head`: one of the contact contract's
 * photo formats (PHOTO_FORMATS: JPEG, PNG, WebP or HEIC) whose header the image library reads, of no more than MAX_PHOTO_PIXELS. Resolves with its type and
 * file extension, or with the words refusing it (naming it `name`). Rejects when its header cannot
 * be read at all (no photo either).
 * @param {string} path @param {Buffer} head @param {string} name the visitor's name for it
 * @param {import("#shared/inbox/words.mjs").PhotoMessages} [messages] in the visitor's language
 * @returns {Promise<{ type: string, extension: string } | { refusal: string }>}
 */
export async function checkPhotoFile(path, head, name, messages = inboxWords.photo) {
  const type = imageType(head);
  if (!isPhotoType(type)) return { refusal: messages.notPhoto(name) };
  const size = await photoSize(path, type);
  if (size === null) return { refusal: messages.notPhoto(name) };
  if (size.width * size.height > MAX_PHOTO_PIXELS) return { refusal: messages.tooManyPixels(name) };
  return { type, extension: photoExtension(type) };
}
