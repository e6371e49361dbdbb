/** The host rules: shared/policy.mjs in the files static hosts, nginx and Caddy read, from one input. */

/*
 * Each format is written so every host serves what `npm start` serves: `_headers` and `_redirects`
 * (static-host-rules.ts), nginx.conf (nginx-conf.ts, its locations in nginx-locations.ts), the
 * Caddyfile (caddyfile.ts). tests/site/host-parity.test.ts runs the real servers (nginx, Caddy,
 * Cloudflare's `wrangler pages dev`) on these files and compares them with `npm start`.
 */

/**
 * What the host rules are written from: the build's pages, its Content-Security-Policy, and whether
 * its form posts to `npm start`'s own inbox (CONTACT_ENDPOINT=/api/contact).
 */
export type HostRulesInput = {
  csp: string;
  pages: string[];
  /** The owner's languages, the first at the root: each other's unknown paths get its own 404 page. */
  languages?: readonly string[];
  inbox?: boolean;
  /**
   * `npm start` takes GitHub's push webhook (CONTENT_REPO set): nginx and Caddy pass /api/ to it,
   * as for the inbox.
   */
  publish?: boolean;
  /**
   * The build has the editor at /admin/ (CONTENT_REPO set): its page, configuration and hashed
   * files are served with `adminHeaders(csp)` (shared/policy.mjs) in place of the site's. Without
   * it, no host serves anything under /admin/.
   */
  editor?: { csp: string };
};
