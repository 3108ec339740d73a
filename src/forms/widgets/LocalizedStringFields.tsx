import type { HTMLAttributes } from 'react';
import type { FieldNode } from '../../schema';
import { DeprecatedFields } from '../DeprecatedFields';
import { useFormEngine } from '../FormEngineContext';
import { ListAddButton } from '../lists/ListAddButton';
import { ListRow } from '../lists/ListRow';
import { RowTools } from '../lists/RowTools';
import { useListEditor } from '../lists/useListEditor';
import { useDocumentAccess } from '../useDocumentAccess';
import { usePruneIfBlank } from '../usePruneIfBlank';
import { FieldInput } from './FieldInput';
import { LANGUAGE_LOOK } from './LanguageTagWidget';

const child = (node: FieldNode | undefined, key: string) =>
  node?.children?.find((c) => c.key === key);

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
  /** One row (text, language chip) with no visible input labels: the field's own label says it. */
  dense?: boolean | undefined;
  /** Escape and focus for the field's help tip, on the row's inputs (dense only). */
  rowProps?: HTMLAttributes<HTMLDivElement> | undefined;
}

/**
 * The inputs of a LocalizedString: the default text and its language, then translations to add,
 * edit and remove (a list of the list engine; their order means nothing). Typing creates the
 * object; emptying every input removes it again.
 */
export function LocalizedStringFields({
  node,
  name,
  segments,
  readOnly,
  of,
  plainName,
  dense,
  rowProps,
}: LocalizedStringFieldsProps) {
  const { read, write } = useDocumentAccess();
  const { snapshots } = useFormEngine();
  const prune = usePruneIfBlank(name, !node.required);
  const translationsName = `${name}.translatedValues`;
  const defaultNode = child(node, 'defaultValue');
  const translationsNode = child(node, 'translatedValues');
  const valueLabel = child(defaultNode, 'value')?.label ?? 'Text';
  const languageLabel = child(defaultNode, 'language')?.label ?? 'Language';
  // A custom label ("…DetailsLabel") is one line, whatever it labels.
  const multiline = /body|details|fineprint|comments/i.test(node.key) && !/Label$/.test(node.key);
  const list = useListEditor({
    name: translationsName,
    itemLabel: translationsNode?.ui?.itemLabel ?? 'Translation',
    reorder: false,
    readOnly,
    // A translation travels with its string (Copy on the module), not on its own.
    clipboard: false,
    whenEmptied: () => {
      write(translationsName, undefined);
      prune();
    },
  });
  const deprecated = (node.children ?? []).filter((c) => c.deprecated);
  const rowDeprecated = (translationsNode?.element?.children ?? []).filter((c) => c.deprecated);
  return (
    <>
      <div
        {...rowProps}
        className={dense ? 'field__control localized__row localized__row--dense' : 'localized__row'}
      >
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
      {list.keys.length > 0 ? (
        <ol
          className="localized__translations plain-list"
          aria-label={translationsNode?.label ?? 'Translations'}
        >
          {list.keys.map((key, i) => (
            <ListRow
              key={key}
              as="li"
              list={list}
              index={i}
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
              <RowTools />
              {rowDeprecated.length > 0 ? (
                <DeprecatedFields
                  nodes={rowDeprecated}
                  parent={[...segments, 'translatedValues', i]}
                />
              ) : null}
            </ListRow>
          ))}
        </ol>
      ) : null}
      <ListAddButton
        list={list}
        className={
          dense
            ? 'button button--quiet button--small localized__add'
            : 'button button--ghost button--small'
        }
        onClick={() => {
          const defaultText = `${name}.defaultValue.value`;
          const plain = plainName ? read(plainName) : undefined;
          // One edit: undo takes the seeded default back with the new row.
          snapshots.editAs(translationsName, () => {
            if (!read(defaultText) && typeof plain === 'string' && plain !== '') {
              write(defaultText, plain);
            }
            list.add({});
          });
        }}
      >
        Add translation<span className="visually-hidden"> of {of}</span>
      </ListAddButton>
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
