// @ts-check
/** When the inbox tries a lead's mail again after a failure: the same on every host. */

const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/**
 * The wait before attempt number `attempts + 1`: 30 s, 1 min, 2 min… up to every hour.
 * @param {number} attempts attempts made so far (1 or more)
 */
export const retryDelay = (attempts) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_WAIT_MS);
