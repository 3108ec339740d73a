import {
  cardTextColour,
  cardTextContrast,
  LABEL_OPACITY,
  LIGHT_TEXT,
  MIN_TEXT_CONTRAST,
  toHexColour,
} from '../cardColours';
import { nearestReadableColour } from '../readableColour';
import { LEVELS, type ReadinessRule } from './readinessRule';

const BRAND = 'https://developers.google.com/wallet/retail/offers/resources/brand-guidelines';
const WCAG = 'https://www.w3.org/TR/WCAG22/#contrast-minimum';

/** 3.47 reads "3.4": never rounded up to the 4.5 it misses. */
const shown = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

/**
 * Google's brand guidelines let the issuer set the card colour (`hexBackgroundColor`) and pick
 * the text colour themselves; WCAG 2.2 asks 4.5:1 of text. The text is the one Google draws and
 * the preview shows (`cardTextColour`), measured where it is faintest, in the labels
 * (`cardLabelColour`), so the only fix is the background: the nearest that reads.
 */
export const contrastRule: ReadinessRule = {
  id: 'google.contrast',
  title:
    'The text Google draws on the card colour (hexBackgroundColor), its labels included, has a contrast of at least 4.5:1 (WCAG 2.2 contrast minimum)',
  source: BRAND,
  also: [WCAG],
  scope: 'level',
  check: ({ ofType }) =>
    ofType(...LEVELS).flatMap(({ value, segments }) => {
      if (typeof value !== 'object' || value === null) return [];
      const background = toHexColour((value as Record<string, unknown>).hexBackgroundColor);
      if (!background) return [];
      const ratio = cardTextContrast(background);
      if (ratio >= MIN_TEXT_CONTRAST) return [];
      const words = cardTextColour(background) === LIGHT_TEXT ? 'White' : 'Dark';
      const nearest = nearestReadableColour(background);
      return [
        {
          segments: [...segments, 'hexBackgroundColor'],
          message: `${words} text on this card colour has a contrast of ${shown(ratio)}:1 in its labels, drawn at ${Math.round(LABEL_OPACITY * 100)} %; WCAG 2.2 asks 4.5:1 of text. Google picks the text colour itself, so change the background: ${nearest} is the nearest colour that reads`,
        },
      ];
    }),
};
