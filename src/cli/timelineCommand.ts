import { plural } from '../io/verdict';
import { parseArgs } from 'node:util';
import { toPointer } from '../io/issue';
import {
  deviceTimeZone,
  knownTimeZone,
  offsetName,
  passPartsOf,
  passTimeline,
  zoneOffsetMinutes,
  zonedIso,
  type PlannedNotification,
  type TimelineEvent,
} from '../io/timeline';
import { kindOption } from './kindOption';
import type { Output } from './output';
import { readPassFile } from './saveLinkPassFile';
import { UsageError } from './usage';

/** `2026-04-28 20:00 (UTC+02:00)`: the time in the zone, with the zone's offset then. */
function timeIn(instant: number, zone: string): string {
  const local = zonedIso(instant, zone);
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (${offsetName(zoneOffsetMinutes(instant, zone))})`;
}

const where = (segments: TimelineEvent['segments']) =>
  segments ? toPointer(segments) : 'sample data';

function notificationLines(n: PlannedNotification): string[] {
  return [
    `    lock screen: “${n.lockScreen.title}” — ${n.lockScreen.text}`,
    ...(n.moved ? [`    moved: ${n.moved}`] : []),
    ...(n.notDelivered ? [`    not delivered: ${n.reason ?? n.notDelivered}`] : []),
    ...n.notes.map((note) => `    note: ${note}`),
    ...n.choices.map((choice) => `    preview choice: ${choice}`),
  ];
}

function eventText(event: TimelineEvent, zone: string): string[] {
  return [
    `${timeIn(event.at, zone)}  ${event.title}`,
    `    ${event.change}`,
    ...(event.notification ? notificationLines(event.notification).slice(1) : []),
    `    source: ${where(event.segments)}, ${event.notification ? event.written : `written ${event.written}`} · ${event.source}`,
  ];
}

const eventJson = (event: TimelineEvent, zone: string) => ({
  time: zonedIso(event.at, zone),
  utc: new Date(event.at).toISOString(),
  event: event.kind,
  title: event.title,
  change: event.change,
  path: event.segments ? toPointer(event.segments) : null,
  written: event.written,
  sample: event.sample === true,
  source: event.source,
});

const notificationJson = (n: PlannedNotification, zone: string) => ({
  kind: n.kind,
  time: n.at === null ? null : zonedIso(n.at, zone),
  delivered: !n.notDelivered,
  ...(n.notDelivered ? { notDelivered: n.notDelivered, reason: n.reason } : {}),
  ...(n.moved ? { moved: n.moved, requested: n.requested && zonedIso(n.requested, zone) } : {}),
  basis: n.basis,
  lockScreen: n.lockScreen,
  countsTowardBudget: n.counts,
  path: n.segments ? toPointer(n.segments) : null,
  source: n.source,
  notes: n.notes,
  previewChoices: n.choices,
});

/**
 * `pass-studio timeline FILE [--zone Z] [--json]`: every moment that changes the pass (time, event,
 * what changes, source) and every notification it sends, in the zone Z (the device's by default).
 */
export async function timelineCommand(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { kind: { type: 'string' }, zone: { type: 'string' }, json: { type: 'boolean' } },
  });
  if (positionals.length !== 1) throw new UsageError('timeline needs one file');
  const zone = values.zone === undefined ? deviceTimeZone() : knownTimeZone(values.zone);
  if (!zone) {
    throw new UsageError(
      `unknown time zone “${values.zone}”; use an IANA name such as Europe/Berlin`,
    );
  }
  const file = positionals[0]!;
  const read = await readPassFile(file, kindOption(values.kind), out);
  if (!read.ok) return read.code;
  const { events, notifications } = passTimeline(passPartsOf(read.document, read.kind), zone);
  const untimed = notifications.filter((n) => n.at === null);
  if (values.json) {
    const report = {
      file,
      kind: read.kind,
      zone,
      events: events.map((event) => eventJson(event, zone)),
      notifications: notifications.map((n) => notificationJson(n, zone)),
    };
    out.stdout(JSON.stringify(report, null, 2) + '\n');
    return 0;
  }
  const lines = [`${file}: ${read.kind}, ${plural(events.length, 'event')}, times in ${zone}`];
  if (events.length === 0) lines.push('No dated events: the pass looks the same at every moment.');
  for (const event of events) lines.push(...eventText(event, zone));
  if (untimed.length > 0) lines.push('Sent with the pass or its update (no time of their own):');
  for (const n of untimed) {
    lines.push(
      `  ${n.kind === 'fieldUpdate' ? 'Update notification' : 'Message notification'}`,
      ...notificationLines(n),
      `    source: ${where(n.segments)} · ${n.source}`,
    );
  }
  const lost = notifications.filter((n) => n.notDelivered).length;
  lines.push(
    `Notifications: ${notifications.length} planned${lost ? `, ${lost} not delivered` : ''}.`,
  );
  out.stdout(lines.join('\n') + '\n');
  return 0;
}
