import { memo, useState, type CSSProperties } from 'react';
import type { AppleCardModel, AppleFieldModel, AppleTransit } from './appleCardModel';
import { appImageSrc } from './sampleAsset';
import { useBarcodeSvg } from './useBarcodeSvg';

// Wallet's transit glyphs, drawn here in a 24-unit box (Apple publishes no artwork for them).
const TRANSIT_ICONS: Record<AppleTransit, [words: string, path: string]> = {
  train: [
    'by train',
    'M7 2h10a3 3 0 0 1 3 3v10a3 3 0 0 1-2.4 2.9L20 21h-2.3l-2.2-3h-7l-2.2 3H4l2.4-3.1A3 3 0 0 1 4 15V5a3 3 0 0 1 3-3Zm-1 4v4h12V6Zm2 7.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  ],
  bus: [
    'by bus',
    'M6 2h12a2 2 0 0 1 2 2v13a1 1 0 0 1-1 1v2a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1v-2H8v2a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-2a1 1 0 0 1-1-1V4a2 2 0 0 1 2-2Zm0 3v6h12V5Zm1.5 8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm9 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  ],
  boat: [
    'by boat',
    'M11 1h2v3h4l1 5 3 1-2.6 7.4A6 6 0 0 1 12 17a6 6 0 0 1-6.4.4L3 10l3-1 1-5h4Zm-2 5-.5 2.5L12 7.4l3.5 1.1L15 6ZM2 20a6 6 0 0 0 5 0 6 6 0 0 0 5 0 6 6 0 0 0 5 0 6 6 0 0 0 5 0v2a8 8 0 0 1-5 0 8 8 0 0 1-5 0 8 8 0 0 1-5 0 8 8 0 0 1-5 0Z',
  ],
  generic: ['to', 'M3 11h13.2l-5-5L12.6 4.6 20 12l-7.4 7.4-1.4-1.4 5-5H3Z'],
};

function TransitIcon({ transit }: { transit: AppleTransit }) {
  const [words, path] = TRANSIT_ICONS[transit];
  return (
    <svg className="pp-apple__transit" viewBox="0 0 24 24" role="img" aria-label={words}>
      <path d={path} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

/** Label over value; Wallet sets labels in small capitals, values one line, cut with "…". */
function Fields({ fields, className }: { fields: AppleFieldModel[]; className: string }) {
  if (fields.length === 0) return null;
  return (
    <dl className={`pp-apple__fields ${className}`}>
      {fields.map((field, index) => (
        <div key={`${field.key}-${index}`} className="pp-apple__field">
          <dt className="pp-apple__label">
            {field.label || <span className="visually-hidden">Value</span>}
          </dt>
          <dd className="pp-apple__value" title={field.value}>
            {field.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An image from its address, or nothing: Wallet leaves an unloadable image out. */
function Picture({ uri, className }: { uri: string | null; className: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = uri && /^\s*https:/i.test(uri) ? appImageSrc(uri) : null;
  if (!src || failed === src) return null;
  return <img className={className} src={src} alt="" onError={() => setFailed(src)} />;
}

const AppleBarcode = memo(function AppleBarcode({
  barcode,
  voided,
}: {
  barcode: NonNullable<AppleCardModel['barcode']>;
  voided: boolean;
}) {
  const drawing = useBarcodeSvg(barcode.type, barcode.message, false);
  const square = barcode.type === 'QR_CODE' || barcode.type === 'AZTEC';
  return (
    <div className={`pp-apple__barcode ${voided ? 'pp-apple__barcode--void' : ''}`}>
      {drawing.status === 'drawn' ? (
        <img
          className={`pp-apple__symbol pp-apple__symbol--${square ? 'square' : 'wide'}`}
          src={drawing.url}
          alt={`${barcode.name}: ${barcode.message}`}
        />
      ) : (
        <span className="pp-apple__symbol-text">
          {drawing.status === 'failed'
            ? `Cannot draw this ${barcode.name}: ${drawing.message}`
            : `Drawing ${barcode.name}…`}
        </span>
      )}
      {barcode.altText && <span className="pp-apple__alt">{barcode.altText}</span>}
    </div>
  );
});

/** The top of the pass: logo, logo text and header fields, all a stacked pass shows. */
function AppleTop({ model }: { model: AppleCardModel }) {
  return (
    <div className="pp-apple__top">
      <Picture uri={model.logo} className="pp-apple__logo" />
      <span className="pp-apple__logo-text">{model.logoText}</span>
      <Fields fields={model.rows.headerFields} className="pp-apple__header" />
    </div>
  );
}

/**
 * The front of the Apple pass as Wallet lays out its style: a boarding pass with the transit
 * icon between origin and destination, a coupon with its title over the strip image; the rows
 * under them, the barcode at the foot. `peek`: only its top, as in Wallet's stack of passes.
 */
export const AppleFront = memo(function AppleFront({
  model,
  peek = false,
}: {
  model: AppleCardModel;
  peek?: boolean;
}) {
  const { rows } = model;
  const [origin, destination] = rows.primaryFields;
  return (
    <article
      className={`pp-apple pp-apple--${model.style} ${peek ? 'pp-apple--peek' : ''} ${model.voided ? 'pp-apple--void' : ''}`}
      aria-label={model.name}
      style={
        {
          backgroundColor: model.colours.background,
          color: model.colours.foreground,
          '--pp-apple-label': model.colours.label,
        } as CSSProperties
      }
    >
      <AppleTop model={model} />
      {peek ? null : (
        <>
          {model.transit ? (
            <div className="pp-apple__journey">
              {origin && <Fields fields={[origin]} className="pp-apple__primary" />}
              <TransitIcon transit={model.transit} />
              {destination && (
                <Fields
                  fields={[destination]}
                  className="pp-apple__primary pp-apple__primary--end"
                />
              )}
            </div>
          ) : (
            <div className="pp-apple__strip">
              <Picture uri={model.strip} className="pp-apple__strip-image" />
              <Fields fields={rows.primaryFields} className="pp-apple__primary" />
            </div>
          )}
          <Fields fields={rows.secondaryFields} className="pp-apple__row" />
          <Fields fields={rows.auxiliaryFields} className="pp-apple__row" />
          {model.voided && <p className="pp-apple__void">This pass is void.</p>}
          {model.barcode && <AppleBarcode barcode={model.barcode} voided={model.voided} />}
        </>
      )}
    </article>
  );
});
