/** The ticket glyph of public/favicon.svg, drawn in the accent colour of the current theme. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6 7h20a3 3 0 0 1 3 3v3a3 3 0 0 0 0 6v3a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-3a3 3 0 0 0 0-6v-3a3 3 0 0 1 3-3z"
      />
      <g className="logo__marks">
        <path
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeDasharray="1.5 2.5"
          d="M21 10.5v11"
        />
        <rect x="7.5" y="12" width="9" height="2" rx="1" fill="currentColor" />
        <rect x="7.5" y="17" width="6" height="2" rx="1" fill="currentColor" opacity=".7" />
      </g>
    </svg>
  );
}
