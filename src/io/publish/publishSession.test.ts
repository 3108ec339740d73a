import { beforeAll, describe, expect, it } from 'vitest';
import { generateTestKey } from '../../test/testKey';
import type { ServiceAccountKey } from '../saveLink/serviceAccountKey';
import { createPublishSession } from './publishSession';

let key: ServiceAccountKey;

beforeAll(async () => {
  ({ key } = await generateTestKey('pub@p.iam.gserviceaccount.com', 'http://127.0.0.1:9/token'));
}, 60_000);

/** A token endpoint and an API in memory, each answer taking 400 ms of a clock of its own. */
function server() {
  let clock = 0;
  const asked: string[] = [];
  const fetch = ((url: string | URL) => {
    const href = url.toString();
    asked.push(href.includes('/token') ? 'token' : 'api');
    clock += 400;
    const body = href.includes('/token')
      ? { access_token: 'token-1', expires_in: 3600 }
      : { id: '3388000000012345678.o' };
    return Promise.resolve(Response.json(body));
  }) as typeof globalThis.fetch;
  return { fetch, now: () => clock, asked };
}

describe('createPublishSession', { timeout: 60_000 }, () => {
  it('gives each run of one session the whole time limit, and asks for the token once', async () => {
    const { fetch, now, asked } = server();
    const session = createPublishSession({
      key,
      baseUrl: 'http://127.0.0.1:9/walletobjects/v1',
      fetch,
      now,
      limits: { requestMs: 1_000, runMs: 1_000, maxBodyBytes: 1024 },
    });
    const get = (api: ReturnType<typeof session.run>) =>
      api.get('offerObject', '3388000000012345678.o');

    // The first publish: the token and two reads use 1.2 s; the next request is not sent.
    const first = session.run();
    await get(first);
    await get(first);
    await expect(get(first)).rejects.toThrow(/not asked, the 1 s for this run ran out/);

    // The second publish of the same dialog has its whole second again: three reads.
    const second = session.run();
    await get(second);
    await get(second);
    await get(second);
    await expect(get(second)).rejects.toThrow(/ran out/);
    expect(asked).toEqual(['token', 'api', 'api', 'api', 'api', 'api']);
  });
});
