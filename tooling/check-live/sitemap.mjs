// @ts-check
import { CLOUDFLARE_DEPLOY } from "./cloudflare.mjs";
import { USER_AGENTS } from "./fetch-as.mjs";
import { networkProblem } from "./network-problem.mjs";
import { robotsForbidsSite } from "./robots.mjs";

/** At most this many of the sitemap's pages are fetched (a small company's site has a few dozen). */
const MAX_PAGES = 60;

/**
 * As a search engine: robots.txt lets it in and points to this site's sitemap, and the sitemap
 * lists pages at this address. Returns the paths of the sitemap's pages (none when unreadable).
 * @param {import("./visit.mjs").Visit} visit
 * @returns {Promise<string[]>}
 */
export async function checkRobotsAndSitemap({ origin, get, ok, problem, cloudflare }) {
  const rebuild = cloudflare
    ? `Deploy again with the real address: SITE_URL=${origin} ${CLOUDFLARE_DEPLOY}`
    : `Build with SITE_URL=${origin} and deploy again.`;
  const whole = cloudflare
    ? `Deploy the whole build with ${CLOUDFLARE_DEPLOY}.`
    : "Deploy the whole build/client folder.";
  try {
    const robots = await get("/robots.txt", { userAgent: USER_AGENTS.searchEngine });
    const sitemapLine = /^sitemap:\s*(\S+)/im.exec(robots.body)?.[1];
    if (robots.status !== 200) problem(`robots.txt answers ${robots.status}.`, whole);
    else if (robotsForbidsSite(robots.body))
      problem(
        "robots.txt forbids search engines the whole site.",
        "Deploy the robots.txt of `npm run build`.",
      );
    else if (sitemapLine && !sitemapLine.startsWith(`${origin}/`))
      problem(`robots.txt points search engines to ${sitemapLine}, another address.`, rebuild);
    else ok("robots.txt lets search engines in and points to the sitemap.");

    const sitemap = await get("/sitemap.xml", { userAgent: USER_AGENTS.searchEngine });
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    const foreign = locs.filter((loc) => !loc.startsWith(`${origin}/`));
    if (sitemap.status !== 200 || locs.length === 0) {
      problem(
        `The sitemap (/sitemap.xml) answers ${sitemap.status}${sitemap.status === 200 ? " with no pages" : ""}.`,
        whole,
      );
    } else if (foreign.length > 0) {
      problem(
        `The sitemap lists pages at another address (${new URL(foreign[0] ?? "").origin}): search engines are sent there.`,
        rebuild,
      );
    } else ok(`The sitemap lists ${locs.length} pages at ${origin}.`);
    return locs
      .filter((loc) => URL.canParse(loc))
      .map((loc) => new URL(loc).pathname)
      .slice(0, MAX_PAGES);
  } catch (error) {
    problem(`robots.txt or the sitemap could not be fetched: ${networkProblem(error)}.`, "Check the server.");
    return [];
  }
}
