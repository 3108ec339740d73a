import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { introspect, nodeAt, resourceSchemas, type ResourceKind } from '../../schema';
import { useDocumentForm } from '../useDocumentForm';
import { templateWidgetEntry } from './templateWidget';

const templatePaths: Record<ResourceKind, readonly string[]> = {
  transitClass: ['classTemplateInfo'],
  offerClass: ['classTemplateInfo'],
  offerObject: ['classReference', 'classTemplateInfo'],
};

interface HarnessProps {
  kind: ResourceKind;
  document: Record<string, unknown>;
  onForm: (form: UseFormReturn) => void;
  children: ReactNode;
}

function Harness({ kind, document, onForm, children }: HarnessProps) {
  const form = useDocumentForm(kind, document);
  onForm(form);
  return <FormProvider {...form}>{children}</FormProvider>;
}

/**
 * Test harness: the template widget inside a react-hook-form FormProvider validated by the
 * resource's zod schema (the form engine's useDocumentForm), as the engine mounts it. `values()` is the document.
 */
export function renderTemplateWidget(
  kind: ResourceKind,
  document: Record<string, unknown> = {},
  { readOnly = false } = {},
) {
  const segments = templatePaths[kind];
  const node = nodeAt(introspect(resourceSchemas[kind]), segments);
  if (!node) throw new Error(`No ${segments.join('.')} in the ${kind} schema`);
  let form: UseFormReturn | undefined;
  const { Widget } = templateWidgetEntry;
  const user = userEvent.setup();
  const view = render(
    <Harness kind={kind} document={document} onForm={(f) => (form = f)}>
      <Widget
        node={node}
        name={segments.join('.')}
        segments={segments}
        kind={kind}
        readOnly={readOnly}
      />
    </Harness>,
  );
  const values = (): Record<string, unknown> => form?.getValues() ?? {};
  /** Validates the whole document, as the form does on load. */
  const validate = () => form?.trigger() ?? Promise.resolve(false);
  /** Changes the document from outside the widget, as another section of the form would. */
  const setValue = (name: string, value: unknown) =>
    form?.setValue(name, value, { shouldValidate: true });
  return { ...view, user, values, validate, setValue };
}
