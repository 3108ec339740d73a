import { useEffect, useState } from 'react';

export type BarcodeDrawing =
  { status: 'loading' } | { status: 'drawn'; url: string } | { status: 'failed'; message: string };

/**
 * Draws `value` as `type` with bwip-js, loaded on first use so it stays out of the initial bundle,
 * as do the symbology tables (the save link's QR code imports this hook outside the preview).
 * The SVG becomes an image URL: it is drawn, never inserted into the page as markup.
 */
export function useBarcodeSvg(type: string, value: string, skip: boolean): BarcodeDrawing {
  const [drawing, setDrawing] = useState<{ key: string; result: BarcodeDrawing } | null>(null);
  const key = `${type}\u0000${value}`;
  useEffect(() => {
    if (skip) return;
    let live = true;
    import('./barcodeSymbology')
      .then(async ({ bwipRenderOptions, twoDimensional }) => {
        const options = bwipRenderOptions(type, value);
        if (!options) return;
        const { default: bwipjs } = await import('bwip-js/browser');
        const drawn = bwipjs.toSVG(options);
        // A linear code stretches to the panel's width and height (its bars only get wider or
        // taller, so it still scans); 2D codes keep their squares.
        const svg = twoDimensional.has(type)
          ? drawn
          : drawn.replace('<svg ', '<svg preserveAspectRatio="none" ');
        if (live)
          setDrawing({
            key,
            result: {
              status: 'drawn',
              url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
            },
          });
      })
      .catch((error: unknown) => {
        const message =
          error instanceof Error ? error.message.replace(/^bwipp\.\w+#\d+:\s*/, '') : String(error);
        if (live) setDrawing({ key, result: { status: 'failed', message } });
      });
    return () => {
      live = false;
    };
  }, [key, type, value, skip]);
  return drawing?.key === key ? drawing.result : { status: 'loading' };
}
