import {
  azteccode,
  code128,
  code39,
  datamatrix,
  drawingSVG,
  ean13,
  ean8,
  itf14,
  pdf417,
  qrcode,
  rationalizedCodabar,
  upca,
} from 'bwip-js/browser';
import { bwipRenderOptions, twoDimensional } from './barcodeSymbology';

// bwip-js's named encoders, so the bundle holds Google's eleven symbologies and not the hundred
// others its toSVG links to (its README, "tree-shaking").
const encoders = {
  azteccode,
  code128,
  code39,
  datamatrix,
  ean13,
  ean8,
  itf14,
  pdf417,
  qrcode,
  rationalizedCodabar,
  upca,
} satisfies Record<string, typeof qrcode>;

/**
 * `value` drawn as `type` in SVG markup, or undefined for a type without a symbol. Throws bwip-js's
 * error when the value cannot be drawn as that type.
 */
export function drawBarcodeSvg(type: string, value: string): string | undefined {
  const options = bwipRenderOptions(type, value);
  const encode = options && encoders[options.bcid as keyof typeof encoders];
  if (!options || !encode) return undefined;
  const drawn = encode(options, drawingSVG());
  // A linear code stretches to the panel's width and height (its bars only get wider or taller,
  // so it still scans); 2D codes keep their squares.
  return twoDimensional.has(type)
    ? drawn
    : drawn.replace('<svg ', '<svg preserveAspectRatio="none" ');
}
