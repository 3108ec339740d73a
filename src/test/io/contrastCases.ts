import { offer, offerClass, transit, type Case } from './readinessFixtures';

// The text colour Google draws on the card colour, against WCAG 2.2's 4.5:1.

export const contrastCases: Case[] = [
  [
    'white text on a transit class colour: #767676 reads at 4.54:1, #777777 at 4.48:1',
    'google.contrast',
    'transitClass',
    transit({ hexBackgroundColor: '#767676' }),
    transit({ hexBackgroundColor: '#777777' }),
    '/hexBackgroundColor',
    /White text on this card colour has a contrast of 4\.4:1; WCAG 2\.2 asks 4\.5:1 .* #767676 is the nearest colour that reads/,
  ],
  [
    'dark text from a luminance of 0.5 on an embedded class: #bcbcbc reads, #bbbbbb gets white text',
    'google.contrast',
    'offerObject',
    offer({ classReference: offerClass({ hexBackgroundColor: '#BCBCBC' }) }),
    offer({ classReference: offerClass({ hexBackgroundColor: '#bbb' }) }),
    '/classReference/hexBackgroundColor',
    /White text .* 1\.9:1.* #bcbcbc is the nearest/,
  ],
  [
    'the colour of an offer object, the card the issue names (#8a8a8a, 3.4:1)',
    'google.contrast',
    'offerObject',
    offer({ hexBackgroundColor: '#1a73e8' }),
    offer({ hexBackgroundColor: '#8a8a8a' }),
    '/hexBackgroundColor',
    /3\.4:1.* #767676/,
  ],
];
