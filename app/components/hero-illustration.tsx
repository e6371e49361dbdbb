/**
 * The hero's picture of the trade, drawn rather than photographed: a house in timber frame with a
 * crane over it, on a blueprint grid. Inline SVG in the brand's tokens (so it follows the colour
 * scheme), about 1.5 KB of HTML, no request, and never the page's largest paint. Decorative: the
 * text beside it says everything.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 320"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <defs>
        <pattern id="hero-grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0v20" stroke="var(--color-band-line)" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="400" height="320" rx="16" fill="var(--color-band-raised)" />
      <rect width="400" height="320" rx="16" fill="url(#hero-grid)" opacity=".6" />
      {/* crane */}
      <g stroke="var(--color-band-accent)" strokeWidth="4">
        <path d="M300 290V52M300 52 150 52M300 52h50M300 52l-16-22h32z" />
        <path
          d="M300 90l-14 14m14 16-14 14m14 16-14 14m14 16-14 14m14 16-14 14m14 16-14 14"
          strokeWidth="2"
        />
        <path d="M190 52v58" strokeWidth="2" />
      </g>
      <rect x="336" y="52" width="22" height="18" fill="var(--color-band-accent)" />
      {/* beam on the hook */}
      <rect x="160" y="110" width="60" height="10" rx="2" fill="var(--color-band-accent)" />
      {/* house frame */}
      <g stroke="var(--color-band-ink)" strokeWidth="5">
        <path d="M60 170 150 105l90 65" />
        <path d="M75 160v130M225 160v130M75 290h150" />
      </g>
      <g stroke="var(--color-band-muted)" strokeWidth="3">
        <path d="M112 142v148M150 120v170M188 142v148M75 200h150M75 245h150" />
        <path d="M112 245l38-45 38 45" />
      </g>
      {/* ground and door opening */}
      <path d="M30 290h340" stroke="var(--color-band-muted)" strokeWidth="4" />
      <rect x="132" y="250" width="36" height="40" fill="var(--color-accent)" />
    </svg>
  );
}
