import { lazy, Suspense } from 'react';
import type { RawJsonEditorProps } from './rawJsonEditorProps';
import './rawJson.css';

export type { RawJsonEditorHandle, RawJsonEditorProps } from './rawJsonEditorProps';

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
