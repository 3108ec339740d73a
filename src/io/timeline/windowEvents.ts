import { googleTimes } from '../googleLimits';
import { REFERENCE, resourcePage } from '../readiness/readinessRule';
import type { Segments } from '../walkDocument';
import { instantOfText } from './dateTimeValue';
import type { PassParts } from './passParts';
import { dateText, defaultText, list, messageName, record } from './passText';
import type { TimelineEvent } from './timelineEvent';
import { validityWindow } from './validityWindow';

// The events of a pass's dated fields: its validity, each message's and value-added module's
// display window, a transit ticket's sample activation.

const EXPIRED = googleTimes.expiredListDelay;

function intervalEvents(
  interval: unknown,
  at: Segments | null,
  zone: string,
  make: (end: 'start' | 'end') => Omit<TimelineEvent, 'at' | 'written' | 'segments'>,
): TimelineEvent[] {
  return (['start', 'end'] as const).flatMap((end) => {
    const written = dateText(interval, end);
    const instant = instantOfText(written, zone);
    if (instant === undefined || !written) return [];
    const segments = at && [...at, end, 'date'];
    return [{ ...make(end), at: instant, written, segments, ...(at ? {} : { sample: true }) }];
  });
}

/** "Valid from" and "Valid until": the card draws "Not yet valid" and "Expired" from the same window. */
export function validity(parts: PassParts, zone: string): TimelineEvent[] {
  const window = validityWindow(parts, zone);
  if (!window) return [];
  const sample = window.at === null ? ' (sample)' : '';
  return (['start', 'end'] as const).flatMap((name): TimelineEvent[] => {
    const bound = window[name];
    if (!bound) return [];
    return [
      {
        ...(name === 'start'
          ? {
              kind: 'validFrom',
              title: `Valid from${sample}`,
              change: 'The pass becomes valid; before, the preview marks it “Not yet valid”.',
              source: `${resourcePage('OfferObject')}#OfferObject.FIELDS.valid_time_interval`,
            }
          : {
              kind: 'validUntil',
              title: `Valid until${sample}`,
              change: `The pass shows as expired and moves to “Expired passes” (Google: within ${EXPIRED.hours} hours).`,
              source: EXPIRED.source,
            }),
        at: bound.at,
        written: bound.written,
        segments: window.at && [...window.at, name, 'date'],
        ...(window.at === null && { sample: true }),
      },
    ];
  });
}

export function messageWindows(parts: PassParts, zone: string): TimelineEvent[] {
  const levels = [
    [parts.cls, parts.classAt],
    [parts.obj, parts.objectAt],
  ] as const;
  return levels.flatMap(([level, levelAt]) =>
    list(level?.messages).flatMap((message, index) => {
      const m = record(message);
      if (!m) return [];
      const name = messageName(m);
      const at = levelAt && [...levelAt, 'messages', index, 'displayInterval'];
      return intervalEvents(m.displayInterval, at, zone, (end) => ({
        kind: end === 'start' ? 'messageShown' : 'messageHidden',
        title: `Message “${name}” ${end === 'start' ? 'appears' : 'disappears'}`,
        change: `The details screen ${end === 'start' ? 'shows' : 'no longer shows'} this message.`,
        source: `${REFERENCE}/Message`,
      }));
    }),
  );
}

export function moduleWindows(parts: PassParts, zone: string): TimelineEvent[] {
  const levels = [
    [parts.cls, parts.classAt],
    [parts.obj, parts.objectAt],
  ] as const;
  return levels.flatMap(([level, levelAt]) => {
    const raw = level?.valueAddedModuleData;
    const modules = Array.isArray(raw)
      ? raw.map((m, i) => [m, i] as const)
      : [[raw, null] as const];
    return modules.flatMap(([module, index]) => {
      const m = record(module);
      if (!m) return [];
      const name = defaultText(m.header) ?? 'Untitled module';
      const place = levelAt && [
        ...levelAt,
        'valueAddedModuleData',
        ...(index === null ? [] : [index]),
      ];
      const at = place && [...place, 'viewConstraints', 'displayInterval'];
      return intervalEvents(record(m.viewConstraints)?.displayInterval, at, zone, (end) => ({
        kind: end === 'start' ? 'moduleShown' : 'moduleHidden',
        title: `Value-added module “${name}” ${end === 'start' ? 'appears' : 'disappears'}`,
        change: `The details screen ${end === 'start' ? 'shows' : 'no longer shows'} this module.`,
        source: `${REFERENCE}/ValueAddedModuleData`,
      }));
    });
  });
}

export function activation(parts: PassParts, zone: string): TimelineEvent[] {
  if (parts.kind !== 'transitClass' || !record(parts.cls?.activationOptions)) return [];
  const instant = instantOfText(parts.activatedAt, zone);
  if (instant === undefined || !parts.activatedAt) return [];
  return [
    {
      at: instant,
      kind: 'activation',
      title: 'Ticket activated (sample)',
      change: 'The barcode shows; before, the card hides it and shows an “Activate” button.',
      written: parts.activatedAt,
      segments: null,
      sample: true,
      source:
        'https://developers.google.com/wallet/tickets/transit-passes/qr-code/resources/activation',
    },
  ];
}
