import { expect, type Page } from '@playwright/test';

/** What the test host pages post to their framed embed last, and the echo they wait for. */
const probe = { probe: 'heard' };

/**
 * Resolves once the embed framed as `#editor` has handled every message the host posted before:
 * a message posted last is heard only after those (one task each, in order), and a listener of
 * the test's own in the frame echoes it to the host. A reply the embed gives at once (to all
 * but an export) is posted before the echo, so it is in `window.received` when this returns.
 */
export async function embedHeardAll(page: Page): Promise<void> {
  const frame = page.frames().find((f) => new URL(f.url()).pathname.endsWith('/embed.html'));
  if (!frame) throw new Error('no embed is framed');
  await frame.evaluate((echo) => {
    addEventListener('message', (event: MessageEvent<unknown>) => {
      if (JSON.stringify(event.data) === JSON.stringify(echo)) parent.postMessage(echo, '*');
    });
  }, probe);
  await page.evaluate(
    (echo) =>
      (document.getElementById('editor') as HTMLIFrameElement).contentWindow?.postMessage(
        echo,
        '*',
      ),
    probe,
  );
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
    .toContainEqual(probe);
}

/** What the host received, without the echo `embedHeardAll` waited for. */
export async function receivedBesidesEcho(page: Page): Promise<unknown[]> {
  const received = await page.evaluate(
    () => (window as unknown as { received: unknown[] }).received,
  );
  return received.filter((message) => JSON.stringify(message) !== JSON.stringify(probe));
}
