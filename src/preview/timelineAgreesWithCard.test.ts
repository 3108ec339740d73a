import { describe, expect, it } from 'vitest';
import { passTimeline, type TimelineEvent } from '../io/timeline';
import { samples } from '../io/samples';
import type { CardModel } from './cardModel';
import { buildContext, passPartsOfContext } from './modelContext';
import { momentOf } from './momentJump';
import { defaultSampleTrip } from './sampleTrip';
import { toCardModel, type CardModelOptions } from './toCardModel';

const interval = (start: string, end: string) => ({
  start: { date: start },
  end: { date: end },
});

const offerObject = {
  id: 'i.o',
  classId: 'i.c',
  state: 'ACTIVE',
  classReference: { id: 'i.c', title: 'Spring coffee', provider: 'Kaffeehaus' },
  validTimeInterval: interval('2026-03-20T00:00:00', '2026-04-30T20:00:00+02:00'),
  messages: [
    {
      header: 'Last week',
      body: 'Ends Sunday',
      displayInterval: interval('2026-04-24T00:00:00', '2026-04-30T20:00:00'),
    },
  ],
  valueAddedModuleData: [
    {
      header: { defaultValue: { language: 'en', value: 'Bonus' } },
      body: { defaultValue: { language: 'en', value: 'Free cookie' } },
      viewConstraints: {
        displayInterval: interval('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'),
      },
    },
  ],
};

// A transit class with activation, a message and its sample trip (whose own validity the card
// never draws: a class has none, so the timeline must not promise it either).
const transitClass = {
  id: 'i.t',
  issuerName: 'Lindenbahn',
  activationOptions: { activationUrl: 'https://example.com/activate' },
  messages: [
    { header: 'Works', displayInterval: interval('2026-06-01T00:00', '2026-06-30T00:00') },
  ],
};

const cases: [string, unknown, CardModelOptions][] = [
  ['an offer object', offerObject, { kind: 'offerObject' }],
  ['the sample offer object', samples.offerObject, { kind: 'offerObject' }],
  ['the sample offer class (sample offer)', samples.offerClass, { kind: 'offerClass' }],
  ['the sample transit class', samples.transitClass, { kind: 'transitClass' }],
  [
    'a transit class with activation',
    transitClass,
    { kind: 'transitClass', sampleTrip: { ...defaultSampleTrip, activatedAt: '2026-06-14T08:30' } },
  ],
];

/** What the card says about an event's change at a moment: true once the change has happened. */
const changed: Partial<
  Record<TimelineEvent['kind'], (card: CardModel, e: TimelineEvent) => boolean>
> = {
  validFrom: (card) => card.notYetValid === null,
  validUntil: (card) => card.expired === 'Expired' && card.list.place === 'Expired passes',
  messageShown: (card, e) => !hides(card, e),
  messageHidden: (card, e) => hides(card, e),
  moduleShown: (card, e) => !hides(card, e),
  moduleHidden: (card, e) => hides(card, e),
  activation: (card) => card.barcodeHidden === null,
};

/** Whether the card lists the event's message or module as hidden by its display interval. */
function hides(card: CardModel, event: TimelineEvent): boolean {
  const window = JSON.stringify(event.segments?.slice(0, -2));
  return card.hidden.some((item) => JSON.stringify(item.segments) === window);
}

describe('the timeline and the card agree at every moment the timeline shows', () => {
  const zone = 'Europe/Berlin';
  const seen = new Set<string>();
  it.each(cases)('%s', (_name, document, options) => {
    const card = (at: number) =>
      toCardModel(document, { ...options, timeZone: zone, now: new Date(at) });
    const ctx = buildContext(document, { ...options, timeZone: zone });
    const { events } = passTimeline(passPartsOfContext(ctx), zone);
    for (const event of events) {
      const says = changed[event.kind];
      if (!says) continue; // a notification shows on the lock screen, not on the card
      seen.add(event.kind);
      const shown = momentOf(event);
      // At the moment the timeline's "Show" picks, the card shows the change; a second before, not.
      expect({ event: event.title, after: says(card(shown), event) }).toEqual({
        event: event.title,
        after: true,
      });
      expect({ event: event.title, before: says(card(shown - 1000), event) }).toEqual({
        event: event.title,
        before: false,
      });
    }
    if (options.kind === 'transitClass')
      expect(events.filter((e) => e.kind === 'validFrom' || e.kind === 'validUntil')).toEqual([]);
  });
  it('covers every kind of change the card draws', () => {
    expect([...seen].sort()).toEqual(Object.keys(changed).sort());
  });
});
