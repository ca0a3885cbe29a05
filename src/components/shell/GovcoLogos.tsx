/**
 * The two marks of the Colombian State that every page of a public entity carries (issue 35 §4;
 * Res. MinTIC 1519 de 2020, Anexo 2, Kit UI 9.2: formats sheet §5): the GOV.CO wordmark, in the
 * top bar and the footer, and the country mark "CO", in the footer. Drawn here as strokes, with no
 * font and no request, after the kit's description; replace them with the kit's own files when
 * the entity vendors the kit. They are painted white on the kit's Cobalt (#0943B5), whatever the
 * theme: the State's identity does not follow the colour schema or dark mode.
 */

/** The GOV.CO wordmark (Kit UI 9.2: 24 px high), in `currentColor`. Decorative: its link names it. */
export function GovcoWordmark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 128 24" width="128" height="24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
        {/* G */}
        <path d="M19.2 5.6A9.3 9.3 0 1 0 21.3 12H13.5" />
        {/* O */}
        <circle cx="35.5" cy="12" r="9.3" />
        {/* V */}
        <path d="M49.5 2.8 57.5 21.2 65.5 2.8" />
        {/* C */}
        <path d="M96 5.4A9.3 9.3 0 1 0 96 18.6" />
        {/* O */}
        <circle cx="114.5" cy="12" r="9.3" />
      </g>
      {/* . */}
      <circle cx="73.5" cy="19.2" r="2.4" fill="currentColor" />
    </svg>
  );
}

/** The country mark "CO" with the flag's three bands under it, in `currentColor` and the flag's colours. */
export function CountryMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 40" width="48" height="40" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round">
        <path d="M20 6.5A10 10 0 1 0 20 21.5" />
        <circle cx="34" cy="14" r="10" />
      </g>
      <rect x="2" y="30" width="44" height="4" fill="#FCD116" />
      <rect x="2" y="34" width="44" height="2" fill="#003893" />
      <rect x="2" y="36" width="44" height="2" fill="#CE1126" />
    </svg>
  );
}
