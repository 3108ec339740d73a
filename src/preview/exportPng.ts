import { isEditorMark } from './editorMark';

/** Images the drawing cannot fetch again under the app's CSP (connect-src): other origins. */
function foreignImages(node: HTMLElement): number {
  return [...node.querySelectorAll('img')].filter((img) => {
    const url = new URL(img.currentSrc || img.src, window.location.href);
    return (
      url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== window.location.origin
    );
  }).length;
}

/**
 * Draws `node` into a PNG file and offers it as a download, without the editor's marks (what a
 * phone would not show: editorMark.ts). The image is drawn by the browser
 * (SVG foreignObject into a canvas, by modern-screenshot, loaded on first use); the sample
 * images come from the app's own origin, so the canvas is not tainted. Images from other hosts
 * must be fetched again, which the app's CSP (connect-src 'self') refuses: they are left out.
 * Resolves to the number of images from other hosts that the PNG leaves out.
 */
export async function exportPng(node: HTMLElement, fileName: string): Promise<number> {
  const leftOut = foreignImages(node);
  const { domToBlob } = await import('modern-screenshot');
  // Twice the CSS size, as a phone screen draws it, whatever the preview's zoom.
  const blob = await domToBlob(node, {
    scale: 2,
    type: 'image/png',
    width: node.offsetWidth,
    height: node.offsetHeight,
    filter: (child) => !isEditorMark(child),
  });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return leftOut;
}
