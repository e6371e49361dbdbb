// @ts-check
/**
 * npm start's side of the editor's sign-in (shared/editor/oauth.mjs, the Worker's too): Node's
 * request as a fetch Request, the answer written back. The settings are read at each request, so a
 * secret set in site.env takes effect at the next restart, and none is ever in a build.
 */
import { AUTH_CALLBACK_PATH, AUTH_PATH } from "#shared/paths.ts";
import { editorAuth } from "#shared/editor/oauth.mjs";

/**
 * The origin a visitor's browser is on: behind a proxy we trust (TRUST_PROXY=1), the scheme it
 * reports; else this server's own plain HTTP.
 * @param {import("node:http").IncomingMessage} req @param {NodeJS.ProcessEnv} env
 */
function browserOrigin(req, env) {
  const forwarded =
    env.TRUST_PROXY === "1"
      ? String(req.headers["x-forwarded-proto"] ?? "")
          .split(",")[0]
          ?.trim()
      : "";
  const scheme = forwarded === "https" ? "https" : "http";
  return `${scheme}://${req.headers.host ?? "localhost"}`;
}

/**
 * The sign-in's routes for createSiteHandler.
 * @param {NodeJS.ProcessEnv} env GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET; GITHUB_ORIGIN for tests only
 * @returns {Record<string, import("node:http").RequestListener>}
 */
export function editorAuthRoutes(env) {
  /** @type {import("node:http").RequestListener} */
  const handle = (req, res) => {
    const origin = browserOrigin(req, env);
    let url;
    try {
      url = new URL(req.url ?? "/", origin);
    } catch {
      res.statusCode = 400;
      res.end("Bad Request\n");
      return;
    }
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : [/** @type {[string, string]} */ ([name, Array.isArray(value) ? value.join(", ") : value])],
      ),
    });
    editorAuth(request, {
      clientId: env.GITHUB_CLIENT_ID,
      clientSecret: env.GITHUB_CLIENT_SECRET,
      origin: url.origin,
      githubOrigin: env.GITHUB_ORIGIN?.trim() || undefined,
    })
      .then(async (response) => {
        if (!response) return;
        res.statusCode = response.status;
        for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
        res.end(req.method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()));
      })
      .catch(() => {
        if (res.headersSent) return res.destroy();
        res.statusCode = 500;
        res.end("The sign-in failed: try again.\n");
      });
  };
  return { [AUTH_PATH]: handle, [AUTH_CALLBACK_PATH]: handle };
}
