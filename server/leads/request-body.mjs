// @ts-check
/** Reading an HTTP body in Node, at most so many bytes (what it holds: #shared/inbox/request-body.mjs). */
import { BodyError } from "#shared/inbox/request-body.mjs";

/**
 * The whole body, refused with 413 once it is longer than `limit` bytes.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export async function readBody(req, limit) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new BodyError(413, "too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
