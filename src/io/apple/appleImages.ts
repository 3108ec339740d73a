import type { appleTextColours } from './appleFormat';
import type { AppleConversion } from './appleConversion';
import { carryImage, iconOf, imageUri, type IconDrawer, type ImageFetcher } from './toAppleImages';

/**
 * The logo, the strip (a coupon's hero image) and the icon Wallet requires, drawn when no logo
 * can be had; with the web address each came from.
 */
export async function carryImages(
  { kind, cls, style, report, handled, what, add, pick }: AppleConversion,
  {
    issuer,
    background,
    colours,
  }: {
    issuer: string;
    background: string;
    colours: ReturnType<typeof appleTextColours>;
  },
  options: { fetchImage?: ImageFetcher | 'linked'; drawIcon?: IconDrawer },
) {
  const images: Record<string, Uint8Array> = {};
  const imageSources: Record<string, string> = {};
  const logoKey = kind === 'transitClass' ? 'logo' : 'titleImage';
  const logo = await carryImage(
    cls[logoKey],
    'logo.png',
    what('class', logoKey),
    report,
    options.fetchImage,
  );
  handled.add(`class.${logoKey}`);
  if (logo) images['logo.png'] = logo;
  const logoUri = imageUri(cls[logoKey]);
  if (logoUri) imageSources['logo.png'] = logoUri;
  const hero = pick('heroImage');
  if (hero && style === 'coupon') {
    const strip = await carryImage(
      hero[1],
      'strip.png',
      what(hero[0], 'heroImage'),
      report,
      options.fetchImage,
    );
    if (strip) images['strip.png'] = strip;
    const stripUri = imageUri(hero[1]);
    if (stripUri) imageSources['strip.png'] = stripUri;
    handled.add(`${hero[0]}.heroImage`);
  } else if (hero)
    add(
      'Images',
      hero[0],
      'heroImage',
      'dropped',
      'a boarding pass has no strip image in Apple Wallet',
    );
  images['icon.png'] = await iconOf(
    logo,
    issuer.charAt(0).toUpperCase(),
    { background, ...colours },
    report,
    options.drawIcon,
  );
  return { images, imageSources };
}
