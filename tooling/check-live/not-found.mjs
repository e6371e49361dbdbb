// @ts-check
import { randomBytes } from "node:crypto";
import { CLOUDFLARE_DEPLOY } from "./cloudflare.mjs";
import { USER_AGENTS } from "./fetch-as.mjs";
import { networkProblem } from "./network-problem.mjs";

/**
 * A missing page, /404 and /404.html answer 404: otherwise search engines index "Page not found"
 * as a page.
 * @param {import("./visit.mjs").Visit} visit
 */
export async function checkNotFound({ get, ok, problem, cloudflare }) {
  const missingPath = `/check-live-${randomBytes(4).toString("hex")}`;
  const notFound = [];
  for (const path of ["/404", "/404.html", missingPath]) {
    try {
      const answer = await get(path, { userAgent: USER_AGENTS.searchEngine });
      if (answer.status !== 404)
        notFound.push(
          `${path === missingPath ? "a page that does not exist" : path} answers ${answer.status}`,
        );
    } catch (error) {
      notFound.push(`${path}: ${networkProblem(error)}`);
    }
  }
  if (notFound.length > 0) {
    problem(
      `Not-found pages answer the wrong status: ${notFound.join("; ")}, not 404. Search engines then keep "Page not found" as a page of the site.`,
      cloudflare
        ? `Deploy the site with ${CLOUDFLARE_DEPLOY}: its configuration and _redirects answer unknown paths, /404 and /404.html with the 404 page and status 404.`
        : "Serve 404.html with status 404 for unknown paths and for /404: the generated Caddyfile, nginx.conf and _redirects do, and npm start.",
    );
  } else ok("A page that does not exist, /404 and /404.html answer 404.");
}
