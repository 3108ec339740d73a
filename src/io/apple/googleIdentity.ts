import { fromAppleColour } from './appleFormat';
import type { GoogleConversion } from './googleConversion';

/** The organisation as the issuer, what becomes of the logo text, and the background colour. */
export function takeIdentity({ pass, cls, loc, say }: GoogleConversion) {
  const issuer = loc.text(pass.organizationName);
  if (issuer) {
    cls.issuerName = issuer.text;
    if (issuer.localized) cls.localizedIssuerName = issuer.localized;
    say('Identity', 'organizationName', 'carried', 'as the issuer name');
  }
  if (pass.logoText !== undefined) {
    const same = loc.text(pass.logoText)?.text === issuer?.text;
    say(
      'Identity',
      'logoText',
      same ? 'carried' : 'dropped',
      same
        ? 'Google shows the issuer name beside the logo'
        : 'Google shows the issuer name beside the logo, not a text of its own',
    );
  }
  const background = fromAppleColour(pass.backgroundColor);
  if (background) {
    cls.hexBackgroundColor = background;
    say('Colours', 'backgroundColor', 'carried');
  }
  return issuer;
}
