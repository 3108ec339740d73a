import type { CSSProperties } from 'react';

/**
 * A command's line icon (16 × 16), stroked in the text's colour (toolbar.css). The shape is a
 * style too: the embed's reset of host rules (all: revert) drops the SVG attributes that are CSS
 * properties, d among them.
 */
export function ToolbarIcon({ path, weight }: { path: string; weight?: number }) {
  const style = { d: `path("${path}")`, strokeWidth: weight } as CSSProperties;
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
      <path d={path} style={style} />
    </svg>
  );
}
