import { expect, test } from '@playwright/test';
import { axeFindings } from './axe';
import { exportDownload, openSection, screen } from './editorSteps';

const CLASS_ID = '3388000000012345678.metro-day';

test('a transit class made from blank through the form alone exports as valid', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Blank transit class' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Basics' })).toBeVisible();
  await screen(page, 'transit-empty-light');

  const id = page.getByLabel('Class ID', { exact: true });
  await id.fill(CLASS_ID);
  await page.getByLabel('Issuer name', { exact: true }).fill('Metro Transit');
  await page.getByLabel('Background colour', { exact: true }).fill('#1a73e8');

  // An error appears inline and in the issue list as the user types, and clears again.
  await id.fill('');
  await expect(
    page.getByRole('region', { name: 'Basics' }).getByText('Class ID is required'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Error.*Class ID is required/ })).toBeVisible();
  await id.fill(CLASS_ID);
  await expect(page.getByText('Class ID is required')).toHaveCount(0);

  await openSection(page, 'Images');
  await page
    .getByRole('group', { name: 'Logo', exact: true })
    .getByLabel('Image URL')
    .fill('https://example.com/logo.png');

  await openSection(page, 'Modules');
  await page.getByRole('button', { name: 'Add text module' }).click();
  const fare = page.getByRole('group', { name: 'Text module 1' });
  await fare.getByLabel('Header', { exact: true }).fill('Fare');
  await fare.getByLabel('Body', { exact: true }).fill('2.80 EUR');
  await fare.getByLabel('ID', { exact: true }).fill('fare');
  await page.getByRole('button', { name: 'Add text module' }).click();
  const zone = page.getByRole('group', { name: 'Text module 2' });
  await zone.getByLabel('Header', { exact: true }).fill('Zone');
  await zone.getByLabel('Body', { exact: true }).fill('1–3');
  await zone.getByLabel('ID', { exact: true }).fill('zone');
  await expect(
    page.getByRole('button', { name: "Text module 'fare' — Fare: 2.80 EUR" }),
  ).toBeVisible();

  // Reorder by keyboard: the button, then Alt+ArrowDown on the row.
  const summaries = page.getByRole('button', { name: /^Text module '/ });
  await page.getByRole('button', { name: 'Move text module 2 up' }).press('Enter');
  await expect(summaries).toHaveText([/'zone'/, /'fare'/]);
  await page.getByRole('button', { name: /^Text module 'zone'/ }).press('Alt+ArrowDown');
  await expect(summaries).toHaveText([/'fare'/, /'zone'/]);

  await page.getByRole('button', { name: 'Add message' }).click();
  const message = page.getByRole('group', { name: 'Message 1' });
  await message.getByLabel('Header', { exact: true }).fill('Service change');
  await message
    .getByLabel('Body', { exact: true })
    .fill('Line 2 runs every 10 minutes this weekend.');

  await openSection(page, 'Card template');
  await page.getByRole('button', { name: 'Add row' }).click();
  await page.getByRole('button', { name: 'Add start item' }).click();
  await page.getByRole('combobox', { name: 'Field path' }).fill("class.textModulesData['fare']");
  await page.getByRole('button', { name: 'Add end item' }).click();
  await page
    .getByRole('combobox', { name: 'Field path' })
    .last()
    .fill("class.textModulesData['zone']");

  await openSection(page, 'Labels');
  await page
    .getByRole('group', { name: 'Ticket number label' })
    .getByLabel('Text', { exact: true })
    .fill('Ticket');

  await expect(
    page.getByRole('region', { name: 'Issues' }).getByRole('paragraph').first(),
  ).toHaveText(/^(Ready|Valid)/);
  await screen(page, 'transit-full-light');

  const exported = await exportDownload(page, `${CLASS_ID}.json`);
  expect(exported).toMatchObject({
    id: CLASS_ID,
    issuerName: 'Metro Transit',
    hexBackgroundColor: '#1a73e8',
    logo: { sourceUri: { uri: 'https://example.com/logo.png' } },
    textModulesData: [
      { id: 'fare', header: 'Fare', body: '2.80 EUR' },
      { id: 'zone', header: 'Zone', body: '1–3' },
    ],
    messages: [{ header: 'Service change' }],
    customTicketNumberLabel: { defaultValue: { value: 'Ticket' } },
    classTemplateInfo: {
      cardTemplateOverride: {
        cardRowTemplateInfos: [
          {
            twoItems: {
              startItem: {
                firstValue: { fields: [{ fieldPath: "class.textModulesData['fare']" }] },
              },
              endItem: { firstValue: { fields: [{ fieldPath: "class.textModulesData['zone']" }] } },
            },
          },
        ],
      },
    },
  });
});

// One load of the sample with its first text module open, at 1440 × 900: the accessibility check
// first, then the pictures in light and in dark, each wide and then narrow. The colours are CSS
// (prefers-color-scheme), so the scheme switched here is the one a dark load would draw.
test('the sample transit class: no accessibility violations, and in light and dark mode, wide and narrow', async ({
  page,
}) => {
  // Each step was a test of its own, with its own budget.
  test.setTimeout(3 * 30_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Transit class from sample' }).click();
  await openSection(page, 'Modules');
  await page
    .getByRole('button', { name: /^Text module/ })
    .first()
    .click();

  await test.step('the editor of the sample transit class has no accessibility violations', async () => {
    const findings = await axeFindings(page, 'Modules', {
      include: 'main',
      tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    });
    expect(findings.map(({ id, targets }) => `${id}: ${targets.join(' | ')}`)).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    await test.step(`the sample transit class in ${colorScheme} mode, wide and narrow`, async () => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 1440, height: 900 });
      await screen(page, `transit-sample-${colorScheme}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await screen(page, `transit-sample-${colorScheme}-narrow`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
      expect(overflow, 'no sideways scrolling in a narrow window').toBe(false);
    });
  }
});
