/**
 * A stand-in for GitHub's two OAuth endpoints, on loopback (GITHUB_ORIGIN points the sign-in at
 * it), answering as GitHub documents them: `GET /login/oauth/authorize` approves at once (the owner
 * clicked "Authorize") and redirects to the redirect_uri with a code and the state; `POST
 * /login/oauth/access_token` trades a code for a token once, only with the app's id and secret,
 * the same redirect_uri, and the PKCE verifier of the challenge it was given.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";

export const CLIENT_ID = "Iv1.standin0client0id";
export const CLIENT_SECRET = "standin-client-secret-0123456789abcdef";

export type GitHubOAuth = {
  origin: string;
  /** Each token issued, in order. */
  tokens: string[];
  /** Each authorize request's query, in order. */
  authorized: URLSearchParams[];
  stop: () => Promise<void>;
};

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => resolve(body));
  });

export async function startGitHubOAuth(): Promise<GitHubOAuth> {
  const codes = new Map<string, { redirectUri: string; challenge: string }>();
  const tokens: string[] = [];
  const authorized: URLSearchParams[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const query = url.searchParams;
      authorized.push(query);
      const redirectUri = query.get("redirect_uri") ?? "";
      if (query.get("client_id") !== CLIENT_ID || query.get("code_challenge_method") !== "S256") {
        res.writeHead(404).end("Not Found");
        return;
      }
      const code = randomBytes(10).toString("hex");
      codes.set(code, { redirectUri, challenge: query.get("code_challenge") ?? "" });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", query.get("state") ?? "");
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      const text = await read(req);
      const body = (
        req.headers["content-type"]?.startsWith("application/json")
          ? JSON.parse(text)
          : Object.fromEntries(new URLSearchParams(text))
      ) as Record<string, string>;
      if (body.client_id !== CLIENT_ID || body.client_secret !== CLIENT_SECRET) {
        return json(200, {
          error: "incorrect_client_credentials",
          error_description: "The client_id and/or client_secret passed are incorrect.",
        });
      }
      const issued = codes.get(body.code ?? "");
      codes.delete(body.code ?? "");
      const verified =
        issued &&
        createHash("sha256")
          .update(body.code_verifier ?? "")
          .digest("base64url") === issued.challenge;
      if (!issued || issued.redirectUri !== body.redirect_uri || !verified) {
        return json(200, {
          error: "bad_verification_code",
          error_description: "The code passed is incorrect or expired.",
        });
      }
      const token = `gho_${randomBytes(18).toString("hex")}`;
      tokens.push(token);
      return json(200, { access_token: token, token_type: "bearer", scope: "repo" });
    }
    res.writeHead(404).end("Not Found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    tokens,
    authorized,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
