import { enumInfo, predefinedItemSchema } from '../../schema';
import { EnumSelect } from './EnumSelect';
import { OptionalSelector } from './OptionalSelector';

const predefinedItems = enumInfo.get(predefinedItemSchema);

interface TemplateItemEditorProps {
  /** Path of a TemplateItem that exists in the document. */
  name: string;
}

/** The two values of an item ("A / B") and the predefined item Google can fill in instead. */
export function TemplateItemEditor({ name }: TemplateItemEditorProps) {
  return (
    <div className="tpl-item">
      <OptionalSelector name={`${name}.firstValue`} label="First value" />
      <OptionalSelector
        name={`${name}.secondValue`}
        label="Second value"
        help="Shown after the first as “A / B”."
      />
      {predefinedItems && (
        <div className="tpl-value">
          <div className="tpl-value__head">
            <span className="tpl-value__label" aria-hidden="true">
              Predefined item
            </span>
          </div>
          <EnumSelect
            name={`${name}.predefinedItem`}
            label="Predefined item"
            info={predefinedItems}
            emptyLabel="None"
          />
        </div>
      )}
    </div>
  );
}
