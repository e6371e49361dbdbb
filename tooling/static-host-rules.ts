/** Netlify / Cloudflare Pages rules files (`_headers`, `_redirects`) written from shared/policy.mjs. */
import {
  ALLOWED_METHODS,
  CACHE_IMMUTABLE,
  CACHE_REDIRECT,
  CONTENT_TYPES,
  IMMUTABLE_PREFIX,
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
}: Pick<HostRulesInput, "pages" | "languages" | "inbox">) {
  const lines = pageRedirects(pages).map(([from, to]) => `${from} ${to} 301`);
  for (const path of NOT_FOUND_PATHS) lines.push(`${path} ${MISSING_PATH} 200`);
  for (const { prefix, paths } of languageNotFoundPages(languages))
    for (const path of paths) lines.push(`${path} ${prefix}${MISSING_PATH.slice(1)} 200`);
  return `${staticHostWarning(inbox)}${lines.join("\n")}\n`;
}
