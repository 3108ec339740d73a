import { describe, expect, it } from 'vitest';
import { NotUtf8Error, readFiles } from './readFiles';

const file = (bytes: number[] | string, name = 'pass.json') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name);
const utf8 = (text: string) => [...new TextEncoder().encode(text)];

describe('readFiles', () => {
  it.each([
    ['plain UTF-8', utf8('{"id":"é"}'), '{"id":"é"}'],
    ['a leading byte-order mark, dropped', [0xef, 0xbb, 0xbf, ...utf8('{"id":"a"}')], '{"id":"a"}'],
  ])('reads %s', async (_name, bytes, text) => {
    const [read] = await readFiles([file(bytes)]);
    expect(read?.text).toBe(text);
  });

  it.each([false, true])(
    'refuses bytes that are not UTF-8 with their position, never a U+FFFD (progress: %s)',
    async (withProgress) => {
      const bytes = [...utf8('{\n  "id": "caf'), 0xe9, ...utf8('"\n}')];
      const reading = readFiles([file(bytes)], withProgress ? () => undefined : undefined);
      await expect(reading).rejects.toBeInstanceOf(NotUtf8Error);
      const error = (await reading.catch((e: unknown) => e)) as NotUtf8Error;
      expect(error.issue).toMatchObject({ code: 'encoding', line: 2, column: 13 });
      expect(error.issue.message).toContain('Byte 14 (E9');
    },
  );
});
