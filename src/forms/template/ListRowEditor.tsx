import { useId, useRef } from 'react';
import { focusWhenRendered } from '../focusWhenRendered';
import { useDocumentAccess } from '../useDocumentAccess';
import { isSet } from '../isBlank';
import { useDocumentValue } from '../useDocumentValue';
import type { ResourceKind } from '../../schema';
import { usePruneWhenEmptied } from '../usePruneWhenEmptied';
import { FieldSelectorEditor } from './FieldSelectorEditor';
import { OptionalSelector } from './OptionalSelector';
import { SchemaField } from './SchemaField';
import { templateNodes } from './templateNodes';

interface ListRowEditorProps {
  /** Path of classTemplateInfo. */
  root: string;
  kind: ResourceKind;
}

/** How the pass appears in the passes list: its first and second lines. */
export function ListRowEditor({ root, kind }: ListRowEditorProps) {
  const name = `${root}.listTemplateOverride`;
  const firstId = useId();
  const { write } = useDocumentAccess();
  // Clearing the last value of the first row, or of the whole list row, leaves no {} behind.
  usePruneWhenEmptied(`${name}.firstRowOption`);
  usePruneWhenEmptied(name);
  const hasTransitOption = useDocumentValue(`${name}.firstRowOption.transitOption`, isSet);
  const hasThirdRow = useDocumentValue(`${name}.thirdRowOption`, isSet);
  // A transit option only means something on a transit pass; elsewhere it is shown only to be removed.
  const showTransitOption = kind === 'transitClass' || hasTransitOption;
  const box = useRef<HTMLDivElement>(null);
  // Its button goes with the row: the focus moves to the first control of the passes list.
  const removeThirdRow = () => {
    write(`${name}.thirdRowOption`, undefined);
    focusWhenRendered(() => box.current, { block: 'nearest' });
  };

  return (
    <div className="tpl-listrow" ref={box}>
      <div role="group" aria-labelledby={firstId} className="tpl-value">
        <div className="tpl-value__head">
          <span id={firstId} className="tpl-value__label">
            First row
          </span>
          <span className="field__help">A transit option, or a field shown instead.</span>
        </div>
        {showTransitOption && (
          <div className="tpl-narrow">
            <SchemaField
              node={templateNodes.transitOption}
              name={`${name}.firstRowOption.transitOption`}
            />
          </div>
        )}
        <OptionalSelector name={`${name}.firstRowOption.fieldOption`} label="First row field" />
      </div>
      <OptionalSelector name={`${name}.secondRowOption`} label="Second row" />
      {hasThirdRow && (
        <div className="tpl-value deprecated">
          <div className="tpl-value__head">
            <span className="tpl-value__label">Third row</span>
            <span className="badge badge--warning">Deprecated: removed on export</span>
            <button
              type="button"
              className="button button--quiet button--small icon-button--danger"
              onClick={removeThirdRow}
            >
              Remove deprecated third row
            </button>
          </div>
          <FieldSelectorEditor
            name={`${name}.thirdRowOption`}
            label="Third row"
            onRemove={removeThirdRow}
          />
        </div>
      )}
    </div>
  );
}
