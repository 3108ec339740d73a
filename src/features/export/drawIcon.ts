import type { IconDrawer } from '../../io/apple/toAppleImages';

/** Apple's icon at @2x (29 points). */
const SIZE = 58;

/** The issuer's initial on the pass colour, as PNG, drawn where the browser has OffscreenCanvas. */
export const drawIcon: IconDrawer = async (initial, background, foreground) => {
  if (typeof OffscreenCanvas === 'undefined') return undefined;
  const canvas = new OffscreenCanvas(SIZE, SIZE);
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.fillStyle = background;
  context.fillRect(0, 0, SIZE, SIZE);
  context.fillStyle = foreground;
  context.font = `600 ${SIZE * 0.55}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(initial, SIZE / 2, SIZE / 2);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new Uint8Array(await blob.arrayBuffer());
};
