import { useEffect, useRef } from 'react';
import { shareFormatOf } from '../../io/share/sharePrefix';
import type { ResourceKind } from '../../schema/resources';

type Open = (kind: ResourceKind, document: unknown, name: string) => void;

/** The link's reader: loaded only when the address carries a review link. */
const loadReader = () =>
  Promise.all([import('../../io/share/sharedPreview'), import('../../io/share/sharedTitle')]);

/**
 * "Open a copy in Pass Studio" on a review page leads here with the pass in the address's
 * fragment: it opens as new drafts (the paired class first, the pass last and active), and the
 * fragment is cleared so that a reload does not open it again. `onDone` says what happened.
 */
export function useOpenSharedCopy(open: Open, onDone: (text: string) => void): void {
  const handlers = useRef({ open, onDone });
  useEffect(() => {
    handlers.current = { open, onDone };
  });
  useEffect(() => {
    const hash = location.hash;
    if (shareFormatOf(hash.slice(1)) === undefined) return;
    history.replaceState(null, '', location.pathname + location.search);
    const read = async () => {
      const [{ decodeSharedPreview }, { sharedTitle }] = await loadReader();
      return { decoded: await decodeSharedPreview(hash), sharedTitle };
    };
    read().then(
      ({ decoded, sharedTitle }) => {
        const { open: openDraft, onDone: say } = handlers.current;
        if (!decoded.ok) return say(`The review link did not open: ${decoded.message}`);
        const { kind, document, pairedClass, leftOut = [] } = decoded.shared;
        if (pairedClass) {
          const name = sharedTitle({ kind: 'offerClass', document: pairedClass });
          openDraft('offerClass', pairedClass, `${name} (review copy)`);
        }
        const name = sharedTitle(decoded.shared);
        openDraft(kind, document, `${name} (review copy)`);
        say(
          `Opened a copy of “${name}” from a review link${pairedClass ? ', with its offer class' : ''}.` +
            (leftOut.length > 0 ? ' Its secrets were not in the link: fill them in again.' : ''),
        );
      },
      () =>
        handlers.current.onDone(
          'The review link did not open: Pass Studio could not load its reader. Check the connection and open the link again.',
        ),
    );
  }, []);
}
