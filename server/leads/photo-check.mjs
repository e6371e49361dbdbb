// @ts-check
/** Whether a file a visitor sent is a photo the inbox keeps: by its bytes, its header, its pixels. */
import { isPhotoType, photoExtension } from "#shared/contact/fields.ts";
import { PHOTO_MESSAGES } from "#shared/contact/rules.ts";
import { inboxCopy } from "#shared/copy/index.ts";
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
 * @returns {Promise<{ type: string, extension: string } | { refusal: string }>}
 */
export async function checkPhotoFile(path, head, name) {
  const type = imageType(head);
  if (!isPhotoType(type)) return { refusal: PHOTO_MESSAGES.notPhoto(name) };
  const size = await photoSize(path, type);
  if (size === null) return { refusal: PHOTO_MESSAGES.notPhoto(name) };
  if (size.width * size.height > MAX_PHOTO_PIXELS) return { refusal: inboxCopy.photos.tooManyPixels(name) };
  return { type, extension: photoExtension(type) };
}
