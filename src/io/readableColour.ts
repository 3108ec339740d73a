import { cardTextReads, linearChannel, toHexColour } from './cardColours';

type Triple = readonly [number, number, number];

const toRgb = (hex: string): Triple =>
  [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255) as unknown as Triple;

const toHex = (rgb: Triple) =>
  '#' +
  rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

function toHsl([r, g, b]: Triple): Triple {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function fromHsl([h, s, l]: Triple): Triple {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)];
}

/** OKLab (Björn Ottosson's): distances there follow how far apart colours look. */
function toOklab(hex: string): Triple {
  const [r, g, b] = [1, 3, 5].map((offset) => linearChannel(hex, offset)) as [
    number,
    number,
    number,
  ];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

const distance = (a: string, b: string) => {
  const [x, y] = [toOklab(a), toOklab(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
};

/**
 * Of the colours of the same hue and saturation between `hsl` (unreadable) and `end` lightness
 * (0 black, 1 white), the readable one closest to `hsl`: text readability only changes once on
 * the way (white text reads below a luminance, dark text above another), so a halving search finds it.
 */
function towards([h, s, l]: Triple, end: number): string | undefined {
  const at = (lightness: number) => toHex(fromHsl([h, s, lightness]));
  if (!cardTextReads(at(end))) return undefined;
  let [unreadable, readable] = [l, end];
  for (let step = 0; step < 24; step++) {
    const middle = (unreadable + readable) / 2;
    if (cardTextReads(at(middle))) readable = middle;
    else unreadable = middle;
  }
  return at(readable);
}

/**
 * The nearest card colour on which the text Google draws reads at 4.5:1: the colour itself when
 * it does, else the closer (in OKLab) of the darkened and lightened colours of its hue. Undefined
 * for a value that is not a colour.
 */
export function nearestReadableColour(value: unknown): string | undefined {
  const hex = toHexColour(value);
  if (!hex || cardTextReads(hex)) return hex;
  const hsl = toHsl(toRgb(hex));
  const found = [towards(hsl, 0), towards(hsl, 1)].filter((c): c is string => c !== undefined);
  return found.sort((a, b) => distance(hex, a) - distance(hex, b))[0];
}
