// @ts-check
import { CLOUDFLARE_DEPLOY, workerLogs } from "./cloudflare.mjs";
import { networkProblem } from "./network-problem.mjs";
import { formEndpoint } from "./page-html.mjs";
import { checkInboxBeside } from "./inbox-beside.mjs";
import { checkRemoteEndpoint } from "./remote-endpoint.mjs";

/**
 * The contact form's endpoint answers, without sending it a lead: the form is found on a page of
 * the sitemap, and where it posts is asked as the browser would.
 * @param {import("./visit.mjs").Visit} visit
 * @param {Map<string, string>} pageHtml the pages' HTML by path
 * @param {boolean} pagesFailed whether some page of the sitemap did not load
 */
export async function checkFormEndpoint(visit, pageHtml, pagesFailed) {
  const { problem } = visit;
  const contactHtml = [...pageHtml.entries()].find(([, html]) => formEndpoint(html) !== undefined);
  if (!contactHtml) {
    problem(
      pagesFailed
        ? "The contact form could not be checked: its page did not load (above)."
        : "No page of the sitemap has the contact form.",
      pagesFailed ? "Fix the pages first, then check again." : "Deploy the whole build.",
    );
    return;
  }
  const endpoint = formEndpoint(contactHtml[1]) ?? "";
  if (!endpoint) {
    problem(
      "The contact form sends requests nowhere (the site was built without CONTACT_ENDPOINT): every quote request is lost.",
      visit.cloudflare
        ? `Deploy with ${CLOUDFLARE_DEPLOY}: it builds the site with its own inbox (CONTACT_ENDPOINT=/api/contact), a Worker on Cloudflare beside the pages; or build with a form service's address (docs/owner-guide.md, "Receive quote requests").`
        : "Build with CONTACT_ENDPOINT=/api/contact (npm start's inbox, behind Caddy or nginx) or a form service's address (docs/owner-guide.md, \"Receive quote requests\").",
    );
    return;
  }
  try {
    if (endpoint.startsWith("/")) await checkInboxBeside(visit, endpoint);
    else await checkRemoteEndpoint(visit, endpoint);
  } catch (error) {
    problem(
      `The form's endpoint ${endpoint} does not answer: ${networkProblem(error)}.`,
      visit.cloudflare && endpoint.startsWith("/")
        ? `See what the Worker does with ${workerLogs(visit.origin)} while you send the form, then deploy again with ${CLOUDFLARE_DEPLOY}.`
        : "Check CONTACT_ENDPOINT and the service or server behind it.",
    );
  }
}
