import { googleTimes } from '../googleLimits';
import { enumUpper, REFERENCE } from '../readiness/readinessRule';
import { instantOfText } from './dateTimeValue';
import { expiryNotification } from './expiryNotification';
import type { PlannedNotification } from './notification';
import type { PassParts } from './passParts';
import {
  dateText,
  defaultText,
  eachMessage,
  messageName,
  messageType,
  passTitle,
} from './passText';

const { notificationBudget } = googleTimes;
const WINDOW = notificationBudget.hours * 3_600_000;
const PUSH = notificationBudget.source;

function messageNotifications(parts: PassParts, zone: string): PlannedNotification[] {
  return eachMessage(parts).flatMap(({ message, at: segments, scope }) => {
    if (messageType(message) !== 'TEXT_AND_NOTIFY') return [];
    const startText = dateText(message.displayInterval, 'start');
    const start = instantOfText(startText, zone);
    const end = instantOfText(dateText(message.displayInterval, 'end'), zone);
    const neverShown = start !== undefined && end !== undefined && end < start;
    const notification: PlannedNotification = {
      kind: 'message',
      at: start ?? null,
      basis: startText
        ? `the message's display start (${startText})`
        : 'when the message is sent with the pass',
      lockScreen: {
        title: passTitle(parts),
        text: defaultText(message.localizedHeader, message.header) ?? messageName(message),
      },
      segments: segments && [...segments, 'messageType'],
      counts: true,
      source: PUSH,
      choices: [
        'Google words this notification and documents only that tapping it opens the card with a “View message” button; the preview shows the pass’s name and the message header.',
        ...(start === undefined
          ? []
          : [
              'Google does not say whether a message with a later display start notifies when sent or when it shows; the preview plans it at the display start.',
            ]),
      ],
      notes: scope === 'class' ? ['A class message reaches every pass of the class.'] : [],
    };
    return neverShown
      ? [
          {
            ...notification,
            notDelivered: 'neverShown' as const,
            reason: 'Its display interval ends before it starts: the message never shows.',
          },
        ]
      : [notification];
  });
}

function fieldUpdateNotifications(parts: PassParts): PlannedNotification[] {
  const levels = [
    [parts.cls, parts.classAt],
    [parts.obj, parts.objectAt],
  ] as const;
  return levels.flatMap(([level, at]) =>
    enumUpper(level?.notifyPreference) === 'NOTIFY_ON_UPDATE'
      ? [
          {
            kind: 'fieldUpdate' as const,
            at: null,
            basis: 'when this version is sent as an update',
            lockScreen: { title: passTitle(parts), text: 'Your pass was updated' },
            segments: at && [...at, 'notifyPreference'],
            counts: true,
            source: `${REFERENCE}/NotificationSettingsForUpdates`,
            choices: ['Google words update notifications; the preview’s wording is a stand-in.'],
            notes: [
              'Sent when this version is sent as an update, and only if a changed field is on Google’s allowlist; Notify on updates must be set again with each update.',
            ],
          },
        ]
      : [],
  );
}

/** Marks each counted notification beyond Google's budget of 3 in any 24 hours as not delivered. */
function applyBudget(plan: PlannedNotification[]): PlannedNotification[] {
  const counted = plan.filter((n) => n.counts && !n.notDelivered);
  const over = new Set<PlannedNotification>();
  // Those sent with the pass (no time) arrive together; the timed ones in each 24-hour window.
  const untimed = counted.filter((n) => n.at === null);
  untimed.slice(notificationBudget.max).forEach((n) => over.add(n));
  const timed = counted.filter((n) => n.at !== null).sort((a, b) => a.at! - b.at!);
  timed.forEach((n, index) => {
    const inWindow = timed.slice(0, index).filter((m) => !over.has(m) && n.at! - m.at! < WINDOW);
    if (inWindow.length >= notificationBudget.max) over.add(n);
  });
  return plan.map((n) =>
    over.has(n)
      ? {
          ...n,
          notDelivered: 'budget' as const,
          reason: `More than ${notificationBudget.max} notifications within ${notificationBudget.hours} hours: Google allows ${notificationBudget.max} per pass and refuses the rest (QuotaExceededException).`,
        }
      : n,
  );
}

/**
 * Every notification the pass will send, planned in `zone` (which places the local date-times and
 * the quiet hours): the offer's expiry notification, notifying messages and update notifications,
 * those over Google's budget marked. Timed ones first, by time.
 */
export function planNotifications(parts: PassParts, zone: string): PlannedNotification[] {
  const expiry = expiryNotification(parts, zone);
  const plan = applyBudget([
    ...(expiry ? [expiry] : []),
    ...messageNotifications(parts, zone),
    ...fieldUpdateNotifications(parts),
  ]);
  return plan
    .map((n, order) => ({ n, order }))
    .sort((a, b) => (a.n.at ?? Infinity) - (b.n.at ?? Infinity) || a.order - b.order)
    .map(({ n }) => n);
}
