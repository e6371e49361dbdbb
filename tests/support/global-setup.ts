import { BUILDS, ensureBuilds, OWNER_BUILDS, startBuilds } from "./builds";
import { startSite, type RunningSite } from "./site";

/**
 * Before any test file of Vitest's `site` project or of Playwright starts: every build the tests
 * read, each made unless it already is from today's sources and settings (tests/support/builds.ts;
 * `npm test` runs Vitest first, so Playwright finds them made), then `npm start` on the starter's
 * build and on the configured one, shared by every file: their origins in SITE_ORIGIN and
 * CONFIGURED_ORIGIN, which the test processes inherit. Stopped after the last file.
 */
export default async function globalSetup() {
  // `npm test` reads every owner's build: begun now, beside the project's, the one of most photos
  // first. The run waits for the one under way before it ends (none is left behind, holding a lock).
  const { "sample-project": photos, ...others } = OWNER_BUILDS;
  const lane =
    process.env.npm_lifecycle_event === "test"
      ? startBuilds({ "sample-project": photos, ...others })
      : undefined;
  const servers: RunningSite[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await lane?.stop();
  };
  try {
    await ensureBuilds(BUILDS);
    for (const [variable, build] of [
      ["SITE_ORIGIN", BUILDS.starter],
      ["CONFIGURED_ORIGIN", BUILDS.configured],
    ] as const) {
      const server = await startSite(build.dir, { ACCESS_LOG: "off" });
      servers.push(server);
      process.env[variable] = server.origin;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
