// @ts-check
/**
 * The editor's sign-in with GitHub, on the site's own host (npm start and the Worker alike): the
 * OAuth exchange that a browser page cannot do itself, since it needs the OAuth app's secret.
 *
 * `GET /api/auth?provider=github` (the editor's popup) sends the owner to GitHub's consent page,
 * with a fresh state and a PKCE challenge kept in a cookie of this path alone; GitHub sends them back
 * to `GET /api/auth/callback`, which checks the state in constant time, deletes the cookie, trades
 * the code for a token at GitHub and answers a fixed page. That page hands the token to the page
 * that opened the popup, only if it is on this site's origin, by the protocol the editor (Sveltia
 * CMS) speaks: "authorizing:github", its echo, then "authorization:github:success:{…}".
 *
 * No state is kept on the server (one implementation for a server and a Worker's isolates); the
 * cookie binds the sign-in to the browser that began it. GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET
 * are read where it runs, never written into a build.
 */
import { AUTH_CALLBACK_PATH, AUTH_PATH } from "../paths.ts";

/** The cookie of a sign-in in progress: its state and its PKCE verifier, for AUTH_PATH only. */
export const AUTH_COOKIE = "editor_oauth";
/** A sign-in must come back within this many seconds. */
export const AUTH_COOKIE_SECONDS = 600;
/** What the editor asks for: its content, in a repository that may be private. */
const SCOPE = "repo";
/** GitHub's answers are small; anything larger is not one. */
const MAX_TOKEN_ANSWER_BYTES = 64 * 1024;
const TOKEN_TIMEOUT_MS = 10_000;

/**
 * The page that ends a sign-in in the popup: it waits for the page that opened it to be this
 * site's own (its echo of "authorizing:github", from this origin), then hands it the result and
 * closes. Fixed, so its hash is the page's whole script policy.
 */
export const CALLBACK_SCRIPT = `(() => {
  const result = JSON.parse(document.getElementById("result").textContent);
  const provider = "github";
  const message = "authorization:" + provider + ":" + result.state + ":" + JSON.stringify(result.content);
  const opener = window.opener;
  if (!opener) return;
  addEventListener("message", (event) => {
    if (event.origin !== location.origin || event.source !== opener || event.data !== "authorizing:" + provider) return;
    opener.postMessage(message, location.origin);
  });
  opener.postMessage("authorizing:" + provider, location.origin);
})();`;

/** @param {Uint8Array} bytes */
const base64url = (bytes) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const randomToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));
/** @param {string} text */
const sha256 = async (text) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

/** The callback page script's hash, for its Content-Security-Policy. */
export const callbackScriptHash = async () => btoa(String.fromCharCode(...(await sha256(CALLBACK_SCRIPT))));

/**
 * Equal strings, compared in a time that does not depend on where they differ.
 * @param {string} a @param {string} b
 */
function sameText(a, b) {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++)
    difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}

/**
 * @typedef {object} AuthSettings
 * @property {string | undefined} clientId GITHUB_CLIENT_ID
 * @property {string | undefined} clientSecret GITHUB_CLIENT_SECRET
 * @property {string} origin this site's origin as the browser reaches it (where the callback is)
 * @property {string} [githubOrigin] GitHub's (https://github.com; a stand-in's in tests)
 * @property {typeof fetch} [fetch]
 */

/**
 * Answers AUTH_PATH and AUTH_CALLBACK_PATH; any other request is not its own (undefined).
 * @param {Request} request @param {AuthSettings} settings
 * @returns {Promise<Response | undefined>}
 */
export async function editorAuth(request, settings) {
  const url = new URL(request.url);
  if (url.pathname !== AUTH_PATH && url.pathname !== AUTH_CALLBACK_PATH) return undefined;
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Only GET is answered here.\n", {
      status: 405,
      headers: {
        Allow: "GET, HEAD",
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      },
    });
  }
  const missing = [
    settings.clientId?.trim() ? "" : "GITHUB_CLIENT_ID",
    settings.clientSecret?.trim() ? "" : "GITHUB_CLIENT_SECRET",
  ].filter(Boolean);
  if (missing.length > 0) {
    return resultPage(503, {
      error: `Signing in is not set up on this site: ${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} not set where it runs (see docs/deploy.md, "The editor's sign-in").`,
    });
  }
  return url.pathname === AUTH_PATH ? begin(url, settings) : finish(request, url, settings);
}

/** @param {URL} url @param {AuthSettings} settings */
async function begin(url, settings) {
  if (url.searchParams.get("provider") !== "github") {
    return resultPage(400, { error: "Only GitHub sign-in is offered here (provider=github)." });
  }
  const state = randomToken();
  const verifier = randomToken();
  const challenge = base64url(await sha256(verifier));
  const authorize = new URL("/login/oauth/authorize", settings.githubOrigin ?? "https://github.com");
  authorize.search = new URLSearchParams({
    client_id: /** @type {string} */ (settings.clientId).trim(),
    redirect_uri: settings.origin + AUTH_CALLBACK_PATH,
    scope: SCOPE,
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
    allow_signup: "true",
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      "Set-Cookie": cookie(`${state}.${verifier}`, AUTH_COOKIE_SECONDS, settings.origin),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}

/** @param {Request} request @param {URL} url @param {AuthSettings} settings */
async function finish(request, url, settings) {
  const kept = (request.headers.get("Cookie") ?? "")
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${AUTH_COOKIE}=`))
    ?.slice(AUTH_COOKIE.length + 1);
  const [state = "", verifier = ""] = (kept ?? "").split(".");
  const given = url.searchParams.get("state") ?? "";
  const forget = cookie("", 0, settings.origin);
  if (!state || !verifier || !sameText(state, given)) {
    return resultPage(
      403,
      {
        error:
          "This sign-in did not begin here, or took longer than 10 minutes: close this window and sign in again.",
      },
      forget,
    );
  }
  const code = url.searchParams.get("code");
  if (!code) {
    const denied = url.searchParams.get("error_description") ?? url.searchParams.get("error") ?? "no code";
    return resultPage(400, { error: `GitHub did not sign you in: ${denied.replace(/\.$/, "")}.` }, forget);
  }
  let answer;
  try {
    const response = await (settings.fetch ?? fetch)(
      new URL("/login/oauth/access_token", settings.githubOrigin ?? "https://github.com"),
      {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({
          client_id: /** @type {string} */ (settings.clientId).trim(),
          client_secret: /** @type {string} */ (settings.clientSecret).trim(),
          code,
          redirect_uri: settings.origin + AUTH_CALLBACK_PATH,
          code_verifier: verifier,
        }),
        signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
      },
    );
    const text = await response.text();
    if (text.length > MAX_TOKEN_ANSWER_BYTES) throw new Error("an answer too large to be GitHub's");
    answer = JSON.parse(text);
  } catch (error) {
    return resultPage(
      502,
      {
        error: `GitHub could not be asked for the sign-in (${error instanceof Error ? error.message : error}): try again.`,
      },
      forget,
    );
  }
  if (typeof answer?.access_token !== "string" || !answer.access_token) {
    const why = answer?.error_description ?? answer?.error ?? "no token";
    return resultPage(
      401,
      { error: `GitHub refused the sign-in: ${why}. Check GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET.` },
      forget,
    );
  }
  return resultPage(200, { token: answer.access_token }, forget);
}

/** @param {string} value @param {number} seconds @param {string} origin */
function cookie(value, seconds, origin) {
  const secure = origin.startsWith("https:") ? "; Secure" : "";
  return `${AUTH_COOKIE}=${value}; Path=${AUTH_PATH}; Max-Age=${seconds}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The popup's last page: the result as data, the fixed script, a line a person can read.
 * @param {number} status @param {{ token: string } | { error: string }} result @param {string} [setCookie]
 */
export async function resultPage(status, result, setCookie) {
  const ok = "token" in result;
  const data = {
    state: ok ? "success" : "error",
    content: ok ? { provider: "github", token: result.token } : { provider: "github", error: result.error },
  };
  // JSON in a script element: "<" escaped, so nothing in it can end the element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  const words = ok ? "Signed in. This window closes by itself." : result.error;
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>Sign-in</title><p>${escapeHtml(words)}</p><script type="application/json" id="result">${json}</script><script>${CALLBACK_SCRIPT}</script></html>`;
  /** @type {Record<string, string>} */
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": `default-src 'none'; script-src 'sha256-${await callbackScriptHash()}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex",
  };
  if (setCookie) headers["Set-Cookie"] = setCookie;
  return new Response(html, { status, headers });
}

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
