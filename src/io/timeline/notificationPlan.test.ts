import { describe, expect, it } from 'vitest';
import { passPartsOf } from './passParts';
import { planNotifications } from './notificationPlan';

const iso = (instant: number | null | undefined) =>
  instant === null || instant === undefined ? instant : new Date(instant).toISOString();

const offer = (extra: Record<string, unknown> = {}) => ({
  id: '3388000000012345678.o',
  classId: '3388000000012345678.c',
  classReference: { id: '3388000000012345678.c', title: 'Spring coffee' },
  validTimeInterval: { end: { date: '2026-04-30T20:00:00+02:00' } },
  ...extra,
});
const plan = (document: unknown, zone = 'Europe/Berlin') =>
  planNotifications(passPartsOf(document, 'offerObject'), zone);
const message = (type: string, start?: string, end?: string, header = 'Hello') => ({
  header,
  body: 'Body',
  messageType: type,
  ...(start || end
    ? {
        displayInterval: {
          ...(start ? { start: { date: start } } : {}),
          ...(end ? { end: { date: end } } : {}),
        },
      }
    : {}),
});

describe('the offer expiry notification', () => {
  it.each([
    // 48 hours before an end at 20:00 Berlin time: 18:00 UTC two days before.
    ['48 hours before the end', offer(), '2026-04-28T18:00:00.000Z', 'Offer expires in 2 days'],
    // 48 hours before 23:30 local falls at 23:30: moved to 21:59, the nearer edge of 22:00–06:00.
    [
      'out of the quiet hours, before',
      offer({ validTimeInterval: { end: { date: '2026-04-30T23:30:00' } } }),
      '2026-04-28T19:59:00.000Z',
      'Offer expires in 2 days',
    ],
    [
      'out of the quiet hours, after',
      offer({ validTimeInterval: { end: { date: '2026-04-30T04:00:00' } } }),
      '2026-04-28T04:00:00.000Z',
      'Offer expires in 2 days',
    ],
    [
      'at a custom time from an EXPIRATION_NOTIFICATION message',
      offer({ messages: [message('EXPIRATION_NOTIFICATION', '2026-04-29T10:00:00+02:00')] }),
      '2026-04-29T08:00:00.000Z',
      'Offer expires tomorrow',
    ],
    [
      'at the 30-day mark when the custom time is earlier',
      offer({ messages: [message('expirationNotification', '2026-01-01T10:00:00+01:00')] }),
      '2026-03-31T18:00:00.000Z',
      'Offer expires in 30 days',
    ],
  ])('%s', (_name, document, at, title) => {
    const [expiry] = plan(document);
    expect(expiry?.kind).toBe('expiry');
    expect(iso(expiry?.at)).toBe(at);
    expect(expiry?.lockScreen).toEqual({ title, text: 'Spring coffee' });
    expect(expiry?.notDelivered).toBeUndefined();
  });

  it('is off with disableExpirationNotification, and absent without an end', () => {
    expect(plan(offer({ disableExpirationNotification: true }))[0]?.notDelivered).toBe('disabled');
    expect(plan(offer({ validTimeInterval: undefined }))).toEqual([]);
  });

  it('says when a custom time falls after the end', () => {
    const [expiry] = plan(
      offer({ messages: [message('EXPIRATION_NOTIFICATION', '2026-05-02T10:00:00+02:00')] }),
    );
    expect(expiry?.notDelivered).toBe('afterEnd');
    expect(expiry?.notes.join(' ')).toMatch(/currently not supported/);
  });

  it('is for offers only', () => {
    expect(planNotifications(passPartsOf({ id: 'x' }, 'transitClass'), 'UTC')).toEqual([]);
  });
});

describe('notifying messages and the budget', () => {
  const day = (d: number, h: number) =>
    `2026-04-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00Z`;

  it('plans a TEXT_AND_NOTIFY message at its display start, else when sent', () => {
    const notifications = plan(
      offer({
        validTimeInterval: undefined,
        messages: [
          message('TEXT_AND_NOTIFY', day(10, 10)),
          message('TEXT_AND_NOTIFY'),
          message('TEXT'),
        ],
      }),
    );
    expect(notifications.map((n) => [n.kind, iso(n.at)])).toEqual([
      ['message', '2026-04-10T10:00:00.000Z'],
      ['message', null],
    ]);
    expect(notifications[0]?.lockScreen).toEqual({ title: 'Spring coffee', text: 'Hello' });
  });

  it.each([
    ['3 within 24 hours are delivered', [day(10, 10), day(10, 12), day(11, 9)], []],
    ['the 4th within 24 hours is not', [day(10, 10), day(10, 12), day(11, 9), day(11, 9)], [3]],
    ['a 4th a day later is', [day(10, 10), day(10, 12), day(10, 14), day(11, 10)], []],
  ])('%s', (_name, starts, over) => {
    const notifications = plan(
      offer({
        validTimeInterval: undefined,
        messages: starts.map((s) => message('TEXT_AND_NOTIFY', s)),
      }),
    );
    expect(
      notifications.flatMap((n, index) => (n.notDelivered === 'budget' ? [index] : [])),
    ).toEqual(over);
  });

  it('counts update notifications with the messages sent with the pass', () => {
    const notifications = plan(
      offer({
        validTimeInterval: undefined,
        notifyPreference: 'NOTIFY_ON_UPDATE',
        messages: [
          message('TEXT_AND_NOTIFY'),
          message('TEXT_AND_NOTIFY'),
          message('TEXT_AND_NOTIFY'),
        ],
      }),
    );
    expect(notifications.map((n) => n.kind)).toEqual([
      'message',
      'message',
      'message',
      'fieldUpdate',
    ]);
    expect(notifications[3]?.notDelivered).toBe('budget');
  });

  it('says a message whose window ends before it starts never shows', () => {
    const [n] = plan(
      offer({
        validTimeInterval: undefined,
        messages: [message('TEXT_AND_NOTIFY', day(12, 0), day(11, 0))],
      }),
    );
    expect(n?.notDelivered).toBe('neverShown');
  });
});
