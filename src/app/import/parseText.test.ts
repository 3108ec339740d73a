import { describe, expect, it, vi } from 'vitest';
import { parse } from '../../io';
import { answerParseRequest } from './answerParseRequest';
import type { ParseRequest, ParseResponse } from './parseMessages';
import { createParseClient, type ParseWorker } from './parseText';

/** A worker in this thread: answers each message as the real one does, a task later. */
function fakeWorker({ failOn }: { failOn?: string } = {}) {
  const listeners = {
    message: [] as ((event: unknown) => void)[],
    error: [] as ((event: unknown) => void)[],
  };
  const worker = {
    started: 0,
    terminated: 0,
    requests: [] as ParseRequest[],
    addEventListener: (type: 'message' | 'error', listener: (event: unknown) => void) =>
      void listeners[type].push(listener),
    terminate: () => void (worker.terminated += 1),
    postMessage: (request: ParseRequest) => {
      worker.requests.push(request);
      setTimeout(() => {
        if (request.text === failOn) {
          for (const listener of listeners.error) listener({ message: 'worker crashed' });
          return;
        }
        answerParseRequest(request, (data: ParseResponse) => {
          for (const listener of listeners.message) listener({ data });
        });
      });
    },
  };
  return worker;
}

const offer = '\ufeff{"id": "1.o", "classId": "1.c", "state": "ACTIVE"}';

describe('createParseClient', () => {
  it('gives what parse gives, reading the document from its own copy of the text', async () => {
    const worker = fakeWorker();
    const client = createParseClient(() => worker);
    const onStage = vi.fn();
    for (const text of [offer, '{"id": ', '{"id": "1.x"}', '[1, 2]']) {
      expect(await client.parse(text, { onStage })).toEqual(parse(text));
    }
    expect(await client.parse('{"id": "1.x"}', { kind: 'offerClass' })).toEqual(
      parse('{"id": "1.x"}', 'offerClass'),
    );
    const warned = '{"id": "", "classId": "1.c", "state": "ACTIVE"}';
    expect(await client.parse(warned, { locate: 'whenInvalid' })).toEqual(
      parse(warned, undefined, { locate: 'whenInvalid' }),
    );
    expect(onStage).toHaveBeenCalledWith('parsing');
    // The document never travels from the worker: only the verdict does.
    expect(worker.requests.map((request) => request.id)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('starts one worker, when warmed or first asked, and keeps it', async () => {
    const start = vi.fn(() => fakeWorker() as unknown as ParseWorker);
    const client = createParseClient(start);
    client.warm();
    // Texts parsed while warming are answered to no one; the next parse gets its own answer.
    client.warm(['{"id": "1.warm"}']);
    expect(await client.parse(offer)).toEqual(parse(offer));
    await Promise.all([client.parse('{}'), client.parse('[]')]);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('answers each text with its own result when several are in flight', async () => {
    const client = createParseClient(() => fakeWorker());
    const texts = ['{"id": "1.a", "transitType": "BUS"}', '{"id": ', offer];
    const results = await Promise.all(texts.map((text) => client.parse(text)));
    expect(results).toEqual(texts.map((text) => parse(text)));
  });

  it('rejects what a failed worker was asked, then starts a new one', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const client = createParseClient(() => {
      const worker = fakeWorker({ failOn: 'boom' });
      workers.push(worker);
      return worker;
    });
    await expect(client.parse('boom')).rejects.toThrow('worker crashed');
    expect(workers[0]?.terminated).toBe(1);
    expect(await client.parse(offer)).toEqual(parse(offer));
    expect(workers).toHaveLength(2);
  });
});
