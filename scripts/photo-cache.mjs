// @ts-check
/**
 * The photo cache (tooling/photo-cache.ts), where the build keeps every photo's encoded files:
 *
 *   npm run photo-cache               where it is, how many entries, how large
 *   npm run photo-cache -- --prune    deletes what the last build did not use (old photos, old settings)
 *   npm run photo-cache -- --clear    deletes every entry (the next build encodes every photo again)
 *
 * Nothing in it is needed for a correct build. PHOTO_CACHE_DIR names another folder than .cache/photos/.
 */
import { runnerImport } from "vite";

const USAGE = "Usage: npm run photo-cache [-- --prune | --clear]";
const [flag, ...rest] = process.argv.slice(2);
if (rest.length > 0 || (flag && !["--prune", "--clear"].includes(flag))) {
  console.error(USAGE);
  process.exit(2);
}

// Vite loads the TypeScript module (Node alone cannot: it imports others without extensions).
/** @type {typeof import("../tooling/photo-cache")} */
const { cacheSize, clearCache, photoCacheDir, pruneCache, shownDir } = (
  await runnerImport(new URL("../tooling/photo-cache.ts", import.meta.url).pathname, {
    configFile: false,
    logLevel: "error",
  })
).module;

let dir;
try {
  dir = photoCacheDir();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const where = shownDir(dir);
const megabytes = (/** @type {number} */ bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const entries = (/** @type {number} */ n) => `${n} ${n === 1 ? "entry" : "entries"}`;

if (flag === "--prune") {
  const { removed, problem } = await pruneCache(dir);
  if (!removed) {
    console.error(`Photo cache (${where}): nothing deleted: ${problem}.`);
    process.exit(1);
  }
  const left = await cacheSize(dir);
  console.log(
    `Photo cache (${where}): deleted ${entries(removed.entries)} the last build did not use (${megabytes(removed.bytes)}); ${entries(left.entries)} kept (${megabytes(left.bytes)}).`,
  );
} else if (flag === "--clear") {
  const removed = await clearCache(dir);
  console.log(
    `Photo cache (${where}): deleted ${entries(removed.entries)} (${megabytes(removed.bytes)}); the next build encodes every photo again.`,
  );
} else {
  const { entries: count, bytes } = await cacheSize(dir);
  console.log(`Photo cache: ${where} holds ${entries(count)} (${megabytes(bytes)}).`);
  console.log("  npm run photo-cache -- --prune   deletes what the last build did not use");
  console.log("  npm run photo-cache -- --clear   deletes every entry");
}
