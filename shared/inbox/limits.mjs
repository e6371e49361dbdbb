// @ts-check
/** The inbox's limits on a request's size, from the contact contract: the same on every host. */
import { LIMITS, PHOTOS } from "#shared/contact/fields.ts";

/**
 * The largest body the form can send, from its fields' limits (LIMITS, counted as the browser counts,
 * in UTF-16 code units): each unit at most 9 bytes (a character of 3 UTF-8 bytes, each written %XX in
 * a form post without JavaScript; JSON's \uXXXX is 6), and 1 KB for the field names and the honeypot.
 */
export const MAX_BODY_BYTES = 9 * Object.values(LIMITS).reduce((sum, limit) => sum + limit, 0) + 1024;
/** The largest request with photos (multipart): the fields, every photo at its largest, their parts' headers. */
export const MAX_UPLOAD_BYTES = MAX_BODY_BYTES + PHOTOS.max * PHOTOS.maxBytes + 64 * 1024;
/** More pixels than any phone's photo (200 megapixels and a margin): an image bomb, not a photo. */
export const MAX_PHOTO_PIXELS = 250_000_000;

/**
 * A refused request's body is still read, and dropped, before the answer, up to this many bytes and
 * for this long: a browser sends the whole body before it reads an answer, and shows its own error
 * page instead of ours when the connection is closed or reset under it. A body larger (by its
 * Content-Length, or as it arrives), or slower, is cut off. Twice the largest the form sends covers a
 * visitor's photos a little over the limits; it is also what Cloudflare takes at most in one request.
 */
export const DRAIN_MAX_BYTES = 2 * MAX_UPLOAD_BYTES;
export const DRAIN_MAX_MS = 30_000;
