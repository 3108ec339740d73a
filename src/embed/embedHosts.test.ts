import { describe, expect, it } from 'vitest';
import { embedHosts, restAllowlist } from './embedHosts';
import { parseAllowlist } from './protocol';

const own = 'http://127.0.0.1:4173';
const hosts = ['https://admin.example'];
const reason = expect.stringContaining('PASS_STUDIO_EMBED_HOSTS') as unknown;

describe('restAllowlist', () => {
  it.each([
    ['no ?origins=: its own origin and the hosts', '', [own, 'https://admin.example'], []],
    ['a configured host', '?origins=https://admin.example', ['https://admin.example'], []],
    ['its own origin', `?origins=${own}`, [own], []],
    [
      'another loopback port naming itself',
      '?origins=http://127.0.0.1:5555',
      [],
      [{ entry: 'http://127.0.0.1:5555', reason }],
    ],
    [
      'a mix',
      '?origins=https://evil.example,https://admin.example,*',
      ['https://admin.example'],
      [
        { entry: '*', reason: expect.stringContaining('wildcards') as unknown },
        { entry: 'https://evil.example', reason },
      ],
    ],
  ])('%s', (_name, search, origins, rejected) => {
    const params = new URLSearchParams(search);
    const result = restAllowlist(parseAllowlist(params), params.has('origins'), hosts, own);
    expect(result).toEqual({ origins, rejected });
  });

  it('trusts only its own origin when the deployment names no hosts', () => {
    expect(restAllowlist({ origins: [], rejected: [] }, false, [], own).origins).toEqual([own]);
  });
});

describe('embedHosts', () => {
  it('is the list the build was configured with (none here)', () => {
    expect(embedHosts).toEqual([]);
  });
});
