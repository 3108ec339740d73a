import { expect, test, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** Violations seen by the page, recorded from its first script on. */
    cspViolations: string[];
    injectedScriptRan?: boolean;
    javascriptUrlRan?: boolean;
  }
}

/** Records every `securitypolicyviolation` event and every CSP message on the console. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  return async () => [...(await page.evaluate(() => window.cspViolations)), ...consoleErrors];
}

test('the app is served with its Content-Security-Policy, as a header and as a meta tag', async ({
  page,
}) => {
  const response = await page.goto('/');
  const header = response?.headers()['content-security-policy'] ?? '';
  const meta = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');

  expect(meta).toContain("script-src 'self'");
  expect(meta).toContain("object-src 'none'");
  expect(meta).not.toContain('unsafe-eval');
  // frame-ancestors works only as a header; the rest of the policy is the same.
  expect(header).toBe(`${meta}; frame-ancestors 'none'`);
});

test('loading the app breaks no rule of the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Pass Studio' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Editor' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the policy refuses injected inline script and javascript: URLs', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.body.append(script);
    const link = document.createElement('a');
    link.href = 'javascript:window.javascriptUrlRan = true';
    link.textContent = 'hostile link';
    document.body.append(link);
  });
  await page.getByRole('link', { name: 'hostile link' }).click();

  await expect
    .poll(violations)
    .toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-elem blocked inline/)]));
  expect(await page.evaluate(() => window.injectedScriptRan)).toBeUndefined();
  expect(await page.evaluate(() => window.javascriptUrlRan)).toBeUndefined();
});
