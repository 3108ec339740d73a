import type { ResourceKind } from '../schema';

/** A small picture of a document's kind: a tram for transit, a tag for offers (filled: object). */
export function KindIcon({ kind }: { kind: ResourceKind }) {
  return (
    <svg className="kind-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      {kind === 'transitClass' ? (
        <g fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
          <rect x="3.5" y="2.5" width="9" height="9" rx="2" />
          <path d="M3.5 7.5h9M6 14l1-2.5M10 14l-1-2.5" strokeLinecap="round" />
        </g>
      ) : (
        <g>
          <path
            d="M2.5 3.5v4l6 6 5-5-6-6h-4a1 1 0 0 0-1 1Z"
            fill={kind === 'offerObject' ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinejoin="round"
          />
          <circle
            cx="5.5"
            cy="5.5"
            r="1"
            fill={kind === 'offerObject' ? 'var(--color-surface)' : 'currentColor'}
          />
        </g>
      )}
    </svg>
  );
}
