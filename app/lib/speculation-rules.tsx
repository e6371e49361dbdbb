/**
 * Same-origin pages are prerendered when a visitor shows intent (hover, pointer down), so the next
 * page appears at once. Written into each page as `<script type="speculationrules">`: JSON the
 * browser reads and never runs, allowed by the CSP by the hash of its text (a fixed text, so the
 * policy does not change with the code; Chromium ignores `'inline-speculation-rules'` once the
 * policy holds a hash, as it does for the island bootstrap). In the page rather than in a
 * `Speculation-Rules` header, because the header's file was a request that every first visit made
 * before the page's first paint, for nothing that paint needs.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
});

export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />;
}
