// @ts-check
import { CLOUDFLARE_DEPLOY, workerLogs } from "./cloudflare.mjs";

/** What Cloudflare answers when it cannot reach the server it passes a site's requests to (520-527). */
const ORIGIN_UNREACHABLE = (/** @type {number} */ status) => status >= 520 && status <= 527;

/**
 * The inbox beside the pages (an endpoint like /api/contact): npm start's, or on Cloudflare the
 * Worker's, which answer alike: an empty request it must refuse as invalid (422), storing nothing.
 * Throws when the server does not answer.
 * @param {import("./visit.mjs").Visit} visit @param {string} endpoint
 */
export async function checkInboxBeside({ origin, get, ok, problem, cloudflare }, endpoint) {
  const answer = await get(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: "{}",
  });
  if (answer.status === 422) ok(`The form's inbox (${endpoint}) answers, and checks what it is sent.`);
  else if (cloudflare && !ORIGIN_UNREACHABLE(answer.status)) {
    // The Worker of npm run cloudflare:deploy, or Cloudflare in its place; or Cloudflare's proxy in
    // front of a server of the owner's (its answers look the same from outside): both fixes are said.
    const logs = workerLogs(origin);
    const ownServer =
      " If Cloudflare is only in front of a server of your own instead: start the inbox there (sudo systemctl start site; see journalctl -u site for why it stopped).";
    if (answer.status >= 500)
      problem(
        `The form posts to ${endpoint}, but the Worker behind it fails there (${answer.status}): every quote request fails.`,
        `See why in the Worker's log: run ${logs} and send the form; then deploy again with ${CLOUDFLARE_DEPLOY} (it also creates a missing database or photo bucket).${ownServer}`,
      );
    else if (answer.status === 403)
      problem(
        `The form's inbox refuses the site's own page (403): Cloudflare's security rules block the request, or the Worker was deployed for another address.`,
        `In the Cloudflare dashboard, Security > Events says which rule blocked it (allow POST to ${endpoint}); else deploy with the site's address: SITE_URL=${origin} ${CLOUDFLARE_DEPLOY}, and see its answers with ${logs}.`,
      );
    else
      problem(
        `The form posts to ${endpoint}, but Cloudflare answers ${answer.status} there: the Worker that receives the requests is not deployed with the pages, so every quote request is lost.`,
        `Deploy the site with its Worker: ${CLOUDFLARE_DEPLOY}.${ownServer}`,
      );
  } else if ((answer.status >= 502 && answer.status <= 504) || ORIGIN_UNREACHABLE(answer.status))
    problem(
      cloudflare
        ? `The form posts to ${endpoint}, but Cloudflare cannot reach the server behind it (${answer.status}): every quote request fails.`
        : `The form posts to ${endpoint}, but the web server cannot reach npm start behind it (${answer.status}): every quote request fails.`,
      "Start the inbox (sudo systemctl start site; see `journalctl -u site` for why it stopped), listening where the Caddyfile or nginx.conf passes /api/ (127.0.0.1:3000).",
    );
  else if (answer.status === 403)
    problem(
      `The form's inbox refuses the site's own page (403): the proxy in front of npm start changes the Host header.`,
      "Pass the visitor's Host to npm start (the generated Caddyfile and nginx.conf do).",
    );
  else
    problem(
      `The form posts to ${endpoint}, but the server answers ${answer.status} there: no npm start behind it, so every quote request is lost.`,
      "Run npm start behind Caddy or nginx with the configuration of this build (it passes /api/ to it); a static host cannot receive the form: build with a form service's address instead.",
    );
}
