import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

// The whole browser is killed (SIGKILL to its process group: browser, renderers, helpers) right
// after typing, then started again on the same profile. Set CRASH_TRIES to repeat each case.

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
const issuerName = (page: Page) => page.getByRole('textbox', { name: 'Issuer name' });
const tries = Number(process.env.CRASH_TRIES ?? 1);
const typed = ' & Sons';

/** The browser's own process (no --type=: not a renderer or helper) running with `profile`. */
function browserProcess(profile: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (args.includes(`--user-data-dir=${profile}`) && !args.some((a) => a.startsWith('--type=')))
      return Number(entry);
  }
  throw new Error(`No browser runs with the profile ${profile}`);
}

/** Kills every process of the browser at once, as a crash or a power cut of the app would. */
async function killBrowser(context: BrowserContext, profile: string) {
  const closed = new Promise((resolve) => context.once('close', resolve));
  // Playwright starts the browser as the leader of its own process group.
  process.kill(-browserProcess(profile), 'SIGKILL');
  await closed;
}

const waits = [50, 200, 0];

test(`a browser killed ${waits.join(', ')} ms after the last keystroke keeps what was typed`, async ({
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000 * tries);
  const profile = mkdtempSync(join(tmpdir(), 'pass-studio-crash-'));
  const launch = async () => {
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    return { context, page };
  };
  const kept = new Map(waits.map((wait) => [wait, [] as number[]]));
  try {
    let { context, page } = await launch();
    await page.getByLabel('JSON files to open').setInputFiles([fixture('transit-class.json')]);
    for (let i = 0; i < tries; i++) {
      for (const wait of waits) {
        await expect(issuerName(page)).toBeEditable();
        const before = await issuerName(page).inputValue();
        // Only the typing is at stake: what came before is saved.
        await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible();
        await issuerName(page).press('End');
        await issuerName(page).pressSequentially(typed);
        if (wait > 0) await page.waitForTimeout(wait);
        await killBrowser(context, profile);

        ({ context, page } = await launch());
        await expect(issuerName(page)).toBeEditable();
        const after = await issuerName(page).inputValue();
        // Never anything but a prefix of what was typed: no edit is applied out of order.
        expect(after.startsWith(before) && typed.startsWith(after.slice(before.length))).toBe(true);
        kept.get(wait)?.push(after.length - before.length);
      }
    }
    await context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  for (const [wait, counts] of kept)
    testInfo.annotations.push({
      type: `characters kept, killed ${wait} ms after typing`,
      description: `${counts.join(', ')} of ${typed.length} each time (${tries} tries)`,
    });
  // 0 ms is the platform's floor (the worker may not have run yet): reported, not required.
  for (const wait of waits.filter((w) => w > 0))
    expect(kept.get(wait)?.every((count) => count === typed.length)).toBe(true);
});
