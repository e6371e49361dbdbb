// @ts-check
import { AUTH_CALLBACK_PATH, AUTH_PATH, PUBLISH_PATH } from "#shared/paths.ts";
import { ADMIN_PATH } from "#shared/policy.mjs";
import { networkProblem } from "./network-problem.mjs";

/**
 * What can be seen from outside of the site's own API beside the inbox: the editor at /admin/
 * answers under its own policy and out of search engines' reach, the publishing webhook refuses a
 * delivery without GitHub's signature, and the editor's sign-in sends the owner to GitHub with
 * this site's callback. Each is reported once it answers as set up; a site without
 * them (a static host, npm start without the settings) is not told to add them.
 * @param {import("./visit.mjs").Visit} visit
 */
export async function checkPublishAndSignIn({ get, ok, problem, origin }) {
  try {
    const editor = await get(ADMIN_PATH);
    if (editor.status === 200) {
      const policy = String(editor.headers["content-security-policy"] ?? "");
      const noindex = /noindex/.test(String(editor.headers["x-robots-tag"] ?? ""));
      if (/connect-src [^;]*https:\/\/api\.github\.com/.test(policy) && noindex)
        ok(`The editor at ${ADMIN_PATH} answers under its own policy, out of search engines' reach.`);
      else
        problem(
          `The editor at ${ADMIN_PATH} answers without ${noindex ? "its own Content-Security-Policy (it cannot reach GitHub under the site's)" : "X-Robots-Tag: noindex (search engines may list it)"}.`,
          "Serve it with the host rules of the build (its Caddyfile, nginx.conf or _headers), or with npm start.",
        );
    }
  } catch (error) {
    problem(`The editor could not be reached: ${networkProblem(error)}.`, "Check the server and try again.");
  }

  try {
    const unsigned = await get(PUBLISH_PATH, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-GitHub-Event": "push",
        "X-GitHub-Delivery": "check-live",
      },
      body: "{}",
    });
    if (unsigned.status === 401) ok("The publishing webhook refuses a delivery without GitHub's signature.");
    else if (unsigned.status >= 200 && unsigned.status < 300) {
      problem(
        `The publishing webhook (${PUBLISH_PATH}) took a delivery without a signature (${unsigned.status}): anyone could make the server publish.`,
        "Run this kit's npm start (server/publish/webhook.mjs), which refuses unsigned deliveries, with PUBLISH_SECRET set.",
      );
    }
  } catch (error) {
    problem(
      `The publishing webhook could not be reached: ${networkProblem(error)}.`,
      "Check the server and try again.",
    );
  }

  try {
    const signIn = await get(`${AUTH_PATH}?provider=github`);
    if (signIn.status === 302) {
      const to = URL.canParse(String(signIn.headers.location))
        ? new URL(String(signIn.headers.location))
        : undefined;
      const callback = origin + AUTH_CALLBACK_PATH;
      if (
        to?.origin === "https://github.com" &&
        to.searchParams.get("redirect_uri") === callback &&
        to.searchParams.get("client_id")
      ) {
        ok(`The editor's sign-in sends you to GitHub, back to ${callback}.`);
      } else {
        problem(
          `The editor's sign-in sends the owner to ${signIn.headers.location}, not to GitHub with the callback ${callback}.`,
          `Set the OAuth app's "Authorization callback URL" to ${callback}, and open the site at this address (docs/deploy.md, "The editor's sign-in").`,
        );
      }
    }
  } catch (error) {
    problem(
      `The editor's sign-in could not be reached: ${networkProblem(error)}.`,
      "Check the server and try again.",
    );
  }
}
