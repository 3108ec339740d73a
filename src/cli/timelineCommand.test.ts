import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli as run } from '../test/cli/runCli';

let dir = '';
const path = (name: string) => join(dir, name);

const offer = {
  id: '3388000000012345678.o',
  classId: '3388000000012345678.c',
  classReference: { id: '3388000000012345678.c', title: 'Spring coffee' },
  validTimeInterval: {
    start: { date: '2026-03-20T00:00:00' },
    end: { date: '2026-04-30T20:00:00+02:00' },
  },
  messages: [
    {
      header: 'Last week',
      messageType: 'TEXT_AND_NOTIFY',
      displayInterval: { start: { date: '2026-04-24T10:00:00Z' } },
    },
    { header: 'Welcome', messageType: 'TEXT_AND_NOTIFY' },
  ],
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pass-studio-timeline-'));
  writeFileSync(path('offer.json'), JSON.stringify(offer));
  writeFileSync(
    path('plain.json'),
    JSON.stringify({ id: '3388000000012345678.t', issuerName: 'Metro' }),
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pass-studio timeline', () => {
  it('lists each event with its time in the zone, what changes and its source', async () => {
    const result = await run('timeline', '--zone', 'Europe/Berlin', path('offer.json'));
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe(`${path('offer.json')}: offerObject, 5 events, times in Europe/Berlin`);
    expect(lines.filter((line) => /^\d{4}-/.test(line))).toEqual([
      '2026-03-20 00:00 (UTC+01:00)  Valid from',
      '2026-04-24 12:00 (UTC+02:00)  Message “Last week” appears',
      '2026-04-24 12:00 (UTC+02:00)  Message notification',
      '2026-04-28 20:00 (UTC+02:00)  Expiry notification',
      '2026-04-30 20:00 (UTC+02:00)  Valid until',
    ]);
    expect(result.stdout).toContain(
      '    The pass shows as expired and moves to “Expired passes” (Google: within 24 hours).\n' +
        '    source: /validTimeInterval/end/date, written 2026-04-30T20:00:00+02:00 · https://developers.google.com/wallet/retail/offers/use-cases/expired-passes\n',
    );
    expect(result.stdout).toContain(
      'Sent with the pass or its update (no time of their own):\n  Message notification\n',
    );
    expect(lines.at(-2)).toBe('Notifications: 3 planned.');
  });

  it('reads a date without an offset in the zone asked for', async () => {
    const result = await run('timeline', '--zone', 'America/New_York', path('offer.json'));
    expect(result.stdout).toMatch(/^2026-03-20 00:00 \(UTC-04:00\) {2}Valid from$/m);
    expect(result.stdout).toMatch(/^2026-04-30 14:00 \(UTC-04:00\) {2}Valid until$/m);
  });

  it('--json gives every event and notification with path, times and source', async () => {
    const result = await run('timeline', '--json', '--zone', 'UTC', path('offer.json'));
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as {
      kind: string;
      zone: string;
      events: Record<string, unknown>[];
      notifications: Record<string, unknown>[];
    };
    expect(report.kind).toBe('offerObject');
    expect(report.zone).toBe('UTC');
    expect(report.events[0]).toEqual({
      time: '2026-03-20T00:00:00+00:00',
      utc: '2026-03-20T00:00:00.000Z',
      event: 'validFrom',
      title: 'Valid from',
      change: 'The pass becomes valid; before, the preview marks it “Not yet valid”.',
      path: '/validTimeInterval/start/date',
      written: '2026-03-20T00:00:00',
      sample: false,
      source:
        'https://developers.google.com/wallet/reference/rest/v1/offerobject#OfferObject.FIELDS.valid_time_interval',
    });
    expect(report.notifications.map((n) => [n.kind, n.time, n.delivered, n.path])).toEqual([
      ['message', '2026-04-24T10:00:00+00:00', true, '/messages/0/messageType'],
      ['expiry', '2026-04-28T18:00:00+00:00', true, '/validTimeInterval/end/date'],
      ['message', null, true, '/messages/1/messageType'],
    ]);
    expect(report.notifications[1]?.lockScreen).toEqual({
      title: 'Offer expires in 2 days',
      text: 'Spring coffee',
    });
  });

  it('says when nothing changes over time', async () => {
    const result = await run(
      'timeline',
      '--kind',
      'transitClass',
      '--zone',
      'UTC',
      path('plain.json'),
    );
    expect(result.stdout).toContain('No dated events: the pass looks the same at every moment.');
  });

  it.each([
    [['timeline', '--zone', 'Mars/Olympus'], /unknown time zone “Mars\/Olympus”/],
    [['timeline'], /timeline needs one file/],
  ])('bad usage %j is exit 2', async (args, message) => {
    const result = await run(...args, ...(args.length > 1 ? [path('offer.json')] : []));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
