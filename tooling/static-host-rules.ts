/** Netlify / Cloudflare Pages rules files (`_headers`, `_redirects`) written from shared/policy.mjs. */
import {
  ADMIN_ASSETS_PREFIX,
  ADMIN_CONFIG_PATH,
  ADMIN_PATH,
  ADMIN_REDIRECT_PATH,
  ALLOWED_METHODS,
  CACHE_ADMIN_PAGE,
  CACHE_IMMUTABLE,
  CACHE_REDIRECT,
  CONTENT_TYPES,
  IMMUTABLE_PREFIX,
  adminHeaders,
  languageNotFoundPages,
  NOT_FOUND_PATHS,
  STRICT_TRANSPORT_SECURITY,
  pageRedirects,
  securityHeaders,
} from "#shared/policy.mjs";
import { INBOX_PATH } from "#shared/paths.ts";
import type { HostRulesInput } from "./host-rules";

/**
 * A static host cannot run the inbox: said at the top of its rules files (both formats take `#`
 * comments), since a form that posts into a 404 would lose every request.
 */
const staticHostWarning = (inbox = false) =>
  inbox
    ? `# This build's form posts to ${INBOX_PATH}, which only \`npm start\` or the site's Worker on Cloudflare\n` +
      `# (npm run cloudflare:deploy) answers: a static host alone cannot receive it. Publish here with a form\n` +
      `# service instead (CONTACT_ENDPOINT=https://…); see docs/deploy.md.\n\n`
    : "";

/**
 * A path no build ever has. Static hosts answer their 404 page, with status 404, for it; rewriting
 * `/404` and `/404.html` to it makes them 404 too (they would otherwise serve 404.html with 200).
 */
export const MISSING_PATH = "/_not-found";

/**
 * One rule of `_headers`: a path, the headers a rule above set that it detaches (`! Name`,
 * Cloudflare's syntax), and its own.
 */
function block(path: string, headers: Record<string, string>, detached: string[] = []) {
  const lines = [
    ...detached.map((name) => `  ! ${name}`),
    ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`),
  ];
  return `${path}\n${lines.join("\n")}\n`;
}

/**
 * Netlify / Cloudflare Pages `_headers`: the same headers `npm start` sends, plus HSTS (these hosts
 * always serve HTTPS) and `Allow` (sent with every answer: it is how their 405 gets one).
 */
export function headersFile({ csp, pages, inbox, editor }: HostRulesInput) {
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
      ...(editor ? adminBlocks(editor.csp) : []),
    ].join("\n")
  );
}

/**
 * The editor's rules: under /admin/, its headers in place of the site's. Cloudflare applies the
 * rules that match in the file's order, each detaching (`!`) before it sets, so a header set twice
 * is one value, the editor's. HSTS and `Allow` stay the site's. Cloudflare's own types table names
 * the editor's files as ADMIN_CONTENT_TYPES does; a type here would be sent with a 404 too.
 */
function adminBlocks(csp: string) {
  return [
    block(`${ADMIN_PATH}*`, adminHeaders(csp), Object.keys(securityHeaders(csp))),
    // The redirect to /admin/ (`_redirects`).
    block(ADMIN_REDIRECT_PATH, { "Cache-Control": CACHE_REDIRECT }),
    block(ADMIN_PATH, { "Cache-Control": CACHE_ADMIN_PAGE }),
    block(ADMIN_CONFIG_PATH, { "Cache-Control": CACHE_ADMIN_PAGE }),
    block(`${ADMIN_ASSETS_PREFIX}*`, { "Cache-Control": CACHE_IMMUTABLE }),
  ];
}

/**
 * Netlify / Cloudflare Pages `_redirects`: one URL per page, as `npm start` does; `/404` is a 404.
 * Cloudflare answers an unknown path with the nearest 404.html up its folders, so `/es/…` gets the
 * Spanish one (a status of 404 is no rule Cloudflare takes; Netlify answers every language's
 * unknown paths with the first language's page, status 404).
 */
export function redirectsFile({
  pages,
  languages = [],
  inbox,
  editor,
}: Pick<HostRulesInput, "pages" | "languages" | "inbox" | "editor">) {
  const lines = pageRedirects(pages).map(([from, to]) => `${from} ${to} 301`);
  for (const path of NOT_FOUND_PATHS) lines.push(`${path} ${MISSING_PATH} 200`);
  for (const { prefix, paths } of languageNotFoundPages(languages))
    for (const path of paths) lines.push(`${path} ${prefix}${MISSING_PATH.slice(1)} 200`);
  if (editor) lines.push(...adminRedirects());
  return `${staticHostWarning(inbox)}${lines.join("\n")}\n`;
}

/**
 * The editor's one URL is /admin/, its folder's index.html (wrangler-config.ts ASSET_HANDLING
 * serves it there): /admin redirects to it as npm start does (301 where the hosts' own is 307 or
 * 308), and the index file's other names, which the hosts would redirect too, are a 404 there.
 */
function adminRedirects() {
  return [
    `${ADMIN_REDIRECT_PATH} ${ADMIN_PATH} 301`,
    ...[`${ADMIN_REDIRECT_PATH}.html`, `${ADMIN_PATH}index`, `${ADMIN_PATH}index.html`].map(
      (path) => `${path} ${MISSING_PATH} 200`,
    ),
  ];
}
