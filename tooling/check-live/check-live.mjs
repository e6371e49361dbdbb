// @ts-check
import { checkCanonical } from "./canonical.mjs";
import { checkFormEndpoint } from "./form-endpoint.mjs";
import { checkHomePage } from "./home-page.mjs";
import { checkHsts } from "./hsts.mjs";
import { checkHttps } from "./https-redirect.mjs";
import { checkNotFound } from "./not-found.mjs";
import { checkPhotos } from "./photos.mjs";
import { checkPublishAndSignIn } from "./publish-and-sign-in.mjs";
import { checkSecurityHeaders } from "./security-headers.mjs";
import { checkRobotsAndSitemap } from "./sitemap.mjs";
import { checkSitemapPages } from "./sitemap-pages.mjs";
import { startVisit } from "./visit.mjs";

/**
 * Checks the site at `address` (its origin), one check after another, in the report's order.
 * Never throws for what the site answers: each problem is a finding.
 * @param {string} address
 * @param {import("./visit.mjs").Connect} [connectTo]
 * @returns {Promise<import("./report.mjs").Finding[]>}
 */
export async function checkLive(address, connectTo = {}) {
  const visit = startVisit(address, connectTo);
  await checkHttps(visit);
  const home = await checkHomePage(visit);
  if (!home) return visit.findings;
  checkHsts(visit, home);
  checkSecurityHeaders(visit, home);
  checkCanonical(visit, home);
  const pages = await checkRobotsAndSitemap(visit);
  const { pageHtml, someFailed } = await checkSitemapPages(visit, home, pages);
  await checkNotFound(visit);
  await checkFormEndpoint(visit, pageHtml, someFailed);
  checkPhotos(visit, home, pageHtml);
  await checkPublishAndSignIn(visit);
  return visit.findings;
}
