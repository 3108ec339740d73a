import { memo, useState } from 'react';
import type { BarcodeModel } from './cardModel';
import type { RotatingSpec } from './rotatingValue';
import { EditTarget } from './EditTarget';
import { useBarcodeSvg } from './useBarcodeSvg';
import { useRotatingValue } from './useRotatingValue';
import { twoDimensional } from './barcodeSymbology';
import { editorMark } from './editorMark';

const sameRotating = (a: RotatingSpec | null, b: RotatingSpec | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.valuePattern === b.valuePattern &&
    a.periodMillis === b.periodMillis &&
    a.parameters.length === b.parameters.length &&
    a.parameters.every(
      (p, i) => p.key === b.parameters[i]?.key && p.valueLength === b.parameters[i]?.valueLength,
    ));

/**
 * Whether two barcode models draw the same: the card model builds its barcode afresh on every
 * keystroke, and a symbol is costly to draw again (and a rotating one restarts its countdown).
 */
function sameBarcode(
  { barcode: a }: { barcode: BarcodeModel },
  { barcode: b }: { barcode: BarcodeModel },
) {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof BarcodeModel)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) =>
      key === 'rotating'
        ? sameRotating(a.rotating, b.rotating)
        : key === 'segments'
          ? (a.segments?.join('/') ?? null) === (b.segments?.join('/') ?? null)
          : Object.is(a[key], b[key]),
    )
  );
}

/** The barcode panel: a real symbol, the text under it, the Smart Tap button, a countdown. */
export const BarcodeView = memo(function BarcodeView({ barcode }: { barcode: BarcodeModel }) {
  const [revealed, setRevealed] = useState(false);
  const { value, secondsLeft } = useRotatingValue(barcode.rotating, barcode.value);
  const textOnly = barcode.type === 'TEXT_ONLY';
  const drawing = useBarcodeSvg(barcode.type, value, textOnly || barcode.problem !== null);
  const caption = barcode.rotating
    ? barcode.caption === barcode.value
      ? value
      : barcode.caption
    : barcode.caption;

  if (barcode.hiddenBySmartTap && !revealed) {
    return (
      <div className="pp-barcode pp-barcode--smarttap">
        <span className="pp-barcode__tap" aria-hidden="true">
          ((•))
        </span>
        <span className="pp-barcode__hint">Hold to reader (Smart Tap)</span>
        <button type="button" className="pp-barcode__reveal" onClick={() => setRevealed(true)}>
          {barcode.showCodeText}
        </button>
      </div>
    );
  }

  const symbol = () => {
    if (barcode.problem)
      return (
        <p className="pp-barcode__problem" role="note">
          Cannot draw this {barcode.name}: {barcode.problem}
        </p>
      );
    if (textOnly) return <p className="pp-barcode__text-only">{value}</p>;
    if (drawing.status === 'failed')
      return (
        <p className="pp-barcode__problem" role="note">
          Cannot draw this {barcode.name}: {drawing.message}
        </p>
      );
    if (drawing.status === 'loading')
      return <span className="pp-barcode__loading">Drawing {barcode.name}…</span>;
    const shape =
      twoDimensional.has(barcode.type) && barcode.type !== 'PDF_417' ? 'square' : 'wide';
    return (
      <img
        className={`pp-barcode__symbol pp-barcode__symbol--${shape}`}
        src={drawing.url}
        alt={`${barcode.name}: ${value}`}
      />
    );
  };

  const linear = !twoDimensional.has(barcode.type) && !textOnly;
  return (
    <div className={`pp-barcode ${linear ? 'pp-barcode--linear' : ''}`}>
      <EditTarget
        segments={barcode.segments}
        name="barcode"
        says={barcode.rotating ? barcode.name : `${barcode.name}, ${barcode.value}`}
        className="pp-barcode__target"
      >
        {symbol()}
      </EditTarget>
      {!textOnly && caption && <span className="pp-barcode__caption">{caption}</span>}
      {secondsLeft !== null && (
        <span className="pp-barcode__countdown" aria-live="off" {...editorMark}>
          New code in {secondsLeft} s
        </span>
      )}
      {barcode.codeAt && (
        <span className="pp-barcode__code-at" {...editorMark}>
          {barcode.codeAt}
        </span>
      )}
      {barcode.sample && (
        <span className="pp-sample-tag" {...editorMark}>
          {barcode.sampleLabel ?? 'Sample code'}
        </span>
      )}
    </div>
  );
}, sameBarcode);
