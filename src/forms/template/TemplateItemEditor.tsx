import { OptionalSelector } from './OptionalSelector';
import { SchemaField } from './SchemaField';
import { templateNodes } from './templateNodes';

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
      <div className="tpl-narrow">
        <SchemaField node={templateNodes.predefinedItem} name={`${name}.predefinedItem`} />
      </div>
    </div>
  );
}
