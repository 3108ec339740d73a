import { memo } from 'react';
import { CardHeader } from './CardHeader';
import type { CardModel, DetailsModule } from './cardModel';
import { EditTarget } from './EditTarget';
import { FieldItem } from './FieldItem';
import { LeftOutMark } from './LeftOutMark';
import { PreviewImage } from './PreviewImage';
import { editorMark } from './editorMark';

// Redrawn only when its module changed: the card model keeps unchanged modules' identity.
const Module = memo(function Module({ module }: { module: DetailsModule }) {
  switch (module.type) {
    case 'leftOut':
      return <LeftOutMark mark={module} />;
    case 'image':
      return (
        <EditTarget
          segments={module.segments}
          name="image module"
          says={module.image.alt}
          className="pp-module pp-module--image"
        >
          <PreviewImage image={module.image} className="pp-module__image" />
        </EditTarget>
      );
    case 'text':
      return (
        <EditTarget
          segments={module.segments}
          name={module.heading || 'text module'}
          says={module.body}
          className="pp-module"
        >
          {module.heading && <span className="pp-module__heading">{module.heading}</span>}
          <span className="pp-module__body">{module.body}</span>
        </EditTarget>
      );
    case 'message':
      return (
        <EditTarget
          segments={module.segments}
          name={module.heading ? `message ${module.heading}` : 'message'}
          says={module.body}
          className="pp-module pp-module--message"
        >
          <span className="pp-module__heading">
            {module.heading}
            {module.notifies && (
              <span className="pp-module__badge" {...editorMark}>
                Notifies
              </span>
            )}
          </span>
          <span className="pp-module__body">{module.body}</span>
        </EditTarget>
      );
    case 'fields':
      return (
        <section className="pp-module pp-module--fields" aria-label={module.heading}>
          <h3 className="pp-module__heading">{module.heading}</h3>
          {/* Google's details screen is one list, one item under another, whatever the model's layout. */}
          <div className="pp-module__list">
            {module.items.map((item, index) => (
              <FieldItem key={index} field={item} />
            ))}
          </div>
        </section>
      );
    case 'links':
      return (
        <section className="pp-module" aria-label={module.heading}>
          <h3 className="pp-module__heading">{module.heading}</h3>
          <ul className="pp-links">
            {module.links.map((link, index) => (
              <li key={index} className="pp-links__item">
                {link.href ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer nofollow">
                    {link.label}
                  </a>
                ) : (
                  <span
                    className="pp-links__inactive"
                    title={`Not a web, mail or phone link: ${link.uri}`}
                  >
                    {link.label} (inactive link)
                  </span>
                )}
                <EditTarget
                  segments={link.segments}
                  name={`link ${link.label}`}
                  className="pp-links__edit"
                >
                  <span aria-hidden="true">✎</span>
                </EditTarget>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'valueAdded':
      return (
        <EditTarget
          segments={module.segments}
          name={`value-added module ${module.heading}`}
          says={module.body}
          className="pp-module pp-module--value-added"
        >
          {module.image && <PreviewImage image={module.image} className="pp-module__thumb" />}
          <span className="pp-module__heading">{module.heading}</span>
          <span className="pp-module__body">{module.body}</span>
        </EditTarget>
      );
  }
});

/** The details screen under the card: a compact card top, then the modules in our documented order. */
export function DetailsView({ model }: { model: CardModel }) {
  return (
    <div className="pp-details">
      <div
        className={`pp-details__top ${model.shimmer ? 'pp-shimmer' : ''}`}
        style={{ backgroundColor: model.colours.background, color: model.colours.text }}
      >
        <CardHeader header={model.header} vehicle={model.vehicle} />
        {model.title && <p className="pp-details__title">{model.title.full ?? model.title.text}</p>}
        {model.journey && (
          <p className="pp-details__title">
            {model.journey.origin.name} {model.journey.roundTrip ? '⇄' : '→'}{' '}
            {model.journey.destination.name}
          </p>
        )}
        {model.shimmer && (
          <span className="pp-sample-tag" {...editorMark}>
            Security animation: foil shimmer
          </span>
        )}
      </div>
      {model.itinerary && (
        <section className="pp-module" aria-label="Itinerary">
          <h3 className="pp-module__heading">Itinerary</h3>
          {model.itinerary.legs.map((leg, index) => (
            <div key={index} className="pp-itinerary">
              <span className="pp-itinerary__time">{leg.departure}</span>
              <span className="pp-itinerary__stops">
                {leg.from} → {leg.to}
              </span>
              <FieldItem field={leg.platform} align="end" />
            </div>
          ))}
        </section>
      )}
      {model.details.length === 0 && (
        <p className="pp-empty" {...editorMark}>
          No modules yet: add text, links or messages to fill this screen.
        </p>
      )}
      {model.details.map((module, index) => (
        <Module key={index} module={module} />
      ))}
    </div>
  );
}
