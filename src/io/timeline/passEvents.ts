import { googleTimes } from '../googleLimits';
import { REFERENCE, resourcePage } from '../readiness/readinessRule';
import type { Segments } from '../walkDocument';
import { instantOfText } from './dateTimeValue';
import type { PlannedNotification } from './notification';
import { planNotifications } from './notificationPlan';
import type { PassParts } from './passParts';
import { dateText, defaultText, list, messageName, record } from './passText';

export type TimelineEventKind =
  | 'validFrom'
  | 'validUntil'
  | 'messageShown'
  | 'messageHidden'
  | 'moduleShown'
  | 'moduleHidden'
  | 'notification'
  | 'activation';

/** One moment that changes the pass. */
export interface TimelineEvent {
  /** Epoch milliseconds. */
  at: number;
  kind: TimelineEventKind;
  /** What happens, in a designer's words: “Message “Track works” appears”. */
  title: string;
  /** What changes on the phone. */
  change: string;
  /** The date as written in the document (the sample's for sample data); for a notification, what its time derives from. */
  written: string;
  /** Its field; null for sample data. */
  segments: Segments | null;
  /** The Google page that says so. */
  source: string;
  /** Set when the event comes from sample data, never exported. */
  sample?: boolean;
  notification?: PlannedNotification;
}

export interface PassTimeline {
  /** Every timed event, by time. */
  events: TimelineEvent[];
  /** Every notification, timed or sent with the pass. */
  notifications: PlannedNotification[];
}

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

function validity(parts: PassParts, zone: string): TimelineEvent[] {
  const at = parts.objectAt && [...parts.objectAt, 'validTimeInterval'];
  const sample = parts.objectAt === null ? ' (sample)' : '';
  return intervalEvents(parts.obj?.validTimeInterval, at, zone, (end) =>
    end === 'start'
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
        },
  );
}

function messageWindows(parts: PassParts, zone: string): TimelineEvent[] {
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

function moduleWindows(parts: PassParts, zone: string): TimelineEvent[] {
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

function activation(parts: PassParts, zone: string): TimelineEvent[] {
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

const notificationTitles: Record<PlannedNotification['kind'], string> = {
  expiry: 'Expiry notification',
  message: 'Message notification',
  fieldUpdate: 'Update notification',
};

/**
 * The pass's life in `zone`: validity, each message's and value-added module's display window, the
 * notifications, a transit ticket's (sample) activation. Pure; the CLI and the preview read it.
 */
export function passTimeline(parts: PassParts, zone: string): PassTimeline {
  const notifications = planNotifications(parts, zone);
  const timedNotifications = notifications.flatMap((n): TimelineEvent[] =>
    n.at === null
      ? []
      : [
          {
            at: n.at,
            kind: 'notification',
            title: `${notificationTitles[n.kind]}${n.notDelivered ? ' (not delivered)' : ''}`,
            change: `Lock screen: “${n.lockScreen.title}: ${n.lockScreen.text}”.`,
            written: n.basis,
            segments: n.segments,
            source: n.source,
            notification: n,
          },
        ],
  );
  const events = [
    ...validity(parts, zone),
    ...messageWindows(parts, zone),
    ...moduleWindows(parts, zone),
    ...activation(parts, zone),
    ...timedNotifications,
  ];
  return {
    events: events
      .map((event, order) => ({ event, order }))
      .sort((a, b) => a.event.at - b.event.at || a.order - b.order)
      .map(({ event }) => event),
    notifications,
  };
}
