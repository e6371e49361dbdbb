// @ts-check
import { CLOUDFLARE_DEPLOY } from "./cloudflare.mjs";
import { linkHref } from "./page-html.mjs";

/**
 * The pages name the address they are served at as theirs (built with the right SITE_URL).
 * @param {import("./visit.mjs").Visit} visit @param {import("./fetch-as.mjs").Answer} home
 */
export function checkCanonical({ origin, ok, problem, cloudflare }, home) {
  const canonical = linkHref(home.body, "canonical");
  const builtFor = canonical && URL.canParse(canonical) ? new URL(canonical).origin : undefined;
  if (!builtFor) {
    problem("The home page names no canonical address.", "Deploy the pages of `npm run build` as they are.");
  } else if (builtFor !== origin) {
    problem(
      `The pages say their address is ${builtFor}, but they are served at ${origin}: search engines index the other address, and shared links show it.`,
      cloudflare
        ? `Deploy again with the real address (it builds for it): SITE_URL=${origin} ${CLOUDFLARE_DEPLOY}`
        : `Build with the real address and deploy again: SITE_URL=${origin} npm run build`,
    );
  } else ok(`The pages name ${origin} as their address (SITE_URL).`);
}
