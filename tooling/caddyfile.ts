/** The generated Caddyfile: one server with automatic HTTPS, serving the build as `npm start` does. */
import {
  ADMIN_ASSETS_PREFIX,
  ADMIN_CONFIG_PATH,
  ADMIN_CONTENT_TYPES,
  ADMIN_PATH,
  ADMIN_REDIRECT_PATH,
  adminHeaders,
  ALLOWED_METHODS,
  CACHE_ADMIN_PAGE,
  CACHE_IMMUTABLE,
  CACHE_NOT_FOUND,
  CACHE_REDIRECT,
  CACHE_REVALIDATE,
  CONTENT_TYPES,
  IMMUTABLE_PREFIX,
  languageNotFoundPages,
  NOT_FOUND_PAGE,
  NOT_FOUND_PATHS,
  STRICT_TRANSPORT_SECURITY,
  securityHeaders,
} from "#shared/policy.mjs";
import type { HostRulesInput } from "./host-rules";
import { API_PREFIX, INBOX_UPSTREAM, escapeRegex, otherSpellings } from "./nginx-locations";

/** The settings of the generated Caddyfile: the lines a deployment may edit. */
export const CADDY_SETTINGS = {
  root: "/srv/site/build/client",
};

/**
 * The site's other name, which visitors type too: `example.com` for `www.example.com` and back.
 * None for localhost, an IP address, an address with a port, or a subdomain other than www (whose
 * www. form nobody types, and for which Caddy would ask a certificate in vain).
 */
export function otherName(siteUrl: string): string | undefined {
  const { hostname, port } = new URL(siteUrl);
  if (port || /^[\d.]+$/.test(hostname) || hostname.startsWith("[")) return undefined;
  if (hostname.startsWith("www.") && hostname.split(".").length >= 3) return hostname.slice(4);
  return hostname.split(".").length === 2 ? `www.${hostname}` : undefined;
}

/** Caddyfile strings: double quotes, with the ones inside escaped (the CSP has only single quotes). */
const quote = (v: string) => `"${v.replace(/["\\]/g, "\\$&")}"`;

/**
 * The Caddyfile for Caddy 2.6 or newer (Debian 12's package): the site's domain from SITE_URL, for
 * which Caddy obtains and renews the certificate and redirects HTTP to HTTPS by itself; the policy's
 * headers (HSTS included), caching, redirects and 404 as `npm start` sends them; and, for a build
 * with the inbox, /api/ passed to `npm start` on 127.0.0.1:3000. Written beside the client folder
 * (not served). See docs/deploy.md.
 */
export function caddyfile({
  csp,
  pages,
  languages = [],
  inbox = false,
  publish = false,
  editor,
  siteUrl,
}: HostRulesInput & { siteUrl: string }) {
  // npm start answers /api/: the form's inbox, the publishing webhook.
  const api = inbox || publish;
  const domain = new URL(siteUrl).host;
  const other = otherName(siteUrl);
  // Named after the site: the file is imported into the server's Caddyfile beside other sites'
  // (maybe another site made with this kit), where two snippets of one name would clash.
  const snippet = `headers_${domain.replace(/[^A-Za-z0-9]+/g, "_")}`;
  // Only on an answer that has none of them ("?": Caddy sets the "?" fields together, when all are
  // absent): npm start sends all of these on every answer, so what it answers under /api/ keeps
  // its own, one copy each, above all the editor's sign-in page, whose one script the site's policy
  // would block; Caddy's own answers and the files get these. HSTS on every answer. (Deferred, as
  // a header is deleted: applied to the answer as it leaves.)
  const headers = [
    ...Object.entries(securityHeaders(csp)).map(([name, value]) => `\t\t?${name} ${quote(value)}`),
    `\t\tStrict-Transport-Security ${quote(STRICT_TRANSPORT_SECURITY)}`,
  ].join("\n");

  const pageRoutes = pages.map((page, i) => {
    const file = page === "/" ? "/index.html" : `${page}.html`;
    const exact = `path_regexp ^${escapeRegex(page)}$`;
    return {
      redirect: [
        `\t\t@other_spelling${i} {\n\t\t\tpath_regexp ${otherSpellings(page)}\n\t\t\tnot ${exact}\n\t\t}`,
        redirectHandler(`@other_spelling${i}`, page),
      ].join("\n"),
      rewrite: `\t\t@page${i} ${exact}\n\t\trewrite @page${i} ${file}`,
    };
  });

  const languagePages = languageNotFoundPages(languages);
  const notFoundPaths = [...NOT_FOUND_PATHS, ...languagePages.flatMap(({ paths }) => paths)];
  const notFound = `\t\t@not_found path ${notFoundPaths.join(" ")}\n\t\terror @not_found 404`;
  /** The 404 page, with status 404, for the errors `matcher` names. */
  const notFoundHandler = (matcher: string, page: string) =>
    [
      `\thandle ${matcher} {`,
      `\t\timport ${snippet}`,
      `\t\theader Cache-Control ${quote(CACHE_NOT_FOUND)}`,
      `\t\trewrite * ${page}`,
      `\t\tfile_server {`,
      `\t\t\tprecompressed br gzip`,
      `\t\t}`,
      `\t}`,
    ]
      .map((line) => `\t${line}`)
      .join("\n");
  // Another language's unknown paths first: its own 404 page.
  const notFoundHandlers = [
    ...languagePages.map(({ prefix, page }, i) =>
      [
        `\t\t@error_404_language${i} {`,
        `\t\t\texpression {err.status_code} == 404`,
        `\t\t\tpath ${prefix}*`,
        `\t\t}`,
        notFoundHandler(`@error_404_language${i}`, page),
      ].join("\n"),
    ),
    `\t\t@error_404 expression {err.status_code} == 404\n${notFoundHandler("@error_404", NOT_FOUND_PAGE)}`,
  ].join("\n");
  const types = Object.entries(CONTENT_TYPES)
    .map(([path, type]) => `\t\theader ${path} Content-Type ${quote(type)}`)
    .join("\n");

  return `# Generated by \`npm run build\` from shared/policy.mjs: do not edit, rebuild (the CSP changes
# with the build). Checked against Caddy 2.6 (Debian 12) by tests/site/host-parity.test.ts.
#
# Use: install Caddy (Debian / Ubuntu: sudo apt-get install -y caddy), add the line
# "import /srv/site/build/Caddyfile" to /etc/caddy/Caddyfile (its other sites stay), check the line
# marked SETTING, and reload Caddy: deploy/README.md, step by step. For the domain below
# (from SITE_URL), Caddy obtains the certificate from Let's Encrypt, renews it, and redirects HTTP
# to HTTPS, as soon as the domain's DNS points at this server and ports 80 and 443 are open.
# See docs/deploy.md.

(${snippet}) {
\theader {
${headers}
\t\t-Server
\t}
}
${
  other
    ? `
# The site's other name (www. added or removed) redirects to it, path and query kept; Caddy gets
# its certificate too, so its DNS must point here as well (or delete this block).
${other} {
\timport ${snippet}
\tredir ${new URL(siteUrl).origin}{uri} permanent
}
`
    : ""
}
${domain} {
\troot * ${CADDY_SETTINGS.root} # SETTING: the deployed build/client folder
\timport ${snippet}

\t# In order, as written: the first that answers ends the request.
\troute {
\t\t# GET and HEAD only${api ? `, except ${API_PREFIX} (the form's inbox, the webhook), which npm start answers` : ""}.
\t\t@not_allowed {
\t\t\tnot method GET HEAD${api ? `\n\t\t\tnot path ${API_PREFIX}*` : ""}
\t\t}
\t\theader @not_allowed Allow ${quote(ALLOWED_METHODS)}
\t\trespond @not_allowed 405
${api ? apiRoute : ""}
${notFound}
${editor ? adminRoutes(editor.csp) : ""}
\t\t# Each page's other spellings redirect to its one URL (before any rewrite: a rewritten path
\t\t# is matched by what follows), which serves its file.
${pageRoutes.map((r) => r.redirect).join("\n")}
${pageRoutes.map((r) => r.rewrite).join("\n")}

\t\theader Cache-Control ${quote(CACHE_REVALIDATE)}
\t\theader ${IMMUTABLE_PREFIX}* Cache-Control ${quote(CACHE_IMMUTABLE)}
${types}
\t\tfile_server {
\t\t\tprecompressed br gzip
\t\t}
\t}

\t# Any path that is not a page or a file of the build: the 404 page of its language, with status 404.
\thandle_errors {
${notFoundHandlers}
\t}
}
`;
}

/** A permanent redirect to `to` of what `matcher` names, the query kept, if any (Caddy 2.6 has no placeholder for "?query, if any"). */
const redirectHandler = (matcher: string, to: string) =>
  [
    `\t\thandle ${matcher} {`,
    `\t\t\theader Cache-Control ${quote(CACHE_REDIRECT)}`,
    `\t\t\t@query expression {query} != ""`,
    `\t\t\tredir @query ${to}?{query} permanent`,
    `\t\t\t@no_query expression {query} == ""`,
    `\t\t\tredir @no_query ${to} permanent`,
    `\t\t}`,
  ].join("\n");

/**
 * The editor (/admin/): its page, configuration and hashed files with the editor's headers, set
 * before the site's snippet adds its "?" headers (which then stay off), and its caching; the types
 * of its files said, whatever Caddy's table has. Only a file that exists is served so: a missing
 * one, like any other path under /admin/, is the site's 404, headers and all. Paths are matched
 * case-sensitively, as npm start does (Caddy's `path` is not), and a name never starts with a dot
 * (no "..": nothing outside the editor's folder).
 */
function adminRoutes(csp: string) {
  const admin = `^${escapeRegex(ADMIN_PATH)}`;
  const under = (path: string) => escapeRegex(path.slice(ADMIN_PATH.length));
  const name = "[^./][^/]*";
  // The editor's URLs under /admin/ but its page: its configuration, its files.
  const own = `(?:${under(ADMIN_CONFIG_PATH)}|${under(ADMIN_ASSETS_PREFIX)}(?:${name}/)*${name})`;
  const headers = Object.entries(adminHeaders(csp)).map(([k, v]) => `\t\t\t\t${k} ${quote(v)}`);
  // A named matcher: `*.wasm` in the header directive's place would be a header's name.
  const types = Object.entries(ADMIN_CONTENT_TYPES).map(([extension, type]) => {
    const matcher = `@admin_type_${extension.slice(1)}`;
    return `\t\t\t${matcher} path *${extension}\n\t\t\theader ${matcher} Content-Type ${quote(type)}`;
  });
  return `
\t\t# The editor: /admin redirects to its page, /admin/ (its index.html); anything else under
\t\t# /admin/ but its configuration and files is a 404.
\t\t@admin path_regexp ^${escapeRegex(ADMIN_REDIRECT_PATH)}$
${redirectHandler("@admin", ADMIN_PATH)}
\t\t@admin_other {
\t\t\tpath_regexp ${admin}
\t\t\tnot path_regexp ${admin}${own}?$
\t\t}
\t\terror @admin_other 404
\t\t@admin_page path_regexp ${admin}$
\t\trewrite @admin_page ${ADMIN_PATH}index.html
\t\t@admin_file {
\t\t\tpath_regexp ${admin}(?:index\\.html|${own})$
\t\t\tfile
\t\t}
\t\t# In order, as written (a route): the asset's Cache-Control replaces the page's.
\t\troute @admin_file {
\t\t\theader {
${headers.join("\n")}
\t\t\t\tCache-Control ${quote(CACHE_ADMIN_PAGE)}
\t\t\t}
\t\t\theader ${ADMIN_ASSETS_PREFIX}* Cache-Control ${quote(CACHE_IMMUTABLE)}
${types.join("\n")}
\t\t\tfile_server {
\t\t\t\tprecompressed br gzip
\t\t\t}
\t\t}
`;
}

/**
 * The form's inbox and the publishing webhook need npm start: Caddy passes /api/ to it with the
 * visitor's Host and address (X-Forwarded-For, for its rate limit: run it with TRUST_PROXY=1 HOST=127.0.0.1).
 */
const apiRoute = `
\t\t# The form's inbox and the webhook: npm start, on this machine only (HOST=127.0.0.1 TRUST_PROXY=1).
\t\treverse_proxy ${API_PREFIX}* ${new URL(INBOX_UPSTREAM).host} # SETTING: where npm start listens
`;
