// @ts-check

/**
 * npm start's inbox beside the pages (an endpoint like /api/contact): an empty request it must
 * refuse as invalid (422), storing nothing. Throws when the server does not answer.
 * @param {import("./visit.mjs").Visit} visit @param {string} endpoint
 */
export async function checkInboxBeside({ origin, get, ok, problem }, endpoint) {
  const answer = await get(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: "{}",
  });
  if (answer.status === 422) ok(`The form's inbox (${endpoint}) answers, and checks what it is sent.`);
  else if (answer.status >= 502 && answer.status <= 504)
    problem(
      `The form posts to ${endpoint}, but the web server cannot reach npm start behind it (${answer.status}): every quote request fails.`,
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
