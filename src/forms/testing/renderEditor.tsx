import { render } from '@testing-library/react';
import { createRef } from 'react';
import type { ResourceKind } from '../../schema';
import { DocumentForm } from '../DocumentForm';
import type { DocumentEditorHandle } from '../DocumentEditor';
import type { WidgetRegistry } from '../widgetTypes';

/** Renders the whole editor for a document and keeps the latest document the form reported. */
export function renderEditor(kind: ResourceKind, document: unknown, widgets?: WidgetRegistry) {
  const latest: { document: unknown } = { document };
  const handle = createRef<DocumentEditorHandle>();
  const view = render(
    <DocumentForm
      kind={kind}
      document={document}
      widgets={widgets}
      ref={handle}
      onChange={(next) => {
        latest.document = next;
      }}
    />,
  );
  return { ...view, latest, handle };
}
