/**
 * A hand-drawn watershed from ridge to valley (trenches, stream, check dam, pond, village),
 * coloured only with the design tokens. Inline, so it costs no request on a slow network.
 */
export function WatershedIllustration({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 480 300" width="480" height="300" className="h-auto w-full rounded-2xl">
      <rect width="480" height="300" className="fill-hero" />
      <circle cx="405" cy="52" r="22" className="fill-accent-soft" />
      <path d="M0 150C60 92 118 70 180 94c48 19 78-36 140-40 58-4 108 44 160 66v180H0z" className="fill-secondary-soft" />
      <path
        d="M0 150C60 92 118 70 180 94c48 19 78-36 140-40 58-4 108 44 160 66"
        fill="none"
        strokeWidth="2.5"
        strokeDasharray="7 6"
        className="stroke-secondary-strong"
      />
      <path d="M0 196c78-32 150-22 208 20 34 25 64 24 96 8 58-30 118-38 176-30v106H0z" className="fill-secondary/30" />
      <g strokeWidth="3.5" strokeLinecap="round" className="stroke-secondary-strong">
        <path d="M62 140l30-6M112 124l30-4M78 164l30-5M128 150l30-3M352 78l30 4M398 96l30 7M370 110l30 6M330 102l26 3" />
      </g>
      <g className="fill-secondary">
        <circle cx="100" cy="128" r="6" />
        <circle cx="150" cy="114" r="6" />
        <circle cx="118" cy="156" r="6" />
        <circle cx="392" cy="90" r="6" />
        <circle cx="410" cy="116" r="6" />
        <circle cx="214" cy="150" r="8" />
        <circle cx="460" cy="200" r="8" />
      </g>
      <path d="M318 58c-8 40-34 78-56 112-14 22-22 50-24 130" fill="none" strokeWidth="6" strokeLinecap="round" className="stroke-water" />
      <rect x="244" y="170" width="36" height="9" rx="2" className="fill-border-strong" />
      <path d="M0 262c80-8 160-8 240-2s160 8 240 0v40H0z" className="fill-secondary-soft" />
      <ellipse cx="150" cy="270" rx="40" ry="11" className="fill-water" />
      <g className="fill-accent-soft stroke-accent" strokeWidth="1.5">
        <path d="M20 282l60-6 8 14-60 6zM300 284l70-4 6 12-70 4z" />
      </g>
      <g>
        <rect x="330" y="236" width="26" height="20" className="fill-surface" />
        <path d="M326 238l17-14 17 14z" className="fill-accent" />
        <rect x="366" y="242" width="22" height="16" className="fill-surface" />
        <path d="M362 244l15-12 15 12z" className="fill-accent" />
        <rect x="400" y="234" width="28" height="22" className="fill-surface" />
        <path d="M396 236l18-15 18 15z" className="fill-accent" />
      </g>
    </svg>
  );
}
