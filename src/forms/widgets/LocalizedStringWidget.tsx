import { useDocumentValue } from '../useDocumentValue';
import type { FieldNode } from '../../schema';
import { DeprecatedFields } from '../DeprecatedFields';
import { GroupShell } from '../GroupShell';
import { useFormEngine } from '../FormEngineContext';
import { helpOf } from '../labelText';
import { useDocumentAccess } from '../useDocumentAccess';
import { usePruneIfBlank } from '../usePruneIfBlank';
import type { WidgetProps } from '../widgetTypes';
import { FieldInput } from './FieldInput';
import { LANGUAGE_LOOK } from './LanguageTagWidget';
import { isLocalizedTwin } from '../../schema/localizedTwin';

const child = (node: FieldNode | undefined, key: string) =>
  node?.children?.find((c) => c.key === key);
const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

interface LocalizedStringFieldsProps {
  node: FieldNode;
  name: string;
  segments: readonly (string | number)[];
  readOnly?: boolean | undefined;
  /** What the translations are of, for the "Add translation" button's name. */
  of: string;
  /**
   * The twin's plain string. Its text becomes the default when the first translation is added
   * with no default yet, so the card keeps showing it (Google shows the default, else nothing).
   */
  plainName?: string | undefined;
}

/**
 * The inputs of a LocalizedString: the default text and its language, then translations to add,
 * edit and remove. Typing creates the object; emptying every input removes it again.
 */
export function LocalizedStringFields({
  node,
  name,
  segments,
  readOnly,
  of,
  plainName,
}: LocalizedStringFieldsProps) {
  const { read, write } = useDocumentAccess();
  const { snapshots } = useFormEngine();
  const prune = usePruneIfBlank(name, !node.required);
  const translationsName = `${name}.translatedValues`;
  const count = useDocumentValue(translationsName, lengthOf);
  const defaultNode = child(node, 'defaultValue');
  const translationsNode = child(node, 'translatedValues');
  const valueLabel = child(defaultNode, 'value')?.label ?? 'Text';
  const languageLabel = child(defaultNode, 'language')?.label ?? 'Language';
  const multiline = /body|details|fineprint|comments/i.test(node.key);
  const translations = (): unknown[] => {
    const value = read(translationsName);
    return Array.isArray(value) ? value : [];
  };
  const writeTranslations = (next: unknown[]) => {
    write(translationsName, next.length > 0 ? next : undefined);
    prune();
  };
  const deprecated = (node.children ?? []).filter((c) => c.deprecated);
  const rowDeprecated = (translationsNode?.element?.children ?? []).filter((c) => c.deprecated);
  return (
    <>
      <div className="localized__row">
        <FieldInput
          name={`${name}.defaultValue.value`}
          label={valueLabel}
          multiline={multiline}
          readOnly={readOnly}
          onWritten={prune}
        />
        <FieldInput
          name={`${name}.defaultValue.language`}
          label={languageLabel}
          look={LANGUAGE_LOOK}
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
              <FieldInput
                name={`${translationsName}.${i}.value`}
                label={`Translation ${i + 1}: ${valueLabel.toLowerCase()}`}
                multiline={multiline}
                readOnly={readOnly}
              />
              <FieldInput
                name={`${translationsName}.${i}.language`}
                label={`Translation ${i + 1}: ${languageLabel.toLowerCase()}`}
                look={LANGUAGE_LOOK}
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
          onClick={() => {
            const defaultText = `${name}.defaultValue.value`;
            const plain = plainName ? read(plainName) : undefined;
            // One edit: undo takes the seeded default back with the new row.
            snapshots.editAs(translationsName, () => {
              if (!read(defaultText) && typeof plain === 'string' && plain !== '') {
                write(defaultText, plain);
              }
              writeTranslations([...translations(), {}]);
            });
          }}
        >
          <span aria-hidden="true">+</span> Add translation
          <span className="visually-hidden"> of {of}</span>
        </button>
      )}
      {deprecated.length > 0 ? <DeprecatedFields nodes={deprecated} parent={segments} /> : null}
      {defaultNode && defaultNode.children?.some((c) => c.deprecated) ? (
        <DeprecatedFields
          nodes={defaultNode.children.filter((c) => c.deprecated)}
          parent={[...segments, 'defaultValue']}
        />
      ) : null}
    </>
  );
}

/**
 * A LocalizedString in its own group. One that is the twin of a plain string (`localizedHeader`
 * beside `header`) renders nothing here: the plain field shows it behind its languages button.
 */
export function LocalizedStringWidget({ node, name, segments, readOnly, label }: WidgetProps) {
  const { root } = useFormEngine();
  if (isLocalizedTwin(root, segments)) return null;
  const text = label ?? node.label;
  return (
    <GroupShell name={name} label={text} help={helpOf(node)} className="group--localized">
      <LocalizedStringFields
        node={node}
        name={name}
        segments={segments}
        readOnly={readOnly}
        of={text}
      />
    </GroupShell>
  );
}
