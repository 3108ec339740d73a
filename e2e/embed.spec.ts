import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import { screen } from './editorSteps';
import { embedHeardAll, receivedBesidesEcho } from './hostMessages';

declare global {
  interface Window {
    received: unknown[];
  }
}

// Chromium blocks a page it cannot place on the network (one served by page.route) from framing
// a loopback address; that check has nothing to do with the embed's, so it is off here.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? findChromium(),
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});

// Both hosts are served by the test itself (page.route), so only their origin differs: the
// embed allows http://127.0.0.1:<port>, and http://localhost:<port> is another origin.
async function hostOn(page: Page, hostOrigin: string, embedOrigin: string) {
  const url = `${hostOrigin}/test-host.html`;
  const embed = `${embedOrigin}/embed.html?origins=${encodeURIComponent(embedOrigin)}&kind=offerObject`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>host</title><iframe id="editor" src="${embed}" style="width:900px;height:600px"></iframe>
<script>
  window.received = [];
  addEventListener('message', (event) => window.received.push(event.data));
</script>`,
    }),
  );
  await page.goto(url);
  const frame = page.frameLocator('#editor');
  await expect(frame.getByRole('textbox', { name: 'Object ID' })).toBeVisible();
  return frame;
}

const load = {
  protocol: 'pass-studio',
  version: 1,
  type: 'load',
  id: 'load-1',
  payload: {
    kind: 'offerObject',
    document: { id: '3388000000022.loaded', classId: '3388000000022.c' },
  },
};

const post = (page: Page, message: unknown) =>
  page.evaluate(
    (data) =>
      (document.getElementById('editor') as HTMLIFrameElement).contentWindow?.postMessage(
        data,
        '*',
      ),
    message,
  );

test('an allowlisted host gets ready, loads a document and gets the reply with its id', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const frame = await hostOn(page, origin, origin);
  await expect
    .poll(() => page.evaluate(() => window.received))
    .toContainEqual(expect.objectContaining({ type: 'ready' }));
  await post(page, load);
  await expect(frame.getByRole('textbox', { name: 'Object ID' })).toHaveValue(
    '3388000000022.loaded',
  );
  await expect
    .poll(() => page.evaluate(() => window.received))
    .toContainEqual(
      expect.objectContaining({
        type: 'reply',
        replyTo: 'load-1',
        payload: { ok: true, request: 'load' },
      }),
    );
  await post(page, { hello: 'world' });
  await expect
    .poll(() => page.evaluate(() => window.received))
    .toContainEqual(
      expect.objectContaining({
        type: 'error',
        payload: expect.objectContaining({ code: 'bad-message' }),
      }),
    );
});

test('a host on an origin off the allowlist is ignored: no ready, no reply, the editor unchanged', async ({
  page,
  baseURL,
}) => {
  const allowed = new URL(baseURL ?? '');
  const other = `http://localhost:${allowed.port}`;
  // frame-ancestors already keeps this host out; drop it to test the message allowlist behind it.
  await page.route(`${allowed.origin}/embed.html*`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  const frame = await hostOn(page, other, allowed.origin);
  await post(page, load);
  await post(page, { hello: 'world' });
  // Both were heard; neither a load nor a bad message (which answer at once) was answered.
  await embedHeardAll(page);
  expect(await receivedBesidesEcho(page)).toEqual([]);
  await expect(frame.getByRole('textbox', { name: 'Object ID' })).toHaveValue('');
});

test('embed.html may be framed by its own origin only (no hosts configured); the app by nobody', async ({
  request,
}) => {
  const embed = (await request.get('/embed.html')).headers()['content-security-policy'] ?? '';
  expect(embed).toMatch(/frame-ancestors 'self'$/);
  expect(embed).toContain("script-src 'self'");
  expect(embed).not.toContain("frame-ancestors 'none'");
  const app = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(app).toContain("frame-ancestors 'none'");
});

test('the custom element shows its value and emits change events', async ({ page }) => {
  await page.goto('/examples/element-host.html');
  const id = page.getByRole('textbox', { name: 'Object ID' });
  await expect(id).toHaveValue('3388000000022.element-offer');
  await id.fill('3388000000022.element-edited');
  await expect(page.getByRole('list').filter({ hasText: 'change:' })).toContainText(
    'change: id 3388000000022.element-edited, valid true',
  );
  await page.getByRole('button', { name: 'Export JSON' }).click();
  await expect(page.getByText(/^export: \d+ characters$/)).toBeVisible();
  await screen(page, 'embed-element-host', true);
});

test('the React component works inside a small host app', async ({ page }) => {
  await page.goto('/examples/react-host.html');
  const id = page.getByRole('textbox', { name: 'Object ID' });
  await expect(id).toHaveValue('3388000000022.react-offer');
  await id.fill('3388000000022.react-edited');
  // Valid; Google's readiness rules may still warn.
  await expect(page.getByTestId('host-change')).toHaveText(
    /^Last change: id 3388000000022\.react-edited, valid true, \d+ issue\(s\)$/,
  );
  await page.getByRole('button', { name: 'Export JSON' }).click();
  await expect(page.getByTestId('host-export')).toContainText('"id": "3388000000022.react-edited"');
  await screen(page, 'embed-react-host', true);
});

test('in the iframe, the JSON view edits the document: the form and the host follow; Ctrl+K goes to a field', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const frame = await hostOn(page, origin, origin);
  await frame.getByRole('radio', { name: 'JSON', exact: true }).click();
  const typed = { id: '3388000000022.typed', classId: '3388000000022.typed-class' };
  await frame.getByRole('textbox', { name: 'Raw JSON' }).fill(JSON.stringify(typed, null, 2));
  await expect
    .poll(() => page.evaluate(() => window.received))
    .toContainEqual(
      expect.objectContaining({
        type: 'change',
        payload: expect.objectContaining({ document: typed }),
      }),
    );
  await screen(page, 'embed-iframe-json');
  await frame.getByRole('radio', { name: 'Form', exact: true }).click();
  await expect(frame.getByRole('textbox', { name: 'Object ID' })).toHaveValue(typed.id);

  await page.keyboard.press('Control+K');
  const dialog = frame.getByRole('dialog', { name: 'Go to field' });
  await expect(dialog.getByRole('combobox', { name: 'Label, path or value' })).toBeFocused();
  await page.keyboard.type('class id');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(frame.getByRole('textbox', { name: 'Class ID', exact: true })).toBeFocused();
});

test('the custom element: JSON edits reach the preview; Go to field opens in its shadow root, by Ctrl+K and by its button', async ({
  page,
}) => {
  await page.goto('/examples/element-host.html');
  const id = page.getByRole('textbox', { name: 'Object ID' });
  await expect(id).toHaveValue('3388000000022.element-offer');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Free pastry');

  await page.getByRole('radio', { name: 'JSON', exact: true }).click();
  const edited = {
    id: '3388000000022.element-offer',
    classId: '3388000000022.element-offer-class',
    classReference: {
      id: '3388000000022.element-offer-class',
      title: 'Free croissant',
      provider: 'Acme Bakery',
    },
  };
  await page.getByRole('textbox', { name: 'Raw JSON' }).fill(JSON.stringify(edited, null, 2));
  await expect(preview).toContainText('Free croissant');
  await expect(page.getByRole('list').filter({ hasText: 'change:' })).toContainText(
    'change: id 3388000000022.element-offer',
  );
  await screen(page, 'embed-element-json');

  await page.getByRole('radio', { name: 'Form', exact: true }).click();
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Go to field' });
  const box = dialog.getByRole('combobox', { name: 'Label, path or value' });
  await expect(box).toBeFocused();
  await page.keyboard.type('class id');
  await screen(page, 'embed-element-go-to-field');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Class ID', exact: true })).toBeFocused();

  await page.getByRole('button', { name: 'Go to field…' }).click();
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
