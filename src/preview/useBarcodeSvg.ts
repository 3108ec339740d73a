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
    import('./drawBarcodeSvg')
      .then(({ drawBarcodeSvg }) => {
        const svg = drawBarcodeSvg(type, value);
        if (svg === undefined || !live) return;
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
