// @ts-check
/**
 * How long a request may take to arrive at npm start: a visitor's photos as long as bytes keep
 * coming, anything else briefly; past it, a 408 in words and the connection closed.
 */
import { MIN_UPLOAD_BYTES_PER_SECOND } from "#shared/contact/fields.ts";
import { MAX_UPLOAD_BYTES } from "#shared/inbox/limits.mjs";
import { bodyType, MULTIPART_TYPE } from "#shared/inbox/request-body.mjs";

/** A request's whole body arrives within this, whatever its path (but a visitor's photos, below). */
export const REQUEST_MS = 30_000;
/** A visitor's photos may arrive slowly, but not stall: no byte for this long ends the upload. */
export const UPLOAD_IDLE_MS = 30_000;
/** The longest an upload may take: the largest the inbox takes, at the slowest rate it waits for. */
export const UPLOAD_MS = Math.ceil(MAX_UPLOAD_BYTES / MIN_UPLOAD_BYTES_PER_SECOND) * 1000;

const TOO_SLOW = "The request took too long to arrive. Please send it again.\n";

/**
 * Ends a request whose body is too slow, as Node itself answers one: 408, in words, and the
 * connection closed (the handler reading the body sees it cut off, and answers nobody).
 * @param {import("node:http").IncomingMessage} req
 */
function tooSlow(req) {
  req.socket.end(
    `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(TOO_SLOW)}\r\n\r\n${TOO_SLOW}`,
  );
  req.socket.destroySoon();
}

/**
 * The time a request's body may take: a visitor's photos (a multipart post to the inbox) as long as
 * bytes keep coming (UPLOAD_IDLE_MS between them, UPLOAD_MS in all: Node's requestTimeout); any
 * other request REQUEST_MS in all, so a slow client holds no connection for long.
 * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
 * @param {string | undefined} inboxPath
 */
export function limitBody(req, res, inboxPath) {
  const upload =
    inboxPath !== undefined &&
    req.method === "POST" &&
    (req.url ?? "").split("?")[0] === inboxPath &&
    bodyType(req.headers["content-type"]) === MULTIPART_TYPE;
  if (upload) {
    req.setTimeout(UPLOAD_IDLE_MS, () => tooSlow(req));
    res.once("finish", () => req.socket?.setTimeout(0));
    return;
  }
  const timer = setTimeout(() => {
    if (!req.complete) tooSlow(req);
  }, REQUEST_MS);
  timer.unref();
  res.once("close", () => clearTimeout(timer));
}
