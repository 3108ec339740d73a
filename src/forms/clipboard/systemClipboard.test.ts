import { afterEach, describe, expect, it, vi } from 'vitest';
import { readClipboardText, writeClipboardText } from './systemClipboard';

const refusing = (name: string) => () => Promise.reject(new DOMException('no', name));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the system clipboard, as a designer hears of it', () => {
  it.each<[string, object | undefined, string | null, string]>([
    ['allowed', { writeText: () => Promise.resolve() }, null, 'Fare'],
    [
      'permission denied',
      { writeText: refusing('NotAllowedError'), readText: refusing('NotAllowedError') },
      'The browser did not let Pass Studio copy. Allow clipboard access for this site',
      'The browser did not let Pass Studio read the clipboard. Allow clipboard access for this site',
    ],
    [
      'another failure',
      { writeText: refusing('DataError'), readText: refusing('DataError') },
      'The browser could not copy; try again.',
      'The browser could not read the clipboard; try again.',
    ],
    [
      'no clipboard (not https)',
      undefined,
      'This browser offers no clipboard to this page (it needs https or localhost); copy from the JSON view instead.',
      'This browser offers no clipboard to this page (it needs https or localhost); paste into the JSON view instead.',
    ],
  ])('%s', async (_name, clipboard, written, read) => {
    vi.stubGlobal('navigator', {
      clipboard: clipboard && { readText: () => Promise.resolve('Fare'), ...clipboard },
    });
    const wrote = await writeClipboardText('Fare');
    if (written === null) expect(wrote).toBeNull();
    else expect(wrote).toContain(written);
    const got = await readClipboardText();
    expect('text' in got ? got.text : got.refused).toContain(read);
  });
});
