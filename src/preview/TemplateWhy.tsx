import { useMemo, useState } from 'react';
import type { HiddenModel } from './cardModel';
import { ShowPath } from '../ui/ShowPath';
import { EditTarget } from './EditTarget';
import { explainTemplate, type ReferenceExplanation } from './explainTemplate';
import type { ContextOptions } from './modelContext';

const statusWords: Record<ReferenceExplanation['status'], string> = {
  shown: '✓ Shows',
  missing: '✗ Nothing',
  unused: '– Not needed',
};

interface TemplateWhyProps {
  document: unknown;
  options: ContextOptions;
  /** What the display intervals hide at the moment shown. */
  hidden: readonly HiddenModel[];
}

const hiddenKinds: Record<HiddenModel['kind'], string> = {
  message: 'Message',
  valueAdded: 'Value-added module',
};

/**
 * "Why isn't this showing?": every template slot with its fallback chain, the reference that
 * shows and why each other one does not, each named in words (a button to its field path), its
 * path behind "Show path". Worked out only while open.
 */
export function TemplateWhy({ document, options, hidden }: TemplateWhyProps) {
  const [open, setOpen] = useState(false);
  const slots = useMemo(
    () => (open ? explainTemplate(document, options) : []),
    [open, document, options],
  );
  return (
    <details className="pp-trip pp-why" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="pp-trip__summary">
        Why isn’t this showing?
        {hidden.length > 0 && (
          <span className="pp-timeline__count">{hidden.length} hidden at this moment</span>
        )}
      </summary>
      {open && hidden.length > 0 && (
        <>
          <p className="pp-why__empty">
            {hidden.length} hidden at this moment by {hidden.length === 1 ? 'its' : 'their'} display
            interval:
          </p>
          <ul className="pp-why__hidden" aria-label="Hidden at this moment">
            {hidden.map((item, index) => (
              <li key={index}>
                {hiddenKinds[item.kind]} “{item.name}”: {item.when}.{' '}
                <EditTarget
                  segments={item.segments}
                  name={`the display interval of ${item.name}`}
                  className="pp-timeline__field"
                >
                  <span>Display interval</span>
                </EditTarget>
              </li>
            ))}
          </ul>
        </>
      )}
      {open && slots.length === 0 && (
        <p className="pp-why__empty">
          The template has no field paths: Google shows its default fields.
        </p>
      )}
      {slots.length > 0 && (
        <ul className="pp-why__slots" aria-label="Template slots">
          {slots.map((slot, index) => (
            <li key={index} className="pp-why__slot">
              <span className="pp-why__name">{slot.slot}</span>
              <ol className="pp-why__chain" aria-label={`Fallback chain of ${slot.slot}`}>
                {slot.references.map((reference, position) => (
                  <li key={position} className={`pp-why__ref pp-why__ref--${reference.status}`}>
                    <span className="pp-why__status">{statusWords[reference.status]}</span>
                    <EditTarget
                      segments={reference.segments}
                      name={`the field path of ${reference.label}`}
                      className="pp-why__path"
                    >
                      {reference.label}
                    </EditTarget>
                    <span className="pp-why__reason">{reference.reason}</span>
                    {reference.fieldPath.trim() !== '' && (
                      <ShowPath paths={[reference.fieldPath]} of={reference.label} />
                    )}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
