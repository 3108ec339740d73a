import { describe, expect, it } from 'vitest';
import { passPartsOf, type PassParts } from './passParts';
import { passTimeline, windowEvents } from './passEvents';
import { timelineInputs, windowInputs } from './passParts';

const rows = (parts: PassParts, zone: string) =>
  passTimeline(parts, zone).events.map((e) => [
    new Date(e.at).toISOString(),
    e.kind,
    e.title,
    e.segments?.join('/') ?? null,
  ]);

describe('passTimeline', () => {
  it('lists validity, message windows, value-added modules and notifications by time', () => {
    const document = {
      id: 'i.o',
      classId: 'i.c',
      classReference: {
        id: 'i.c',
        title: 'Spring coffee',
        messages: [
          { header: 'Class news', displayInterval: { start: { date: '2026-04-01T09:00:00' } } },
        ],
      },
      validTimeInterval: {
        start: { date: '2026-03-20T00:00:00+01:00' },
        end: { date: '2026-04-30T23:59:59+02:00' },
      },
      messages: [
        {
          header: 'Last week',
          messageType: 'TEXT_AND_NOTIFY',
          displayInterval: {
            start: { date: '2026-04-24T00:00:00Z' },
            end: { date: '2026-04-30T23:59:59Z' },
          },
        },
      ],
      valueAddedModuleData: {
        header: { defaultValue: { language: 'en', value: 'Bonus' } },
        viewConstraints: { displayInterval: { end: { date: '2026-04-15T00:00:00Z' } } },
      },
    };
    expect(rows(passPartsOf(document, 'offerObject'), 'Europe/Berlin')).toEqual([
      ['2026-03-19T23:00:00.000Z', 'validFrom', 'Valid from', 'validTimeInterval/start/date'],
      [
        '2026-04-01T07:00:00.000Z',
        'messageShown',
        'Message “Class news” appears',
        'classReference/messages/0/displayInterval/start/date',
      ],
      [
        '2026-04-15T00:00:00.000Z',
        'moduleHidden',
        'Value-added module “Bonus” disappears',
        'valueAddedModuleData/viewConstraints/displayInterval/end/date',
      ],
      [
        '2026-04-24T00:00:00.000Z',
        'messageShown',
        'Message “Last week” appears',
        'messages/0/displayInterval/start/date',
      ],
      [
        '2026-04-24T00:00:00.000Z',
        'notification',
        'Message notification',
        'messages/0/messageType',
      ],
      [
        '2026-04-28T19:59:00.000Z',
        'notification',
        'Expiry notification',
        'validTimeInterval/end/date',
      ],
      ['2026-04-30T21:59:59.000Z', 'validUntil', 'Valid until', 'validTimeInterval/end/date'],
      [
        '2026-04-30T23:59:59.000Z',
        'messageHidden',
        'Message “Last week” disappears',
        'messages/0/displayInterval/end/date',
      ],
    ]);
  });

  it('places a local date-time in the zone it is read in', () => {
    const document = {
      id: 'c',
      messages: [{ header: 'M', displayInterval: { start: { date: '2026-06-01T09:00:00' } } }],
    };
    const at = (zone: string) => rows(passPartsOf(document, 'transitClass'), zone)[0]?.[0];
    expect(at('Europe/Berlin')).toBe('2026-06-01T07:00:00.000Z');
    expect(at('America/New_York')).toBe('2026-06-01T13:00:00.000Z');
  });

  it('marks sample data: an offer class’s sample validity, a transit ticket’s sample activation', () => {
    const offerClass: PassParts = {
      kind: 'offerClass',
      cls: { id: 'c' },
      classAt: [],
      obj: { validTimeInterval: { end: { date: '2026-12-31T23:59' } } },
      objectAt: null,
    };
    expect(
      passTimeline(offerClass, 'UTC').events.map((e) => [e.title, e.segments, e.sample]),
    ).toEqual([
      ['Expiry notification', null, undefined],
      ['Valid until (sample)', null, true],
    ]);
    const transit: PassParts = {
      kind: 'transitClass',
      cls: { id: 't', activationOptions: { activationUrl: 'https://x.example/a' } },
      classAt: [],
      obj: undefined,
      objectAt: null,
      activatedAt: '2026-06-14T08:30',
    };
    expect(passTimeline(transit, 'UTC').events.map((e) => [e.kind, e.title])).toEqual([
      ['activation', 'Ticket activated (sample)'],
    ]);
  });
});

describe('windowEvents kept by a caller', () => {
  const document = {
    id: 'i.c',
    issuerName: 'Metro',
    messages: [
      {
        header: 'Works',
        messageType: 'TEXT_AND_NOTIFY',
        displayInterval: { start: { date: '2026-04-01T09:00:00' } },
      },
    ],
  };
  it('gives the timeline passTimeline derives on its own', () => {
    const parts = passPartsOf(document, 'transitClass');
    const windows = windowEvents(parts, 'Europe/Berlin');
    expect(passTimeline(parts, 'Europe/Berlin', windows)).toEqual(
      passTimeline(parts, 'Europe/Berlin'),
    );
  });
  it('reads no name: a new issuer name keeps the windows’ inputs and changes the timeline’s', () => {
    const before = passPartsOf(document, 'transitClass');
    const after = passPartsOf({ ...document, issuerName: 'Metro Lines' }, 'transitClass');
    const same = (a: unknown[], b: unknown[]) => a.every((x, i) => Object.is(x, b[i]));
    expect(same(windowInputs(before), windowInputs(after))).toBe(true);
    expect(same(timelineInputs(before), timelineInputs(after))).toBe(false);
  });
});
