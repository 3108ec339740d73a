import { useEffect, useState } from 'react';
import type { ResourceKind } from '../schema';
import { stylesFor } from '../ui/adoptStyles';
import appleCss from './apple.css?inline';
import { appleCardOf, type AppleCardModel, type AppleSourceOptions } from './appleCardModel';
import { AppleFront } from './AppleFront';
import { editorMark } from './editorMark';
import type { PreviewView } from './ViewSwitch';

export interface AppleViewProps {
  kind: ResourceKind;
  document: unknown;
  options: AppleSourceOptions;
  view: PreviewView;
}

const withStyles = stylesFor(appleCss);

/** The Apple card of the document, made again as it changes; the last one stays meanwhile. */
function useAppleCard(kind: ResourceKind, document: unknown, options: AppleSourceOptions) {
  const [card, setCard] = useState<AppleCardModel | { failed: string } | null>(null);
  useEffect(() => {
    let live = true;
    appleCardOf(kind, document, options).then(
      (made) => live && setCard(made),
      (error: unknown) =>
        live && setCard({ failed: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [kind, document, options]);
  return card;
}

/** The back of the pass: its fields one under another, as Wallet's pass details list them. */
function AppleBack({ model }: { model: AppleCardModel }) {
  return (
    <section className="pp-apple-back" aria-label={`${model.name}: back`}>
      <h3 className="pp-apple-back__title">{model.logoText || 'Pass details'}</h3>
      {model.rows.backFields.length === 0 ? (
        <p className="pp-apple-back__empty">Nothing on the back of this pass.</p>
      ) : (
        <dl className="pp-apple-back__fields">
          {model.rows.backFields.map((field, index) => (
            <div key={`${field.key}-${index}`} className="pp-apple-back__field">
              <dt>{field.label || 'Note'}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** What Apple Wallet leaves out of the pass: the loss report's dropped lines. */
function CannotShow({ lines }: { lines: AppleCardModel['cannotShow'] }) {
  if (lines.length === 0) return null;
  return (
    <section className="pp-apple-lost" aria-label="Apple Wallet cannot show" {...editorMark}>
      <h3 className="pp-apple-lost__title">Apple Wallet cannot show</h3>
      <ul className="pp-apple-lost__list">
        {lines.map(({ what, why }, index) => (
          <li key={index}>
            <strong>{what}</strong>
            {why && `: ${why}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The Apple device: the pass the Apple export writes, front (card), back (details) or the top of
 * it as it sits in Wallet's stack (list row), with what Apple cannot show marked under it.
 * A chunk of its own, with its stylesheet: the Google views never load it.
 */
export function AppleView({ kind, document, options, view }: AppleViewProps) {
  const card = useAppleCard(kind, document, options);
  return (
    <div className="pp-apple-stage" ref={withStyles}>
      {card && 'failed' in card ? (
        <p className="pp-apple-stage__loading" role="alert">
          Could not make the Apple pass: {card.failed}
        </p>
      ) : card ? (
        <>
          {view === 'details' ? (
            <AppleBack model={card} />
          ) : (
            <AppleFront model={card} peek={view === 'list'} />
          )}
          <CannotShow lines={card.cannotShow} />
        </>
      ) : (
        <p className="pp-apple-stage__loading" role="status">
          Making the Apple pass…
        </p>
      )}
    </div>
  );
}
