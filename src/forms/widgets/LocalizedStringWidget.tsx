import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldNode } from '../../schema';
import { DeprecatedFields } from '../DeprecatedFields';
import { GroupShell } from '../GroupShell';
import { helpOf } from '../labelText';
import { usePruneIfBlank } from '../usePruneIfBlank';
import type { WidgetProps } from '../widgetTypes';
import { BoundInput } from './BoundInput';

const child = (node: FieldNode | undefined, key: string) =>
  node?.children?.find((c) => c.key === key);
const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/**
 * A LocalizedString: the default text and its language, then translations to add, edit and
 * remove. Typing creates the object; emptying every input removes it again.
 */
export function LocalizedStringWidget({ node, name, segments, readOnly, label }: WidgetProps) {
  const { control, getValues, setValue } = useFormContext();
  const prune = usePruneIfBlank(name, !node.required);
  const translationsName = `${name}.translatedValues`;
  const count = useWatch({ control, name: translationsName, compute: lengthOf });
  const defaultNode = child(node, 'defaultValue');
  const translationsNode = child(node, 'translatedValues');
  const valueLabel = child(defaultNode, 'value')?.label ?? 'Text';
  const languageLabel = child(defaultNode, 'language')?.label ?? 'Language';
  const multiline = /body|details|fineprint|comments/i.test(node.key);
  const translations = (): unknown[] => {
    const value: unknown = getValues(translationsName);
    return Array.isArray(value) ? value : [];
  };
  const writeTranslations = (next: unknown[]) => {
    setValue(translationsName, next.length > 0 ? next : undefined, {
      shouldDirty: true,
      shouldValidate: true,
    });
    prune();
  };
  const deprecated = (node.children ?? []).filter((c) => c.deprecated);
  const rowDeprecated = (translationsNode?.element?.children ?? []).filter((c) => c.deprecated);
  return (
    <GroupShell
      name={name}
      label={label ?? node.label}
      help={helpOf(node)}
      className="group--localized"
    >
      <div className="localized__row">
        <BoundInput
          name={`${name}.defaultValue.value`}
          label={valueLabel}
          multiline={multiline}
          readOnly={readOnly}
          onWritten={prune}
        />
        <BoundInput
          name={`${name}.defaultValue.language`}
          label={languageLabel}
          language
          readOnly={readOnly}
          onWritten={prune}
        />
      </div>
      {count > 0 ? (
        <ol
          className="localized__translations"
          aria-label={translationsNode?.label ?? 'Translations'}
        >
          {Array.from({ length: count }, (_, i) => (
            <li
              key={i}
              className="localized__row localized__row--translation"
              data-field={`${translationsName}.${i}`}
            >
              <BoundInput
                name={`${translationsName}.${i}.value`}
                label={`Translation ${i + 1}: ${valueLabel.toLowerCase()}`}
                multiline={multiline}
                readOnly={readOnly}
              />
              <BoundInput
                name={`${translationsName}.${i}.language`}
                label={`Translation ${i + 1}: ${languageLabel.toLowerCase()}`}
                language
                readOnly={readOnly}
              />
              {rowDeprecated.length > 0 ? (
                <DeprecatedFields
                  nodes={rowDeprecated}
                  parent={[...segments, 'translatedValues', i]}
                />
              ) : null}
              {readOnly ? null : (
                <button
                  type="button"
                  className="button button--quiet localized__remove"
                  onClick={() => writeTranslations(translations().filter((_, j) => j !== i))}
                >
                  Remove translation {i + 1}
                </button>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {readOnly ? null : (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => writeTranslations([...translations(), {}])}
        >
          <span aria-hidden="true">+</span> Add translation
          <span className="visually-hidden"> of {label ?? node.label}</span>
        </button>
      )}
      {deprecated.length > 0 ? <DeprecatedFields nodes={deprecated} parent={segments} /> : null}
      {defaultNode && defaultNode.children?.some((c) => c.deprecated) ? (
        <DeprecatedFields
          nodes={defaultNode.children.filter((c) => c.deprecated)}
          parent={[...segments, 'defaultValue']}
        />
      ) : null}
    </GroupShell>
  );
}
