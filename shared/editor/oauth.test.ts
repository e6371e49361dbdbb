// @vitest-environment node
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_CALLBACK_PATH, AUTH_PATH } from "#shared/paths.ts";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  startGitHubOAuth,
  type GitHubOAuth,
} from "../../tests/support/github-oauth";
import { AUTH_COOKIE, CALLBACK_SCRIPT, editorAuth } from "./oauth.mjs";

const SITE = "https://www.ridgeline.test";
let github: GitHubOAuth;
beforeAll(async () => (github = await startGitHubOAuth()));
afterAll(() => github.stop());

const settings = (change: Partial<Parameters<typeof editorAuth>[1]> = {}) => ({
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  origin: SITE,
  githubOrigin: github.origin,
  ...change,
});
const get = (path: string, headers: Record<string, string> = {}, change = {}) =>
  editorAuth(new Request(SITE + path, { headers }), settings(change)) as Promise<Response>;

/** The popup's first step, then GitHub's consent (the stand-in approves): the callback's address and the cookie. */
async function begin() {
  const first = await get(`${AUTH_PATH}?provider=github&site_id=www.ridgeline.test&scope=repo`);
  const cookie = first.headers.get("set-cookie")!.split(";")[0]!;
  const approved = await fetch(first.headers.get("location")!, { redirect: "manual" });
  const callback = new URL(approved.headers.get("location")!);
  return { first, cookie, callback };
}
/** What the callback page hands the editor: its data element. */
const result = (html: string) =>
  JSON.parse(/<script type="application\/json" id="result">(.*?)<\/script>/s.exec(html)![1]!);

describe("GET /api/auth", () => {
  it("sends the owner to GitHub with a fresh state and a PKCE challenge, kept in a cookie of this path alone", async () => {
    const { first } = await begin();
    expect(first.status).toBe(302);
    const to = new URL(first.headers.get("location")!);
    expect(to.origin + to.pathname).toBe(`${github.origin}/login/oauth/authorize`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: SITE + AUTH_CALLBACK_PATH,
      scope: "repo",
      code_challenge_method: "S256",
    });
    const cookie = first.headers.get("set-cookie")!;
    expect(cookie).toMatch(
      new RegExp(
        `^${AUTH_COOKIE}=[\\w-]{43}\\.[\\w-]{43}; Path=${AUTH_PATH}; Max-Age=600; HttpOnly; SameSite=Lax; Secure$`,
      ),
    );
    const [state, verifier] = cookie.split(";")[0]!.split("=")[1]!.split(".");
    expect(to.searchParams.get("state")).toBe(state);
    expect(to.searchParams.get("code_challenge")).toBe(
      createHash("sha256").update(verifier!).digest("base64url"),
    );
    expect(first.headers.get("cache-control")).toBe("no-store");
    // A new state each time.
    expect((await begin()).cookie).not.toBe(cookie.split(";")[0]);
  });

  it("sets no Secure cookie on a plain-HTTP origin (npm start on this computer)", async () => {
    const first = await get(`${AUTH_PATH}?provider=github`, {}, { origin: "http://127.0.0.1:3000" });
    expect(first.headers.get("set-cookie")).not.toMatch(/Secure/);
    expect(new URL(first.headers.get("location")!).searchParams.get("redirect_uri")).toBe(
      `http://127.0.0.1:3000${AUTH_CALLBACK_PATH}`,
    );
  });

  it("says which secret is missing, on both paths, and offers GitHub only", async () => {
    for (const path of [AUTH_PATH, AUTH_CALLBACK_PATH]) {
      const answer = await get(`${path}?provider=github`, {}, { clientSecret: " " });
      expect(answer.status).toBe(503);
      expect(result(await answer.text()).content.error).toMatch(
        /^Signing in is not set up on this site: GITHUB_CLIENT_SECRET is not set/,
      );
    }
    const none = await get(AUTH_PATH, {}, { clientId: undefined, clientSecret: undefined });
    expect(result(await none.text()).content.error).toMatch(
      /GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are not set/,
    );
    const other = await get(`${AUTH_PATH}?provider=gitlab`);
    expect(other.status).toBe(400);
    expect(await editorAuth(new Request(`${SITE}/api/other`), settings())).toBeUndefined();
  });
});

describe("GET /api/auth/callback", () => {
  it("trades the code for a token once, hands it over by the fixed script alone, and deletes the cookie", async () => {
    const { cookie, callback } = await begin();
    const answer = await get(callback.pathname + callback.search, { Cookie: `other=1; ${cookie}` });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(result(html)).toEqual({
      state: "success",
      content: { provider: "github", token: github.tokens.at(-1) },
    });
    expect(answer.headers.get("set-cookie")).toBe(
      `${AUTH_COOKIE}=; Path=${AUTH_PATH}; Max-Age=0; HttpOnly; SameSite=Lax; Secure`,
    );
    const hash = createHash("sha256").update(CALLBACK_SCRIPT).digest("base64");
    expect(answer.headers.get("content-security-policy")).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(html).toContain(`<script>${CALLBACK_SCRIPT}</script>`);
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    // The script posts to this origin only, never to any ("*").
    expect(CALLBACK_SCRIPT).not.toContain('"*"');
    expect(CALLBACK_SCRIPT.match(/postMessage\([^)]*\)/g)).toEqual([
      "postMessage(message, location.origin)",
      'postMessage("authorizing:" + provider, location.origin)',
    ]);

    // The same code again (a replayed callback): GitHub refuses it, and no token is handed over.
    const again = await get(callback.pathname + callback.search, { Cookie: cookie });
    expect(again.status).toBe(401);
    expect(result(await again.text())).toMatchObject({
      state: "error",
      content: { error: expect.stringMatching(/GitHub refused the sign-in: The code passed is incorrect/) },
    });
  });

  it.each([
    ["no cookie (another browser, or after 10 minutes)", () => ""],
    // Its first character changed (to "x", or "y" when it was "x": a state starts with "x" once in 64).
    [
      "another sign-in's state",
      (cookie: string) => cookie.replace(/=([\w-])/, (_, c) => (c === "x" ? "=y" : "=x")),
    ],
    ["a cookie without its verifier", (cookie: string) => cookie.split(".")[0]!],
  ])("refuses a callback with %s, and trades nothing", async (_, cookieOf) => {
    const { cookie, callback } = await begin();
    const issued = github.tokens.length;
    const answer = await get(callback.pathname + callback.search, { Cookie: cookieOf(cookie) });
    expect(answer.status).toBe(403);
    expect(result(await answer.text()).content.error).toMatch(/did not begin here/);
    expect(github.tokens).toHaveLength(issued);
  });

  it("says what went wrong when GitHub does not answer, answers too much, or the owner declined", async () => {
    const { cookie, callback } = await begin();
    const silent = await get(
      callback.pathname + callback.search,
      { Cookie: cookie },
      {
        fetch: () => Promise.reject(new Error("connect ECONNREFUSED")),
      },
    );
    expect(silent.status).toBe(502);
    const huge = await get(
      callback.pathname + callback.search,
      { Cookie: cookie },
      {
        fetch: async () => new Response("x".repeat(70_000)),
      },
    );
    expect(result(await huge.text()).content.error).toMatch(/too large/);
    const state = callback.searchParams.get("state");
    const declined = await get(
      `${AUTH_CALLBACK_PATH}?error=access_denied&error_description=The+user+has+denied+your+application+access.&state=${state}`,
      { Cookie: cookie },
    );
    expect(declined.status).toBe(400);
    expect(result(await declined.text()).content.error).toBe(
      "GitHub did not sign you in: The user has denied your application access.",
    );
  });

  it("keeps what it shows from ending its script element or its paragraph", async () => {
    const { cookie, callback } = await begin();
    const answer = await get(
      callback.pathname + callback.search,
      { Cookie: cookie },
      {
        fetch: async () =>
          Response.json({ error: "x", error_description: "</script><script>alert(1)</script>" }),
      },
    );
    const html = await answer.text();
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(result(html).content.error).toContain("</script><script>alert(1)</script>");
  });
});
