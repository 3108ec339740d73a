import { useId, useState, useSyncExternalStore } from 'react';
import { useDocumentValue } from '../useDocumentValue';
import type { FieldNode } from '../../schema';
import { useFormEngine } from '../FormEngineContext';
import { toName, type Segments } from '../fieldPath';
import { LocalizedStringFields } from './LocalizedStringFields';
import { localizedTwinOf } from '../../schema/localizedTwin';

/** How many languages a LocalizedString holds: its default plus each translation. */
function languageCount(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const { defaultValue, translatedValues } = value as Record<string, unknown>;
  return (defaultValue ? 1 : 0) + (Array.isArray(translatedValues) ? translatedValues.length : 0);
}

interface LocalizedTwinProps {
  twin: FieldNode;
  segments: Segments;
  /** The plain string's name. */
  plainName: string;
  /** The plain field's label: "Issuer name". */
  of: string;
  readOnly?: boolean | undefined;
}

/**
 * The translations of a plain string, behind one compact button with a count. Opens by itself
 * when they have an error, so a click on that error finds its input.
 */
function LocalizedTwinDisclosure({ twin, segments, plainName, of, readOnly }: LocalizedTwinProps) {
  const { issues } = useFormEngine();
  const name = toName(segments);
  const count = useDocumentValue(name, languageCount);
  const hasIssue = useSyncExternalStore(issues.subscribe, () =>
    issues
      .getAll()
      .some((issue) => issue.severity === 'error' && toName(issue.segments).startsWith(name)),
  );
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const shown = open || hasIssue;
  return (
    <div className="twin" data-field={name}>
      <button
        type="button"
        className="twin__toggle"
        aria-expanded={shown}
        aria-controls={shown ? panelId : undefined}
        onClick={() => setOpen(!shown)}
      >
        <span aria-hidden="true">{shown ? '−' : '+'}</span> Languages
        {count > 0 ? <span className="twin__count">{count}</span> : null}
        <span className="visually-hidden"> of {of}</span>
      </button>
      {shown ? (
        <div id={panelId} className="twin__panel" role="group" aria-label={twin.label}>
          <p className="twin__note">{twin.ui?.help}</p>
          <LocalizedStringFields
            node={twin}
            name={name}
            segments={segments}
            readOnly={readOnly}
            of={of}
            plainName={plainName}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The languages button of the plain field at `segments`, when the schema gives it a twin. */
export function LocalizedTwin({
  segments,
  of,
  readOnly,
}: {
  segments: Segments;
  of: string;
  readOnly?: boolean | undefined;
}) {
  const { root } = useFormEngine();
  const twin = localizedTwinOf(root, segments);
  if (!twin) return null;
  return (
    <LocalizedTwinDisclosure
      twin={twin}
      segments={[...segments.slice(0, -1), twin.key]}
      plainName={toName(segments)}
      of={of}
      readOnly={readOnly}
    />
  );
}
