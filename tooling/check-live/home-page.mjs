// @ts-check
import { networkProblem } from "./network-problem.mjs";

/**
 * Fetches the home page and checks that it answers 200. Undefined when it cannot be reached at
 * all: nothing else can be checked then.
 * @param {import("./visit.mjs").Visit} visit
 * @returns {Promise<import("./fetch-as.mjs").Answer | undefined>}
 */
export async function checkHomePage({ origin, get, ok, problem }) {
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
  if (home.status !== 200) {
    problem(
      `The home page answers ${home.status}, not 200.`,
      "Check that the web server's root is the deployed build/client folder.",
    );
  } else ok("The home page answers 200.");
  return home;
}
