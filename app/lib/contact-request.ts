/** The quote form's delivery from the browser: the request as JSON, or with photos as a form post. */
import {
  MIN_UPLOAD_BYTES_PER_SECOND,
  PHOTOS,
  type ContactRequest,
  type FieldErrors,
} from "#shared/contact/fields.ts";
import type { LeadSource } from "#shared/contact/lead-source.ts";

/** The inbox refused the request and said why, field by field (422 with `errors`). */
export class RefusedRequest extends Error {
  readonly errors: FieldErrors;
  constructor(errors: FieldErrors) {
    super("The request was refused");
    this.errors = errors;
  }
}

export const SEND_TIMEOUT_MS = 10_000;
/**
 * How long the form waits for photos of `bytes` to arrive: two minutes, or the time they take at
 * the slowest rate the inbox waits for.
 */
export const uploadTimeout = (bytes: number) =>
  Math.max(120_000, Math.ceil((bytes / MIN_UPLOAD_BYTES_PER_SECOND) * 1000));

/**
 * Delivers a request to the configured endpoint as JSON. Resolves on a 2xx answer (with the inbox's
 * `notice` for the visitor, when it gave one: its photos were not kept); rejects on any
 * other status, a network error, or no answer within the time limit, so the caller keeps the text.
 */
export async function sendContactRequest(
  endpoint: string,
  request: ContactRequest & LeadSource & { language?: string },
  timeoutMs: number = SEND_TIMEOUT_MS,
  photos: readonly File[] = [],
): Promise<{ notice?: string }> {
  // With photos (the site's own inbox only), the same fields as multipart/form-data.
  const multipart = photos.length > 0;
  let body: FormData | string = JSON.stringify(request);
  if (multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(request)) form.append(key, value);
    for (const photo of photos) form.append(PHOTOS.field, photo);
    body = form;
  }
  const response = await fetch(endpoint, {
    method: "POST",
    headers: multipart
      ? { Accept: "application/json" }
      : { "Content-Type": "application/json", Accept: "application/json" },
    body,
    signal: AbortSignal.timeout(
      multipart ? uploadTimeout(photos.reduce((sum, photo) => sum + photo.size, 0)) : timeoutMs,
    ),
  });
  if (response.status === 422 && multipart) {
    const answer = (await response.json().catch(() => null)) as { errors?: FieldErrors } | null;
    if (answer?.errors?.photos) throw new RefusedRequest({ photos: answer.errors.photos });
  }
  if (!response.ok) throw new Error(`The endpoint answered ${response.status}`);
  // Stored, with a word for the visitor (the photos could not be kept); any other answer says nothing more.
  if (!multipart) return {};
  const answer = (await response.json().catch(() => null)) as { notice?: unknown } | null;
  return typeof answer?.notice === "string" ? { notice: answer.notice } : {};
}
