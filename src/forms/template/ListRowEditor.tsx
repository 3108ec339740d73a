import { useFormContext, useWatch } from 'react-hook-form';
import { enumInfo, transitOptionSchema, type ResourceKind } from '../../schema';
import { EnumSelect } from './EnumSelect';
import { FieldSelectorEditor } from './FieldSelectorEditor';
import { OptionalSelector } from './OptionalSelector';
import { useRemoveKey } from './useRemoveKey';

const transitOptions = enumInfo.get(transitOptionSchema);

interface ListRowEditorProps {
  /** Path of classTemplateInfo. */
  root: string;
  kind: ResourceKind;
}

/** How the pass appears in the passes list: its first and second lines. */
export function ListRowEditor({ root, kind }: ListRowEditorProps) {
  const name = `${root}.listTemplateOverride`;
  const { control } = useFormContext();
  const removeKey = useRemoveKey();
  const hasTransitOption = useWatch({
    control,
    name: `${name}.firstRowOption.transitOption`,
    compute: (value: unknown) => value != null,
  });
  const hasThirdRow = useWatch({
    control,
    name: `${name}.thirdRowOption`,
    compute: (value: unknown) => value != null,
  });
  // A transit option only means something on a transit pass; elsewhere it is shown only to be removed.
  const showTransitOption = transitOptions && (kind === 'transitClass' || hasTransitOption);

  return (
    <div className="tpl-listrow">
      <div className="tpl-value">
        <div className="tpl-value__head">
          <span className="tpl-value__label">First row</span>
          <span className="tpl-value__help">A transit option, or a field shown instead.</span>
        </div>
        {showTransitOption && (
          <EnumSelect
            name={`${name}.firstRowOption.transitOption`}
            label="First row transit option"
            info={transitOptions}
            emptyLabel="No transit option"
            prune={2}
          />
        )}
        <OptionalSelector
          name={`${name}.firstRowOption.fieldOption`}
          label="First row field"
          prune={2}
        />
      </div>
      <OptionalSelector name={`${name}.secondRowOption`} label="Second row" prune={1} />
      {hasThirdRow && (
        <div className="tpl-value is-deprecated">
          <div className="tpl-value__head">
            <span className="tpl-value__label">Third row</span>
            <span className="tpl-badge is-warning">Deprecated: removed on export</span>
            <button
              type="button"
              className="tpl-link-button is-danger"
              onClick={() => removeKey(`${name}.thirdRowOption`, 1)}
            >
              Remove deprecated third row
            </button>
          </div>
          <FieldSelectorEditor
            name={`${name}.thirdRowOption`}
            label="Third row"
            onRemove={() => removeKey(`${name}.thirdRowOption`, 1)}
          />
        </div>
      )}
    </div>
  );
}
