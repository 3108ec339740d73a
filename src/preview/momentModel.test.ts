import { describe, expect, it } from 'vitest';
import type { CardModel } from './cardModel';
import { defaultSampleTrip } from './sampleTrip';
import { toCardModel, type CardModelOptions } from './toCardModel';

const offer = {
  id: 'i.o',
  classId: 'i.c',
  state: 'ACTIVE',
  classReference: { id: 'i.c', title: 'Spring coffee', provider: 'Kaffeehaus' },
  validTimeInterval: {
    start: { date: '2026-03-20T00:00:00' },
    end: { date: '2026-04-30T20:00:00+02:00' },
  },
  messages: [
    {
      header: 'Last week',
      body: 'Ends Sunday',
      displayInterval: {
        start: { date: '2026-04-24T00:00:00' },
        end: { date: '2026-04-30T20:00:00' },
      },
    },
  ],
  valueAddedModuleData: {
    header: { defaultValue: { language: 'en', value: 'Bonus' } },
    body: { defaultValue: { language: 'en', value: 'Free cookie' } },
    viewConstraints: { displayInterval: { end: { date: '2026-04-01T00:00:00Z' } } },
  },
};

const at = (iso: string, extra: Partial<CardModelOptions> = {}) =>
  toCardModel(offer, {
    kind: 'offerObject',
    now: new Date(iso),
    timeZone: 'Europe/Berlin',
    ...extra,
  });

/** What each view shows, in words: card badge, list place, details headings, hidden names. */
const seen = (model: CardModel) => ({
  badge: model.expired ?? model.notYetValid?.text ?? null,
  place: model.list.place,
  details: model.details.flatMap((m) => ('heading' in m && m.type !== 'text' ? [m.heading] : [])),
  hidden: model.hidden.map((h) => `${h.name}: ${h.when}`),
});

describe('the pass at a moment', () => {
  it.each([
    [
      'before validity: not yet valid, the module shows, the message not yet',
      '2026-03-10T12:00:00Z',
      {
        badge: 'Valid from Mar 20, 2026',
        place: 'Passes',
        details: ['Bonus'],
        hidden: ['Last week: shows from Apr 24, 2026, 12:00 AM'],
      },
    ],
    [
      'valid, before the message window: the module has gone',
      '2026-04-10T12:00:00Z',
      {
        badge: null,
        place: 'Passes',
        details: [],
        hidden: [
          'Last week: shows from Apr 24, 2026, 12:00 AM',
          'Bonus: showed until Apr 1, 2026, 2:00 AM',
        ],
      },
    ],
    [
      'inside the message window',
      '2026-04-25T12:00:00Z',
      {
        badge: null,
        place: 'Passes',
        details: ['Last week'],
        hidden: ['Bonus: showed until Apr 1, 2026, 2:00 AM'],
      },
    ],
    [
      'after the end: expired, in “Expired passes”',
      '2026-04-30T18:00:01Z',
      {
        badge: 'Expired',
        place: 'Expired passes',
        details: [],
        hidden: [
          'Last week: showed until Apr 30, 2026, 8:00 PM',
          'Bonus: showed until Apr 1, 2026, 2:00 AM',
        ],
      },
    ],
  ])('%s', (_name, moment, expected) => {
    expect(seen(at(moment))).toEqual(expected);
  });

  it('reads a bound without an offset in the viewer’s zone, not in UTC', () => {
    // 2026-03-20T00:00 local: 23:00 UTC the day before in Berlin, 04:00 UTC in New York.
    expect(at('2026-03-19T23:30:00Z').notYetValid).toBeNull();
    expect(at('2026-03-19T23:30:00Z', { timeZone: 'America/New_York' }).notYetValid?.text).toBe(
      'Valid from Mar 20, 2026',
    );
  });

  it('says why it is expired, and that Google moves it within 24 hours', () => {
    expect(
      at('2026-05-01T00:00:00Z')
        .notes.map((n) => n.text)
        .join(' '),
    ).toMatch(
      /Expired at this moment: the validity ended Apr 30, 2026, 8:00 PM\. Google moves the pass to “Expired passes” within 24 hours/,
    );
  });

  it.each([
    ['EXPIRED', 'Expired'],
    ['INACTIVE', 'Inactive'],
  ])('state %s is expired at any moment, in “Expired passes”', (state, label) => {
    const model = toCardModel(
      { ...offer, state },
      { kind: 'offerObject', now: new Date('2026-04-10T12:00:00Z') },
    );
    expect([model.expired, model.list.place]).toEqual([label, 'Expired passes']);
  });
});

describe('a rotating barcode at a chosen moment (RFC 6238, SHA-1, 8 digits)', () => {
  const rotating = {
    ...offer,
    rotatingBarcode: {
      type: 'QR_CODE',
      valuePattern: '{totp_value_0}',
      totpDetails: {
        periodMillis: '30000',
        parameters: [{ key: '3132333435363738393031323334353637383930', valueLength: 8 }],
      },
    },
  };
  it.each([
    [59, '94287082', 'Code at 12:00:59 AM; a new one every 30 s'],
    [1111111109, '07081804', 'Code at 1:58:29 AM; a new one every 30 s'],
    [1234567890, '89005924', 'Code at 11:31:30 PM; a new one every 30 s'],
    [2000000000, '69279037', 'Code at 3:33:20 AM; a new one every 30 s'],
  ])('at %i s the code is %s', (seconds, value, codeAt) => {
    const model = toCardModel(rotating, {
      kind: 'offerObject',
      now: new Date(seconds * 1000),
      timeZone: 'UTC',
    });
    expect(model.barcode).toMatchObject({ value, rotating: null, codeAt });
  });
});

describe('a transit ticket and its activation', () => {
  const transit = {
    id: 'i.t',
    issuerName: 'Lindenbahn',
    activationOptions: { activationUrl: 'https://example.com/activate' },
  };
  const model = (moment: string, activatedAt = '2026-06-14T08:30') =>
    toCardModel(transit, {
      kind: 'transitClass',
      now: new Date(moment),
      timeZone: 'Europe/Berlin',
      sampleTrip: { ...defaultSampleTrip, activatedAt },
    });
  it.each([
    [
      'before activation: no barcode, an Activate button',
      '2026-06-14T06:29:00Z',
      '2026-06-14T08:30',
      'Activate',
      true,
    ],
    [
      'after activation: the barcode, no button',
      '2026-06-14T06:31:00Z',
      '2026-06-14T08:30',
      null,
      false,
    ],
    ['never activated', '2030-01-01T00:00:00Z', '', 'Activate', true],
  ])('%s', (_name, moment, activatedAt, button, hidden) => {
    const m = model(moment, activatedAt);
    expect(m.activation?.label ?? null).toBe(button);
    expect(m.barcodeHidden !== null).toBe(hidden);
  });
});
