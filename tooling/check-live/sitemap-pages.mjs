// @ts-check
import { CLOUDFLARE_DEPLOY } from "./cloudflare.mjs";
import { USER_AGENTS } from "./fetch-as.mjs";
import { networkProblem } from "./network-problem.mjs";

/**
 * Every page of the sitemap answers 200 to a search engine. Returns the pages' HTML by path (the
 * home page's included) and whether some page did not load.
 * @param {import("./visit.mjs").Visit} visit
 * @param {import("./fetch-as.mjs").Answer} home
 * @param {string[]} pages the sitemap's paths
 * @returns {Promise<{ pageHtml: Map<string, string>, someFailed: boolean }>}
 */
export async function checkSitemapPages({ get, ok, problem, cloudflare }, home, pages) {
  /** @type {Map<string, string>} */
  const pageHtml = new Map([["/", home.body]]);
  const wrongStatus = [];
  /** The pages that answer 404, the server knowing nothing of them. */
  const unknown = [];
  for (const path of pages.filter((p) => p !== "/")) {
    try {
      const answer = await get(path, { userAgent: USER_AGENTS.searchEngine });
      if (answer.status !== 200) wrongStatus.push(`${path} answers ${answer.status}`);
      else pageHtml.set(path, answer.body);
      if (answer.status === 404) unknown.push(path);
    } catch (error) {
      wrongStatus.push(`${path}: ${networkProblem(error)}`);
    }
  }
  if (wrongStatus.length > 0) {
    // Other pages answer at their clean address, so the server has the clean-address rules: only
    // these pages are missing from them (or from its files). It serves an older build's rules
    // (Caddy not reloaded) or an older build: the sitemap is the new one, the rest is not.
    const olderBuild = unknown.length === wrongStatus.length && pageHtml.size > 1;
    problem(
      `Pages of the sitemap do not answer 200: ${wrongStatus.join("; ")}. Search engines drop them.`,
      cloudflare
        ? `${olderBuild ? "Cloudflare serves an older build, without these pages: deploy" : "Deploy"} the whole new build with ${CLOUDFLARE_DEPLOY} (its configuration serves each page at its clean address).`
        : olderBuild
          ? "The server does not know these pages yet: it serves an older build, or its web server still has the rules of an older build (Caddy not reloaded since). On a server set up with deploy/README.md, run its update line there: cd /srv/site && sudo git pull && sudo npm ci && sudo deploy/build.sh (it builds, reloads Caddy and restarts the site). On a static host, publish the whole new build/client folder."
          : "Serve the pages at their clean address (/about serves about.html): use the generated Caddyfile, nginx.conf or _redirects, or npm start.",
    );
  } else if (pages.length > 0) ok(`Every page of the sitemap answers 200.`);
  return { pageHtml, someFailed: wrongStatus.length > 0 };
}
