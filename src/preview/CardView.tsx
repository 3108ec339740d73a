import { memo } from 'react';
import '../ui/visuallyHidden.css';
import { BarcodeView } from './BarcodeView';
import { CardHeader } from './CardHeader';
import type { CardModel, JourneyModel, RowModel } from './cardModel';
import { EditTarget } from './EditTarget';
import { FieldItem } from './FieldItem';
import { LeftOutMark } from './LeftOutMark';
import { PreviewImage } from './PreviewImage';
import { editorMark } from './editorMark';

/** Origin and destination as Google draws them: the station name small, above its code. */
const Journey = memo(function Journey({ journey }: { journey: JourneyModel }) {
  return (
    <div className="pp-journey" role="group" aria-label="Journey (sample data)">
      <div className="pp-journey__stop">
        <span className="pp-journey__name">{journey.origin.name}</span>
        <span className="pp-journey__code">{journey.origin.code}</span>
      </div>
      <span className="pp-journey__arrow">
        <span aria-hidden="true">{journey.roundTrip ? '⇄' : '→'}</span>
        <span className="visually-hidden">{journey.roundTrip ? 'round trip' : 'one way'}</span>
      </span>
      <div className="pp-journey__stop pp-journey__stop--end">
        <span className="pp-journey__name">{journey.destination.name}</span>
        <span className="pp-journey__code">{journey.destination.code}</span>
      </div>
    </div>
  );
});

const aligns = {
  one: ['center'],
  two: ['start', 'end'],
  three: ['start', 'center', 'end'],
} as const;

/** A card row; redrawn only when it changed (the card model keeps unchanged rows' identity). */
const CardRow = memo(function CardRow({ row }: { row: RowModel }) {
  return (
    <div className={`pp-row pp-row--${row.layout}`}>
      {row.items.map((item, i) => (
        <FieldItem key={i} field={item} align={aligns[row.layout][i] ?? 'start'} />
      ))}
    </div>
  );
});

/** The card's name for a screen reader: the issuer's card, as the person holding it says. */
export const cardName = ({ header }: CardModel) =>
  header.issuer?.text.trim() ? `Card: ${header.issuer.text.trim()}` : 'Card';

/** The card face as Google Wallet draws it. */
export function CardView({ model }: { model: CardModel }) {
  const { topStart, topEnd, bottom } = model.barcodeSection;
  return (
    <article
      className={`pp-card ${model.expired ? 'pp-card--expired' : ''}`}
      style={{
        backgroundColor: model.colours.background,
        color: model.colours.text,
        ['--pp-label' as string]: model.colours.label,
      }}
      aria-label={cardName(model)}
    >
      {model.demo && (
        <p className="pp-card__demo" title="The issuer is in demo mode (a preview setting)">
          [TEST ONLY]
        </p>
      )}
      <CardHeader header={model.header} vehicle={model.vehicle} />
      {model.expired && <span className="pp-card__state">{model.expired}</span>}
      {model.notYetValid && (
        <EditTarget
          segments={model.notYetValid.segments}
          name="validity start"
          says={`Not yet valid · ${model.notYetValid.text}`}
          className="pp-card__state pp-card__state--pending"
        >
          <span>Not yet valid · {model.notYetValid.text}</span>
        </EditTarget>
      )}
      {model.title && (
        <EditTarget
          segments={model.title.segments}
          name="title"
          says={model.title.text}
          className="pp-card__title"
        >
          <span>{model.title.text}</span>
        </EditTarget>
      )}
      {model.journey && <Journey journey={model.journey} />}
      {model.journey && <span className="pp-card__departure">{model.journey.departure}</span>}
      {model.rows.map((row, index) => (
        <CardRow key={index} row={row} />
      ))}
      {model.leftOut.map((mark, index) => (
        <LeftOutMark key={index} mark={mark} />
      ))}
      {model.validity && (
        <EditTarget
          segments={model.validity.segments}
          name="expiry date"
          says={model.validity.text}
          className="pp-card__validity"
        >
          <span>{model.validity.text}</span>
        </EditTarget>
      )}
      {model.barcode && (
        <div className="pp-card__barcode-area">
          {(topStart ?? topEnd) && (
            <div className="pp-row pp-row--two pp-row--slots">
              {topStart ? <FieldItem field={topStart} /> : <div />}
              {topEnd ? <FieldItem field={topEnd} align="end" /> : <div />}
            </div>
          )}
          {model.barcodeHidden ? (
            <div className="pp-barcode pp-barcode--awaiting" role="note" {...editorMark}>
              <span className="pp-barcode__hint">{model.barcodeHidden}</span>
            </div>
          ) : (
            <BarcodeView barcode={model.barcode} />
          )}
          {bottom && (
            <div className="pp-row pp-row--one pp-row--slots">
              <FieldItem field={bottom} align="center" />
            </div>
          )}
        </div>
      )}
      {(model.activation ?? model.appLink) && (
        <div className="pp-card__actions">
          {model.activation && (
            <EditTarget
              segments={model.activation.segments}
              name="activation options"
              says={model.activation.label}
              className="pp-card__action"
            >
              <span>{model.activation.label}</span>
            </EditTarget>
          )}
          {model.appLink && (
            <EditTarget
              segments={model.appLink.segments}
              name="app link"
              says={model.appLink.label}
              className="pp-card__action"
            >
              <span>{model.appLink.label}</span>
            </EditTarget>
          )}
        </div>
      )}
      {model.hero && (
        <EditTarget
          segments={model.hero.segments}
          name="hero image"
          says={model.hero.alt}
          className="pp-card__hero"
        >
          <PreviewImage image={model.hero} className="pp-card__hero-image" />
        </EditTarget>
      )}
    </article>
  );
}
