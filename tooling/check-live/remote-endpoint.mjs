// @ts-check
import { isInbox } from "#shared/contact/fields.ts";
import { fetchAs } from "./fetch-as.mjs";

/**
 * An endpoint at another address (a form service, or this kit's inbox on a server of its own):
 * the browser's CORS check allows the site; the inbox also refuses an empty request as invalid
 * (422). Throws when the endpoint does not answer.
 * @param {import("./visit.mjs").Visit} visit @param {string} endpoint
 */
export async function checkRemoteEndpoint({ origin, ok, problem }, endpoint) {
  const answer = await fetchAs(endpoint, {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type",
    },
  });
  const allowed = answer.headers["access-control-allow-origin"];
  // This kit's inbox on a server of its own (CONTACT_ENDPOINT=https://inbox…/api/contact).
  const inbox = isInbox(endpoint);
  if (!(answer.status >= 200 && answer.status < 300 && (allowed === "*" || allowed === origin)))
    problem(
      `The form's endpoint ${endpoint} answers ${answer.status} to the browser's check and ${allowed ? `allows only ${allowed}` : "allows no other site"}: visitors' requests fail.`,
      inbox
        ? `On the inbox's server, add ${origin} to LEADS_ALLOWED_ORIGINS (exactly so, commas between several) and restart npm start; or check that CONTACT_ENDPOINT is the right address.`
        : `In the form service's settings, allow ${origin}; or check that CONTACT_ENDPOINT is the right address.`,
    );
  else if (!inbox)
    ok(`The form's endpoint (${new URL(endpoint).host}) answers and accepts requests from ${origin}.`);
  else {
    // Then, as for the inbox beside the pages, an empty request it must refuse as invalid (422).
    const check = await fetchAs(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: "{}",
    });
    if (check.status === 422 && check.headers["access-control-allow-origin"] === origin)
      ok(`The form's inbox (${endpoint}) answers pages of ${origin}, and checks what it is sent.`);
    else
      problem(
        `The form posts to ${endpoint}, which passes the browser's check but answers ${check.status} to a request from ${origin}: visitors' requests fail.`,
        "Run this kit's npm start at that address (with LEADS_ALLOWED_ORIGINS), and nothing else in front of it that changes its answers.",
      );
  }
}
