/**
 * Same-origin pages are prerendered when a visitor shows intent (hover, pointer down), so the next
 * page appears at once. Written into each page as `<script type="speculationrules">`: JSON the
 * browser reads and never runs, allowed by the CSP's `'inline-speculation-rules'` alone. In the
 * page rather than in a `Speculation-Rules` header, because the header's file was a request that
 * every first visit made before the page's first paint, for nothing that paint needs.
 */
export const speculationRules = {
  prerender: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
};

export function SpeculationRules() {
  return (
    <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }} />
  );
}
