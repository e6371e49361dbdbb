// @ts-check
/** Reading an HTTP body in Node, at most so many bytes (what it holds: #shared/inbox/request-body.mjs). */
import { DRAIN_MAX_BYTES, DRAIN_MAX_MS } from "#shared/inbox/limits.mjs";
import { BodyError } from "#shared/inbox/request-body.mjs";

/**
 * The whole body, refused with 413 once it is longer than `limit` bytes (the rest read and dropped
 * first, within bounds: drainBody).
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const read = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= limit) return chunks.push(chunk);
      // Events, not `for await`: leaving its loop would destroy the request, and the connection with it.
      req.off("data", read).off("end", ended);
      drainBody(req, { read: size }).then(() => reject(new BodyError(413, "too large")));
    };
    const ended = () => resolve(Buffer.concat(chunks));
    req.on("data", read).on("end", ended);
    req.on("close", () => {
      if (!req.complete) reject(new Error("The request was cut off."));
    });
  });
}

/**
 * Reads the rest of a refused request's body and drops it, so that a browser shows the answer
 * (why, and the bounds: DRAIN_MAX_BYTES, #shared/inbox/limits.mjs). Resolves with whether it was
 * read whole; if not, the caller closes the connection.
 * @param {import("node:http").IncomingMessage} req
 * @param {{ read?: number, maxBytes?: number, maxMs?: number }} [options] read: the bytes read before
 * @returns {Promise<boolean>}
 */
export function drainBody(req, { read = 0, maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS } = {}) {
  if (req.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let total = read;
    const done = (/** @type {boolean} */ whole) => {
      clearTimeout(timer);
      req.off("data", counted).off("end", ended).off("close", closed);
      if (!whole) req.pause();
      resolve(whole);
    };
    const counted = (/** @type {Buffer} */ chunk) => {
      total += chunk.length;
      if (total > maxBytes) done(false);
    };
    const ended = () => done(true);
    const closed = () => done(req.complete);
    const timer = setTimeout(() => done(false), maxMs);
    req.on("data", counted).on("end", ended).on("close", closed);
    req.resume();
  });
}
