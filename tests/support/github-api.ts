/**
 * The stand-in for api.github.com of the tests: the editor's own GitHub-shaped API over a bare
 * repository (tooling/editor/github-api.ts), routed in Playwright or served on 127.0.0.1.
 */
import { createServer } from "node:http";
import type { Route } from "@playwright/test";
import {
  gitHubApi as api,
  reply,
  requestOf,
  type GitHubApi as Api,
  type GitHubApiOptions,
} from "../../tooling/editor/github-api";

export type { GitHubApiOptions, MadeCommit, RecordedRequest } from "../../tooling/editor/github-api";

export type GitHubApi = Api & {
  /** For Playwright: `page.route("https://api.github.com/**", (route) => api.route(route))`. */
  route(route: Route): Promise<void>;
};

export type ServedGitHubApi = GitHubApi & {
  /** `http://127.0.0.1:<port>`: Sveltia's `api_root`, whose REST it puts at /api/v3, GraphQL at /api/graphql. */
  origin: string;
  close(): Promise<void>;
};

export function gitHubApi(options: GitHubApiOptions): GitHubApi {
  const stand = api(options);
  async function route(playwrightRoute: Route) {
    const request = playwrightRoute.request();
    const body = request.postDataBuffer();
    const response = await stand.handle(
      new Request(request.url(), {
        method: request.method(),
        // HTTP/2's pseudo-headers (":authority") are no header names for a Request.
        headers: Object.entries(await request.allHeaders()).filter(([key]) => !key.startsWith(":")),
        body: body && !["GET", "HEAD"].includes(request.method()) ? new Uint8Array(body) : undefined,
      }),
    );
    await playwrightRoute.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  }
  return { ...stand, route };
}

/** The same on a real HTTP server on 127.0.0.1 (Sveltia sends a token over http only to loopback). */
export async function serveGitHubApi(options: GitHubApiOptions): Promise<ServedGitHubApi> {
  const stand = gitHubApi(options);
  let origin = "http://127.0.0.1";
  const server = createServer(async (req, res) => {
    try {
      await reply(res, await stand.handle(await requestOf(req, origin)));
    } catch (error) {
      // A request cut off mid-body: answered, never left to crash the test's process.
      res.writeHead(500, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    ...stand,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A client's kept-alive connection would hold close() open.
        server.closeAllConnections();
      }),
  };
}
