/**
 * The serving rules of server/policy.mjs, written in the formats static hosts and nginx read, so
 * every host serves what `npm start` serves. tests/e2e/host-parity.test.ts runs the real servers
 * (nginx, Cloudflare's `wrangler pages dev`) on these files and compares them with `npm start`.
 */
import {
  ALLOWED_METHODS,
  CACHE_IMMUTABLE,
  CACHE_NOT_FOUND,
  CACHE_REDIRECT,
  CACHE_REVALIDATE,
  CONTENT_TYPES,
  IMMUTABLE_PREFIX,
  NOT_FOUND_PAGE,
  NOT_FOUND_PATHS,
  STRICT_TRANSPORT_SECURITY,
  pageRedirects,
  securityHeaders,
} from "../server/policy.mjs";
import { INBOX_PATH } from "../app/lib/contact-request";

/**
 * What the host rules are written from: the build's pages, its Content-Security-Policy, and whether
 * its form posts to `npm start`'s own inbox (CONTACT_ENDPOINT=/api/contact).
 */
export type HostRulesInput = { csp: string; pages: string[]; inbox?: boolean };

/** Where nginx finds `npm start` for the inbox (its default port, on the same machine). */
export const INBOX_UPSTREAM = "http://127.0.0.1:3000";
/** Everything under it goes to `npm start`, which answers the inbox and 404s the rest. */
const API_PREFIX = "/api/";

/**
 * A static host cannot run the inbox: said at the top of its rules files (both formats take `#`
 * comments), since a form that posts into a 404 would lose every request.
 */
const staticHostWarning = (inbox = false) =>
  inbox
    ? `# This build's form posts to ${INBOX_PATH}, which only \`npm start\` answers: a static host cannot\n` +
      `# receive it. Publish here with a form service instead (CONTACT_ENDPOINT=https://…); see docs/deploy.md.\n\n`
    : "";

/**
 * A path no build ever has. Static hosts answer their 404 page, with status 404, for it; rewriting
 * `/404` and `/404.html` to it makes them 404 too (they would otherwise serve 404.html with 200).
 */
export const MISSING_PATH = "/_not-found";

/**
 * Netlify / Cloudflare Pages `_headers`: the same headers `npm start` sends, plus HSTS (these hosts
 * always serve HTTPS) and `Allow` (sent with every answer: it is how their 405 gets one).
 */
export function headersFile({ csp, pages, inbox }: HostRulesInput) {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join("\n")}\n`;
  return (
    staticHostWarning(inbox) +
    [
      block("/*", {
        ...securityHeaders(csp),
        "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
        Allow: ALLOWED_METHODS,
      }),
      block(`${IMMUTABLE_PREFIX}*`, { "Cache-Control": CACHE_IMMUTABLE }),
      ...Object.entries(CONTENT_TYPES).map(([path, type]) => block(path, { "Content-Type": type })),
      // Both hosts apply these rules to the redirects of `_redirects` too; pages keep the hosts'
      // default, which is CACHE_REVALIDATE (checked by the parity test), and 404s get CACHE_NOT_FOUND.
      ...pageRedirects(pages).map(([from]) => block(from, { "Cache-Control": CACHE_REDIRECT })),
    ].join("\n")
  );
}

/** Netlify / Cloudflare Pages `_redirects`: one URL per page, as `npm start` does; `/404` is a 404. */
export function redirectsFile({ pages, inbox }: Pick<HostRulesInput, "pages" | "inbox">) {
  const lines = pageRedirects(pages).map(([from, to]) => `${from} ${to} 301`);
  for (const path of NOT_FOUND_PATHS) lines.push(`${path} ${MISSING_PATH} 200`);
  return `${staticHostWarning(inbox)}${lines.join("\n")}\n`;
}

/** The settings of the generated nginx configuration: the lines a deployment edits. */
export const NGINX_SETTINGS = {
  serverName: "www.example.com",
  root: "/srv/site/build/client",
  certificate: "/etc/ssl/site/fullchain.pem",
  certificateKey: "/etc/ssl/site/privkey.pem",
};

/** One `location` of the TLS server: a match (`= /about`, `~* ^/about/$`, `/`) and its lines. */
type Location = { match: string; lines: string[] };

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The TLS server's locations, from the policy. No location may use `add_header` (nginx would then
 * drop the server's headers there); headers vary by path and status through the `map`s instead. A
 * later location (say `/api/` proxied to `npm start`) is one more entry here.
 */
function nginxLocations(pages: string[], inbox: boolean): Location[] {
  const pageLocations = pages.flatMap((page): Location[] => {
    const file = page === "/" ? "/index.html" : `${page}.html`;
    // Every other spelling of the page: any letter case, trailing slash, .html, /index(.html).
    const spellings =
      page === "/" ? "^/index(?:\\.html)?$" : `^${escapeRegex(page)}(?:/|\\.html|/index|/index\\.html)?$`;
    return [
      { match: `= ${page}`, lines: [`try_files ${file} =404;`] },
      { match: `~* ${spellings}`, lines: [`return 301 ${page}$is_args$args;`] },
    ];
  });
  return [
    ...pageLocations,
    ...NOT_FOUND_PATHS.filter((p) => p !== NOT_FOUND_PAGE).map((path) => ({
      match: `= ${path}`,
      lines: ["return 404;"],
    })),
    // Reached only through error_page: a request for /404.html itself is a 404.
    { match: `= ${NOT_FOUND_PAGE}`, lines: ["internal;"] },
    ...Object.entries(CONTENT_TYPES).map(([path, type]) => ({
      match: `= ${path}`,
      lines: ["types { }", `default_type ${type};`],
    })),
    ...(inbox ? [inboxLocation()] : []),
    // Files only: a path that is not a file of the build is a 404, as with `npm start`.
    { match: "/", lines: ["try_files $uri =404;"] },
  ];
}

/**
 * The form's inbox needs `npm start`: nginx passes /api/ to it, with the visitor's address for its
 * rate limit (run it with TRUST_PROXY=1) and the Host as the browser sent it (its Origin check).
 * nginx sends the headers itself, as everywhere, so npm start's copies are hidden; its `Allow`
 * (POST, on a 405) is kept.
 */
function inboxLocation(): Location {
  const hidden = [...Object.keys(securityHeaders("")), "Cache-Control"];
  return {
    match: API_PREFIX,
    lines: [
      `proxy_pass ${INBOX_UPSTREAM};   # SETTING: where npm start listens`,
      "proxy_set_header Host $http_host;",
      "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
      "proxy_set_header X-Forwarded-Proto $scheme;",
      "client_max_body_size 16k;",
      ...hidden.map((name) => `proxy_hide_header ${name};`),
    ],
  };
}

/**
 * The nginx configuration: a TLS server with the same headers, caching, redirects and 404 as
 * `npm start` plus HSTS, and a port-80 server that redirects to it. Written beside the client
 * folder (not served). See docs/deploy.md.
 */
export function nginxConf({ csp, pages, inbox = false }: HostRulesInput) {
  const s = NGINX_SETTINGS;
  // nginx strings: double quotes unless the value has some (the CSP is full of single quotes).
  const quote = (v: string) => (v.includes('"') ? `'${v}'` : `"${v}"`);
  const headers = {
    ...securityHeaders(csp),
    "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
    "Cache-Control": "$site_cache_control",
    Allow: "$site_allow",
  };
  const headerLines = Object.entries(headers)
    .map(([k, v]) => `    add_header ${k} ${quote(v)} always;`)
    .join("\n");
  const locations = nginxLocations(pages, inbox)
    .map(({ match, lines }) =>
      lines.length === 1
        ? `    location ${match} { ${lines[0]} }`
        : `    location ${match} {\n${lines.map((l) => `        ${l}`).join("\n")}\n    }`,
    )
    .join("\n");

  return `# Generated by \`npm run build\` from server/policy.mjs: do not edit, rebuild (the CSP changes
# with the build). Checked against nginx 1.22 (Debian 12) by tests/e2e/host-parity.test.ts.
#
# Use: copy beside the site, edit the lines marked SETTING, and include this file from the http
# block of nginx.conf (on Debian: a file in /etc/nginx/sites-enabled/ holding this text, with the
# default site removed). It needs the http block's usual \`include mime.types;\`. See docs/deploy.md.

# Cache-Control by answer: redirects, 404s and 405s (none) by status, everything else by path.
map $status $site_cache_control {
    301 "${CACHE_REDIRECT}";
    404 "${CACHE_NOT_FOUND}";
    405 "";
    default $site_cache_control_by_path;
}
map $uri $site_cache_control_by_path {
    ~^${escapeRegex(IMMUTABLE_PREFIX)} "${CACHE_IMMUTABLE}";${inbox ? `\n    ~^${escapeRegex(API_PREFIX)} "no-store";` : ""}
    default "${CACHE_REVALIDATE}";
}
${inbox ? inboxMaps : staticMaps}
# Plain HTTP only redirects to HTTPS (the same host and path).
server {
    listen 80;
    listen [::]:80;
    server_name ${s.serverName};   # SETTING: your domain(s), as in the TLS server
    return 301 https://$host$request_uri;
}

server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name ${s.serverName};   # SETTING: your domain(s)
    root ${s.root};   # SETTING: the deployed build/client folder

    # SETTING: the certificate chain and key (Let's Encrypt: /etc/letsencrypt/live/<domain>/).
    ssl_certificate ${s.certificate};
    ssl_certificate_key ${s.certificateKey};
    # Mozilla's "intermediate" TLS profile.
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;
    ssl_prefer_server_ciphers off;
    ssl_session_timeout 1d;
    ssl_session_cache shared:site_tls:10m;
    ssl_session_tickets off;

    charset utf-8;                # on every text type, as npm start and the static hosts send
    charset_types text/css text/plain text/xml text/javascript;   # and text/html, always
    absolute_redirect off;        # Location: /about, as npm start sends
    gzip_static on;               # serves the build's .gz files; add brotli_static with ngx_brotli
    gzip_vary on;
    error_page 404 ${NOT_FOUND_PAGE};

    # The same headers on every answer (nginx drops them in a location with its own add_header, so
    # no location below has one).
${headerLines}

    ${inbox ? "if ($site_method_not_allowed) { return 405; }" : "if ($request_method !~ ^(GET|HEAD)$) { return 405; }"}

${locations}
}
`;
}

/** Without the inbox: GET and HEAD only, everywhere. */
const staticMaps = `# An empty value sends no header: \`Allow\` goes with 405 answers only.
map $status $site_allow {
    405 "${ALLOWED_METHODS}";
    default "";
}
`;

/** With the inbox: any method may reach /api/ (npm start answers it, with its own Allow on a 405). */
const inboxMaps = `# An empty value sends no header: \`Allow\` goes with nginx's own 405 answers only.
map "$status:$uri" $site_allow {
    "~^405:${escapeRegex(API_PREFIX)}" "";
    "~^405:" "${ALLOWED_METHODS}";
    default "";
}
# GET and HEAD everywhere; the form's inbox under ${API_PREFIX} takes what npm start takes.
map "$request_method:$uri" $site_method_not_allowed {
    "~^(GET|HEAD):" 0;
    "~^[A-Z]+:${escapeRegex(API_PREFIX)}" 0;
    default 1;
}
`;
