// `node scripts/drawSampleImages.mjs`: draws the sample passes' images (public/samples/images/*.png)
// from their SVG sources in scripts/sampleImages/, through Chromium, at the sizes Google asks for
// (logo 660 × 660, wide logo 1280 × 400, hero 1032 × 336, image module 1860 wide). Run it after
// editing a drawing and commit the PNGs: the app serves them and the samples point at them.
import { readdir, readFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, ensureChromiumOrExit } from './chromium.mjs';

const sources = new URL('./sampleImages/', import.meta.url);
const target = new URL('../public/samples/images/', import.meta.url);

const browser = await chromium.launch({
  executablePath: ensureChromiumOrExit(),
  args: chromiumArgs,
});
await mkdir(target, { recursive: true });
for (const file of (await readdir(sources)).filter((name) => name.endsWith('.svg')).sort()) {
  const svg = await readFile(new URL(file, sources), 'utf8');
  const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
  if (!width || !height) throw new Error(`${file}: the <svg> needs width and height in pixels`);
  const page = await browser.newPage({ viewport: { width: +width, height: +height } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
  );
  const out = join(target.pathname, file.replace(/\.svg$/, '.png'));
  await page.screenshot({ path: out, omitBackground: true });
  await page.close();
  console.log(`${out} ${width}×${height}`);
}
await browser.close();
