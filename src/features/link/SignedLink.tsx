import type { ReactNode } from 'react';
import { LinkBox } from './LinkBox';

/** A signed "Add to Google Wallet" link: the URL and its JWT's length in characters. */
export interface SignedLinkValue {
  url: string;
  length: number;
}

/** A signed save link, with its QR code to add the pass from a phone. */
export function SignedLink({ link, children }: { link: SignedLinkValue; children?: ReactNode }) {
  return (
    <LinkBox
      name="Save link"
      url={link.url}
      detail={`${link.length.toLocaleString('en-US')} characters in the JWT`}
      caption="Scan with a phone to add the pass"
      tooLong="The short form, or fewer fields, make it fit."
      reveal
    >
      {children}
    </LinkBox>
  );
}
