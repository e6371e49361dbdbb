/**
 * The editor's sign-in with GitHub as Chromium runs it: the popup, GitHub's consent (a stand-in on
 * loopback, tests/support/github-oauth.ts), the callback page, and the token handed to the page
 * that opened the popup, by the messages the editor (Sveltia CMS) exchanges with it. Only a page on
 * the site's own origin gets it. (The real GitHub is not reached from here.)
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { CLIENT_ID, CLIENT_SECRET, startGitHubOAuth, type GitHubOAuth } from "../support/github-oauth";
import { AUTH_PATH } from "../support/paths";
import { startCloudflare } from "../support/cloudflare";
import { startSite, TEST_BUILD } from "../support/site";

let github: GitHubOAuth;
let site: { origin: string; stop: () => Promise<void> };

/** Each test its own stand-in for GitHub and its own server (`host`), stopped after it. */
function serving(host: "npm start" | "cloudflare:dev") {
  test.beforeEach(async () => {
    github = await startGitHubOAuth();
    const secrets = {
      GITHUB_CLIENT_ID: CLIENT_ID,
      GITHUB_CLIENT_SECRET: CLIENT_SECRET,
      GITHUB_ORIGIN: github.origin,
    };
    site =
      host === "npm start"
        ? await startSite(TEST_BUILD, { ACCESS_LOG: "off", ...secrets })
        : await startCloudflare(secrets);
  });
  test.afterEach(async () => {
    await site?.stop();
    await github?.stop();
  });
}

/**
 * Opens the sign-in popup from `page` as the editor does, listening as it listens: it echoes
 * "authorizing:github" to the popup, from the origin it expects, and keeps every message after.
 * `expected`: the origin the editor accepts messages from (its auth endpoint's).
 */
async function signInFrom(page: Page, expected: string) {
  const popup = page.waitForEvent("popup");
  await page.evaluate(
    ({ authUrl, expected }) => {
      const w = window as unknown as { received: string[] };
      w.received = [];
      const opened = window.open(authUrl, "auth", "width=600,height=800");
      addEventListener("message", ({ origin, data }) => {
        w.received.push(`${origin} ${data}`);
        if (origin === expected && data === "authorizing:github") opened?.postMessage(data, origin);
      });
    },
    { authUrl: `${site.origin}${AUTH_PATH}?provider=github&site_id=www.example.com&scope=repo`, expected },
  );
  return popup;
}
const received = (page: Page) => page.evaluate(() => (window as unknown as { received: string[] }).received);

for (const host of ["npm start", "cloudflare:dev"] as const) {
  test.describe(host, () => {
    serving(host);
    test("the editor's page on the site's origin gets the token once, and the sign-in's cookie is gone", async ({
      page,
      context,
    }) => {
      await signsIn(page, context);
    });
  });
}

async function signsIn(page: Page, context: BrowserContext) {
  await page.goto(`${site.origin}/`);
  const popup = await signInFrom(page, site.origin);
  await popup.waitForURL(/\/api\/auth\/callback\?/);
  await expect(popup.getByText("Signed in. This window closes by itself.")).toBeVisible();
  await expect.poll(() => received(page)).toHaveLength(2);
  const [first, second] = await received(page);
  expect(first).toBe(`${site.origin} authorizing:github`);
  expect(second).toBe(
    `${site.origin} authorization:github:success:${JSON.stringify({ provider: "github", token: github.tokens.at(-1) })}`,
  );
  expect(github.authorized.at(-1)?.get("redirect_uri")).toBe(`${site.origin}${AUTH_PATH}/callback`);
  expect((await context.cookies()).filter((c) => c.name === "editor_oauth")).toEqual([]);
}

test.describe("another origin", () => {
  serving("npm start");
  test("a page of another origin that opens the sign-in gets nothing, even asking for it", async ({
    page,
  }) => {
    // Another origin, the same server: what a page elsewhere can do with the site's sign-in.
    const other = site.origin.replace("127.0.0.1", "localhost");
    await page.goto(`${other}/`);
    const popup = await signInFrom(page, other);
    await popup.waitForURL(/\/api\/auth\/callback\?/);
    await expect(popup.getByText("Signed in. This window closes by itself.")).toBeVisible();
    // It asks the popup again and again, as any page could.
    await page.evaluate(async () => {
      const opened = window.open("", "auth");
      for (let i = 0; i < 10; i++) {
        opened?.postMessage("authorizing:github", "*");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForTimeout(500);
    expect(await received(page)).toEqual([]);
  });
});
