import { googleTimes } from '../googleLimits';
import { instantOfText, instantOfWallClock, wallClockIn } from './dateTimeValue';
import type { PlannedNotification } from './notification';
import type { PassParts } from './passParts';
import { dateText, eachMessage, messageType, passTitle, record } from './passText';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const { expiryNotificationLead, quietHours, customExpiryNotificationMax } = googleTimes;

/** "today", "tomorrow", "in 3 days": calendar days in `zone` from `at` to `end`. */
export function daysWord(at: number, end: number, zone: string): string {
  const day = (instant: number) => Math.floor(wallClockIn(instant, zone) / DAY);
  const days = day(end) - day(at);
  return days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
}

/**
 * Out of Google's quiet hours (22:00–06:00 local): to the nearer edge, ties after. Google says
 * only "either before or after"; the edge is our choice.
 */
export function outOfQuietHours(at: number, zone: string): number {
  const wall = wallClockIn(at, zone);
  const midnight = Math.floor(wall / DAY) * DAY;
  const hour = (wall - midnight) / HOUR;
  if (hour >= quietHours.to && hour < quietHours.from) return at;
  const lastEvening = hour >= quietHours.from ? midnight : midnight - DAY;
  const before = lastEvening + quietHours.from * HOUR - 60_000;
  const after = lastEvening + DAY + quietHours.to * HOUR;
  return instantOfWallClock(wall - before < after - wall ? before : after, zone);
}

const SOURCE = expiryNotificationLead.source;

/**
 * An offer's one expiry notification: 48 hours before validTimeInterval.end, or at the display
 * start of an EXPIRATION_NOTIFICATION message (at most 30 days ahead), out of the quiet hours.
 */
export function expiryNotification(parts: PassParts, zone: string): PlannedNotification | null {
  if (parts.kind === 'transitClass') return null;
  const { obj } = parts;
  const interval = record(obj?.validTimeInterval);
  const endText = dateText(interval, 'end');
  const end = instantOfText(endText, zone);
  const custom = eachMessage(parts).find(
    ({ message }) =>
      messageType(message) === 'EXPIRATION_NOTIFICATION' &&
      dateText(message.displayInterval, 'start'),
  );
  if (end === undefined && !custom) return null;
  const customAt = custom && instantOfText(dateText(custom.message.displayInterval, 'start'), zone);
  const notes = custom
    ? [
        'Google’s REST reference marks the Expiration notification message type “currently not supported”, while its “Offer expiration notifications” page documents this custom time: test it on a phone.',
      ]
    : [];
  const customText = custom && dateText(custom.message.displayInterval, 'start');
  const base = {
    kind: 'expiry' as const,
    basis: customText
      ? `the display start of the Expiration notification message (${customText})`
      : `${expiryNotificationLead.hours} hours before the validity end (${endText ?? 'not set'})`,
    segments: custom?.at
      ? [...custom.at, 'displayInterval', 'start', 'date']
      : parts.objectAt && [...parts.objectAt, 'validTimeInterval', 'end', 'date'],
    counts: false,
    source: SOURCE,
    choices: [
      'Google moves it out of 22:00–06:00 “either before or after”; the preview takes the nearer edge.',
    ],
    notes,
  };
  const title = (at: number) =>
    end === undefined ? 'Offer expires soon' : `Offer expires ${daysWord(at, end, zone)}`;
  const lockScreen = (at: number) => ({ title: title(at), text: passTitle(parts) });
  if (end === undefined) {
    return {
      ...base,
      at: customAt ?? null,
      lockScreen: lockScreen(customAt ?? 0),
      notDelivered: 'noEnd',
      reason:
        'The offer has no validity end: Google sends the expiry notification only for an offer with a future end date.',
    };
  }
  let requested = customAt ?? end - expiryNotificationLead.hours * HOUR;
  let moved: string | undefined;
  const earliest = end - customExpiryNotificationMax.days * DAY;
  if (requested < earliest) {
    moved = `Set more than ${customExpiryNotificationMax.days} days before the end: Google sends it at the ${customExpiryNotificationMax.days}-day mark.`;
    requested = earliest;
  }
  const at = outOfQuietHours(requested, zone);
  if (at !== requested)
    moved = `${moved ? `${moved} ` : ''}Moved out of the quiet hours (22:00–06:00 local time).`;
  const result: PlannedNotification = {
    ...base,
    at,
    ...(moved ? { requested: customAt ?? end - expiryNotificationLead.hours * HOUR, moved } : {}),
    lockScreen: lockScreen(at),
  };
  if (obj?.disableExpirationNotification === true) {
    return {
      ...result,
      notDelivered: 'disabled',
      reason:
        'No expiration notification is on: Google sends no expiry notification for this offer.',
    };
  }
  if (at >= end) {
    return {
      ...result,
      notDelivered: 'afterEnd',
      reason:
        'It falls at or after the validity end: Google sends it only while the end is in the future.',
    };
  }
  return result;
}
