import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screen } from './editorSteps';

// The project's sample transit class, with a card row whose path resolves to nothing: on the card,
// the dashed "Sample ticket code" tag and the path's placeholder are the editor's, not the phone's.
const sample = JSON.parse(
  readFileSync(new URL('../public/samples/transit-class.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const template = sample.classTemplateInfo as {
  cardTemplateOverride?: { cardRowTemplateInfos?: unknown[] };
};
const rows = template.cardTemplateOverride?.cardRowTemplateInfos ?? [];
const marked = {
  ...sample,
  classTemplateInfo: {
    ...template,
    cardTemplateOverride: {
      ...template.cardTemplateOverride,
      cardRowTemplateInfos: [
        {
          oneItem: {
            item: { firstValue: { fields: [{ fieldPath: "class.textModulesData['none']" }] } },
          },
        },
        ...rows.slice(0, 2),
      ],
    },
  },
};

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });
const card = (page: Page) => preview(page).getByRole('article', { name: 'Card' });

/** The phone's screen element that Export PNG draws: the card's own container. */
const screenOf = (page: Page) => card(page).locator('xpath=..');

/**
 * How far the exported PNG is from each picture, as mean difference per channel (0–255): both
 * drawn at the screen's CSS size in the browser's own canvas, over the height they share.
 */
async function distances(page: Page, exported: Buffer, pictures: Buffer[]): Promise<number[]> {
  return page.evaluate(
    async ({ exported, pictures }) => {
      const load = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        return image;
      };
      const png = await load(exported);
      const [width, height] = [png.naturalWidth / 2, png.naturalHeight / 2];
      const pixels = (image: HTMLImageElement, w: number, h: number) => {
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [width, height];
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0, w, h);
        return context.getImageData(0, 0, width, height).data;
      };
      const ours = pixels(png, width, height);
      return Promise.all(
        pictures.map(async (base64) => {
          const picture = await load(base64);
          const theirs = pixels(picture, picture.naturalWidth, picture.naturalHeight);
          let sum = 0;
          for (let i = 0; i < ours.length; i++) sum += Math.abs(ours[i]! - theirs[i]!);
          return sum / ours.length;
        }),
      );
    },
    { exported: exported.toString('base64'), pictures: pictures.map((p) => p.toString('base64')) },
  );
}

async function shot(locator: Locator): Promise<Buffer> {
  return locator.screenshot({ animations: 'disabled' });
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`at ${width}×${height}, "Hide editor marks" and Export PNG show the pass as the phone does`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page.getByLabel('JSON files to open').setInputFiles({
      name: 'lindenbahn.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(marked)),
    });
    if (width < 900)
      await page
        .getByRole('group', { name: 'Show' })
        .getByRole('radio', { name: 'Preview' })
        .click();
    const tag = card(page).getByText('Sample ticket code');
    const placeholder = card(page).getByRole('button', { name: /template slot/ });
    await expect(tag).toBeVisible();
    await expect(placeholder.getByText(/\S/)).toBeVisible();
    await expect(card(page).getByRole('img', { name: /^QR code/ })).toBeVisible();

    const hide = preview(page).getByRole('switch', { name: 'Hide editor marks' });
    await hide.check();
    await expect(tag).toBeHidden();
    await expect(placeholder.getByText(/\S/)).toBeHidden();
    await expect(card(page).getByText('Amsterdam Centraal')).toBeVisible();
    await screen(page, `card-clean-${width}`);

    // Export with the marks shown on screen: the PNG leaves them out all the same.
    await hide.uncheck();
    await expect(tag).toBeVisible();
    const download = page.waitForEvent('download');
    await preview(page)
      .getByRole('button', { name: /^Export PNG/ })
      .click();
    const saved = await download;
    const png = readFileSync(await saved.path());
    await saved.saveAs(testInfo.outputPath(`exported-${width}.png`));
    await expect(preview(page).getByRole('status')).toHaveText('Exported pass-card-android.png');
    await expect(tag).toBeVisible();

    // Compared with the screen at 100 %, where a window this tall and wide shows all of it.
    await page.setViewportSize({ width: 2400, height: 2000 });
    await preview(page).getByRole('radio', { name: '100 %' }).check();
    if (width < 900) await expect(screenOf(page)).toBeVisible();
    const withMarks = await shot(screenOf(page));
    await hide.check();
    await expect(tag).toBeHidden();
    const clean = await shot(screenOf(page));
    const [toClean, toMarked] = await distances(page, png, [clean, withMarks]);
    testInfo.annotations.push({
      type: 'difference',
      description: `exported PNG vs clean view ${toClean!.toFixed(2)}, vs marked view ${toMarked!.toFixed(2)}`,
    });
    expect(toClean!).toBeLessThan(toMarked! / 2);
  });
}
