import type { ResourceKind } from '../../schema/resources';

const ID = '3388000000012345678';
const offer = (extra: Record<string, unknown> = {}) => ({
  id: `${ID}.o`,
  classId: `${ID}.c`,
  state: 'ACTIVE',
  validTimeInterval: { end: { date: '2026-04-30T20:00:00Z' } },
  ...extra,
});
const notify = (start?: string, end?: string) => ({
  header: 'News',
  body: 'B',
  messageType: 'TEXT_AND_NOTIFY',
  displayInterval: {
    ...(start ? { start: { date: start } } : {}),
    ...(end ? { end: { date: end } } : {}),
  },
});
const expiryAt = (start: string) => ({
  messageType: 'EXPIRATION_NOTIFICATION',
  displayInterval: { start: { date: start } },
});

/**
 * Each notification rule just inside and just outside, run with every other rule's cases by
 * readiness.test.ts.
 */
export const notificationCases: [
  name: string,
  rule: string,
  kind: ResourceKind,
  inside: unknown,
  outside: unknown,
  path: string,
  message: RegExp,
][] = [
  [
    'three notifying messages in 24 hours, not four',
    'google.notification.budget',
    'offerObject',
    offer({ messages: ['10', '12', '14'].map((h) => notify(`2026-04-10T${h}:00:00Z`)) }),
    offer({ messages: ['10', '12', '14', '16'].map((h) => notify(`2026-04-10T${h}:00:00Z`)) }),
    '/messages/3/messageType',
    /at most 3 per pass in 24 hours .*QuotaExceededException/,
  ],
  [
    'update notifications count with the messages sent with the pass',
    'google.notification.budget',
    'transitClass',
    { id: `${ID}.t`, notifyPreference: 'NOTIFY_ON_UPDATE', messages: [notify(), notify()] },
    { id: `${ID}.t`, notifyPreference: 'notifyOnUpdate', messages: [notify(), notify(), notify()] },
    '/notifyPreference',
    /at most 3/,
  ],
  [
    'a custom expiry notification 30 days before the end, not 31',
    'google.notification.expiryWindow',
    'offerObject',
    offer({ messages: [expiryAt('2026-03-31T20:00:00Z')] }),
    offer({ messages: [expiryAt('2026-03-30T20:00:00Z')] }),
    '/messages/0/displayInterval/start/date',
    /31 days before .* 30-day mark .*currently not supported/,
  ],
  [
    'a custom expiry notification before the end, not after',
    'google.notification.undelivered',
    'offerObject',
    offer({ messages: [expiryAt('2026-04-29T12:00:00Z')] }),
    offer({ messages: [expiryAt('2026-05-01T12:00:00Z')] }),
    '/messages/0/displayInterval/start/date',
    /at or after the validity end/,
  ],
  [
    'a custom expiry notification while the expiry notification is turned off',
    'google.notification.undelivered',
    'offerObject',
    offer({ disableExpirationNotification: true }),
    offer({ disableExpirationNotification: true, messages: [expiryAt('2026-04-29T12:00:00Z')] }),
    '/messages/0/displayInterval/start/date',
    /No expiration notification is on/,
  ],
  [
    'a custom expiry notification on an offer without a validity end',
    'google.notification.undelivered',
    'offerObject',
    offer({ messages: [expiryAt('2026-04-29T12:00:00Z')] }),
    offer({ validTimeInterval: null, messages: [expiryAt('2026-04-29T12:00:00Z')] }),
    '/messages/0/displayInterval/start/date',
    /without a validity end/,
  ],
  [
    'two expiry notification messages on one offer',
    'google.notification.undelivered',
    'offerObject',
    offer({ messages: [expiryAt('2026-04-29T12:00:00Z')] }),
    offer({ messages: [expiryAt('2026-04-29T12:00:00Z'), expiryAt('2026-04-28T12:00:00Z')] }),
    '/messages/1/messageType',
    /A second expiry notification message/,
  ],
  [
    'a notifying message whose window ends before it starts',
    'google.notification.undelivered',
    'transitClass',
    { id: `${ID}.t`, messages: [notify('2026-04-10T10:00:00Z', '2026-04-11T10:00:00Z')] },
    { id: `${ID}.t`, messages: [notify('2026-04-10T10:00:00Z', '2026-04-09T10:00:00Z')] },
    '/messages/0/messageType',
    /never shows/,
  ],
];
