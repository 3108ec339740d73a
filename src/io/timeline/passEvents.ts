import type { PlannedNotification } from './notification';
import { planNotifications } from './notificationPlan';
import type { PassParts } from './passParts';
import type { TimelineEvent } from './timelineEvent';
import { activation, messageWindows, moduleWindows, validity } from './windowEvents';

export type { TimelineEvent, TimelineEventKind } from './timelineEvent';

export interface PassTimeline {
  /** Every timed event, by time. */
  events: TimelineEvent[];
  /** Every notification, timed or sent with the pass. */
  notifications: PlannedNotification[];
}

const notificationTitles: Record<PlannedNotification['kind'], string> = {
  expiry: 'Expiry notification',
  message: 'Message notification',
  fieldUpdate: 'Update notification',
};

/** The dated windows: validity, messages', value-added modules', the sample activation. */
export function windowEvents(parts: PassParts, zone: string): TimelineEvent[] {
  return [
    ...validity(parts, zone),
    ...messageWindows(parts, zone),
    ...moduleWindows(parts, zone),
    ...activation(parts, zone),
  ];
}

/**
 * The pass's life in `zone`: validity, each message's and value-added module's display window, the
 * notifications, a transit ticket's (sample) activation. Pure; the CLI and the preview read it.
 * `windows` (windowEvents of the same parts and zone) may be given when a caller kept them.
 */
export function passTimeline(
  parts: PassParts,
  zone: string,
  windows: readonly TimelineEvent[] = windowEvents(parts, zone),
): PassTimeline {
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
  const events = [...windows, ...timedNotifications];
  return {
    events: events
      .map((event, order) => ({ event, order }))
      .sort((a, b) => a.event.at - b.event.at || a.order - b.order)
      .map(({ event }) => event),
    notifications,
  };
}
