import { googleTimes } from '../googleLimits';
import { instantOfText, passPartsOf, planNotifications } from '../timeline';
import { dateText, eachMessage, messageType, record } from '../timeline/passText';
import type { Finding, ReadinessRule } from './readinessRule';

// Readiness has no viewer: dates without an offset are read in UTC, so windows between them are
// exact and those against dates with an offset are off by at most the zone's offset.
const ZONE = 'UTC';
const DAY = 86_400_000;
const { notificationBudget, customExpiryNotificationMax, expiryNotificationLead } = googleTimes;

export const notificationBudgetRule: ReadinessRule = {
  id: 'google.notification.budget',
  title: `At most ${notificationBudget.max} notifying messages or update notifications per pass in ${notificationBudget.hours} hours`,
  source: notificationBudget.source,
  scope: 'document',
  check: ({ document, kind }) =>
    planNotifications(passPartsOf(document, kind), ZONE).flatMap((n): Finding[] =>
      n.notDelivered === 'budget' && n.segments
        ? [
            {
              segments: n.segments,
              message: `This is notification ${notificationBudget.max + 1} or more within ${notificationBudget.hours} hours; Google sends at most ${notificationBudget.max} per pass in ${notificationBudget.hours} hours and refuses the rest (QuotaExceededException)`,
            },
          ]
        : [],
    ),
};

export const expiryNotificationWindowRule: ReadinessRule = {
  id: 'google.notification.expiryWindow',
  title: `An expiry notification's custom time is at most ${customExpiryNotificationMax.days} days before the offer ends`,
  source: customExpiryNotificationMax.source,
  scope: 'document',
  check: ({ document, kind }) => {
    if (kind !== 'offerObject') return [];
    const end = instantOfText(dateText(record(document.validTimeInterval), 'end'), ZONE);
    if (end === undefined) return [];
    return eachMessage(passPartsOf(document, kind)).flatMap(({ message, at }): Finding[] => {
      const start = instantOfText(dateText(message.displayInterval, 'start'), ZONE);
      if (messageType(message) !== 'EXPIRATION_NOTIFICATION' || start === undefined || !at)
        return [];
      const days = Math.floor((end - start) / DAY);
      if (days <= customExpiryNotificationMax.days) return [];
      return [
        {
          segments: [...at, 'displayInterval', 'start', 'date'],
          message: `The expiry notification is set ${days} days before the offer ends; Google sends it at the ${customExpiryNotificationMax.days}-day mark instead (and its REST reference marks this message type “currently not supported”)`,
        },
      ];
    });
  },
};

const undeliveredWords = {
  afterEnd:
    'falls at or after the validity end; Google sends the expiry notification only while the end is in the future',
  disabled:
    'is set while No expiration notification is on; Google sends no expiry notification for this offer',
  neverShown:
    'has a display interval that ends before it starts; the message never shows, so it never notifies',
  noEnd:
    'is set on an offer without a validity end; Google sends the expiry notification only for an offer whose end date is set and in the future',
} as const;

/**
 * Expiration notification messages after the one the plan uses: an offer gets one expiry
 * notification, and Google sends it only if the offer “must not have previously triggered an
 * expiration notification” (expiryNotificationLead.source).
 */
function laterExpiryMessages(parts: ReturnType<typeof passPartsOf>): Finding[] {
  const custom = eachMessage(parts).filter(
    ({ message, at }) =>
      at &&
      messageType(message) === 'EXPIRATION_NOTIFICATION' &&
      dateText(message.displayInterval, 'start'),
  );
  return custom.slice(1).map(({ at }) => ({
    segments: [...at!, 'messageType'],
    message:
      'A second expiry notification message: Google sends an offer one expiry notification, at the first such message’s start, so this one never fires; keep one',
  }));
}

export const undeliveredNotificationRule: ReadinessRule = {
  id: 'google.notification.undelivered',
  title:
    'Every planned notification can be delivered (an expiry notification before a set end, not turned off, one per offer; a notifying message that shows)',
  source: expiryNotificationLead.source,
  also: [notificationBudget.source],
  scope: 'document',
  check: ({ document, kind }) => {
    const parts = passPartsOf(document, kind);
    const customExpiry = eachMessage(parts).some(
      ({ message }) => messageType(message) === 'EXPIRATION_NOTIFICATION',
    );
    const planned = planNotifications(parts, ZONE).flatMap((n): Finding[] => {
      const reason = n.notDelivered;
      if (!reason || !(reason in undeliveredWords) || !n.segments) return [];
      // A plain offer whose expiry notification is turned off asked for that: nothing to warn of.
      if (reason === 'disabled' && !customExpiry) return [];
      const what = n.kind === 'expiry' ? 'This expiry notification' : 'This notifying message';
      return [
        {
          segments: n.segments,
          message: `${what} ${undeliveredWords[reason as keyof typeof undeliveredWords]}`,
          source: n.source,
        },
      ];
    });
    return kind === 'offerObject' ? [...planned, ...laterExpiryMessages(parts)] : planned;
  },
};

/** The rules of a pass's notifications, in the order the README lists them. */
export const notificationRules: readonly ReadinessRule[] = [
  notificationBudgetRule,
  expiryNotificationWindowRule,
  undeliveredNotificationRule,
];
