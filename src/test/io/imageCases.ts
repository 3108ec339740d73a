import type { ImageMeasurement, ImageMeasurements } from '../../io/readiness/readinessRule';
import { transit, type Case } from './readinessFixtures';

// Images, by the sizes a measurement found or why it has none.

const images = (entries: [string, ImageMeasurement][]) => new Map(entries) as ImageMeasurements;
const LOGO = 'https://example.com/logo.png';
const HERO = 'https://example.com/hero.png';
const MAIN = 'https://example.com/main.png';
/** A transit class with a logo, a hero image and an image module: quiet until measured. */
export const withImages = transit({
  heroImage: { sourceUri: { uri: HERO } },
  imageModulesData: [{ id: 'i', mainImage: { sourceUri: { uri: MAIN } } }],
});

export const imageCases: Case[] = [
  [
    'a square logo of 660 px',
    'google.image.size',
    'transitClass',
    withImages,
    withImages,
    '/logo/sourceUri/uri',
    /not square \(it is 660 × 500 px\)/,
    [images([[LOGO, { width: 660, height: 660 }]]), images([[LOGO, { width: 660, height: 500 }]])],
  ],
  [
    'a logo of at least 660 px',
    'google.image.size',
    'transitClass',
    withImages,
    withImages,
    '/logo/sourceUri/uri',
    /minimum of 660 × 660 px \(it is 659 × 659 px\)/,
    [images([[LOGO, { width: 660, height: 660 }]]), images([[LOGO, { width: 659, height: 659 }]])],
  ],
  [
    'a 3:1 hero image',
    'google.image.size',
    'transitClass',
    withImages,
    withImages,
    '/heroImage/sourceUri/uri',
    /not 3:1 or wider \(it is 1032 × 500 px\)/,
    [
      images([[HERO, { width: 1032, height: 336 }]]),
      images([[HERO, { width: 1032, height: 500 }]]),
    ],
  ],
  [
    'a hero image 1032 px wide',
    'google.image.size',
    'transitClass',
    withImages,
    withImages,
    '/heroImage/sourceUri/uri',
    /1031 × 336 px/,
    [
      images([[HERO, { width: 1032, height: 336 }]]),
      images([[HERO, { width: 1031, height: 336 }]]),
    ],
  ],
  [
    'an image module picture 1860 px wide',
    'google.image.size',
    'transitClass',
    withImages,
    withImages,
    '/imageModulesData/0/mainImage/sourceUri/uri',
    /1859 × 600 px/,
    [
      images([[MAIN, { width: 1860, height: 600 }]]),
      images([[MAIN, { width: 1859, height: 600 }]]),
    ],
  ],
  [
    'an image that loads',
    'google.image.load',
    'transitClass',
    withImages,
    withImages,
    '/heroImage/sourceUri/uri',
    /did not load/,
    [images([[HERO, { width: 3000, height: 1000 }]]), images([[HERO, 'failed']])],
  ],
  [
    'an image that loads, with the reason it did not',
    'google.image.load',
    'transitClass',
    withImages,
    withImages,
    '/heroImage/sourceUri/uri',
    /did not load \(the server answered 404\); Google must fetch it/,
    [
      images([[HERO, { width: 3000, height: 1000 }]]),
      images([[HERO, { failed: 'the server answered 404' }]]),
    ],
  ],
  [
    'an image that was checked',
    'google.image.load',
    'transitClass',
    withImages,
    withImages,
    '/heroImage/sourceUri/uri',
    /was not checked \(the 30 s for image checks ran out before its turn\)/,
    [
      images([[HERO, { width: 3000, height: 1000 }]]),
      images([[HERO, { notChecked: 'the 30 s for image checks ran out before its turn' }]]),
    ],
  ],
];
