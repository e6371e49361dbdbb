// @ts-check
/**
 * `POST /api/publish`: GitHub's push webhook, which publishes the site (publisher.mjs). Only a
 * delivery signed with PUBLISH_SECRET (X-Hub-Signature-256, compared in constant time), not seen
 * before, for a push to the content branch of the content repository starts a publish. Every answer
 * is in words: GitHub shows it to whoever set the webhook up (Settings > Webhooks > Recent Deliveries).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { PUBLISH_PATH } from "#shared/paths.ts";

/** A push's payload is a few kilobytes; GitHub's largest are under a megabyte for a site's pushes. */
export const MAX_PAYLOAD_BYTES = 1024 * 1024;
/**
 * Bodies are read before their signature can be checked: the bytes of all those being read stay
 * under this, so unsigned posts cannot take the server's memory (its service allows 512 MB).
 */
export const MAX_READING_BYTES = 4 * MAX_PAYLOAD_BYTES;
/** GitHub sends its few kilobytes at once: a body slower than this is not GitHub's. */
export const PAYLOAD_MS = 10_000;
/** A secret shorter than this is too easy to guess: npm start refuses it. */
export const MIN_SECRET_LENGTH = 32;
const SIGNATURE = /^sha256=([0-9a-f]{64})$/;
/** GitHub's delivery IDs are GUIDs. */
const DELIVERY = /^[0-9a-f-]{8,64}$/i;

/**
 * @typedef {object} PublishHookOptions
 * @property {string | undefined} secret PUBLISH_SECRET: without it every delivery is refused
 * @property {string | undefined} repo CONTENT_REPO ("owner/name"): a push to another repository is refused
 * @property {string} branch CONTENT_BRANCH: a push to another branch is refused
 * @property {{ has: (id: string) => boolean, add: (id: string) => void }} deliveries deliveries.mjs
 * @property {() => string} publish starts a publish (or queues one after the publish running) and says when it will be live
 * @property {number} [payloadMs] how long a body may take to arrive (PAYLOAD_MS; tests take less)
 */

/** @param {PublishHookOptions} options */
export function createPublishHook({ secret, repo, branch, deliveries, publish, payloadMs = PAYLOAD_MS }) {
  /** The bytes received of the bodies being read now. */
  const reading = { bytes: 0 };
  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  async function handle(req, res) {
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return answer(res, 405, "Only GitHub's push webhook is answered here (POST).");
    }
    if (!secret) {
      return answer(
        res,
        503,
        "Publishing is not set up on this server: set PUBLISH_SECRET in its settings (the webhook's secret), then restart it.",
      );
    }
    if (!/^application\/json\s*(;|$)/i.test(req.headers["content-type"] ?? "")) {
      return answer(res, 415, "Set the webhook's content type to application/json.");
    }
    // GitHub always says how long its payload is.
    const declared = req.headers["content-length"];
    if (declared === undefined) return answer(res, 411, "A delivery says its length (Content-Length).");
    const length = Number(declared);
    if (length > MAX_PAYLOAD_BYTES) return tooLarge(res);
    const body = await readPayload(req, length, reading, payloadMs);
    if (body === "too large") return tooLarge(res);
    if (body === "busy" || body === "slow") {
      res.setHeader("Connection", "close");
      return body === "busy"
        ? answer(res, 503, "Too many deliveries at once: use Redeliver on GitHub in a minute.")
        : answer(res, 408, "The delivery took too long to arrive.");
    }

    const given = SIGNATURE.exec(String(req.headers["x-hub-signature-256"] ?? ""))?.[1];
    const expected = createHmac("sha256", secret).update(body).digest("hex");
    if (!given || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
      return answer(
        res,
        401,
        "The signature does not match: the webhook's secret must be this server's PUBLISH_SECRET.",
      );
    }
    const delivery = String(req.headers["x-github-delivery"] ?? "");
    if (!DELIVERY.test(delivery)) return answer(res, 400, "No delivery ID (X-GitHub-Delivery).");
    if (deliveries.has(delivery)) {
      return answer(
        res,
        409,
        `Delivery ${delivery} was received before and is not taken twice: push again to publish.`,
      );
    }
    // Recorded before anything is done, so a replay is refused; a disk that takes nothing (full,
    // read-only) publishes nothing, and says why.
    try {
      deliveries.add(delivery);
    } catch (error) {
      return answer(
        res,
        503,
        `The server could not record this delivery (${error instanceof Error ? error.message : error}): nothing was published. Free space on its disk, then use Redeliver on GitHub.`,
      );
    }

    const event = String(req.headers["x-github-event"] ?? "");
    if (event === "ping") {
      return answer(res, 200, `The webhook works: a push to ${branch} publishes the site.`);
    }
    if (event !== "push")
      return answer(res, 202, `Nothing to do for a "${event}" event: only a push publishes.`);

    let push;
    try {
      push = JSON.parse(body.toString("utf8"));
    } catch {
      return answer(res, 400, "The payload is not JSON.");
    }
    const fullName = String(push?.repository?.full_name ?? "");
    if (repo && fullName.toLowerCase() !== repo.toLowerCase()) {
      return answer(
        res,
        422,
        `Not published: the push is to ${fullName}; this site's content is ${repo} (CONTENT_REPO).`,
      );
    }
    if (push?.ref !== `refs/heads/${branch}`) {
      return answer(
        res,
        422,
        `Not published: the push is to ${String(push?.ref)}; this site publishes the branch ${branch} (CONTENT_BRANCH).`,
      );
    }
    if (push.deleted === true)
      return answer(res, 422, `Not published: the push deleted the branch ${branch}.`);
    return answer(res, 202, publish());
  }

  return {
    path: PUBLISH_PATH,
    /** @type {import("node:http").RequestListener} */
    handle(req, res) {
      handle(req, res).catch(() => {
        if (res.headersSent) res.destroy();
        else answer(res, 500, "The delivery could not be read.");
      });
    },
  };
}

/**
 * The raw body; or why not: past its declared length or MAX_PAYLOAD_BYTES ("too large"), the
 * bodies being read past MAX_READING_BYTES ("busy"), or not all there in PAYLOAD_MS ("slow"). The
 * rest is not read (the connection closes).
 * @param {import("node:http").IncomingMessage} req @param {number} length
 * @param {{ bytes: number }} reading what all the bodies being read have received
 * @param {number} payloadMs
 * @returns {Promise<Buffer | "too large" | "busy" | "slow">}
 */
async function readPayload(req, length, reading, payloadMs) {
  /** @type {Buffer[]} */
  const chunks = [];
  let bytes = 0;
  let slow = false;
  const timer = setTimeout(() => {
    slow = true;
    req.destroy();
  }, payloadMs);
  try {
    for await (const chunk of req) {
      bytes += chunk.length;
      reading.bytes += chunk.length;
      if (bytes > Math.min(length, MAX_PAYLOAD_BYTES)) return "too large";
      if (reading.bytes > MAX_READING_BYTES) return "busy";
      chunks.push(chunk);
    }
  } catch (error) {
    if (slow) return "slow";
    throw error;
  } finally {
    clearTimeout(timer);
    reading.bytes -= bytes;
  }
  return slow ? "slow" : Buffer.concat(chunks);
}

/** @param {import("node:http").ServerResponse} res */
function tooLarge(res) {
  res.setHeader("Connection", "close");
  return answer(res, 413, `The payload is larger than ${MAX_PAYLOAD_BYTES / 1024 / 1024} MB: not read.`);
}

/** @param {import("node:http").ServerResponse} res @param {number} status @param {string} text */
function answer(res, status, text) {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(`${text}\n`);
}

/** GitHub's signature of a payload: what a test sends, as GitHub does. @param {string} secret @param {Buffer | string} body */
export const signature = (secret, body) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
