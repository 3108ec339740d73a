import { offer, offerClass, transit, type Case } from './readinessFixtures';

// The text Google draws on the card colour, at its faintest (the labels), against WCAG 2.2's 4.5:1.

export const contrastCases: Case[] = [
  [
    'white labels (at 80 %) on a transit class colour: #636363 reads at 4.55:1, #767676 at 3.57:1 (its values at 4.54:1)',
    'google.contrast',
    'transitClass',
    transit({ hexBackgroundColor: '#636363' }),
    transit({ hexBackgroundColor: '#767676' }),
    '/hexBackgroundColor',
    /White text on this card colour has a contrast of 3\.5:1 in its labels, drawn at 80 %; WCAG 2\.2 asks 4\.5:1 .* #636363 is the nearest colour that reads/,
  ],
  [
    'dark text from a luminance of 0.5 on an embedded class: #bcbcbc reads, #bbbbbb gets white text',
    'google.contrast',
    'offerObject',
    offer({ classReference: offerClass({ hexBackgroundColor: '#BCBCBC' }) }),
    offer({ classReference: offerClass({ hexBackgroundColor: '#bbb' }) }),
    '/classReference/hexBackgroundColor',
    /White text .* 1\.6:1 in its labels.* #bcbcbc is the nearest/,
  ],
  [
    'the colour of an offer object, the card the issue names (#8a8a8a, labels at 2.8:1)',
    'google.contrast',
    'offerObject',
    offer({ hexBackgroundColor: '#0b5d3b' }),
    offer({ hexBackgroundColor: '#8a8a8a' }),
    '/hexBackgroundColor',
    /2\.8:1.* #636363/,
  ],
];
