import '../src/strictCsp';
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  PassEditor,
  type CheckResult,
  type PassDocument,
  type PassEditorHandle,
} from '../src/embed';

const initial: PassDocument = {
  id: '3388000000022.react-offer',
  classId: '3388000000022.react-offer-class',
  classReference: {
    id: '3388000000022.react-offer-class',
    title: '20% off coffee',
    provider: 'Acme Cafe',
  },
};

/** A small host app: a controlled PassEditor, its latest change and its exported JSON. */
function ReactHost() {
  const editor = useRef<PassEditorHandle>(null);
  const [document, setDocument] = useState<PassDocument>(initial);
  const [result, setResult] = useState<CheckResult | null>(null);
  const [exported, setExported] = useState('');
  return (
    <>
      <PassEditor
        kind="offerObject"
        value={document}
        onChange={(next, checked) => {
          setDocument(next);
          setResult(checked);
        }}
        onExport={setExported}
        locale="de-DE"
        ref={editor}
      />
      <section aria-labelledby="host-state">
        <h2 id="host-state">Host state</h2>
        <p>
          <button
            type="button"
            onClick={() => editor.current?.focusPath(['classReference', 'title'])}
          >
            Focus the offer title
          </button>
        </p>
        <p data-testid="host-change">
          {result
            ? `Last change: id ${String(document.id)}, valid ${String(result.valid)}, ${result.issues.length} issue(s)`
            : 'No change yet'}
        </p>
        <pre data-testid="host-export">{exported}</pre>
      </section>
    </>
  );
}

const root = window.document.getElementById('root');
if (!root) throw new Error('react-host.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ReactHost />
  </StrictMode>,
);
