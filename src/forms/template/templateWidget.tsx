import { useId, useMemo } from 'react';
import { useDocumentValues } from '../useDocumentValue';
import type { ResourceKind } from '../../schema';
import type { WidgetProps } from '../widgetTypes';
import { stylesFor } from '../../ui/adoptStyles';
import { BarcodeSectionEditor } from './BarcodeSectionEditor';
import { CardRowsEditor } from './CardRowsEditor';
import { DetailsEditor } from './DetailsEditor';
import { fieldPathOptions, type FieldPathOption } from './fieldPathOptions';
import { FieldPathOptionsContext } from './fieldPathOptionsContext';
import { ListRowEditor } from './ListRowEditor';
import { templateStyles } from './templateStyles';

const moduleKeys = ['textModulesData', 'imageModulesData', 'linksModuleData'] as const;

const join = (segments: readonly (string | number)[], key: string) =>
  [...segments.map(String), key].join('.');

/**
 * Suggestions for the pickers, watching only the module arrays: typing anywhere else in the form
 * does not re-render the template editor, and `compute` re-renders it only when they change.
 */
function useTemplateOptions(
  segments: readonly (string | number)[],
  kind: ResourceKind,
): FieldPathOption[] {
  const classRoot = segments.slice(0, -1);
  // An offer object's class sits in classReference: the object is one level up.
  const objectRoot = kind === 'offerObject' ? classRoot.slice(0, -1) : undefined;
  const names = [
    ...moduleKeys.map((key) => join(classRoot, key)),
    ...(objectRoot ? moduleKeys.map((key) => join(objectRoot, key)) : []),
  ];
  return useDocumentValues(names, (values) => {
    const classModules = Object.fromEntries(moduleKeys.map((key, i) => [key, values[i]]));
    const objectModules = Object.fromEntries(
      moduleKeys.map((key, i) => [key, values[i + moduleKeys.length]]),
    );
    const document =
      kind === 'offerObject' ? { ...objectModules, classReference: classModules } : classModules;
    return fieldPathOptions(document, kind);
  });
}

// Its stylesheets come with this chunk, not in the package's style.css: most edits never open it.
const withStyles = stylesFor(templateStyles);

/** The visual editor of classTemplateInfo: card rows, barcode section, details and list row. */
export function TemplateWidget({ name, segments, kind, node, label, readOnly }: WidgetProps) {
  const id = useId();
  const options = useTemplateOptions(segments, kind);
  const names = useMemo(() => ({ options, kind }), [options, kind]);
  const sections = [
    { key: 'card', title: 'Card rows', body: <CardRowsEditor root={name} /> },
    { key: 'barcode', title: 'Barcode section', body: <BarcodeSectionEditor root={name} /> },
    { key: 'details', title: 'Details screen', body: <DetailsEditor root={name} /> },
    { key: 'list', title: 'Passes list', body: <ListRowEditor root={name} kind={kind} /> },
  ];
  return (
    <FieldPathOptionsContext.Provider value={names}>
      {/* A disabled fieldset makes every control inside read-only at once. */}
      <fieldset
        ref={withStyles}
        className="tpl"
        aria-label={label ?? node.label}
        disabled={readOnly}
      >
        {sections.map((section) => (
          <section
            key={section.key}
            className="tpl-section"
            aria-labelledby={`${id}-${section.key}`}
          >
            <h3 id={`${id}-${section.key}`} className="tpl-section__title">
              {section.title}
            </h3>
            {section.body}
          </section>
        ))}
      </fieldset>
    </FieldPathOptionsContext.Provider>
  );
}
