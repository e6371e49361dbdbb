/**
 * The build's line about its photos: while it encodes, how many are ready of how many and the time
 * left; at the end, how many were encoded and how many came from the photo cache.
 */

/** Where the line goes: a terminal (rewritten in place) or a log (a line every few seconds). */
export type ProgressOutput = { isTTY?: boolean; write: (text: string) => unknown };

/** How often a log (not a terminal) gets a progress line. */
const LOG_EVERY_MS = 5_000;

const seconds = (ms: number) => (ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`);

/**
 * Counts `total` photos as they are ready (`ready(true)` when this build encoded it) and reports.
 * `cacheDir` is the cache's folder as the owner would type it.
 */
export function photoProgress(
  total: number,
  cacheDir: string,
  out: ProgressOutput = process.stdout,
  now: () => number = () => performance.now(),
) {
  const start = now();
  let encoded = 0;
  let cached = 0;
  let lastLine = start;
  /** A terminal's line not ended yet. */
  let pending = false;
  const counts = () => `${encoded} encoded, ${cached} from the cache in ${cacheDir}`;
  return {
    ready(wasEncoded: boolean) {
      if (wasEncoded) encoded++;
      else cached++;
      const done = encoded + cached;
      if (encoded === 0 || done === total) return;
      // The time an encoded photo takes (those from the cache take next to none), for each one left.
      const elapsed = now() - start;
      const line = `Photos: ${done} of ${total} ready (${counts()}), about ${seconds((elapsed / encoded) * (total - done))} left`;
      if (out.isTTY) {
        out.write(`\r\x1b[K${line}`);
        pending = true;
      } else if (now() - lastLine >= LOG_EVERY_MS) {
        lastLine = now();
        out.write(`${line}\n`);
      }
    },
    /** The summary, once every photo is ready. */
    end() {
      if (total === 0) return;
      const line = `Photos: ${total} ready in ${seconds(now() - start)} (${counts()})`;
      out.write(out.isTTY ? `\r\x1b[K${line}\n` : `${line}\n`);
      pending = false;
    },
    /** Ends the line when the build stops on a photo, so the error starts on a line of its own. */
    stop() {
      if (pending) out.write("\n");
      pending = false;
    },
  };
}
