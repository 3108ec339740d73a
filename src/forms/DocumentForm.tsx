import { useEffect, type Ref } from 'react';
import type { ResourceKind } from '../schema';
import { DocumentEditor, type DocumentEditorHandle } from './DocumentEditor';
import { IssueList } from './IssueList';
import { SectionFields } from './SectionFields';
import { SectionNav } from './SectionNav';
import { useDocumentForm } from './useDocumentForm';
import { useDocumentSnapshots } from './useDocumentSnapshots';
import type { WidgetRegistry } from './widgetTypes';
import './forms.css';

export interface DocumentFormProps {
  kind: ResourceKind;
  /** The initial document; later changes of this prop are ignored (mount with a new key instead). */
  document: unknown;
  widgets?: WidgetRegistry | undefined;
  readOnly?: boolean | undefined;
  /** Called with the whole document after each change. */
  onChange?: ((document: unknown) => void) | undefined;
  ref?: Ref<DocumentEditorHandle> | undefined;
}

/** The whole editor in one component: section navigator, fields and issue list. */
export function DocumentForm({
  kind,
  document,
  widgets,
  readOnly,
  onChange,
  ref,
}: DocumentFormProps) {
  const form = useDocumentForm(kind, document);
  const snapshots = useDocumentSnapshots(form);
  useEffect(() => {
    if (!onChange) return;
    return snapshots.subscribe(({ document: changed }) => onChange(changed));
  }, [snapshots, onChange]);
  return (
    <DocumentEditor
      form={form}
      snapshots={snapshots}
      kind={kind}
      widgets={widgets}
      readOnly={readOnly}
      ref={ref}
    >
      <div className="document-form">
        <SectionNav />
        <SectionFields />
        <IssueList />
      </div>
    </DocumentEditor>
  );
}
