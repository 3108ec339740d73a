import type { CardModel } from './cardModel';
import { EditTarget } from './EditTarget';
import { FieldItem } from './FieldItem';
import { PreviewImage } from './PreviewImage';

/** The pass as one row of the Wallet's passes list: on its own colour, with its round logo. */
export function ListRowView({ model }: { model: CardModel }) {
  const { logo, title, firstRow, secondRow } = model.list;
  return (
    <div className="pp-list">
      {/* Google lists expired passes apart, under "Expired passes". */}
      <h3 className="pp-list__place">{model.list.place}</h3>
      <div
        className="pp-list__row"
        aria-label="List row"
        role="group"
        style={{ backgroundColor: model.colours.background, color: model.colours.text }}
      >
        <span className="pp-list__logo">
          {logo ? (
            <PreviewImage image={logo} className="pp-list__logo-image" />
          ) : (
            <span className="pp-list__logo-initial" aria-hidden="true">
              {(title?.text ?? '?').charAt(0)}
            </span>
          )}
        </span>
        <div className="pp-list__text">
          {title && (
            <EditTarget
              segments={title.segments}
              name="list title"
              says={title.text}
              className="pp-list__title"
            >
              <span>{title.text}</span>
            </EditTarget>
          )}
          {firstRow && <FieldItem field={{ ...firstRow, label: '' }} />}
          {secondRow && <FieldItem field={{ ...secondRow, label: '' }} />}
        </div>
        {model.expired && <span className="pp-list__state">{model.expired}</span>}
      </div>
    </div>
  );
}
