// @ts-check
/**
 * The webhook deliveries already received (GitHub's X-GitHub-Delivery IDs), kept on disk so that a
 * delivery captured and sent again, even after a restart, is refused. The signature does not cover
 * the ID, so a replay under a new ID gets through: it is harmless, as a publish builds the branch's
 * newest commit, never the one a payload names (scripts/publish.mjs).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * @param {string} file
 * @param {{ days?: number, max?: number, now?: () => number }} [limits] an ID is kept `days` days,
 *   and at most the newest `max` of them
 */
export function openDeliveries(file, { days = 30, max = 1000, now = Date.now } = {}) {
  /** @type {Map<string, number>} each ID and when it came */
  let seen = new Map();
  try {
    seen = new Map(Object.entries(JSON.parse(readFileSync(file, "utf8"))));
  } catch {
    // None yet, or a file that cannot be read: a record begins again.
  }
  return {
    /** @param {string} id */
    has: (id) => seen.has(id),
    /**
     * Records a delivery, on disk before it returns (written whole, then renamed over the old).
     * @param {string} id
     */
    add(id) {
      const oldest = now() - days * DAY_MS;
      seen = new Map(
        [...seen, /** @type {[string, number]} */ ([id, now()])].filter(([, at]) => at >= oldest).slice(-max),
      );
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.new`, JSON.stringify(Object.fromEntries(seen)));
      renameSync(`${file}.new`, file);
    },
  };
}
