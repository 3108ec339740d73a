import { lazy, Suspense } from 'react';
import type { ResourceKind } from '../../schema/resources';
import './rawJson.css';

export interface RawJsonEditorProps {
  kind: ResourceKind;
  /** Shown as `JSON.stringify(document, null, 2)`; changes from outside replace the text. */
  document: unknown;
  /**
   * Called with every edit that parses as JSON (schema-invalid values included), after a short
   * pause. While the text does not parse, nothing is called and the status line says where.
   */
  onValidEdit?: (nextDocument: unknown) => void;
  readOnly?: boolean;
  /** The editor's accessible name. */
  label?: string;
}

// CodeMirror stays out of the initial bundle: the module loads when the editor first shows.
const CodeMirrorJson = lazy(() =>
  import('./CodeMirrorJson').then((module) => ({ default: module.CodeMirrorJson })),
);

/** The document as JSON text in CodeMirror 6: highlighting, folding, issues marked at their lines. */
export function RawJsonEditor(props: RawJsonEditorProps) {
  return (
    <Suspense fallback={<p className="raw-json__loading">Loading JSON editor…</p>}>
      <CodeMirrorJson {...props} />
    </Suspense>
  );
}
