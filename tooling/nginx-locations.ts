/** The `location` blocks of the generated nginx.conf: pages, their other spellings, 404s, the inbox. */
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from "#shared/inbox/limits.mjs";
import {
  ADMIN_ASSETS_PREFIX,
  ADMIN_CONFIG_PATH,
  ADMIN_CONTENT_TYPES,
  ADMIN_PATH,
  ADMIN_REDIRECT_PATH,
  adminHeaders,
  CACHE_ADMIN_PAGE,
  CACHE_IMMUTABLE,
  CONTENT_TYPES,
  languageNotFoundPages,
  NOT_FOUND_PAGE,
  NOT_FOUND_PATHS,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from "#shared/policy.mjs";
import { AUTH_PATH } from "#shared/paths.ts";

/** Where nginx finds `npm start` for the inbox (its default port, on the same machine). */
export const INBOX_UPSTREAM = "http://127.0.0.1:3000";
/** Everything under it goes to `npm start`, which answers the inbox and 404s the rest. */
export const API_PREFIX = "/api/";

/** One `location` of the TLS server: a match (`= /about`, `~* ^/about/$`, `/`) and its lines. */
export type Location = { match: string; lines: string[] };

export const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** nginx strings: double quotes unless the value has some (a CSP is full of single quotes). */
export const quote = (v: string) => (v.includes('"') ? `'${v}'` : `"${v}"`);

/** `add_header` lines, sent with every answer (`always`: 404s and 405s too). */
export const addHeaders = (headers: Record<string, string>) =>
  Object.entries(headers).map(([k, v]) => `add_header ${k} ${quote(v)} always;`);

/**
 * A page's other spellings, as a regular expression (PCRE for nginx, RE2 for Caddy), matched
 * case-sensitively: a trailing slash, `.html`, `/index`, `/index.html`, and the page's name in any
 * letter case (`/About`), as `npm start` reads them (`canonicalPagePath`): `/ABOUT.HTML` and
 * `/INDEX.html` are no page there, so they are none here either. The page's own path matches too:
 * the exact match comes first.
 */
export const otherSpellings = (page: string) =>
  page === "/" ? "^/index(?:\\.html)?$" : `^(?i:${escapeRegex(page)})(?:/|\\.html|/index|/index\\.html)?$`;

/**
 * The TLS server's locations, from the policy. No location may use `add_header` (nginx would then
 * drop the server's headers there) but those that say every header themselves, the editor's and
 * the sign-in's; headers vary by path and status through the `map`s instead. A later location (say
 * `/api/` proxied to `npm start`) is one more entry here.
 */
export function nginxLocations(
  pages: string[],
  inbox: boolean,
  languages: readonly string[] = [],
  editor?: { csp: string },
): Location[] {
  const pageLocations = pages.flatMap((page): Location[] => {
    const file = page === "/" ? "/index.html" : `${page}.html`;
    return [
      { match: `= ${page}`, lines: [`try_files ${file} =404;`] },
      { match: `~ ${otherSpellings(page)}`, lines: [`return 301 ${page}$is_args$args;`] },
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
    // Another language's unknown paths: its own 404 page (the server's error_page is the first's).
    ...languageNotFoundPages(languages).flatMap(({ prefix, page, paths }): Location[] => {
      const ownPage = `error_page 404 ${page};`;
      return [
        ...paths
          .filter((p) => p !== page)
          .map((path) => ({ match: `= ${path}`, lines: [ownPage, "return 404;"] })),
        { match: `= ${page}`, lines: [ownPage, "internal;"] },
        { match: prefix, lines: [ownPage, "try_files $uri =404;"] },
      ];
    }),
    ...Object.entries(CONTENT_TYPES).map(([path, type]) => ({
      match: `= ${path}`,
      lines: ["types { }", `default_type ${type};`],
    })),
    ...(inbox ? [inboxLocation(), signInLocation()] : []),
    ...(editor ? adminLocations(editor.csp) : []),
    // Files only: a path that is not a file of the build is a 404, as with `npm start`.
    { match: "/", lines: ["try_files $uri =404;"] },
  ];
}

/**
 * The editor's sign-in (shared/editor/oauth.mjs): npm start's own headers pass, above all the
 * policy of its popup page, whose one script the site's policy would block. A location with an
 * add_header of its own inherits none of the server's, so HSTS is added here.
 */
function signInLocation(): Location {
  return {
    match: `^~ ${AUTH_PATH}`,
    lines: [
      `proxy_pass ${INBOX_UPSTREAM};   # SETTING: where npm start listens`,
      "proxy_set_header Host $http_host;",
      "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
      "proxy_set_header X-Forwarded-Proto $scheme;",
      `add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`,
    ],
  };
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
      // The inbox's own limits (with photos, MAX_UPLOAD_BYTES; npm start refuses a larger form
      // without them, 413). The body is passed on as it arrives, never into a temporary file:
      // npm start streams photos to the lead's folder itself.
      `client_max_body_size ${MAX_UPLOAD_BYTES};`,
      `client_body_buffer_size ${MAX_BODY_BYTES};`,
      "proxy_request_buffering off;",
      ...hidden.map((name) => `proxy_hide_header ${name};`),
    ],
  };
}

/**
 * The editor (/admin/): its page, configuration and hashed files, each with the editor's headers
 * in place of the site's (a location with an add_header of its own inherits none of the server's,
 * so HSTS is added here) and its caching; the types of its files said, whatever nginx's table has.
 * /admin redirects to /admin/ (with the server's headers, as every redirect); anything else under
 * /admin/ is the site's 404, and so is a missing file: error_page's internal redirect to the 404
 * page leaves these locations, and their headers, behind.
 */
function adminLocations(csp: string): Location[] {
  const headers = (cache: string) =>
    addHeaders({
      ...adminHeaders(csp),
      "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
      "Cache-Control": cache,
    });
  const typeOf = (extension: string) => ["types { }", `default_type ${ADMIN_CONTENT_TYPES[extension]};`];
  return [
    { match: `= ${ADMIN_REDIRECT_PATH}`, lines: [`return 301 ${ADMIN_PATH}$is_args$args;`] },
    {
      match: `= ${ADMIN_PATH}`,
      lines: [...headers(CACHE_ADMIN_PAGE), `try_files ${ADMIN_PATH}index.html =404;`],
    },
    {
      match: `= ${ADMIN_CONFIG_PATH}`,
      lines: [...headers(CACHE_ADMIN_PAGE), ...typeOf(".json"), "try_files $uri =404;"],
    },
    {
      match: `^~ ${ADMIN_ASSETS_PREFIX}`,
      lines: [
        ...headers(CACHE_IMMUTABLE),
        "try_files $uri =404;",
        // Nested: its headers are this location's.
        ...Object.keys(ADMIN_CONTENT_TYPES).map(
          (extension) =>
            `location ~ ${escapeRegex(extension)}$ { ${typeOf(extension).join(" ")} try_files $uri =404; }`,
        ),
      ],
    },
    { match: `^~ ${ADMIN_PATH}`, lines: ["return 404;"] },
  ];
}
