/**
 * Draws `node` into a PNG file and offers it as a download. The image is drawn by the browser
 * (SVG foreignObject into a canvas, by modern-screenshot, loaded on first use); the sample
 * images come from the app's own origin, so the canvas is not tainted. Pass images from other
 * hosts that send no CORS headers cannot be read back and are left out of the picture.
 */
export async function exportPng(node: HTMLElement, fileName: string): Promise<void> {
  const { domToBlob } = await import('modern-screenshot');
  // Twice the CSS size, as a phone screen draws it, whatever the preview's zoom.
  const blob = await domToBlob(node, {
    scale: 2,
    type: 'image/png',
    width: node.offsetWidth,
    height: node.offsetHeight,
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
}
