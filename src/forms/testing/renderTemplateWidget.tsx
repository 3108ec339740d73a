import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { introspect, nodeAt, resourceSchemas, type ResourceKind } from '../../schema';
import { DocumentEditor } from '../DocumentEditor';
import { TemplateWidget } from '../template/templateWidget';
import { useDocumentForm } from '../useDocumentForm';

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
  return (
    <DocumentEditor form={form} kind={kind}>
      {children}
    </DocumentEditor>
  );
}

/**
 * Test harness: the template widget inside a DocumentEditor (the form and its issue channel), as
 * the engine mounts it. `values()` is the document.
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
  const user = userEvent.setup();
  const view = render(
    <Harness kind={kind} document={document} onForm={(f) => (form = f)}>
      <TemplateWidget
        node={node}
        name={segments.join('.')}
        segments={segments}
        kind={kind}
        readOnly={readOnly}
      />
    </Harness>,
  );
  const values = (): Record<string, unknown> => form?.getValues() ?? {};
  /** Changes the document from outside the widget, as another section of the form would. */
  const setValue = (name: string, value: unknown) => form?.setValue(name, value);
  return { ...view, user, values, setValue };
}
