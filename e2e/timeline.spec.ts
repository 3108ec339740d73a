import { expect, test, type Page } from '@playwright/test';
import { newFromSample, screen, takeScreens } from './editorSteps';

// The pass over time (issue 23): a fixed clock inside the validity, seen from Berlin.
test.use({ viewport: { width: 1440, height: 900 }, timezoneId: 'Europe/Berlin', locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-04-01T10:00:00Z'));
});

const ID = '3388000000012345678';
/** An offer whose card shows its validity start (written without an offset) and end (with one). */
const offer = {
  id: `${ID}.time-test`,
  classId: `${ID}.time-class`,
  state: 'ACTIVE',
  classReference: {
    id: `${ID}.time-class`,
    issuerName: 'Kaffeehaus',
    title: 'Spring coffee',
    provider: 'Kaffeehaus',
    reviewStatus: 'UNDER_REVIEW',
    redemptionChannel: 'INSTORE',
    hexBackgroundColor: '#7b3f00',
    classTemplateInfo: {
      cardTemplateOverride: {
        cardRowTemplateInfos: [
          {
            twoItems: {
              startItem: {
                firstValue: {
                  fields: [
                    { fieldPath: 'object.validTimeInterval.start', dateFormat: 'DATE_TIME' },
                  ],
                },
              },
              endItem: {
                firstValue: {
                  fields: [{ fieldPath: 'object.validTimeInterval.end', dateFormat: 'DATE_TIME' }],
                },
              },
            },
          },
        ],
      },
    },
  },
  validTimeInterval: {
    start: { date: '2026-03-20T09:00:00' },
    end: { date: '2026-04-30T20:00:00+02:00' },
  },
  messages: [
    {
      id: 'last-week',
      header: 'Last week of the offer',
      body: 'The spring offer ends on Thursday.',
      messageType: 'TEXT_AND_NOTIFY',
      displayInterval: {
        start: { date: '2026-04-24T00:00:00Z' },
        end: { date: '2026-04-29T23:59:59Z' },
      },
    },
  ],
  barcode: { type: 'QR_CODE', value: 'KH-SPRING-0001' },
};

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });
const card = (page: Page) => preview(page).getByRole('article', { name: 'Card' });
const view = (page: Page, name: 'Card' | 'Details' | 'List row') =>
  preview(page).getByRole('tab', { name }).click();
const events = (page: Page) => preview(page).getByRole('list', { name: 'Events' });
const showAt = (page: Page, title: string) =>
  events(page)
    .getByRole('button', { name: `Show the pass at ${title}` })
    .click();

async function openOffer(page: Page) {
  await page.goto('/');
  await openOfferFile(page);
}

/** Opens the offer in a new tab of the app already loaded. */
async function openOfferFile(page: Page) {
  await page.getByLabel('JSON files to open').setInputFiles({
    name: 'time-test.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(offer, null, 2)),
  });
  // A narrow window shows the form or the preview, one at a time. (The issue list's filter is a
  // group named "Show" too, in any window, once the document has issues.)
  const show = page.getByRole('group', { name: 'Show' }).getByRole('radio', { name: 'Preview' });
  if (await show.isVisible()) await show.click();
  await expect(card(page)).toBeVisible();
}

// One load: the offer read in its notifications and time zones (the time zone set back at the
// end), its start of validity; the moment moved across the offer's events on a new copy of it
// (a preview of its own, at the present moment); the transit sample in a tab of its own.
test('the pass over time: notifications, time zones, validity, message windows, a ticket’s activation', async ({
  page,
}) => {
  // Each part was a test of its own, with its own budget.
  test.setTimeout(4 * 30_000);
  await openOffer(page);
  await test.step('the notifications: the expiry notification and the message, as the lock screen shows them', async () => {
    const notices = preview(page).locator('details', { hasText: 'Notifications' });
    await notices.getByText('Notifications').click();
    await expect(
      notices.getByLabel('Lock screen: Offer expires in 2 days, Spring coffee'),
    ).toBeVisible();
    await expect(
      notices.getByLabel('Lock screen: Spring coffee, Last week of the offer'),
    ).toBeVisible();
  });

  await test.step('the time zone changes the shown hour of a date with an offset, never of one without', async () => {
    // Google's DateTime reference: with an offset, an instant shown in the viewer's zone; without
    // one, local time, the same clock time everywhere.
    await expect(card(page)).toContainText('Mar 20, 9:00 AM');
    await expect(card(page)).toContainText('Apr 30, 8:00 PM');
    await preview(page).getByLabel('Time zone').selectOption('America/New_York');
    await expect(card(page)).toContainText('Apr 30, 2:00 PM');
    await expect(card(page)).toContainText('Mar 20, 9:00 AM');
    // The local start happens later in New York: at 10:00 Berlin time on Mar 20 it is not yet valid there.
    await preview(page).getByLabel('Date and time').fill('2026-03-20T05:00:00');
    await expect(card(page)).toContainText('Not yet valid');
    await preview(page).getByLabel('Time zone').selectOption('');
    await expect(card(page)).not.toContainText('Not yet valid');
  });

  await test.step('an offer before its validity starts is marked \u201cNot yet valid\u201d', async () => {
    await preview(page).getByLabel('Date and time').fill('2026-03-01T12:00:00');
    await expect(card(page)).toContainText('Not yet valid · Valid from Mar 20, 2026');
    await card(page).scrollIntoViewIfNeeded();
    await screen(page, 'timeline-not-yet-valid');
  });

  await test.step('moving the moment across a message window and the validity end changes the card, the details and the list row', async () => {
    // A new tab: a preview of its own, at the present moment again.
    await openOfferFile(page);
    await expect(card(page)).not.toContainText('Expired');
    await view(page, 'List row');
    await expect(preview(page).getByRole('heading', { name: 'Passes', exact: true })).toBeVisible();

    await showAt(page, 'Message “Last week of the offer” appears');
    await view(page, 'Details');
    await expect(preview(page).getByText('The spring offer ends on Thursday.')).toBeVisible();

    await showAt(page, 'Message “Last week of the offer” disappears');
    await expect(preview(page).getByText('The spring offer ends on Thursday.')).toHaveCount(0);
    await expect(preview(page).getByText('1 hidden at this moment')).toBeVisible();

    await showAt(page, 'Valid until');
    await view(page, 'Card');
    await expect(card(page)).toContainText('Expired');
    await view(page, 'List row');
    await expect(
      preview(page).getByRole('heading', { name: 'Expired passes', exact: true }),
    ).toBeVisible();

    // Back to now: valid again, and the timeline's own track reaches the same moments by keyboard.
    await preview(page).getByRole('button', { name: 'Now', exact: true }).click();
    await expect(preview(page).getByRole('heading', { name: 'Passes', exact: true })).toBeVisible();
    const dot = preview(page).getByRole('button', { name: /^Valid until, .*: show this moment$/ });
    await dot.focus();
    await page.keyboard.press('Enter');
    await expect(
      preview(page).getByRole('heading', { name: 'Expired passes', exact: true }),
    ).toBeVisible();
  });

  await test.step('a transit ticket before its (sample) activation hides its barcode behind \u201cActivate\u201d', async () => {
    await newFromSample(page, 'Transit class');
    await expect(card(page)).toBeVisible();
    await expect(card(page).getByRole('img', { name: /^QR code/ })).toBeVisible();
    // A transit class has no validity (each ticket has its own): the timeline promises no "Not yet
    // valid" or "Expired" that the card would not draw, only what it does.
    await expect(
      events(page).getByRole('button', { name: 'Show the pass at Ticket activated (sample)' }),
    ).toBeVisible();
    await expect(events(page).getByRole('button', { name: /^Show the pass at Valid/ })).toHaveCount(
      0,
    );
    await preview(page).getByLabel('Date and time').fill('2025-06-14T08:29:00');
    await expect(card(page)).toContainText('Not activated yet (sample)');
    await expect(card(page).getByRole('img', { name: /^QR code/ })).toHaveCount(0);
    await expect(card(page).getByRole('button', { name: /^Activation options: / })).toHaveText(
      'Activate',
    );
    await card(page).scrollIntoViewIfNeeded();
    await screen(page, 'timeline-transit-before-activation');
  });
});
test.describe('screenshots', () => {
  // Pictures and nothing else: a boot and four views that no ordinary run looks at.
  test.skip(!takeScreens, 'pictures only, taken with E2E_SCREENS=1');
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`screenshots of the moment, the timeline and the notifications at ${width}×${height}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await openOffer(page);
      await showAt(page, 'Valid until');
      const notices = preview(page).locator('details', { hasText: 'Notifications' });
      await notices.getByText('Notifications').first().click();
      const shots: [string, ReturnType<typeof preview>][] = [
        ['moment', preview(page).getByRole('group', { name: 'Moment' })],
        ['card', card(page)],
        ['timeline', preview(page).getByRole('region', { name: /^Timeline/ })],
        ['notifications', notices],
      ];
      for (const [name, part] of shots) {
        await part.scrollIntoViewIfNeeded();
        await screen(page, `timeline-${width}-${name}`);
      }
    });
  }
});
