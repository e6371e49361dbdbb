/**
 * Where a quote request came from, from what the browser already sends: the `utm_*` parameters and
 * `gclid` of the page that led to the form (a page of this site) or of the contact page's own
 * address, the other site's host when the visitor came straight from one, and the page of this
 * site they came from. Nothing is stored on the visitor's device: the form reads its own address
 * and `document.referrer` when it is sent; without JavaScript the inbox reads the form post's
 * Referer (the contact page's address). Used by the form and by the inbox (server/leads/).
 */

import type { SiteCopy } from "#shared/copy/types.ts";

/** The words a source is told in: the owner's (shared/copy/<language>/leads.ts). */
type SourceWords = Pick<SiteCopy["leadsCopy"], "direct" | "fromPage">;

/** The campaign parameters of an address: Google Analytics' five, and Google Ads' click id. */
export const CAMPAIGN_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
] as const;
/** A lead's source: the campaign parameters, the other site's host, the page of this site before the form. */
export const SOURCE_KEYS = [...CAMPAIGN_KEYS, "referrer_host", "from_page"] as const;
export type SourceKey = (typeof SOURCE_KEYS)[number];
export type LeadSource = Partial<Record<SourceKey, string>>;

const LIMIT = 200;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const PATH = /^\/[^\s?#]*$/;

/**
 * The source as sent by anyone: only its known keys, each a short line of text (a host a host name,
 * a page a path); anything else is left out, never a reason to refuse a request.
 */
export function cleanSource(input: Record<string, unknown>): LeadSource {
  const source: LeadSource = {};
  for (const key of SOURCE_KEYS) {
    const value = typeof input[key] === "string" ? input[key].trim() : "";
    if (value === "" || value.length > LIMIT || UNSAFE.test(value)) continue;
    if (key === "referrer_host" && !HOST.test(value)) continue;
    if (key === "from_page" && !PATH.test(value)) continue;
    source[key] = value;
  }
  return source;
}

const parse = (url: string) => (url ? URL.parse(url) : null);

/**
 * The source of a request sent from the page at `pageUrl`, which the visitor reached from `referrer`
 * ("" when the browser says nothing: a typed address, a bookmark, an app, or a site that sends no referrer).
 */
export function leadSource(pageUrl: string, referrer: string): LeadSource {
  const page = parse(pageUrl);
  if (!page) return {};
  const before = parse(referrer);
  const ownSite = before?.origin === page.origin;
  const campaign = (url: URL) =>
    Object.fromEntries(
      CAMPAIGN_KEYS.flatMap((key) => (url.searchParams.get(key) ? [[key, url.searchParams.get(key)]] : [])),
    );
  const fromBefore = ownSite ? campaign(before) : {};
  return cleanSource({
    ...(Object.keys(fromBefore).length > 0 ? fromBefore : campaign(page)),
    ...(before && !ownSite && /^https?:$/.test(before.protocol) ? { referrer_host: before.hostname } : {}),
    ...(ownSite && before.pathname !== page.pathname ? { from_page: before.pathname } : {}),
  });
}

/**
 * The source in a few words: "google / cpc / spring-kitchens, from /services/kitchens", "www.houzz.com",
 * "direct" in the owner's words (no campaign, no other site: typed, bookmarked, or a site that sends no referrer).
 */
export function sourceLabel(source: LeadSource, words: SourceWords): string {
  const campaign = [source.utm_source, source.utm_medium, source.utm_campaign].filter(Boolean).join(" / ");
  const origin =
    campaign || (source.gclid ? "google ads (gclid)" : "") || source.referrer_host || words.direct;
  return source.from_page ? words.fromPage(origin, source.from_page) : origin;
}

/** The source without the page of this site: what `npm run leads -- --sources` counts. */
export const sourceName = (source: LeadSource, words: SourceWords) =>
  sourceLabel({ ...source, from_page: undefined }, words);
