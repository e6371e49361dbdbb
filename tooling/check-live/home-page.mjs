// @ts-check
import { CLOUDFLARE_DEPLOY, fromCloudflare, workerLogs } from "./cloudflare.mjs";
import { networkProblem } from "./network-problem.mjs";

/**
 * Fetches the home page and checks that it answers 200; its answer tells whether the site is on
 * Cloudflare (visit.cloudflare). Undefined when it cannot be reached at all: nothing else can be
 * checked then.
 * @param {import("./visit.mjs").Visit} visit
 * @returns {Promise<import("./fetch-as.mjs").Answer | undefined>}
 */
export async function checkHomePage(visit) {
  const { origin, get, ok, problem } = visit;
  let home;
  try {
    home = await get("/");
  } catch (error) {
    problem(
      `${origin}/ cannot be reached: ${networkProblem(error)}.`,
      "Fix this first; nothing else could be checked.",
    );
    return undefined;
  }
  visit.cloudflare = fromCloudflare(home.headers);
  if (home.status !== 200) {
    problem(
      `The home page answers ${home.status}, not 200.`,
      visit.cloudflare
        ? `Deploy the whole build with ${CLOUDFLARE_DEPLOY}; ${workerLogs(origin)} shows what the Worker answers.`
        : "Check that the web server's root is the deployed build/client folder.",
    );
  } else ok("The home page answers 200.");
  return home;
}
