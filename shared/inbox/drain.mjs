// @ts-check
/**
 * The rest of a refused request's body read and dropped before the answer (why: DRAIN_MAX_BYTES,
 * ./limits.mjs), from a Web stream (the Worker's; npm start's, a Node stream: server/leads/request-body.mjs).
 */
import { DRAIN_MAX_BYTES, DRAIN_MAX_MS } from "./limits.mjs";

/**
 * Reads `reader` to its end, dropping what comes, within the bounds; past them it cancels the body
 * (the host resets the connection, as it would have). Resolves with whether the body was read whole.
 * @param {ReadableStreamDefaultReader<Uint8Array>} reader
 * @param {{ read?: number, maxBytes?: number, maxMs?: number }} [options] read: the bytes read before
 */
export async function drainReader(
  reader,
  { read = 0, maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS } = {},
) {
  const deadline = Date.now() + maxMs;
  let total = read;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  try {
    while (total <= maxBytes) {
      const late = new Promise((resolve) => {
        timer = setTimeout(resolve, Math.max(0, deadline - Date.now()), null);
      });
      const next = await Promise.race([reader.read(), late]);
      clearTimeout(timer);
      if (next === null) break;
      const { done, value } = /** @type {ReadableStreamReadResult<Uint8Array>} */ (next);
      if (done) return true;
      total += value.length;
    }
  } catch {
    // The client went away: nothing to answer.
    return false;
  }
  reader.cancel().catch(() => {});
  return false;
}

/**
 * Whether a body announced as `length` (Content-Length; none for a chunked one) is worth reading
 * to its end before a refusal.
 * @param {string | undefined} length
 */
export const drainable = (length) => length === undefined || Number(length) <= DRAIN_MAX_BYTES;
